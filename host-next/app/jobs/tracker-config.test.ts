// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readTrackerConfig } from './tracker-config';

describe('readTrackerConfig', () => {
  const env = {
    TRACKER_MANIFEST_URL: 'https://tracker.example.com/mf-manifest.json',
    SUPABASE_URL: 'https://abc.supabase.co',
    SUPABASE_ANON_KEY: 'public-anon-key',
  };

  it('reads the three settings as they are given', () => {
    expect(readTrackerConfig(env)).toEqual({
      manifestUrl: 'https://tracker.example.com/mf-manifest.json',
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'public-anon-key',
    });
  });

  it('names every variable that is missing or empty', () => {
    expect(readTrackerConfig({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: ' ' })).toEqual({
      problems: ['TRACKER_MANIFEST_URL is not set.', 'SUPABASE_ANON_KEY is not set.'],
    });
  });

  it('refuses a URL that is not http(s), saying which and what it got', () => {
    expect(readTrackerConfig({ ...env, SUPABASE_URL: 'abc.supabase.co' })).toEqual({
      problems: ['SUPABASE_URL must be an http(s) URL, not "abc.supabase.co".'],
    });
    expect(readTrackerConfig({ ...env, TRACKER_MANIFEST_URL: 'file:///tmp/mf-manifest.json' })).toEqual({
      problems: ['TRACKER_MANIFEST_URL must be an http(s) URL, not "file:///tmp/mf-manifest.json".'],
    });
  });
});
