import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whom the database work in progress is for: an HTTP request of its own, or the signed-in user it names.
 * PGlite runs one statement at a time and lets another caller's waiting request stop a long one (see
 * `yieldAfterMs` in pglite-database.ts); the emulator's own work (migrations, the purge) has no caller.
 */
const scope = new AsyncLocalStorage<string>();
let requests = 0;

/** Runs an HTTP request's handler as a caller of its own. */
export function asRequest<T>(serve: () => T): T {
  requests += 1;
  return scope.run(`request:${requests}`, serve);
}

/** Runs work for a signed-in user: that user's requests never stop one another's statements. */
export function asUser<T>(userId: string | undefined, work: () => T): T {
  return userId ? scope.run(`user:${userId}`, work) : work();
}

export function currentCaller(): string | undefined {
  return scope.getStore();
}
