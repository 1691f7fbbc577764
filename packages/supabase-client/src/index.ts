import { createClient } from '@supabase/supabase-js';
import { readSupabaseConfig } from './config';
import type { Database } from './database';

export type {
  ApplicationPerson,
  ApplicationSource,
  ApplicationStatus,
  Database,
  EventKind,
  PortfolioLink,
  WorkMode,
} from './database';

const config = readSupabaseConfig();

/** The project URL: files the database names by path (`/storage/v1/...`) live under it. */
export const supabaseUrl = config.url.replace(/\/+$/, '');

/**
 * The page's one Supabase client. Host and remote share this module as a federation singleton, so the
 * page holds exactly one auth client (two print "Multiple GoTrueClient instances detected").
 */
export const supabase = createClient<Database>(config.url, config.anonKey, {
  auth: {
    storageKey: 'job-tracker-auth',
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
});
