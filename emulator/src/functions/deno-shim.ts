import { AsyncLocalStorage } from 'node:async_hooks';
import { lookup } from 'node:dns/promises';

/** A `Deno.serve` handler as an Edge Function writes it. */
export type FunctionHandler = (request: Request) => Response | Promise<Response>;

/**
 * The part of Deno's global an Edge Function here may use: `Deno.serve(handler)` (or
 * `Deno.serve(options, handler)`), `Deno.env.get` and `Deno.resolveDns` for A and AAAA records. The env
 * a call sees is its emulator's (held per call), so two emulators in one process never share secrets.
 */
interface DenoShim {
  serve(first: unknown, second?: unknown): { finished: Promise<void>; shutdown(): Promise<void> };
  env: { get(name: string): string | undefined; toObject(): Record<string, string> };
  resolveDns(host: string, type: 'A' | 'AAAA'): Promise<string[]>;
}

const callEnv = new AsyncLocalStorage<Record<string, string>>();
let captured: FunctionHandler | null = null;

function install(): void {
  const existing = (globalThis as { Deno?: unknown }).Deno;
  if (existing) return;
  const shim: DenoShim = {
    serve(first, second) {
      const handler = typeof first === 'function' ? first : second;
      if (typeof handler !== 'function') throw new TypeError('Deno.serve needs a handler function.');
      captured = handler as FunctionHandler;
      return { finished: new Promise(() => undefined), shutdown: async () => undefined };
    },
    env: {
      get: (name) => callEnv.getStore()?.[name],
      toObject: () => ({ ...callEnv.getStore() }),
    },
    // The system's resolver (hosts file included), which Node's fetch connects by: what a function checks
    // is what it would reach.
    resolveDns: async (host, type) =>
      (await lookup(host, { all: true, family: type === 'AAAA' ? 6 : 4 })).map((entry) => entry.address),
  };
  (globalThis as { Deno?: unknown }).Deno = shim;
}

let loading: Promise<unknown> = Promise.resolve();

let typeScriptLoader: Promise<unknown> | undefined;

/**
 * Imports a function's module, which is TypeScript. Under tsx or Vitest it loads as it is. Run from a bundle
 * with plain Node (scripts/run-ts.js), Node cannot load a `.ts` file: tsx's loader is registered then, once,
 * and the module imported again (with a query, as Node keeps the failed import under its own URL).
 */
async function importTypeScript(moduleUrl: string): Promise<void> {
  try {
    await import(moduleUrl);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    typeScriptLoader ??= import('tsx/esm/api').then(({ register }) => register());
    await typeScriptLoader;
    await import(`${moduleUrl}?with-loader`);
  }
}

/**
 * Imports a function's module once and returns the handler its `Deno.serve` call registered. Loads run one
 * at a time, so each capture belongs to the module being imported; Node caches the module, so its handler
 * is kept here for later calls.
 */
const handlers = new Map<string, Promise<FunctionHandler>>();
export function loadHandler(moduleUrl: string): Promise<FunctionHandler> {
  let handler = handlers.get(moduleUrl);
  if (!handler) {
    install();
    handler = loading.then(async () => {
      captured = null;
      await importTypeScript(moduleUrl);
      const found = captured as FunctionHandler | null;
      captured = null;
      if (!found) throw new Error(`${moduleUrl} did not call Deno.serve.`);
      return found;
    });
    loading = handler.catch(() => undefined);
    handlers.set(moduleUrl, handler);
    handler.catch(() => handlers.delete(moduleUrl));
  }
  return handler;
}

/** Runs `call` with `env` as what `Deno.env.get` answers. */
export function withFunctionEnv<T>(env: Record<string, string>, call: () => T): T {
  return callEnv.run(env, call);
}
