import { describe, expect, it } from 'vitest';
import { readSupabaseConfig } from './config';

describe('readSupabaseConfig', () => {
  it('takes an http or https URL and a key, trimmed, without the trailing slashes', () => {
    expect(readSupabaseConfig({ url: ' http://127.0.0.1:54321// ', anonKey: ' anon ' })).toEqual({
      url: 'http://127.0.0.1:54321',
      anonKey: 'anon',
    });
    expect(readSupabaseConfig({ url: 'https://project.supabase.co', anonKey: 'anon' })).toEqual({
      url: 'https://project.supabase.co',
      anonKey: 'anon',
    });
  });

  it('refuses a missing URL or key, and a URL that is not http(s), with what to pass instead', () => {
    for (const config of [{}, { url: 'https://project.supabase.co' }, { url: '  ', anonKey: 'anon' }]) {
      expect(() => readSupabaseConfig(config)).toThrow('pass supabaseUrl and supabaseAnonKey to TrackerProviders');
    }
    for (const url of ['ftp://project.example', 'project.supabase.co', 'javascript:alert(1)']) {
      expect(() => readSupabaseConfig({ url, anonKey: 'anon' })).toThrow(
        `supabaseUrl must be an http(s) URL such as https://your-project.supabase.co, not "${url}".`,
      );
    }
  });
});
