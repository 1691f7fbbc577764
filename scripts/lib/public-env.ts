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
 * Rspack's persistent cache for `rsbuild dev`, so a warm start rebuilds only what changed. Its key holds the
 * public variables (inlined into the code) and the ports (in the asset prefix), so other values rebuild.
 */
export function devBuildCache(name: string, env: NodeJS.ProcessEnv = process.env) {
  return {
    cacheDirectory: `node_modules/.cache/rsbuild-${name}`,
    cacheDigest: [...PUBLIC_ENV_NAMES.map((key) => env[key]), env.REMOTE_PORT, env.HOST_PORT, env.REMOTE_MANIFEST_URL],
  };
}
