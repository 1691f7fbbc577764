// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preconnectOrigins, preconnectTags, publicEnvDefines } from './public-env';

describe('preconnectOrigins', () => {
  it('the remote and the backend, each origin once, never the page itself', () => {
    expect(
      preconnectOrigins(
        [
          'https://cdn.example/tracker/mf-manifest.json',
          'https://project.supabase.co',
          'https://cdn.example/other.json',
          'http://localhost:3000/mf-manifest.json',
        ],
        'http://localhost:3000',
      ),
    ).toEqual(['https://cdn.example', 'https://project.supabase.co']);
  });

  it('skips what is unset, relative or not http(s)', () => {
    expect(preconnectOrigins([undefined, '', '/mf-manifest.json', 'javascript:alert(1)'])).toEqual([]);
  });

  it('makes CORS preconnect links for the head', () => {
    expect(preconnectTags(['https://cdn.example'])).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'preconnect', href: 'https://cdn.example', crossorigin: '' },
        head: true,
        append: false,
      },
    ]);
  });
});

describe('publicEnvDefines', () => {
  it('inlines each public variable as a string, an unset one as empty', () => {
    expect(
      publicEnvDefines({ PUBLIC_SUPABASE_URL: 'https://project.supabase.co', PUBLIC_LOGO_SERVICE_URL: '', OTHER: 'x' }),
    ).toEqual({
      'process.env.PUBLIC_SUPABASE_URL': '"https://project.supabase.co"',
      'process.env.PUBLIC_SUPABASE_ANON_KEY': '""',
      'process.env.PUBLIC_SHOWCASE_URL': '""',
      'process.env.PUBLIC_LOGO_SERVICE_URL': '""',
    });
  });
});
