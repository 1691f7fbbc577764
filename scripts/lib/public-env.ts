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
