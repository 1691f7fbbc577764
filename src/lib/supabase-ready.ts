import { getSupabase, type TrackerSupabaseClient } from '@job-tracker/supabase-client';

let waiting: ((client: TrackerSupabaseClient) => void)[] = [];

function configuredClient(): TrackerSupabaseClient | null {
  try {
    return getSupabase();
  } catch {
    return null;
  }
}

/**
 * Runs `start` with the page's Supabase client as soon as there is one: now when the host or the
 * Providers have configured it, else right after the Providers do (`supabaseConfigured`). For work a
 * module starts when it is loaded, before its components mount (the board's first request).
 */
export function withSupabase(start: (client: TrackerSupabaseClient) => void): void {
  const client = configuredClient();
  if (client) start(client);
  else waiting.push(start);
}

/** Called by the Providers once they have configured the client: runs what `withSupabase` kept waiting. */
export function supabaseConfigured(): void {
  const client = configuredClient();
  if (!client || waiting.length === 0) return;
  const ready = waiting;
  waiting = [];
  for (const start of ready) start(client);
}
