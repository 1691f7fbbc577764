/** Where a page that mounts the tracker loads things from, besides its own origin. */
export interface PolicySources {
  /** The remote's origin or URL: its manifest, scripts, styles, fonts and images. */
  remote: string;
  /** The Supabase project's URL: auth, REST, Realtime's WebSocket and storage (the showcase's pictures). */
  supabase: string;
  /** The logo service's URL template, when one is configured (`{domain}` is ignored). */
  logoService?: string;
  /**
   * This response's script nonce, for a page whose framework starts it with inline scripts (Next.js reads
   * it from the request's policy and puts it on them). Fresh for every response, never reused.
   */
  nonce?: string;
}

function origin(url: string): string {
  return new URL(url.replace('{domain}', 'example.com')).origin;
}

/** The WebSocket origin of an http(s) origin (Realtime's socket): browsers do not all take one for the other. */
function socketOrigin(httpOrigin: string): string {
  return httpOrigin.replace(/^http/, 'ws');
}

/**
 * The Content-Security-Policy for a page that mounts the tracker. Scripts only from the page's origin and
 * the remote (no eval, and no inline script but those carrying the response's nonce when one is given); styles may be inline because Mantine writes its CSS variables
 * and positions popovers with style attributes; images from the remote, the project's storage, data: URLs
 * (the illustrations' fallbacks) and https (avatars from sign-in providers); connections to the remote's
 * manifest and the project, its Realtime socket (ws: or wss:) named as well. frame-ancestors 'self' keeps other sites from framing the page (clickjacking).
 */
export function contentSecurityPolicy(sources: PolicySources): string {
  const remote = origin(sources.remote);
  const supabase = origin(sources.supabase);
  const logo = sources.logoService ? [origin(sources.logoService)] : [];
  const nonce = sources.nonce === undefined ? [] : [`'nonce-${sources.nonce}'`];
  const list = (...items: string[]) => [...new Set(items)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...nonce, remote)}`,
    `style-src ${list("'self'", "'unsafe-inline'", remote)}`,
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', remote, supabase, ...logo)}`,
    `font-src ${list("'self'", 'data:', remote)}`,
    `connect-src ${list("'self'", remote, supabase, socketOrigin(supabase))}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/** Headers for a host's pages: the policy on HTML documents, where browsers apply it. */
export function pageHeaders(policy: string): (path: string) => Record<string, string> {
  const documentHeaders: Record<string, string> = {
    'content-security-policy': policy,
    'x-frame-options': 'SAMEORIGIN',
  };
  return (path) => (path.endsWith('.html') || path.endsWith('/') ? documentHeaders : {});
}
