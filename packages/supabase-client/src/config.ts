export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/**
 * Reads the project URL and anon key. The build replaces `process.env.PUBLIC_*` with the values it was
 * given (Rsbuild's public variables); tests and Node read the real environment.
 */
export function readSupabaseConfig(
  env: Record<string, string | undefined> = {
    PUBLIC_SUPABASE_URL: process.env.PUBLIC_SUPABASE_URL,
    PUBLIC_SUPABASE_ANON_KEY: process.env.PUBLIC_SUPABASE_ANON_KEY,
  },
): SupabaseConfig {
  const url = env.PUBLIC_SUPABASE_URL;
  const anonKey = env.PUBLIC_SUPABASE_ANON_KEY;
  if (!url || !anonKey) {
    throw new Error(
      'The job tracker needs PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY: `npm start` sets them from the local emulator; for a hosted project, set both to its URL and anon key before building.',
    );
  }
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new Error(`PUBLIC_SUPABASE_URL must be an http(s) URL such as http://127.0.0.1:54321, not "${url}".`);
  }
  return { url, anonKey };
}
