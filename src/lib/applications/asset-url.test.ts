import { configureSupabase } from '@job-tracker/supabase-client';
import { describe, expect, it } from 'vitest';
import { assetUrl } from './asset-url';

describe('assetUrl', () => {
  it('puts a path on the Supabase project, keeps a web address and drops anything else', () => {
    configureSupabase({ url: 'https://project.supabase.test', anonKey: 'anon-key' });
    expect(assetUrl('/storage/v1/object/public/logos/figma.svg')).toBe(
      'https://project.supabase.test/storage/v1/object/public/logos/figma.svg',
    );
    expect(assetUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(assetUrl('javascript:alert(1)')).toBeUndefined();
    expect(assetUrl('')).toBeUndefined();
    expect(assetUrl(null)).toBeUndefined();
  });
});
