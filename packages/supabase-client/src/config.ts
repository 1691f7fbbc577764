export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/**
 * Checks the project URL and anon key a host hands over at run time, with a sentence a person can act on.
 * Nothing is compiled in: without them the tracker stops, rather than talk to a server nobody chose.
 */
export function readSupabaseConfig(config: Partial<SupabaseConfig>): SupabaseConfig {
  const url = config.url?.trim() ?? '';
  const anonKey = config.anonKey?.trim() ?? '';
  if (!url || !anonKey) {
    throw new Error(
      'The job tracker needs its Supabase project: pass supabaseUrl and supabaseAnonKey to TrackerProviders (or to mount()), e.g. the URL and anon key `npm run emulator -- status --env` prints for the local emulator.',
    );
  }
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new Error(`supabaseUrl must be an http(s) URL such as https://your-project.supabase.co, not "${url}".`);
  }
  return { url: url.replace(/\/+$/, ''), anonKey };
}
