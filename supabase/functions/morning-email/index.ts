// The morning e-mail job: POST with the service-role key, every hour (pg_cron on a hosted project).
import { handleMorningEmail } from './handler.ts';

Deno.serve(handleMorningEmail);
