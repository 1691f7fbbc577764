import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { toAppUser, type AppUser } from './app-user';

export interface AuthSnapshot {
  user: AppUser | null;
  isLoading: boolean;
  /** Set while the user follows a password-reset link, until they choose a new password. */
  recovering: boolean;
}

export const initialAuthSnapshot: AuthSnapshot = { user: null, isLoading: true, recovering: false };

export type AuthTransition =
  { type: 'restored'; session: Session | null } | { type: 'event'; event: AuthChangeEvent; session: Session | null };

/** The auth state machine: loading → signed in | signed out, following the client's events. */
export function nextAuthSnapshot(state: AuthSnapshot, transition: AuthTransition): AuthSnapshot {
  const user = transition.session ? toAppUser(transition.session.user) : null;
  if (transition.type === 'restored') return { ...state, user, isLoading: false };
  switch (transition.event) {
    case 'SIGNED_OUT':
      return { user: null, isLoading: false, recovering: false };
    case 'PASSWORD_RECOVERY':
      return { user, isLoading: false, recovering: true };
    case 'INITIAL_SESSION':
    case 'SIGNED_IN':
    case 'TOKEN_REFRESHED':
    case 'USER_UPDATED':
    case 'MFA_CHALLENGE_VERIFIED':
      return { ...state, user, isLoading: false };
    default:
      return state;
  }
}
