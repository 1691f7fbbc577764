import { AuthError, validationFailed } from './errors';

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

export function checkEmail(value: unknown): string {
  if (typeof value !== 'string' || value.length > 255 || !EMAIL.test(value.trim())) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return value.trim().toLowerCase();
}

export function checkPassword(value: unknown): string {
  if (typeof value !== 'string' || value.length < 6) {
    throw new AuthError(422, 'weak_password', 'Password should be at least 6 characters.', {
      weak_password: { reasons: ['length'] },
    });
  }
  // bcrypt reads only the first 72 bytes: a longer password would be silently shortened.
  if (Buffer.byteLength(value, 'utf8') > 72) throw validationFailed('Password cannot be longer than 72 characters');
  return value;
}

export function checkMetadata(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw validationFailed('Could not read user metadata: not an object');
  if (JSON.stringify(value).length > 16 * 1024) throw validationFailed('User metadata is larger than 16 KiB');
  return value as Record<string, unknown>;
}

export interface PkceRequest {
  challenge: string;
  method: 's256' | 'plain';
}

/** `code_challenge` and `code_challenge_method` of a PKCE request, or null for the implicit flow. */
export function pkceRequest(challenge: unknown, method: unknown): PkceRequest | null {
  if (challenge === undefined || challenge === null || challenge === '') return null;
  const name = typeof method === 'string' ? method.toLowerCase() : '';
  if (
    typeof challenge !== 'string' ||
    challenge.length < 43 ||
    challenge.length > 128 ||
    !['s256', 'plain'].includes(name)
  ) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  return { challenge, method: name as PkceRequest['method'] };
}

/** GoTrue's E.164 check (after dropping a leading "+" and spaces), for the phone fields it reads. */
export function checkPhone(value: unknown): string {
  const phone = typeof value === 'string' ? value.replace(/^\+/, '').replaceAll(' ', '') : '';
  if (!/^[1-9][0-9]{1,14}$/.test(phone)) throw validationFailed('Invalid phone number format (E.164 required)');
  return phone;
}
