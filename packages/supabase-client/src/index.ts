import type { SupabaseClient } from '@supabase/supabase-js';
import { readSupabaseConfig, type SupabaseConfig } from './config';
import type { Database } from './database';

export type {
  ApplicationPerson,
  ApplicationSource,
  ApplicationStatus,
  BulkMove,
  Database,
  EventKind,
  ImportApplicationPayload,
  ImportEvent,
  ImportHistoryEntry,
  ImportMerge,
  ImportNewApplication,
  ImportStage,
  PortfolioLink,
  StageKey,
  StageKind,
  WorkMode,
} from './database';
export type { SupabaseConfig } from './config';
export { readSupabaseConfig } from './config';

export type TrackerSupabaseClient = SupabaseClient<Database>;

/** Where the client keeps the session in the browser's localStorage (and, with `-code-verifier`, PKCE's verifier). */
export const AUTH_STORAGE_KEY = 'job-tracker-auth';

let configured: SupabaseConfig | null = null;
let client: TrackerSupabaseClient | null = null;
let loading: Promise<TrackerSupabaseClient> | null = null;
const onLoad = new Set<(client: TrackerSupabaseClient) => void>();

/**
 * Which URLs the client reads as the end of a sign-in. Only PKCE codes (`?code=`, exchanged with the
 * verifier this browser kept when it started the flow) and errors: a session handed over in a fragment
 * (`#access_token=…`) is never taken, so a link cannot sign a visitor into someone else's account.
 */
export function readsAuthRedirect(_url: URL, params: Record<string, string>): boolean {
  if (params.access_token || params.refresh_token) return false;
  return Boolean(params.error || params.error_description || params.error_code);
}

const NOT_CONFIGURED =
  'The job tracker has no Supabase client yet: render TrackerProviders (or call mount()) with supabaseUrl and supabaseAnonKey first.';

/**
 * Sets the page's one Supabase project, from the URL and anon key the host gives at run time. Host and
 * remote share this module as a federation singleton, so the page holds exactly one auth client (two print
 * "Multiple GoTrueClient instances detected"), and a code in the URL is exchanged once, when the client
 * starts, however often React renders. The same project again changes nothing; another is refused.
 * supabase-js is loaded here only when this browser may have a session (`sessionMayExist`); otherwise on
 * the first `loadSupabase()`, so a page that does not need it yet (a signed-out visitor's login form) is
 * drawn without waiting for it.
 */
export function configureSupabase(input: Partial<SupabaseConfig>): void {
  const config = readSupabaseConfig(input);
  if (configured) {
    if (configured.url === config.url && configured.anonKey === config.anonKey) return;
    throw new Error(
      `The job tracker's Supabase client already talks to ${configured.url}; one page holds one client, so it cannot also talk to ${config.url}.`,
    );
  }
  configured = config;
  // A page with a session to restore needs the client at once: its download starts now, not when the
  // first component asks.
  if (sessionMayExist()) loadSupabase().catch(() => undefined);
}

/** The configured project's URL (for addresses of its functions), or null before `configureSupabase`. */
export function configuredSupabaseUrl(): string | null {
  return configured?.url ?? null;
}

/**
 * The page's one client, once supabase-js has loaded: the first call starts loading it, every call
 * answers the same client. Rejects with a sentence saying what to do when no project is configured yet;
 * a failed download is tried again by the next call.
 */
export function loadSupabase(): Promise<TrackerSupabaseClient> {
  if (client) return Promise.resolve(client);
  const config = configured;
  if (!config) return Promise.reject(new Error(NOT_CONFIGURED));
  loading ??= import('@supabase/supabase-js').then(
    ({ createClient }) => {
      client = createClient<Database>(config.url, config.anonKey, {
        auth: {
          storageKey: AUTH_STORAGE_KEY,
          persistSession: true,
          autoRefreshToken: true,
          flowType: 'pkce',
          detectSessionInUrl: readsAuthRedirect,
        },
      });
      for (const listener of onLoad) listener(client);
      return client;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Calls `listener` with the client as soon as it has loaded (now, if it has), before any `loadSupabase()`
 * caller gets it: whoever follows the auth events hears of a sign-in that the first caller starts.
 * Returns a function that stops listening.
 */
export function onSupabaseLoaded(listener: (client: TrackerSupabaseClient) => void): () => void {
  if (client) {
    listener(client);
    return () => {};
  }
  onLoad.add(listener);
  return () => onLoad.delete(listener);
}

/**
 * The loaded client, for code that runs once the session is known (every request of a signed-in page);
 * before that, a clear error: code that may run earlier awaits `loadSupabase()` instead.
 */
export function getSupabase(): TrackerSupabaseClient {
  if (client) return client;
  if (!configured) throw new Error(NOT_CONFIGURED);
  throw new Error("The job tracker's Supabase client is still loading: await loadSupabase() for it.");
}

/**
 * Whether the page must load the client at once to know who is signed in: this browser keeps a session
 * (or a sign-in in progress) for the tracker, or the URL carries the end of a sign-in (a PKCE code or an
 * error from the auth server). Otherwise the visitor is signed out, and the client can wait.
 */
export function sessionMayExist(
  storage: KeyValueStore | null = browserStorage(),
  address: PageAddress = browserAddress(),
): boolean {
  if (!storage) return true;
  if (storage.getItem(AUTH_STORAGE_KEY) !== null || storage.getItem(`${AUTH_STORAGE_KEY}-code-verifier`) !== null)
    return true;
  const query = new URLSearchParams(address.search);
  const fragment = new URLSearchParams(address.hash.replace(/^#/, ''));
  return ['code', 'error', 'error_description', 'error_code'].some((name) => query.has(name) || fragment.has(name));
}

/** What `sessionMayExist` reads of the browser (this package is also compiled for Node, without the DOM's types). */
interface KeyValueStore {
  getItem(key: string): string | null;
}
interface PageAddress {
  search: string;
  hash: string;
}

/** localStorage, or null where the browser refuses it (the client then keeps the session in memory only). */
function browserStorage(): KeyValueStore | null {
  try {
    return (globalThis as { localStorage?: KeyValueStore }).localStorage ?? null;
  } catch {
    return null;
  }
}

function browserAddress(): PageAddress {
  return (globalThis as { location?: PageAddress }).location ?? { search: '', hash: '' };
}

/** The project URL: files the database names by path (`/storage/v1/...`) live under it. */
export function getSupabaseUrl(): string {
  return configured?.url ?? '';
}

/**
 * Whether the project has a sign-in provider switched on, from GoTrue's public settings
 * (`/auth/v1/settings`). Signing in with a provider that is off would send the browser to a bare JSON
 * error page; asking first lets the app say so on its own page. When the settings cannot be read, the
 * answer is yes: the sign-in itself then says what is wrong.
 */
export async function isAuthProviderEnabled(provider: string): Promise<boolean> {
  if (!configured) return true;
  const { url, anonKey } = configured;
  try {
    const response = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey } });
    if (!response.ok) return true;
    const settings = (await response.json()) as { external?: Record<string, unknown> };
    return settings.external?.[provider] !== false;
  } catch {
    return true;
  }
}
