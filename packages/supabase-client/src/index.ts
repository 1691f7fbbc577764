import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { readSupabaseConfig, type SupabaseConfig } from './config';
import type { Database } from './database';

export type {
  ApplicationPerson,
  ApplicationSource,
  ApplicationStatus,
  Database,
  EventKind,
  ImportApplicationPayload,
  ImportEvent,
  ImportHistoryEntry,
  ImportMerge,
  ImportNewApplication,
  PortfolioLink,
  StageKey,
  StageKind,
  WorkMode,
} from './database';
export type { SupabaseConfig } from './config';
export { readSupabaseConfig } from './config';

export type TrackerSupabaseClient = SupabaseClient<Database>;

let current: { config: SupabaseConfig; client: TrackerSupabaseClient } | null = null;

/**
 * Which URLs the client reads as the end of a sign-in. Only PKCE codes (`?code=`, exchanged with the
 * verifier this browser kept when it started the flow) and errors: a session handed over in a fragment
 * (`#access_token=…`) is never taken, so a link cannot sign a visitor into someone else's account.
 */
export function readsAuthRedirect(_url: URL, params: Record<string, string>): boolean {
  if (params.access_token || params.refresh_token) return false;
  return Boolean(params.error || params.error_description || params.error_code);
}

/**
 * Creates the page's one Supabase client, from the project URL and anon key the host gives at run time.
 * Host and remote share this module as a federation singleton, so the page holds exactly one auth client
 * (two print "Multiple GoTrueClient instances detected"), and a code in the URL is exchanged once, when
 * the client starts, however often React renders. Configuring it again with the same project returns the
 * same client; another project on the same page is refused.
 */
export function configureSupabase(input: Partial<SupabaseConfig>): TrackerSupabaseClient {
  const config = readSupabaseConfig(input);
  if (current) {
    if (current.config.url === config.url && current.config.anonKey === config.anonKey) return current.client;
    throw new Error(
      `The job tracker's Supabase client already talks to ${current.config.url}; one page holds one client, so it cannot also talk to ${config.url}.`,
    );
  }
  const client = createClient<Database>(config.url, config.anonKey, {
    auth: {
      storageKey: 'job-tracker-auth',
      persistSession: true,
      autoRefreshToken: true,
      flowType: 'pkce',
      detectSessionInUrl: readsAuthRedirect,
    },
  });
  current = { config, client };
  return client;
}

/** The configured client; calling it before the host has configured one is a mistake worth a clear error. */
export function getSupabase(): TrackerSupabaseClient {
  if (!current) {
    throw new Error(
      'The job tracker has no Supabase client yet: render TrackerProviders (or call mount()) with supabaseUrl and supabaseAnonKey first.',
    );
  }
  return current.client;
}

/** The project URL: files the database names by path (`/storage/v1/...`) live under it. */
export function getSupabaseUrl(): string {
  return current?.config.url ?? '';
}

/**
 * Whether the project has a sign-in provider switched on, from GoTrue's public settings
 * (`/auth/v1/settings`). Signing in with a provider that is off would send the browser to a bare JSON
 * error page; asking first lets the app say so on its own page. When the settings cannot be read, the
 * answer is yes: the sign-in itself then says what is wrong.
 */
export async function isAuthProviderEnabled(provider: string): Promise<boolean> {
  if (!current) return true;
  const { url, anonKey } = current.config;
  try {
    const response = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey } });
    if (!response.ok) return true;
    const settings = (await response.json()) as { external?: Record<string, unknown> };
    return settings.external?.[provider] !== false;
  } catch {
    return true;
  }
}
