const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAX_REDIRECT_LENGTH = 2048;
// Host names as registries hand them out (after the URL parser's lowercasing and punycode), or IP literals.
const HOSTNAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/;
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** One allow-list entry, split so that no wildcard can reach from one part of a URL into another. */
interface Pattern {
  scheme: RegExp;
  authority: RegExp;
  path: RegExp;
  /** null: any query (a query cannot change where the browser goes). */
  query: RegExp | null;
}

function escape(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** `*` stays within one part between separators (`one`), `**` crosses them (`many`). */
function glob(text: string, one: string, many: string): RegExp {
  const source = text
    .split('**')
    .map((piece) => piece.split('*').map(escape).join(one))
    .join(many);
  return new RegExp(`^${source}$`);
}

/** Compiles `scheme://host[:port][/path][?query]`; `*` is one host label, port or path segment, `**` several. */
export function compilePattern(raw: string): Pattern | null {
  const match = /^([a-z*]+):\/\/([^/?#\\@]+)(\/[^?#\\]*)?(\?[^#\\]*)?$/i.exec(raw.trim());
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  let authority = match[2]!.toLowerCase();
  const defaultPort = DEFAULT_PORTS[`${scheme}:`];
  if (defaultPort && authority.endsWith(`:${defaultPort}`)) authority = authority.slice(0, -defaultPort.length - 1);
  return {
    scheme: glob(scheme, '[a-z]*', '[a-z]*'),
    authority: glob(authority, '[^.:]*', '[^:]*'),
    path: glob(match[3] || '/', '[^/]*', '.*'),
    query: match[4] ? glob(match[4], '[^&]*', '.*') : null,
  };
}

/**
 * The URL the browser would go to, as its own parser reads it, or null when it is not a plain http(s)
 * URL: backslashes, control characters, spaces and credentials (`user@`) are refused rather than guessed at.
 */
function parseTarget(requested: string): URL | null {
  if (requested.length > MAX_REDIRECT_LENGTH || requested.includes('\\')) return null;
  if ([...requested].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.username !== '' || target.password !== '') return null;
  if (!HOSTNAME.test(target.hostname)) return null;
  return target;
}

function matches(pattern: Pattern, target: URL): boolean {
  return (
    pattern.scheme.test(target.protocol.slice(0, -1)) &&
    pattern.authority.test(target.host) &&
    pattern.path.test(target.pathname) &&
    (pattern.query === null || pattern.query.test(target.search))
  );
}

/**
 * Where a link may send the browser, as GoTrue decides it: the site URL's scheme and host (and port, which
 * may differ on loopback, where localhost and 127.0.0.1 count as one), or a configured pattern; anything
 * else, the site URL. The request is parsed and normalised first and matched part by part (scheme, host
 * and port, path, query), so `evil.example?.example.com`, `\`, `#`, `@` and percent-encoding tricks
 * cannot pass for an allowed host. The answer is the normalised URL, which is what was matched.
 */
export function allowedRedirect(requested: string | null | undefined, siteUrl: string, patterns: string[]): string {
  if (!requested) return siteUrl;
  const target = parseTarget(requested);
  if (!target) return siteUrl;
  const site = new URL(siteUrl);
  const loopback = LOOPBACK.has(target.hostname) && LOOPBACK.has(site.hostname);
  const sameSite =
    target.protocol === site.protocol && (loopback || (target.hostname === site.hostname && target.port === site.port));
  if (sameSite) return target.toString();
  for (const raw of patterns) {
    const pattern = compilePattern(raw);
    if (pattern && matches(pattern, target)) return target.toString();
  }
  return siteUrl;
}
