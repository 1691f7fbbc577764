import { describe, expect, it } from 'vitest';
import { allowedRedirect, compilePattern } from './redirects';

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

  it('parses and normalises before matching, so no trick passes for an allowed host', () => {
    const patterns = ['https://*.example.com/**'];
    expect(allowedRedirect('https://app.example.com/login', SITE, patterns)).toBe('https://app.example.com/login');
    expect(allowedRedirect('https://a.b.example.com/x', SITE, patterns)).toBe(SITE);
    for (const attack of [
      'https://evil.example?.example.com/x',
      'https://evil.example#.example.com/x',
      'https://evil.example\\.example.com/x',
      'https://evil.example\\@app.example.com/x',
      'https://app.example.com@evil.example/x',
      'https://app.example.com:x@evil.example/x',
      'https://evil.example%2f.example.com/x',
      'https://evil.example%23.example.com/x',
      'https://evil.example/.example.com/x',
      'https://evil.example:443.example.com/x',
      'https://app.example.com.evil.example/x',
      'https://app.example.com%2eevil.example/x',
      'https://evil.example%00.example.com/x',
      ' https://evil.example/.example.com/',
      'https:/\\evil.example/.example.com/',
      '//evil.example/.example.com/',
      'http://app.example.com/x',
    ]) {
      expect(allowedRedirect(attack, SITE, patterns), attack).toBe(SITE);
    }
    // Percent-encoding and default ports are read as the browser reads them.
    expect(allowedRedirect('https://APP.Example.COM:443/a/../b', SITE, patterns)).toBe('https://app.example.com/b');
    expect(allowedRedirect('https://app.example.com:8443/x', SITE, patterns)).toBe(SITE);
    expect(allowedRedirect('https://app.example.com:8443/x', SITE, ['https://app.example.com:*/**'])).toBe(
      'https://app.example.com:8443/x',
    );
  });

  it('keeps * within one path segment and lets ** cross them, a query never widening the match', () => {
    const patterns = ['https://showcase.example/tracker/*'];
    expect(allowedRedirect('https://showcase.example/tracker/login?next=1', SITE, patterns)).toBe(
      'https://showcase.example/tracker/login?next=1',
    );
    expect(allowedRedirect('https://showcase.example/tracker/a/b', SITE, patterns)).toBe(SITE);
    expect(allowedRedirect('https://showcase.example/other?/tracker/x', SITE, patterns)).toBe(SITE);
    expect(allowedRedirect('https://showcase.example/tracker/a/b', SITE, ['https://showcase.example/**'])).toBe(
      'https://showcase.example/tracker/a/b',
    );
  });

  it('holds the site to its scheme, and to its port off loopback', () => {
    const site = 'https://tracker.example.com';
    expect(allowedRedirect('https://tracker.example.com/login', site, [])).toBe('https://tracker.example.com/login');
    expect(allowedRedirect('http://tracker.example.com/login', site, [])).toBe(site);
    expect(allowedRedirect('https://tracker.example.com:8443/login', site, [])).toBe(site);
    expect(allowedRedirect('https://user@tracker.example.com/login', site, [])).toBe(site);
  });

  it('refuses a space or a control character anywhere, and a URL over 2,048 characters', () => {
    const patterns = ['https://showcase.example/**'];
    expect(allowedRedirect('https://showcase.example/a b', SITE, patterns)).toBe(SITE);
    expect(allowedRedirect('https://showcase.example/a\u007fb', SITE, patterns)).toBe(SITE);
    expect(allowedRedirect('https://showcase.example/a\u0001b', SITE, patterns)).toBe(SITE);
    expect(allowedRedirect('https://showcase.example/a!b', SITE, patterns)).toBe('https://showcase.example/a!b');
    const base = 'https://showcase.example/';
    const longest = base + 'p'.repeat(2048 - base.length);
    expect(allowedRedirect(longest, SITE, patterns)).toBe(longest);
    expect(allowedRedirect(`${longest}p`, SITE, patterns)).toBe(SITE);
  });

  it('reads a default port in a pattern as the browser drops it, and holds a pattern’s query to its shape', () => {
    expect(allowedRedirect('https://app.example.com/x', SITE, ['https://app.example.com:443/*'])).toBe(
      'https://app.example.com/x',
    );
    expect(allowedRedirect('http://app.example.com/x', SITE, ['http://app.example.com:80/*'])).toBe(
      'http://app.example.com/x',
    );
    expect(allowedRedirect('https://app.example.com:80/x', SITE, ['https://app.example.com:80/*'])).toBe(
      'https://app.example.com:80/x',
    );
    const patterns = ['https://showcase.example/callback?next=*'];
    expect(allowedRedirect('https://showcase.example/callback?next=jobs', SITE, patterns)).toBe(
      'https://showcase.example/callback?next=jobs',
    );
    expect(allowedRedirect('https://showcase.example/callback?other=jobs', SITE, patterns)).toBe(SITE);
    expect(allowedRedirect('https://showcase.example/callback', SITE, patterns)).toBe(SITE);
  });

  it('refuses a pattern it cannot read', () => {
    expect(compilePattern('https://*.example.com/**')).not.toBeNull();
    expect(compilePattern('*.example.com')).toBeNull();
    expect(compilePattern('https://user@example.com/')).toBeNull();
  });
});
