import { describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  configureSupabase,
  getSupabase,
  getSupabaseUrl,
  loadSupabase,
  onSupabaseLoaded,
  readsAuthRedirect,
  sessionMayExist,
} from './index';

describe('@job-tracker/supabase-client', () => {
  it('has no client, and says how to get one, until the host configures it', async () => {
    expect(() => getSupabase()).toThrow(
      'render TrackerProviders (or call mount()) with supabaseUrl and supabaseAnonKey',
    );
    await expect(loadSupabase()).rejects.toThrow('render TrackerProviders (or call mount())');
    expect(getSupabaseUrl()).toBe('');
  });

  it('refuses a missing key or a URL that is not http(s), instead of guessing a server', () => {
    expect(() => configureSupabase({ url: 'https://project.example', anonKey: '' })).toThrow(
      'The job tracker needs its Supabase project: pass supabaseUrl and supabaseAnonKey',
    );
    expect(() => configureSupabase({ url: 'ftp://project.example', anonKey: 'key' })).toThrow(
      'supabaseUrl must be an http(s) URL',
    );
    expect(() => getSupabase()).toThrow();
  });

  it('configures without loading supabase-js; loading makes one client per page, another project is refused', async () => {
    configureSupabase({ url: 'https://project.example/', anonKey: 'anon-key' });
    expect(getSupabaseUrl()).toBe('https://project.example');
    expect(() => getSupabase()).toThrow('still loading: await loadSupabase()');
    const heard: string[] = [];
    onSupabaseLoaded(() => heard.push('listener'));
    const [first, second] = await Promise.all([
      loadSupabase().then((client) => {
        heard.push('first caller');
        return client;
      }),
      loadSupabase(),
    ]);
    expect(first).toBe(second);
    // Whoever follows the auth events has the client before the caller that asked for it.
    expect(heard).toEqual(['listener', 'first caller']);
    onSupabaseLoaded((client) => heard.push(client === first ? 'late listener, same client' : 'another client'));
    expect(heard.at(-1)).toBe('late listener, same client');
    expect(typeof first.auth.getSession).toBe('function');
    expect(getSupabase()).toBe(first);
    configureSupabase({ url: 'https://project.example', anonKey: 'anon-key' });
    expect(await loadSupabase()).toBe(first);
    expect(() => configureSupabase({ url: 'https://other.example', anonKey: 'anon-key' })).toThrow(
      'one page holds one client',
    );
  });
});

describe('sessionMayExist', () => {
  const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
  const at = (search = '', hash = '') => ({ search, hash });

  it('is false for a browser that keeps no session and a URL with no sign-in in it', () => {
    expect(sessionMayExist(storage({ other: 'x' }), at('?next=/board', '#board'))).toBe(false);
  });

  it('is true when the browser keeps a session or a sign-in in progress', () => {
    expect(sessionMayExist(storage({ [AUTH_STORAGE_KEY]: '{}' }), at())).toBe(true);
    expect(sessionMayExist(storage({ [`${AUTH_STORAGE_KEY}-code-verifier`]: 'v' }), at())).toBe(true);
  });

  it('is true when the URL ends a sign-in (a PKCE code or an auth error), or storage is refused', () => {
    expect(sessionMayExist(storage({}), at('?code=abc'))).toBe(true);
    expect(sessionMayExist(storage({}), at('', '#error=access_denied&error_description=nope'))).toBe(true);
    expect(sessionMayExist(null, at())).toBe(true);
  });
});

describe('readsAuthRedirect', () => {
  const url = new URL('https://site.example/jobs');

  it('never takes a session handed over in a link: a fragment with a token is not a sign-in', () => {
    expect(readsAuthRedirect(url, { access_token: 'stolen', refresh_token: 'r', token_type: 'bearer' })).toBe(false);
    expect(readsAuthRedirect(url, { refresh_token: 'r' })).toBe(false);
    // Not even with an error beside it.
    expect(readsAuthRedirect(url, { access_token: 'stolen', error: 'x' })).toBe(false);
  });

  it('reads an error from the auth server, and nothing else', () => {
    expect(readsAuthRedirect(url, { error: 'access_denied', error_description: 'Denied' })).toBe(true);
    expect(readsAuthRedirect(url, { error_code: 'otp_expired' })).toBe(true);
    expect(readsAuthRedirect(url, { next: '/board' })).toBe(false);
  });
});
