// The page's one Supabase client, for a host that wants the signed-in user's session too (call it after
// TrackerProviders or mount() has configured it). No private package to install: it comes from here.
export { getSupabase, type Database, type TrackerSupabaseClient } from '@job-tracker/supabase-client';
