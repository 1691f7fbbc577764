import { describe, expect, it } from 'vitest';
import { allowedRedirect } from './redirects';

const SITE = 'http://localhost:3000';

describe('redirects', () => {
  it('allows the site’s host on any port and path, with localhost and 127.0.0.1 as one', () => {
    expect(allowedRedirect('http://localhost:3000/reset-password', SITE, [])).toBe(
      'http://localhost:3000/reset-password',
    );
    expect(allowedRedirect('http://localhost:3100/login', SITE, [])).toBe('http://localhost:3100/login');
    expect(allowedRedirect('http://127.0.0.1:3000/', SITE, [])).toBe('http://127.0.0.1:3000/');
  });

  it('falls back to the site URL for other hosts, schemes and garbage', () => {
    expect(allowedRedirect('https://evil.example/', SITE, [])).toBe(SITE);
    expect(allowedRedirect('javascript:alert(1)', SITE, [])).toBe(SITE);
    expect(allowedRedirect('not a url', SITE, [])).toBe(SITE);
    expect(allowedRedirect(null, SITE, [])).toBe(SITE);
    expect(allowedRedirect('http://localhost.evil.example/', SITE, [])).toBe(SITE);
  });

  it('allows configured patterns, * within a segment and ** across', () => {
    const patterns = ['https://showcase.example/*', 'https://*.preview.example/**'];
    expect(allowedRedirect('https://showcase.example/tracker', SITE, patterns)).toBe(
      'https://showcase.example/tracker',
    );
    expect(allowedRedirect('https://showcase.example/a/b', SITE, patterns)).toBe(SITE);
    expect(allowedRedirect('https://pr-1.preview.example/a/b', SITE, patterns)).toBe(
      'https://pr-1.preview.example/a/b',
    );
    expect(allowedRedirect('https://evil.example/?https://showcase.example/x', SITE, patterns)).toBe(SITE);
  });
});
