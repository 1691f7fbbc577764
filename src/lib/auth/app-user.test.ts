import { describe, expect, it } from 'vitest';
import {
  cacheUser,
  capitaliseWords,
  clearCachedUser,
  readCachedUser,
  toAppUser,
  isNewAccount,
  USER_CACHE_KEY,
  userInitial,
} from './app-user';

const base = { id: 'u1', email: 'ada.lovelace@studio.design', user_metadata: {} };

describe('app-user', () => {
  it('names the user by full_name, else the e-mail before the @, else "User"', () => {
    expect(toAppUser({ ...base, user_metadata: { full_name: 'Ada Lovelace' } }).name).toBe('Ada Lovelace');
    expect(toAppUser({ ...base, user_metadata: { full_name: '   ' } }).name).toBe('ada.lovelace');
    expect(toAppUser(base).name).toBe('ada.lovelace');
    expect(toAppUser({ id: 'u1', email: undefined, user_metadata: {} }).name).toBe('User');
  });

  it('knows when the name is only the e-mail handle, so the greeting asks for one', () => {
    // Sign-up stores the handle as full_name: not a name the user gave.
    expect(toAppUser({ ...base, user_metadata: { full_name: 'ada.lovelace' } }).hasName).toBe(false);
    expect(toAppUser(base).hasName).toBe(false);
    expect(toAppUser({ ...base, user_metadata: { full_name: 'Ada Lovelace' } })).not.toHaveProperty('hasName');
    // Saved from the greeting's form, even when it is the handle again.
    expect(toAppUser({ ...base, user_metadata: { full_name: 'ada.lovelace', name_chosen: true } })).not.toHaveProperty(
      'hasName',
    );
  });

  it('takes the photo from avatar_url and leaves it out when there is none', () => {
    expect(toAppUser({ ...base, user_metadata: { avatar_url: 'https://img.test/a.png' } }).photoUrl).toBe(
      'https://img.test/a.png',
    );
    expect(toAppUser(base)).not.toHaveProperty('photoUrl');
    // Only http(s): a script URL from the user's metadata never reaches an <img src>.
    expect(toAppUser({ ...base, user_metadata: { avatar_url: 'javascript:alert(1)' } })).not.toHaveProperty('photoUrl');
    expect(toAppUser({ ...base, user_metadata: { avatar_url: 'data:image/svg+xml,<svg/>' } })).not.toHaveProperty(
      'photoUrl',
    );
  });

  it("shows the name's first letter, capitalised", () => {
    expect(userInitial('ada')).toBe('A');
    expect(userInitial('  Élodie')).toBe('É');
    expect(userInitial('')).toBe('U');
  });

  it('capitalises each word of a name', () => {
    expect(capitaliseWords('ada lovelace')).toBe('Ada Lovelace');
    expect(capitaliseWords('ada.lovelace')).toBe('Ada.lovelace');
    expect(capitaliseWords('mary  ann')).toBe('Mary  Ann');
  });

  it('caches the user under the product key and forgets it', () => {
    const user = toAppUser(base);
    cacheUser(user);
    expect(JSON.parse(window.localStorage.getItem(USER_CACHE_KEY)!)).toEqual(user);
    expect(readCachedUser()).toEqual(user);
    clearCachedUser();
    expect(window.localStorage.getItem(USER_CACHE_KEY)).toBeNull();
    expect(readCachedUser()).toBeNull();
  });

  it('tells a provider sign-up from a log-in by when the account was made, relative to the click', () => {
    const click = Date.parse('2026-03-02T10:00:00Z');
    const now = click + 8_000;
    // Created at the provider's return, signed in at the code exchange: both after the click.
    const fresh = { created_at: '2026-03-02T10:00:05Z', last_sign_in_at: '2026-03-02T10:00:07Z' };
    expect(isNewAccount(fresh, click, now)).toBe(true);
    // A browser clock a minute ahead changes nothing: only durations are compared.
    expect(isNewAccount(fresh, click + 60_000, now + 60_000)).toBe(true);
    // An account made before the click.
    expect(
      isNewAccount({ created_at: '2026-03-01T09:00:00Z', last_sign_in_at: '2026-03-02T10:00:07Z' }, click, now),
    ).toBe(false);
    // A click from long ago is not this sign-in.
    expect(isNewAccount(fresh, click - 3_600_000, now)).toBe(false);
    expect(isNewAccount({ created_at: '2026-03-02T10:00:05Z' }, click, now)).toBe(false);
  });
});
