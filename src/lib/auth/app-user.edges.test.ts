import { afterEach, describe, expect, it } from 'vitest';
import {
  cacheUser,
  capitaliseWords,
  isNewAccount,
  PROVIDER_SIGN_IN_WINDOW_MS,
  readCachedUser,
  toAppUser,
  USER_CACHE_KEY,
} from './app-user';

const base = { id: 'u1', email: 'ada.lovelace@studio.design', user_metadata: {} };
const storeRaw = (value: string) => window.localStorage.setItem(USER_CACHE_KEY, value);

describe('toAppUser at its edges', () => {
  it('trims the name and the photo address it is given', () => {
    const user = toAppUser({
      ...base,
      user_metadata: { full_name: '  Ada Lovelace ', avatar_url: ' https://img.test/a.png ' },
    });
    expect(user).toEqual({ id: 'u1', name: 'Ada Lovelace', email: base.email, photoUrl: 'https://img.test/a.png' });
  });

  it('takes a name the user chose only when name_chosen is true itself', () => {
    expect(toAppUser({ ...base, user_metadata: { full_name: 'ada.lovelace', name_chosen: 'yes' } }).hasName).toBe(
      false,
    );
  });

  it('names a user without an e-mail handle "User", and one without metadata by the handle', () => {
    expect(toAppUser({ id: 'u1', email: '@studio.design', user_metadata: {} }).name).toBe('User');
    expect(toAppUser({ id: 'u1', email: base.email, user_metadata: undefined as never }).name).toBe('ada.lovelace');
  });
});

describe('isNewAccount at its edges', () => {
  const click = Date.parse('2026-03-02T10:00:00Z');
  // Created, then signed in 2 s later.
  const account = { created_at: '2026-03-02T10:00:05Z', last_sign_in_at: '2026-03-02T10:00:07Z' };

  it('takes a return exactly at the click and exactly at the end of the window, not one past it', () => {
    const instant = { created_at: '2026-03-02T10:00:05Z', last_sign_in_at: '2026-03-02T10:00:05Z' };
    expect(isNewAccount(instant, click, click)).toBe(true);
    expect(isNewAccount(account, click, click + PROVIDER_SIGN_IN_WINDOW_MS)).toBe(true);
    expect(isNewAccount(account, click, click + PROVIDER_SIGN_IN_WINDOW_MS + 1)).toBe(false);
    expect(isNewAccount(account, click, click - 1)).toBe(false);
  });

  it('allows a second of slack between the servers’ and the browser’s durations, not more', () => {
    // 2 s between creation and sign-in: new when at least 1 s passed in the browser since the click.
    expect(isNewAccount(account, click, click + 1_000)).toBe(true);
    expect(isNewAccount(account, click, click + 999)).toBe(false);
  });

  it('is not new when the sign-in predates the creation (a clock that makes no sense)', () => {
    expect(
      isNewAccount(
        { created_at: '2026-03-02T10:00:07Z', last_sign_in_at: '2026-03-02T10:00:06Z' },
        click,
        click + 8_000,
      ),
    ).toBe(false);
  });
});

describe('readCachedUser at its edges', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps what a cached user holds: the photo, the missing name and an empty e-mail', () => {
    const user = {
      id: 'u1',
      name: 'ada',
      email: 'ada@studio.design',
      photoUrl: 'https://img.test/a.png',
      hasName: false,
    };
    cacheUser(user);
    expect(readCachedUser()).toEqual(user);
    storeRaw(JSON.stringify({ id: 'u1', name: 'Ada', hasName: true }));
    expect(readCachedUser()).toEqual({ id: 'u1', name: 'Ada', email: '' });
  });

  it('drops a cached photo that is not http(s), and a cache without an id or a name', () => {
    storeRaw(JSON.stringify({ id: 'u1', name: 'Ada', email: '', photoUrl: 'javascript:alert(1)' }));
    expect(readCachedUser()).toEqual({ id: 'u1', name: 'Ada', email: '' });
    storeRaw(JSON.stringify({ id: 'u1' }));
    expect(readCachedUser()).toBeNull();
    storeRaw(JSON.stringify({ name: 'Ada' }));
    expect(readCachedUser()).toBeNull();
    storeRaw('{not json');
    expect(readCachedUser()).toBeNull();
  });
});

describe('capitaliseWords at its edges', () => {
  it('keeps leading and trailing spaces as they are', () => {
    expect(capitaliseWords(' ada ')).toBe(' Ada ');
  });
});
