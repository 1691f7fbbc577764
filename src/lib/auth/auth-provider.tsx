import {
  AUTH_STORAGE_KEY,
  isAuthProviderEnabled,
  loadSupabase,
  onSupabaseLoaded,
  sessionMayExist,
} from '@job-tracker/supabase-client';
import type { TrackerSupabaseClient } from '@job-tracker/supabase-client';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { createContext, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { paths, withBase } from '@/config/paths';
import { track } from '@/lib/analytics';
import { cacheUser, clearCachedUser, defaultFullName, isNewAccount, toAppUser } from './app-user';
import { initialAuthSnapshot, nextAuthSnapshot, type AuthSnapshot } from './auth-state';

export interface AuthActions {
  login(email: string, password: string): Promise<void>;
  /**
   * Resolves with whether the new account must confirm its e-mail before logging in, and whether the
   * server answered as it does for an address that already has an account (a user with no identities).
   */
  signup(email: string, password: string): Promise<{ needsConfirmation: boolean; alreadyRegistered: boolean }>;
  /** Sends the sign-up confirmation e-mail again. */
  resendConfirmation(email: string): Promise<void>;
  loginWithGoogle(): Promise<void>;
  logout(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  updatePassword(password: string): Promise<void>;
  /** Saves the name the greeting shows to the user's profile (user_metadata.full_name). */
  updateName(name: string): Promise<void>;
}

export type AuthState = AuthSnapshot & AuthActions;

export const AuthContext = createContext<AuthState | null>(null);

const PENDING_GOOGLE_KEY = 'job-tracker:google-sign-in';

/** Where e-mailed links and Google send the user back: our pages below the host's base path. */
export function authReturnUrls(basePath: string, origin: string = window.location.origin) {
  const absolute = (path: string) => new URL(withBase(basePath, path), origin).toString();
  return { login: absolute(paths.login), resetPassword: absolute(paths.resetPassword) };
}

function authActions(basePath: string): AuthActions {
  const returnUrls = authReturnUrls(basePath);
  return {
    async login(email, password) {
      const { auth } = await loadSupabase();
      const { error } = await auth.signInWithPassword({ email, password });
      if (error) throw error;
      track({ name: 'login', params: { method: 'email' } });
    },
    async signup(email, password) {
      const { auth } = await loadSupabase();
      const { data, error } = await auth.signUp({
        email,
        password,
        options: { data: { full_name: defaultFullName(email) }, emailRedirectTo: returnUrls.login },
      });
      if (error) throw error;
      return {
        needsConfirmation: data.session === null,
        alreadyRegistered: data.session === null && data.user?.identities?.length === 0,
      };
    },
    async resendConfirmation(email) {
      const { auth } = await loadSupabase();
      const { error } = await auth.resend({
        type: 'signup',
        email,
        options: { emailRedirectTo: returnUrls.login },
      });
      if (error) throw error;
    },
    async loginWithGoogle() {
      // A project without Google would answer the redirect with a bare JSON error page.
      if (!(await isAuthProviderEnabled('google'))) throw new Error('Google sign-in is not enabled for this project.');
      window.sessionStorage.setItem(PENDING_GOOGLE_KEY, String(Date.now()));
      const { auth } = await loadSupabase();
      const { error } = await auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: returnUrls.login, queryParams: { access_type: 'offline', prompt: 'consent' } },
      });
      if (error) {
        window.sessionStorage.removeItem(PENDING_GOOGLE_KEY);
        throw error;
      }
    },
    async logout() {
      const { auth } = await loadSupabase();
      const { error } = await auth.signOut();
      if (error) throw error;
    },
    async sendPasswordReset(email) {
      const { auth } = await loadSupabase();
      const { error } = await auth.resetPasswordForEmail(email, {
        redirectTo: returnUrls.resetPassword,
      });
      if (error) throw error;
    },
    async updatePassword(password) {
      const { auth } = await loadSupabase();
      const { error } = await auth.updateUser({ password });
      if (error) throw error;
    },
    async updateName(name) {
      // name_chosen: the user said this is their name, even if it is the same as their e-mail handle.
      const { auth } = await loadSupabase();
      const { error } = await auth.updateUser({ data: { full_name: name, name_chosen: true } });
      if (error) throw error;
    },
  };
}

