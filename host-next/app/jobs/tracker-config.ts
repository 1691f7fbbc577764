/** Where this site finds the tracker and its Supabase project: read from the environment per request. */
export interface TrackerConfig {
  manifestUrl: string;
  supabaseUrl: string;
  supabaseAnonKey: string;
}

const VARIABLES = {
  manifestUrl: 'TRACKER_MANIFEST_URL',
  supabaseUrl: 'SUPABASE_URL',
  supabaseAnonKey: 'SUPABASE_ANON_KEY',
} as const;

/**
 * The tracker's settings from the server's environment, at request time, so one build serves any
 * deployment; or the sentences saying what to set. Not NEXT_PUBLIC_ variables: those are fixed at build.
 */
export function readTrackerConfig(
  env: Record<string, string | undefined> = process.env,
): TrackerConfig | { problems: string[] } {
  const problems: string[] = [];
  const read = (key: keyof typeof VARIABLES, url: boolean) => {
    const name = VARIABLES[key];
    const value = env[name]?.trim() ?? '';
    if (value === '') problems.push(`${name} is not set.`);
    else if (url && !/^https?:\/\/[^/]/.test(value)) problems.push(`${name} must be an http(s) URL, not "${value}".`);
    return value;
  };
  const config = {
    manifestUrl: read('manifestUrl', true),
    supabaseUrl: read('supabaseUrl', true),
    supabaseAnonKey: read('supabaseAnonKey', false),
  };
  return problems.length > 0 ? { problems } : config;
}
