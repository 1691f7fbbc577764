import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { authSettingsFromEnv } from './auth/settings';
import { mailboxEnabled } from './dev/mailbox';
import { readKeys, loadOrCreateKeys } from './keys';
import { functionSecretsFromEnv } from './functions/emulator-functions';
import { DEFAULT_DATA_DIR, DEFAULT_PORT, startEmulator, statementTimeoutFromEnv, yieldAfterFromEnv } from './server';

const USAGE = `Usage: npm run emulator -- [start] [--port ${DEFAULT_PORT}] [--data-dir .data/emulator] [--no-mailbox]
       npm run emulator -- status --env [--port ${DEFAULT_PORT}] [--data-dir .data/emulator]
       npm run emulator -- run-job <name> [--port ${DEFAULT_PORT}] [--data-dir .data/emulator]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

/** What `read` returns, or, when it throws (an argument or setting given wrong), its message, the usage and exit 2. */
function orFail<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    return fail((error as Error).message);
  }
}

const { values, positionals } = orFail(() =>
  parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      env: { type: 'boolean' },
      'no-mailbox': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }),
);

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const command = positionals[0] ?? 'start';
const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a whole number from 0 to 65535.`);
const dataDir = values['data-dir'] ? resolve(values['data-dir']) : DEFAULT_DATA_DIR;

if (command === 'status') {
  const keys = (await readKeys(dataDir)) ?? (await loadOrCreateKeys(dataDir));
  const lines = {
    SUPABASE_URL: `http://127.0.0.1:${port}`,
    SUPABASE_ANON_KEY: keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    SUPABASE_JWT_SECRET: keys.jwtSecret,
  };
  if (values.env) {
    for (const [key, value] of Object.entries(lines)) console.log(`${key}=${value}`);
  } else {
    for (const [key, value] of Object.entries(lines)) console.log(`${key.padEnd(26)} ${value}`);
  }
} else if (command === 'start') {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const auth = orFail(() => authSettingsFromEnv());
  const mailbox = orFail(() => mailboxEnabled(values['no-mailbox'] ?? false, process.env.EMULATOR_MAILBOX));
  const started = Date.now();
  const rest = {
    aggregates: /^(1|true|yes|on)$/i.test(process.env.PGRST_DB_AGGREGATES_ENABLED ?? ''),
    allowTxOverride: process.env.PGRST_DB_TX_END === 'commit-allow-override',
  };
  const functions = { env: functionSecretsFromEnv(process.env), schedule: true };
  const statementTimeoutMs = orFail(() => statementTimeoutFromEnv(process.env.EMULATOR_STATEMENT_TIMEOUT_MS));
  const yieldAfterMs = orFail(() => yieldAfterFromEnv(process.env.EMULATOR_PGLITE_YIELD_MS));
  const emulator = await startEmulator({
    port,
    dataDir,
    databaseUrl,
    auth,
    rest,
    mailbox,
    functions,
    statementTimeoutMs,
    yieldAfterMs,
  });
  const storage = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Supabase emulator ready at ${emulator.url} in ${seconds} s (database: ${storage})`);
  console.log(`  anon key     ${emulator.keys.anonKey}`);
  console.log(
    `  site URL     ${emulator.settings.siteUrl} (e-mail confirmation ${emulator.settings.autoconfirm ? 'off' : 'on'})`,
  );
  console.log(`  mailbox      ${emulator.devMailbox ? `${emulator.url}/_dev/mailbox` : 'off'}`);
  console.log(`  Google       ${emulator.settings.google ? emulator.settings.google.issuer : 'not configured'}`);
  console.log('  demo login   demo@jobtracker.test / demo-password');
  const stop = (): void => {
    void emulator.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else if (command === 'run-job') {
  // Asks the running emulator (on --port) to run a scheduled job now, as the schedule would.
  const name = positionals[1];
  if (!name) fail('Name the job to run, e.g. run-job morning-email.');
  const keys = await readKeys(dataDir);
  if (!keys) fail(`No emulator keys in ${dataDir}: start the emulator first.`);
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/_dev/jobs/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${keys.serviceRoleKey}` },
    });
  } catch {
    fail(`No emulator answers on port ${port}: start it with npm run emulator (or npm start) first.`);
  }
  const text = await response.text();
  console.log(`${name}: ${response.status} ${text}`);
  process.exit(response.ok ? 0 : 1);
} else {
  fail(`Unknown command "${command}".`);
}
