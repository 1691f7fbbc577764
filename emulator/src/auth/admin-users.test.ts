// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authRefusal as refusal, validationRefusal } from '../testing/auth-refusal';
import { parseBanDuration, readAdminParams } from './admin-users';

const invalid = validationRefusal;
const BCRYPT = `$2a$10$${'a'.repeat(53)}`;

describe('a ban duration, read as Go reads a duration', () => {
  it('is none when absent, 0 for "none", and the sum of its parts in milliseconds', () => {
    expect(parseBanDuration(undefined)).toBeNull();
    expect(parseBanDuration(null)).toBeNull();
    expect(parseBanDuration('')).toBeNull();
    expect(parseBanDuration('none')).toBe(0);
    expect(parseBanDuration('1h30m')).toBe(5_400_000);
    expect(parseBanDuration('1.5s')).toBe(1500);
    expect(parseBanDuration('250ms')).toBe(250);
    expect(parseBanDuration('2000us')).toBe(2);
  });

  it('refuses what is not a duration, longer than 64 characters, or past 1e15 ms', () => {
    const atLimit = `${'0'.repeat(62)}1h`;
    expect(parseBanDuration(atLimit)).toBe(3_600_000);
    expect(refusal(() => parseBanDuration(`0${atLimit}`))).toEqual(invalid('invalid format for ban duration'));
    expect(refusal(() => parseBanDuration(24))).toEqual(invalid('invalid format for ban duration'));
    for (const text of ['24', 'h', '1h ', 'x1h', '1d']) {
      expect(refusal(() => parseBanDuration(text))).toEqual(
        invalid(`invalid format for ban duration: time: invalid duration "${text}"`),
      );
    }
    expect(parseBanDuration('1000000000000ms')).toBe(1e12);
    expect(parseBanDuration('1000000000000000ms')).toBe(1e15);
    expect(refusal(() => parseBanDuration('1000000000000001ms'))).toMatchObject({ status: 400 });
  });
});

describe('the user fields an admin sets', () => {
  it('reads each field, and none when a field is absent, null or empty', () => {
    expect(readAdminParams({})).toEqual({
      email: null,
      password: null,
      passwordHash: null,
      emailConfirm: false,
      userMetadata: null,
      appMetadata: null,
      role: null,
      banMs: null,
      id: null,
    });
    expect(readAdminParams({ email: '', password: null, role: '', id: '', phone: '' })).toMatchObject({
      email: null,
      password: null,
      role: null,
      id: null,
    });
    const id = '6f1c0a52-3d4e-4b8a-9c1d-2e3f4a5b6c7d';
    expect(
      readAdminParams({
        email: ' Kim@Example.TEST',
        password: 'secret-123',
        email_confirm: true,
        user_metadata: { name: 'Kim' },
        app_metadata: { plan: 'pro' },
        role: 'authenticated',
        ban_duration: '1h',
        id,
      }),
    ).toEqual({
      email: 'kim@example.test',
      password: 'secret-123',
      passwordHash: null,
      emailConfirm: true,
      userMetadata: { name: 'Kim' },
      appMetadata: { plan: 'pro' },
      role: 'authenticated',
      banMs: 3_600_000,
      id,
    });
    expect(readAdminParams({ password_hash: BCRYPT, email_confirm: false })).toMatchObject({
      password: null,
      passwordHash: BCRYPT,
      emailConfirm: false,
    });
  });

  it('refuses a phone number, a bad hash, a password with a hash, a bad role or id, and a non-boolean confirm', () => {
    expect(refusal(() => readAdminParams({ phone: '+4420' }))).toEqual({
      status: 400,
      code: 'phone_provider_disabled',
      message: 'Phone numbers are not supported: the project has no SMS provider',
    });
    expect(readAdminParams({ phone: null }).email).toBeNull();
    const hash = invalid('Invalid password hash: only bcrypt hashes are supported');
    expect(refusal(() => readAdminParams({ password_hash: BCRYPT.slice(0, -1) }))).toEqual(hash);
    expect(refusal(() => readAdminParams({ password_hash: `$2x$10$${'a'.repeat(53)}` }))).toEqual(hash);
    expect(refusal(() => readAdminParams({ password_hash: 12 }))).toEqual(hash);
    expect(refusal(() => readAdminParams({ password: 'secret-123', password_hash: BCRYPT }))).toEqual(
      invalid('Only a password or a password hash should be provided'),
    );
    const role = invalid('Invalid role: a name of at most 63 letters, digits, "_" or "-"');
    expect(readAdminParams({ role: `r${'o'.repeat(62)}` }).role).toHaveLength(63);
    expect(refusal(() => readAdminParams({ role: `r${'o'.repeat(63)}` }))).toEqual(role);
    expect(refusal(() => readAdminParams({ role: '1role' }))).toEqual(role);
    expect(refusal(() => readAdminParams({ role: 7 }))).toEqual(role);
    expect(refusal(() => readAdminParams({ id: 'not-a-uuid' }))).toEqual(
      invalid('ID must conform to the uuid v4 format'),
    );
    expect(refusal(() => readAdminParams({ id: 7 }))).toEqual(invalid('ID must conform to the uuid v4 format'));
    expect(refusal(() => readAdminParams({ id: '00000000-0000-0000-0000-000000000000' }))).toEqual(
      invalid('ID cannot be a nil uuid'),
    );
    expect(refusal(() => readAdminParams({ email_confirm: 'true' }))).toEqual(
      invalid('email_confirm must be true or false'),
    );
    expect(refusal(() => readAdminParams({ ban_duration: 'soon' }))).toMatchObject({ status: 400 });
  });
});
