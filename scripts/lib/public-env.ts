/** The variables the browser code reads; each is replaced at build time (empty when unset). */
export const PUBLIC_ENV_NAMES = [
  'PUBLIC_SUPABASE_URL',
  'PUBLIC_SUPABASE_ANON_KEY',
  'PUBLIC_SHOWCASE_URL',
  'PUBLIC_LOGO_SERVICE_URL',
] as const;

export function publicEnvDefines(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(PUBLIC_ENV_NAMES.map((name) => [`process.env.${name}`, JSON.stringify(env[name] ?? '')]));
}

/**
 * Rspack's persistent cache for the development servers, so a warm start rebuilds only what changed. Its key holds the
 * public variables (inlined into the code) and the ports (in the asset prefix), so other values rebuild.
 */
export function devBuildCache(name: string, env: NodeJS.ProcessEnv = process.env) {
  return {
    cacheDirectory: `node_modules/.cache/rsbuild-${name}`,
    cacheDigest: [...PUBLIC_ENV_NAMES.map((key) => env[key]), env.REMOTE_PORT, env.HOST_PORT, env.REMOTE_MANIFEST_URL],
  };
}

/**
 * The origins a host page talks to first, for `<link rel="preconnect">`: the remote (its manifest and
 * chunks) and the backend (the session check), each once; not the page's own origin, nor a bad URL.
 */
export function preconnectOrigins(urls: readonly (string | undefined)[], pageOrigin?: string): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      const { origin, protocol } = new URL(url);
      if ((protocol === 'http:' || protocol === 'https:') && origin !== pageOrigin) origins.add(origin);
    } catch {
      // Not a URL (a relative manifest path): same origin, nothing to warm up.
    }
  }
  return [...origins];
}

/** Rsbuild `html.tags` that preconnect to `origins`, in CORS mode as fetch() and the remote's chunks use them. */
export function preconnectTags(origins: readonly string[]) {
  return origins.map((href) => ({
    tag: 'link',
    attrs: { rel: 'preconnect', href, crossorigin: '' },
    head: true,
    append: false,
  }));
}
