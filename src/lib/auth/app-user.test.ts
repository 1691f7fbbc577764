import { describe, expect, it } from 'vitest';
import {
  cacheUser,
  capitaliseWords,
  clearCachedUser,
  readCachedUser,
  toAppUser,
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

  it('takes the photo from avatar_url and leaves it out when there is none', () => {
    expect(toAppUser({ ...base, user_metadata: { avatar_url: 'https://img.test/a.png' } }).photoUrl).toBe(
      'https://img.test/a.png',
    );
    expect(toAppUser(base)).not.toHaveProperty('photoUrl');
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
});
