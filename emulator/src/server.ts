import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { AuthContext } from './auth/context';
import { handleAuth } from './auth/handler';
import { createMailer } from './auth/mailer';
import { createOidcClient } from './auth/oidc-client';
import { RateLimiter } from './auth/rate-limiter';
import { resolveAuthSettings, type AuthSettings } from './auth/settings';
import type { Database } from './db/database';
import { serveMailbox } from './dev/mailbox';
import { createFunctions, type EmulatorFunctions, type FunctionsOptions } from './functions/emulator-functions';
import { prepareDatabase, type PrepareReport } from './db/migrate';
import { asRequest } from './db/callers';
import { openDatabase } from './db/open-database';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './db/pglite-database';
import { startPurgeTimer } from './db/purge-timer';
import { applyCors } from './http/cors';
import { checkApiKey } from './http/gateway';
import { sendJson } from './http/respond';
import { jwtKeySet } from './jwt';
import { loadOrCreateKeys, type ProjectKeys } from './keys';
import { startRealtime, type RealtimeServer } from './realtime/realtime-server';
import { Catalogue } from './rest/catalogue';
import { handleRest, type RestContext } from './rest/handler';
import type { RestSettings } from './rest/parse-request';
import { servePublicObject } from './storage/public-objects';

export interface EmulatorOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  dataDir?: string;
  /** Use this PostgreSQL database instead of PGlite in the data folder. */
  databaseUrl?: string | undefined;
  /** Load supabase/seed.sql into a fresh database (default true). */
  seed?: boolean;
  /** The folder public storage files are served from (default `emulator/assets`). */
  assetsDir?: string;
  /** Serve the dev mailbox at /_dev/mailbox (default true); e-mail is recorded either way. */
  mailbox?: boolean;
  /** Auth settings (defaults in auth/settings.ts; the CLI reads them from the environment). */
  auth?: Partial<AuthSettings>;
  /** REST settings: PostgREST's `db-aggregates-enabled` and `db-tx-end = commit-allow-override` (both off). */
  rest?: Partial<RestSettings>;
  /** Edge Functions (`supabase/functions/<name>/index.ts`) served at /functions/v1, and their scheduled jobs. */
  functions?: FunctionsOptions;
  /** How often deleted applications past their Undo window are erased (default every minute, as pg_cron). */
  purgeIntervalMs?: number;
  /**
   * How long one SQL statement may run (default 8 s, as the REST role's `statement_timeout`): REST's
   * setting on PostgreSQL, and on PGlite the watchdog's limit for every statement.
   */
  statementTimeoutMs?: number;
  /**
   * PGlite only: how long a REST statement whose cost the caller chose may keep another caller's request
   * waiting before it is stopped (57014); default 250 ms, 0 never (see README, Database).
   */
  yieldAfterMs?: number;
}

export interface RunningEmulator {
  url: string;
  /** Whether /_dev/mailbox is served. */
  devMailbox: boolean;
  settings: AuthSettings;
  port: number;
  keys: ProjectKeys;
  database: Database;
  prepared: PrepareReport;
  /** The REST settings in force; tests may change them on a running emulator. */
  rest: RestSettings;
  /** Re-reads tables, keys and functions after the schema changed (PostgREST's schema-cache reload). */
  reloadSchema(): Promise<void>;
  /** Edge Functions: call one, or run a scheduled job at once. */
  functions: EmulatorFunctions;
  /** Realtime at /realtime/v1/websocket; tests drop its sockets to see clients reconnect. */
  realtime: Pick<RealtimeServer, 'dropConnections'>;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 54321;

export const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '../../.data/emulator');

function millisecondsFromEnv(name: string, value: string | undefined, least: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < least || ms > 600_000) {
    throw new Error(`${name} must be whole milliseconds from ${least} to 600000, not "${value}".`);
  }
  return ms;
}

/** `EMULATOR_STATEMENT_TIMEOUT_MS`: whole milliseconds from 100 to 600000, or unset for the default. */
export const statementTimeoutFromEnv = (value: string | undefined): number | undefined =>
  millisecondsFromEnv('EMULATOR_STATEMENT_TIMEOUT_MS', value, 100);

