import type { User } from '@supabase/supabase-js';
import { safeHttpUrl } from '@/lib/safe-url';

/** The user as the tracker holds it. */
export interface AppUser {
  id: string;
  name: string;
  email: string;
  photoUrl?: string;
  /**
   * False when the user has not told us their name: `name` is then only their e-mail handle (what sign-up
   * stores, or the fallback), and the greeting asks for a name instead of showing it.
   */
  hasName?: boolean;
}

/** The longest name the greeting's form saves. */
export const MAX_NAME_LENGTH = 80;

export const USER_CACHE_KEY = 'job-tracker:user';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** name = full_name, else the part of the e-mail before the @, else "User"; photoUrl = avatar_url. */
export function toAppUser(user: Pick<User, 'id' | 'email' | 'user_metadata'>): AppUser {
  const metadata = (user.user_metadata ?? {}) as Record<string, unknown>;
  const email = user.email ?? '';
  const fullName = text(metadata.full_name);
  const name = fullName ?? text(email.split('@')[0]) ?? 'User';
  // A name the user gave (the form sets name_chosen; Google gives a real one), not sign-up's e-mail handle.
  const hasName = metadata.name_chosen === true || (fullName !== undefined && fullName !== defaultFullName(email));
  const photoUrl = safeHttpUrl(text(metadata.avatar_url)) ?? undefined;
  return {
    id: user.id,
    name,
    email,
    ...(photoUrl ? { photoUrl } : {}),
    ...(hasName ? {} : { hasName: false }),
  };
}

/** How long a Google sign-in may take from the click to the return; an older click is not this sign-in. */
export const PROVIDER_SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

/**
 * Whether a provider sign-in created the account. The user is created when the provider sends the browser
 * back and signed in when the app exchanges its code, both after the click; an account that existed before
 * was created earlier than that. Only durations are compared (server time with server time, browser time
 * with browser time), so a skewed clock does not matter.
 */
export function isNewAccount(
  user: { created_at: string; last_sign_in_at?: string | undefined },
  startedAt: number,
  now: number = Date.now(),
): boolean {
  const elapsed = now - startedAt;
  if (!user.last_sign_in_at || !(elapsed >= 0 && elapsed <= PROVIDER_SIGN_IN_WINDOW_MS)) return false;
  const age = Date.parse(user.last_sign_in_at) - Date.parse(user.created_at);
  return age >= 0 && age <= elapsed + 1000;
}

/** The letter an avatar shows when there is no photo. */
export function userInitial(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase() : 'U';
}

/** Each word capitalised, as the greeting shows a name. */
export function capitaliseWords(name: string): string {
  return name
    .split(/(\s+)/)
    .map((part) => (part.trim() === '' ? part : part[0]!.toLocaleUpperCase() + part.slice(1)))
    .join('');
}

/** What a new e-mail sign-up stores as full_name: the part of the address before the @. */
export function defaultFullName(email: string): string {
  return email.split('@')[0] ?? '';
}

export function cacheUser(user: AppUser, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(USER_CACHE_KEY, JSON.stringify(user));
  } catch {
    // Private browsing or a full storage: the cache is a convenience, the session is the truth.
  }
}

export function readCachedUser(storage: Storage = window.localStorage): AppUser | null {
  try {
    const parsed = JSON.parse(storage.getItem(USER_CACHE_KEY) ?? 'null') as Partial<AppUser> | null;
    return parsed && typeof parsed.id === 'string' && typeof parsed.name === 'string'
      ? {
          id: parsed.id,
          name: parsed.name,
          email: parsed.email ?? '',
          ...(safeHttpUrl(parsed.photoUrl) ? { photoUrl: safeHttpUrl(parsed.photoUrl)! } : {}),
          ...(parsed.hasName === false ? { hasName: false } : {}),
        }
      : null;
  } catch {
    return null;
  }
}

export function clearCachedUser(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(USER_CACHE_KEY);
  } catch {
    // See cacheUser.
  }
}
