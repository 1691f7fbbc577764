import { AuthError } from '../auth/errors';

/** What an auth check throws, as the fields its JSON answer carries; fails the test when nothing is thrown. */
export function authRefusal(run: () => unknown): { status: number; code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return { status: error.status, code: error.code, message: error.message };
  }
  throw new Error('expected a refusal');
}

/** GoTrue's 400 `validation_failed` with `message`. */
export const validationRefusal = (message: string) => ({ status: 400, code: 'validation_failed', message });
