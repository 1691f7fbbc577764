// @vitest-environment node
import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { initialAuthSnapshot, nextAuthSnapshot } from './auth-state';

const session = {
  access_token: 't',
  user: { id: 'u1', email: 'ada@studio.design', user_metadata: { full_name: 'Ada' } },
} as unknown as Session;

describe('nextAuthSnapshot', () => {
  it('starts loading, then is signed in or out once the session is restored', () => {
    expect(initialAuthSnapshot).toMatchObject({ user: null, isLoading: true });
    expect(nextAuthSnapshot(initialAuthSnapshot, { type: 'restored', session })).toMatchObject({
      user: { id: 'u1', name: 'Ada' },
      isLoading: false,
    });
    expect(nextAuthSnapshot(initialAuthSnapshot, { type: 'restored', session: null })).toMatchObject({
      user: null,
      isLoading: false,
    });
  });

  it('signs in on SIGNED_IN and out on SIGNED_OUT', () => {
    const signedIn = nextAuthSnapshot(initialAuthSnapshot, { type: 'event', event: 'SIGNED_IN', session });
    expect(signedIn.user?.email).toBe('ada@studio.design');
    const signedOut = nextAuthSnapshot(signedIn, { type: 'event', event: 'SIGNED_OUT', session: null });
    expect(signedOut).toEqual({ user: null, isLoading: false, recovering: false });
  });

  it('marks a password recovery until the user is signed out', () => {
    const recovering = nextAuthSnapshot(initialAuthSnapshot, { type: 'event', event: 'PASSWORD_RECOVERY', session });
    expect(recovering).toMatchObject({ recovering: true, user: { id: 'u1' } });
    const updated = nextAuthSnapshot(recovering, { type: 'event', event: 'USER_UPDATED', session });
    expect(updated.recovering).toBe(true);
    expect(nextAuthSnapshot(updated, { type: 'event', event: 'SIGNED_OUT', session: null }).recovering).toBe(false);
  });

  it('follows the user through token refreshes and profile updates', () => {
    const renamed = {
      ...session,
      user: { ...session.user, user_metadata: { full_name: 'Ada L.' } },
    } as unknown as Session;
    const state = nextAuthSnapshot(initialAuthSnapshot, { type: 'event', event: 'SIGNED_IN', session });
    expect(nextAuthSnapshot(state, { type: 'event', event: 'USER_UPDATED', session: renamed }).user?.name).toBe(
      'Ada L.',
    );
    expect(nextAuthSnapshot(state, { type: 'event', event: 'TOKEN_REFRESHED', session }).user?.name).toBe('Ada');
  });
});
