import { NextResponse, type NextRequest } from 'next/server';

/** The origin of a URL from the environment, or nothing when it is not set. */
function originOf(url: string | undefined): string[] {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}

/**
 * The page's Content-Security-Policy: the rules the tracker's README gives a host (scripts from the page's
 * origin and the tracker's, no eval; inline styles, which Mantine writes; connections to the tracker and
 * the Supabase project, its Realtime socket included), plus this response's nonce in script-src, which
 * Next puts on the inline scripts that start its pages. No 'strict-dynamic': the tracker's scripts are
 * added by the federation runtime and allowed by their origin.
 */
export function contentSecurityPolicy(nonce: string, env: NodeJS.ProcessEnv = process.env): string {
  const remote = originOf(env.TRACKER_MANIFEST_URL);
  const supabase = originOf(env.SUPABASE_URL);
  const socket = supabase.map((origin) => origin.replace(/^http/, 'ws'));
  const list = (...items: string[]) => [...new Set(items)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", `'nonce-${nonce}'`, ...remote)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...remote)}`,
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', ...remote, ...supabase)}`,
    `font-src ${list("'self'", 'data:', ...remote)}`,
    `connect-src ${list("'self'", ...remote, ...supabase, ...socket)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/**
 * Each page gets a fresh nonce. Next reads it from the request's Content-Security-Policy header and puts
 * it on its own scripts; the browser reads the response's.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = contentSecurityPolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  response.headers.set('x-frame-options', 'SAMEORIGIN');
  return response;
}

export const config = {
  // Pages only: not Next's static files, nor the prefetches of links (a page's nonce is its own).
  matcher: [
    {
      source: '/((?!_next/static|_next/image|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
