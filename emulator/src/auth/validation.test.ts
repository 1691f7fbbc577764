// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authRefusal as refusal } from '../testing/auth-refusal';
import { checkEmail, checkMetadata, checkPassword, checkPhone, pkceRequest } from './validation';

describe('the auth fields a request carries', () => {
  it('reads an e-mail address trimmed and lower-cased, up to 255 characters', () => {
    expect(checkEmail('  Kim@Example.TEST ')).toBe('kim@example.test');
    const longest = `${'a'.repeat(255 - '@example.test'.length)}@example.test`;
    expect(checkEmail(longest)).toBe(longest);
    const invalid = {
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    };
    expect(refusal(() => checkEmail(`a${longest}`))).toEqual(invalid);
    expect(refusal(() => checkEmail('no-at-sign'))).toEqual(invalid);
    expect(refusal(() => checkEmail(42))).toEqual(invalid);
  });

  it('takes a password of 6 to 72 bytes', () => {
    expect(checkPassword('123456')).toBe('123456');
    expect(checkPassword('é'.repeat(36))).toBe('é'.repeat(36));
    expect(refusal(() => checkPassword('12345'))).toEqual({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    });
    expect(refusal(() => checkPassword(123456))).toMatchObject({ status: 422, code: 'weak_password' });
    expect(refusal(() => checkPassword(`${'é'.repeat(36)}x`))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
  });

  it('takes metadata as an object of at most 16 KiB', () => {
    expect(checkMetadata(undefined)).toEqual({});
    expect(checkMetadata(null)).toEqual({});
    expect(checkMetadata({ plan: 'pro' })).toEqual({ plan: 'pro' });
    const atLimit = { k: 'x'.repeat(16 * 1024 - '{"k":""}'.length) };
    expect(checkMetadata(atLimit)).toBe(atLimit);
    expect(refusal(() => checkMetadata({ k: `${atLimit.k}x` }))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'User metadata is larger than 16 KiB',
    });
    const notObject = {
      status: 400,
      code: 'validation_failed',
      message: 'Could not read user metadata: not an object',
    };
    expect(refusal(() => checkMetadata(['a']))).toEqual(notObject);
    expect(refusal(() => checkMetadata('text'))).toEqual(notObject);
  });

  it('reads a PKCE challenge of 43 to 128 characters with its method, or none for the implicit flow', () => {
    expect(pkceRequest(undefined, 'S256')).toBeNull();
    expect(pkceRequest(null, 'S256')).toBeNull();
    expect(pkceRequest('', 'S256')).toBeNull();
    expect(pkceRequest('c'.repeat(43), 'S256')).toEqual({ challenge: 'c'.repeat(43), method: 's256' });
    expect(pkceRequest('c'.repeat(128), 'plain')).toEqual({ challenge: 'c'.repeat(128), method: 'plain' });
    const refused = {
      status: 400,
      code: 'validation_failed',
      message: 'PKCE flow requires code_challenge_method and code_challenge',
    };
    expect(refusal(() => pkceRequest('c'.repeat(42), 'S256'))).toEqual(refused);
    expect(refusal(() => pkceRequest('c'.repeat(129), 'S256'))).toEqual(refused);
    expect(refusal(() => pkceRequest('c'.repeat(43), 'md5'))).toEqual(refused);
    expect(refusal(() => pkceRequest('c'.repeat(43), undefined))).toEqual(refused);
    expect(refusal(() => pkceRequest(['c'.repeat(43)], 'S256'))).toEqual(refused);
  });

  it('reads an E.164 phone number without its "+" and spaces', () => {
    expect(checkPhone('+44 20 7946 0000')).toBe('442079460000');
    expect(checkPhone('123456789012345')).toBe('123456789012345');
    const invalid = { status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' };
    expect(refusal(() => checkPhone('1234567890123456'))).toEqual(invalid);
    expect(refusal(() => checkPhone('0123'))).toEqual(invalid);
    expect(refusal(() => checkPhone(44))).toEqual(invalid);
  });
});
