// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pageHeaders } from './content-security-policy';

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    remote: 'https://tracker.example.com/mf-manifest.json',
    supabase: 'https://abc.supabase.co',
    logoService: 'https://logos.example.net/{domain}?size=64',
  });
  const directive = (name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  it('allows scripts only from the page and the remote, never inline or eval', () => {
    expect(directive('script-src')).toEqual(["'self'", 'https://tracker.example.com']);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('nonce-');
  });

  it("lets inline scripts carrying the response's nonce run, and nothing else changes", () => {
    const sources = { remote: 'https://tracker.example.com', supabase: 'https://abc.supabase.co' };
    const withNonce = contentSecurityPolicy({ ...sources, nonce: 'bm9uY2U=' });
    expect(withNonce).toContain("script-src 'self' 'nonce-bm9uY2U=' https://tracker.example.com;");
    expect(withNonce.replace(" 'nonce-bm9uY2U='", '')).toBe(contentSecurityPolicy(sources));
  });

  it('lets the page talk to the remote and the project, its Realtime socket too, and load the logo service', () => {
    expect(directive('connect-src')).toEqual([
      "'self'",
      'https://tracker.example.com',
      'https://abc.supabase.co',
      'wss://abc.supabase.co',
    ]);
    expect(contentSecurityPolicy({ remote: 'http://127.0.0.1:3001', supabase: 'http://127.0.0.1:54321' })).toContain(
      "connect-src 'self' http://127.0.0.1:3001 http://127.0.0.1:54321 ws://127.0.0.1:54321;",
    );
    expect(directive('img-src')).toContain('https://logos.example.net');
  });

  it('keeps other sites from framing the page and plugins from loading', () => {
    expect(directive('frame-ancestors')).toEqual(["'self'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
  });
});

describe('pageHeaders', () => {
  it('puts the policy on documents only', () => {
    const headers = pageHeaders("default-src 'self'");
    expect(headers('/index.html')['content-security-policy']).toBe("default-src 'self'");
    expect(headers('/')['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers('/static/js/main.js')).toEqual({});
  });
});