/** What a visitor does first on a page: each one may lead to signing in, so the client is loaded then. */
const FIRST_ACTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Calls `run` once, when the visitor first acts on the page (a press, a key, focus moving into a field),
 * or another tab of this browser signs in; returns a function that stops waiting. A visitor who only
 * reads the page never downloads supabase-js; one who signs in starts it before they have finished typing.
 */
function whenVisitorActs(run: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_ACTS) window.removeEventListener(type, act, true);
    window.removeEventListener('storage', onStorage);
  };
  const act = () => {
    stop();
    run();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY && event.newValue !== null) act();
  };
  for (const type of FIRST_ACTS) window.addEventListener(type, act, { capture: true, passive: true });
  window.addEventListener('storage', onStorage);
  return stop;
}

/** Restores the session at start and follows every auth event of the page's one client. */
export function AuthProvider({ children, basePath = '/' }: { children: ReactNode; basePath?: string }) {
  // Decided once, at the first render: a browser with no session draws signed-out pages at once.
  const [signedOutAtStart] = useState(() => !sessionMayExist());
  const [snapshot, dispatch] = useReducer(nextAuthSnapshot, signedOutAtStart, (signedOut) =>
    signedOut ? { ...initialAuthSnapshot, isLoading: false } : initialAuthSnapshot,
  );

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const follow = (client: TrackerSupabaseClient) => {
      if (!active) return;
      void client.auth.getSession().then(({ data }) => {
        if (active) dispatch({ type: 'restored', session: data.session });
      });
      const { data } = client.auth.onAuthStateChange(onAuthEvent);
      unsubscribe = () => data.subscription.unsubscribe();
    };
    const onAuthEvent = (event: AuthChangeEvent, session: Session | null) => {
      dispatch({ type: 'event', event, session });
      // A session taken from the URL can be set before this subscription: it then arrives as INITIAL_SESSION.
      if ((event === 'SIGNED_IN' || event === 'INITIAL_SESSION') && session) {
        cacheUser(toAppUser(session.user));
        const googleStartedAt = window.sessionStorage.getItem(PENDING_GOOGLE_KEY);
        if (googleStartedAt) {
          window.sessionStorage.removeItem(PENDING_GOOGLE_KEY);
          const firstTime = isNewAccount(session.user, Number(googleStartedAt));
          track(
            firstTime
              ? { name: 'sign_up', params: { method: 'google' } }
              : { name: 'login', params: { method: 'google' } },
          );
        }
      } else if (event === 'USER_UPDATED' && session) {
        cacheUser(toAppUser(session.user));
      } else if (event === 'SIGNED_OUT') {
        clearCachedUser();
      }
    };
    // Followed from the moment the client exists, whoever loads it (an action may, before anything else).
    const stopWaiting = onSupabaseLoaded(follow);
    const load = () => {
      loadSupabase().catch(() => {
        // supabase-js did not download: signed out for now; signing in loads it again and says why if not.
        if (active) dispatch({ type: 'restored', session: null });
      });
    };
    let cancelLater = () => {};
    if (signedOutAtStart) {
      // Nobody is signed in on this browser: the page is drawn without the client (a login form paints
      // before supabase-js arrives), which loads when the visitor first acts, ready for their first action.
      cancelLater = whenVisitorActs(load);
    } else {
      load();
    }
    return () => {
      active = false;
      stopWaiting();
      cancelLater();
      unsubscribe();
    };
  }, [signedOutAtStart]);

  const actions = useMemo(() => authActions(basePath), [basePath]);
  const value = useMemo<AuthState>(() => ({ ...snapshot, ...actions }), [snapshot, actions]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
