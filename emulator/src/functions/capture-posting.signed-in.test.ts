import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';
import { signedIn } from './signed-in';

/**
 * Who may call capture-posting: the function asks Auth (`/auth/v1/user`) who holds the bearer token, so only
 * a signed-in user with a live session gets past it; the gateway alone would let any project key through.
 */
describe.each(BACKENDS)('capture-posting callers on %s', (backend) => {
  let emulator: TestEmulator;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
  });
  afterAll(() => emulator?.stop());

  const capture = async (authorization: string) => {
    const response = await fetch(`${emulator.url}/functions/v1/capture-posting`, {
      method: 'POST',
      headers: { Authorization: authorization, apikey: emulator.keys.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Senior Product Designer at Northwind Studio' }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const NOT_SIGNED_IN = { status: 401, body: { error: 'Sign in to use this.', code: 'not_signed_in' } };

  it('reads the text for a signed-in user, whatever the case of "Bearer"', async () => {
    const token = await signedIn(emulator);
    for (const scheme of ['Bearer', 'bearer']) {
      const answer = await capture(`${scheme} ${token}`);
      expect(answer.status, scheme).toBe(200);
      expect(answer.body).toMatchObject({ position: 'Senior Product Designer' });
    }
  });

  it('refuses the anon and service-role keys, which are project keys but no user', async () => {
    expect(await capture(`Bearer ${emulator.keys.anonKey}`)).toEqual(NOT_SIGNED_IN);
    expect(await capture(`Bearer ${emulator.keys.serviceRoleKey}`)).toEqual(NOT_SIGNED_IN);
  });

  it('refuses a token whose session has ended', async () => {
    const token = await signedIn(emulator);
    const logout = await fetch(`${emulator.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, apikey: emulator.keys.anonKey },
    });
    expect(logout.status).toBe(204);
    expect(await capture(`Bearer ${token}`)).toEqual(NOT_SIGNED_IN);
  });
});
