import { getSupabaseUrl, loadSupabase, type TrackerSupabaseClient } from '@job-tracker/supabase-client';

let waiting: ((client: TrackerSupabaseClient) => void)[] = [];

function run(start: (client: TrackerSupabaseClient) => void): void {
  loadSupabase().then(start, () => {
    // The client could not load (its file failed to download): the page's own requests say so when
    // they ask for it again; work started early simply does not start.
  });
}

/**
 * Runs `start` with the page's Supabase client as soon as there is one: as soon as it has loaded when the
 * host or the Providers have configured the project, else once the Providers do (`supabaseConfigured`).
 * For work a module starts when it is loaded, before its components mount (the board's first request).
 */
export function withSupabase(start: (client: TrackerSupabaseClient) => void): void {
  if (getSupabaseUrl()) run(start);
  else waiting.push(start);
}

/** Called by the Providers once they have configured the project: starts what `withSupabase` kept waiting. */
export function supabaseConfigured(): void {
  if (waiting.length === 0) return;
  const ready = waiting;
  waiting = [];
  for (const start of ready) run(start);
}
