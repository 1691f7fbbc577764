const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replaceAll('**', '\u0000').replaceAll('*', '[^/]*').replaceAll('\u0000', '.*')}$`);
}

/**
 * Where a link may send the browser: anywhere on the site URL's host (any port or path, as GoTrue
 * compares host names; localhost and 127.0.0.1 count as one), or a configured pattern; else the site URL.
 */
export function allowedRedirect(requested: string | null | undefined, siteUrl: string, patterns: string[]): string {
  if (!requested) return siteUrl;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return siteUrl;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return siteUrl;
  const site = new URL(siteUrl);
  const sameHost = target.hostname === site.hostname || (LOOPBACK.has(target.hostname) && LOOPBACK.has(site.hostname));
  if (sameHost) return target.toString();
  const normalised = target.toString();
  return patterns.some((pattern) => globToRegExp(pattern).test(normalised) || globToRegExp(pattern).test(requested))
    ? normalised
    : siteUrl;
}