/** `EMULATOR_PGLITE_YIELD_MS`: whole milliseconds from 0 (never) to 600000, or unset for the default. */
export const yieldAfterFromEnv = (value: string | undefined): number | undefined =>
  millisecondsFromEnv('EMULATOR_PGLITE_YIELD_MS', value, 0);

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const keys = await loadOrCreateKeys(dataDir);
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const database = await openDatabase({
    dataDir,
    databaseUrl: options.databaseUrl,
    statementTimeoutMs,
    yieldAfterMs: options.yieldAfterMs,
  });
  let prepared: PrepareReport;
  let catalogue: Catalogue;
  let realtime: RealtimeServer;
  const settings = resolveAuthSettings(options.auth);
  const jwtKeys = jwtKeySet(keys.jwtSecret, settings.signingKeys ?? []);
  try {
    prepared = await prepareDatabase(database, { seed: options.seed ?? true });
    catalogue = await Catalogue.load(database);
    realtime = await startRealtime(database, jwtKeys);
  } catch (error) {
    await database.close();
    throw error;
  }
  const rest: RestContext = {
    db: database,
    catalogue: () => catalogue,
    jwtSecret: jwtKeys,
    statementTimeoutMs,
    settings: { allowTxOverride: false, aggregates: false, ...options.rest },
  };
  let listenUrl = '';
  const externalUrl = (): string => settings.externalUrl ?? listenUrl;
  const auth: AuthContext = {
    db: database,
    settings,
    keys,
    jwtKeys,
    externalUrl,
    mailer: createMailer({ smtpUrl: settings.smtpUrl, from: settings.mailFrom }),
    limiter: new RateLimiter(settings.rateLimits.windowSeconds),
    google: settings.google ? createOidcClient(settings.google) : null,
    sessions: () => ({
      jwtKeys,
      jwtExpiry: settings.jwtExpiry,
      issuer: `${externalUrl()}/auth/v1`,
      refreshReuseInterval: settings.refreshReuseInterval,
    }),
  };

  const mailbox = options.mailbox ?? true;
  const functions = await createFunctions(options.functions ?? {}, {
    db: database,
    keys,
    jwtKeys,
    externalUrl,
    siteUrl: settings.siteUrl,
    mailFrom: settings.mailFrom,
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const mailboxPath = path === '/_dev/mailbox' || path === '/_dev/mailbox.json';
    if (mailboxPath) {
      // The mailbox is for its own page and local tools: no CORS, not even a preflight.
      if (!mailbox) return sendJson(res, 404, { message: 'The dev mailbox is switched off.' });
      return serveMailbox(req, res, url, database);
    }
    // A function answers its own CORS, preflight included, as on a hosted project.
    if (path.startsWith('/functions/v1/')) return functions.handle(req, res, url);
    if (path.startsWith('/_dev/jobs/')) return functions.handleJob(req, res, url);
    if (path === '/_dev/mail/emails') return functions.handleMail(req, res);
    applyCors(req, res);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const gate = checkApiKey(req, path, jwtKeys);
    if (!gate.ok) return sendJson(res, gate.status, gate.body);
    if (path.startsWith('/auth/v1/')) return handleAuth(req, res, url, auth);
    if (path.startsWith('/rest/v1/')) return handleRest(req, res, url, rest);
    if (path.startsWith('/storage/v1/object/public/')) return servePublicObject(req, res, url, options.assetsDir);
    sendJson(res, 404, { message: 'no Route matched with those values' });
  }

  const server: Server = createServer({ maxHeaderSize: 16 * 1024 }, (req, res) => {
    asRequest(() => route(req, res)).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) sendJson(res, 500, { message: 'The emulator failed to serve this request.' });
      else res.destroy();
    });
  });

  server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port ?? DEFAULT_PORT, host, () => resolveListen());
  }).catch(async (error: unknown) => {
    await realtime.close();
    await database.close();
    throw error;
  });
  const stopPurging = startPurgeTimer(database, options.purgeIntervalMs ?? 60_000);
  const { port } = server.address() as AddressInfo;
  listenUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let closing: Promise<void> | undefined;
  return {
    url: listenUrl,
    devMailbox: mailbox,
    settings,
    port,
    keys,
    database,
    prepared,
    rest: rest.settings,
    reloadSchema: async () => {
      catalogue = await Catalogue.load(database);
      await realtime.reload();
    },
    functions,
    realtime,
    // Once, however often it is asked: Ctrl+C in `npm start` sends SIGINT and the stack SIGTERM, and a
    // second close of a closed server would reject (ERR_SERVER_NOT_RUNNING) and crash the process.
    close: () =>
      (closing ??= (async () => {
        await functions.stop();
        await realtime.close();
        await new Promise<void>((resolveClose, rejectClose) => {
          server.closeAllConnections();
          server.close((error) => (error ? rejectClose(error) : resolveClose()));
        });
        await stopPurging();
        await database.close();
      })()),
  };
}
