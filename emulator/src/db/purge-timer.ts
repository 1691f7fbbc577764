import type { Database } from './database';

/**
 * Calls the migrations' `public.purge_deleted_applications()` every `everyMs`, as pg_cron does on a hosted
 * project, so a deleted application is erased after its Undo window even if its owner never returns.
 * Returns a stop function that waits for a purge under way.
 */
export function startPurgeTimer(db: Database, everyMs: number): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = db
      .query('select public.purge_deleted_applications()')
      .then(() => undefined)
      .catch((error: unknown) => console.error('Purging deleted applications failed:', error))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
