import { randomUUID } from 'node:crypto';
import type { TestEmulator } from '../testing/test-emulator';

/** A user signed in with a password, as in the app: a token whose session Auth knows (`/auth/v1/user` accepts it). */
export async function signedIn(emulator: TestEmulator, email = `user-${randomUUID()}@example.test`): Promise<string> {
  const password = 'a-long-password';
  const created = await emulator.service().auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const { data, error } = await emulator.anon().auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data.session.access_token;
}
