import { describe, expect, it } from 'vitest';
import { configureSupabase, getSupabase, getSupabaseUrl } from './index';

describe('@job-tracker/supabase-client', () => {
  it('has no client, and says how to get one, until the host configures it', () => {
    expect(() => getSupabase()).toThrow(
      'render TrackerProviders (or call mount()) with supabaseUrl and supabaseAnonKey',
    );
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

  it('makes one client per page: the same project again is the same client, another is refused', () => {
    const client = configureSupabase({ url: 'https://project.example/', anonKey: 'anon-key' });
    expect(getSupabase()).toBe(client);
    expect(configureSupabase({ url: 'https://project.example', anonKey: 'anon-key' })).toBe(client);
    expect(getSupabaseUrl()).toBe('https://project.example');
    expect(() => configureSupabase({ url: 'https://other.example', anonKey: 'anon-key' })).toThrow(
      'one page holds one client',
    );
  });
});
