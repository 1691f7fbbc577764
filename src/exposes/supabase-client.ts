// The page's one Supabase client, for a host that wants the signed-in user's session too: `loadSupabase()`
// answers it once TrackerProviders or mount() has configured the project (supabase-js loads on first
// need); `getSupabase()` returns it once loaded. No private package to install: it comes from here.
export { getSupabase, loadSupabase, type Database, type TrackerSupabaseClient } from '@job-tracker/supabase-client';
