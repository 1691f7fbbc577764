// The private calendar feed: GET ?token=… (no JWT: verify_jwt is off for it in supabase/config.toml).
import { handleFeed } from './handler.ts';

Deno.serve(handleFeed);
