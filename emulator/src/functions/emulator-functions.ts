import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import { bearerToken } from '../http/bearer-token';
import { sendJson } from '../http/respond';
import type { JwtKeys } from '../jwt';
import type { ProjectKeys } from '../keys';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { devMailKey, serveMailApi } from '../dev/mail-api';
import { FUNCTIONS_DIR, handleFunctions, invokeFunction, readOpenFunctions, type FunctionsContext } from './functions';

/** A job a schedule runs: a function called with POST and the service-role key, as pg_cron would call it. */
export interface ScheduledJob {
  name: string;
  /** How often the emulator's timer runs it (when the schedule is on). */
  everyMs: number;
}

/** The project's scheduled jobs, as the pg_cron migrations schedule them on a hosted project. */
export const SCHEDULED_JOBS: ScheduledJob[] = [{ name: 'morning-email', everyMs: 60 * 60 * 1000 }];

/** The functions' secrets the CLI passes on from its environment, as `supabase secrets set` gives them. */
export const FUNCTION_SECRETS = ['CAPTURE_ALLOWED_HOSTS', 'APP_URL', 'MAIL_FROM'] as const;

export function functionSecretsFromEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const name of FUNCTION_SECRETS) {
    const value = env[name];
    if (value) secrets[name] = value;
  }
  return secrets;
}

export interface FunctionsOptions {
  /** Where `<name>/index.ts` live (default `supabase/functions`). */
  dir?: string;
  /** Secrets the functions see besides SUPABASE_URL and the keys, as `supabase secrets set` gives them. */
  env?: Record<string, string>;
  /** The jobs `POST /_dev/jobs/<name>` may run (default SCHEDULED_JOBS). */
  jobs?: ScheduledJob[];
  /** Run the jobs on their timers (default false; the CLI switches it on). */
  schedule?: boolean;
}

export interface JobResult {
  status: number;
  body: unknown;
}

export interface EmulatorFunctions {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** `POST /_dev/jobs/<name>` with the service-role key: runs a scheduled job now (`npm run emulator -- run-job`). */
  handleJob(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** Calls a function in-process, as `fetch(<url>/functions/v1/<name>)` would past the gateway. */
  invoke(name: string, init?: RequestInit & { path?: string }): Promise<Response>;
  /** Runs a scheduled job at once: its function, called as the schedule calls it. */
  runJob(name: string): Promise<JobResult>;
  /** `POST /_dev/mail/emails`: the Resend-shaped API the functions send mail through, into the dev mailbox. */
  handleMail(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Stops the timers and waits for a job under way. */
  stop(): Promise<void>;
}

interface Deps {
  db: Database;
  keys: ProjectKeys;
  jwtKeys: JwtKeys;
  externalUrl: () => string;
  /** Auth's site URL: APP_URL, where links into the app lead, unless the secrets name another. */
  siteUrl: string;
  /** Auth's sender: MAIL_FROM, unless the secrets name another. */
  mailFrom: string;
}

export async function createFunctions(options: FunctionsOptions, deps: Deps): Promise<EmulatorFunctions> {
  const dir = options.dir ?? FUNCTIONS_DIR;
  const jobs = options.jobs ?? SCHEDULED_JOBS;
  // Stable across restarts (derived from the project's JWT secret), so yesterday's links still work.
  const derive = (purpose: string) => createHmac('sha256', deps.keys.jwtSecret).update(purpose).digest('base64url');
  const mailKey = devMailKey(deps.keys.jwtSecret);
  const unsubscribeSecret = derive('unsubscribe');
  const ctx: FunctionsContext = {
    dir,
    jwtKeys: deps.jwtKeys,
    // supabase/config.toml beside supabase/functions, as the CLI lays a project out.
    openFunctions: await readOpenFunctions(join(dir, '..', 'config.toml')),
    env: () => ({
      APP_URL: deps.siteUrl,
      MAIL_FROM: deps.mailFrom,
      ...options.env,
      // Mail goes to the dev mailbox, whatever the environment holds: nothing leaves the machine.
      MAIL_API_URL: `${deps.externalUrl()}/_dev/mail`,
      RESEND_API_KEY: mailKey,
      UNSUBSCRIBE_SECRET: unsubscribeSecret,
      SUPABASE_URL: deps.externalUrl(),
      SUPABASE_ANON_KEY: deps.keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: deps.keys.serviceRoleKey,
    }),
  };
  const invoke = async (name: string, init: RequestInit & { path?: string } = {}): Promise<Response> => {
    const { path = '', ...rest } = init;
    const request = new Request(`${deps.externalUrl()}/functions/v1/${name}${path}`, rest);
    const response = await invokeFunction(ctx, name, request);
    if (!response) throw new Error(`There is no function "${name}".`);
    return response;
  };
  const runJob = async (name: string): Promise<JobResult> => {
    if (!jobs.some((job) => job.name === name)) throw new Error(`There is no scheduled job "${name}".`);
    const response = await invoke(name, {
      method: 'POST',
      headers: { Authorization: `Bearer ${deps.keys.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body };
  };
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  if (options.schedule) {
    for (const job of jobs) {
      const timer = setInterval(() => {
        const run = runJob(job.name).then(
          (result) => {
            if (result.status >= 400) console.error(`Scheduled job ${job.name} answered ${result.status}`, result.body);
          },
          (error: unknown) => console.error(`Scheduled job ${job.name} failed:`, error),
        );
        running.add(run);
        void run.finally(() => running.delete(run));
      }, job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  }
  return {
    handle: (req, res, url) => handleFunctions(req, res, url, ctx, deps.externalUrl()),
    handleJob: async (req, res, url) => {
      if (req.method !== 'POST') return sendJson(res, 405, { message: 'Run a job with POST.' });
      if (bearerToken(req.headers) !== deps.keys.serviceRoleKey) {
        return sendJson(res, 401, { message: 'Running a job takes the service-role key.' });
      }
      const name = decodeURIComponent(url.pathname.slice('/_dev/jobs/'.length));
      if (!jobs.some((job) => job.name === name)) {
        return sendJson(res, 404, { message: `There is no scheduled job "${name}".` });
      }
      const result = await runJob(name);
      sendJson(res, result.status, result.body);
    },
    invoke,
    runJob,
    handleMail: (req, res) => serveMailApi(req, res, deps.db, mailKey),
    stop: async () => {
      timers.forEach((timer) => clearInterval(timer));
      await Promise.all(running);
    },
  };
}
