/**
 * Measures the emulator against supabase-js's own server-facing test suites (postgrest-js and auth-js),
 * run unchanged. Not part of `npm test`: it needs a checkout of supabase-js and installs Jest into a
 * temporary folder.
 *
 *   npx tsx emulator/tools/upstream-suites.ts <path to a supabase-js checkout> [--suite postgrest|auth|auth-docker]
 *     [--database-url postgres://…] [--work <folder>] [--keep] [--verbose]
 *
 * For each suite it copies the package (its `src` and `test`) into a temporary folder, installs Jest there,
 * starts a fresh emulator (PGlite, or PostgreSQL with --database-url / DATABASE_URL) without our seed, loads
 * the suite's own test schema and seed, and runs Jest with a setup file of ours that sends the suites'
 * fixed addresses (`localhost:3000` for bare PostgREST, `localhost:54321` for the API gateway; for
 * auth-js's docker-tests, `localhost:9996`–`9999`, see upstream-docker.ts) to the emulator and adds the
 * anon key where a request has none, as the gateway in front of upstream's stack does. `--suite auth` runs
 * both of auth-js's configurations: its CLI suite (every test file but docker-tests, as upstream's
 * jest.config.cli.js) and its docker-tests. It prints passed/total per test file and in all. Their code is
 * never copied into this repository.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { JsonWebKey } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createScratchDatabase } from '../src/db/scratch-database';
import { keysFromSecret } from '../src/keys';
import { startEmulator, type RunningEmulator } from '../src/server';
import { startDockerSuite } from './upstream-docker';
import { DEV_DEPENDENCIES, HOOK_SCOPES, jestConfig, REDIRECT, writeSigningKey, type Route } from './upstream-jest';

/** `auth` is auth-js's CLI suite (its default); `auth-docker` its docker-tests, against differently set GoTrues. */
type Suite = 'postgrest' | 'auth' | 'auth-docker';

interface Options {
  checkout: string;
  suites: Suite[];
  databaseUrl: string | undefined;
  keep: boolean;
  verbose: boolean;
  /** A work folder to use (and keep): Jest is installed there once, later runs reuse it. */
  work: string | null;
}

function parseArguments(argv: string[]): Options {
  const options: Options = {
    checkout: '',
    suites: ['postgrest', 'auth', 'auth-docker'],
    databaseUrl: process.env.DATABASE_URL,
    keep: false,
    verbose: false,
    work: null,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === '--suite') {
      const suite = argv[(index += 1)] as Suite;
      options.suites = suite === 'auth' ? ['auth', 'auth-docker'] : [suite];
    } else if (argument === '--database-url') options.databaseUrl = argv[(index += 1)];
    else if (argument === '--keep') options.keep = true;
    else if (argument === '--work') options.work = resolve(argv[(index += 1)] ?? '');
    else if (argument === '--verbose') options.verbose = true;
    else options.checkout = resolve(argument);
  }
  if (!options.checkout || !existsSync(join(options.checkout, 'packages/core/postgrest-js'))) {
    console.error('usage: npx tsx emulator/tools/upstream-suites.ts <supabase-js checkout> [--suite postgrest|auth]');
    process.exit(2);
  }
  if (options.suites.some((suite) => !(suite in PACKAGES))) {
    console.error('--suite takes postgrest, auth (both auth-js configurations) or auth-docker');
    process.exit(2);
  }
  return options;
}

const PACKAGES: Record<Suite, string> = { postgrest: 'postgrest-js', auth: 'auth-js', 'auth-docker': 'auth-js' };

/**
 * The suite's test schema, minus what cannot run here: role settings of PostgREST's `authenticator` (turned
 * into emulator settings instead) and PostGIS (absent from PGlite: the geometry column becomes text).
 */
function adaptSchema(sql: string): { sql: string; aggregates: boolean; allowTxOverride: boolean } {
  const aggregates = /pgrst\.db_aggregates_enabled\s+to\s+'true'/.test(sql);
  const allowTxOverride = /pgrst\.db_tx_end\s+to\s+'commit-allow-override'/.test(sql);
  const adapted = sql
    .replace(/^alter role authenticator .*$/gim, '')
    .replace(/^create extension if not exists postgis.*$/gim, '')
    .replace(/extensions\.geometry\([^)]*\)/gi, 'text');
  return { sql: adapted, aggregates, allowTxOverride };
}

async function startFor(
  suite: Suite,
  root: string,
  options: Options,
  work: string,
): Promise<{ routes: Route[]; close(): Promise<void> }> {
  if (suite === 'auth-docker') return startDockerSuite(root, options.databaseUrl, work);
  let drop = async (): Promise<void> => {};
  let databaseUrl: string | undefined;
  if (options.databaseUrl) {
    const created = await createScratchDatabase(options.databaseUrl, 'jt_upstream');
    databaseUrl = created.url;
    drop = created.drop;
  }
  const settings = { aggregates: false, allowTxOverride: false };
  let signingKeys: JsonWebKey[] | null = null;
  let anonymousUsers = false;
  let oauthServer = false;
  let mfaWebAuthn = false;
  let schema = '';
  let seed = '';
  if (suite === 'postgrest') {
    const adapted = adaptSchema(readFileSync(join(root, 'test/supabase/migrations/00000000000000_schema.sql'), 'utf8'));
    schema = adapted.sql;
    settings.aggregates = adapted.aggregates;
    settings.allowTxOverride = adapted.allowTxOverride;
    seed = readFileSync(join(root, 'test/supabase/seed.sql'), 'utf8');
  }
  if (suite === 'auth') {
    // The auth suite signs its own tokens with the Supabase CLI's well-known test secret, and reads an RSA
    // signing key from test/supabase/signing_keys.json (generated per run, as upstream's script does).
    const secret = /GOTRUE_JWT_SECRET\s*=\s*'([^']+)'/.exec(
      readFileSync(join(root, 'test/lib/clients.ts'), 'utf8'),
    )?.[1];
    if (secret) {
      mkdirSync(join(work, 'emulator-data'), { recursive: true });
      writeFileSync(join(work, 'emulator-data/keys.json'), JSON.stringify(keysFromSecret(secret)));
    }
    const jwk = writeSigningKey(root);
    // As the suite's local stack is configured: its signing key signs and verifies tokens (the emulator's
    // asymmetric-keys setting), and anonymous sign-ins, the OAuth server and WebAuthn factors are on when its config.toml says so.
    signingKeys = [jwk];
    const config = join(root, 'test/supabase/config.toml');
    const toml = existsSync(config) ? readFileSync(config, 'utf8') : '';
    anonymousUsers = /^enable_anonymous_sign_ins\s*=\s*true/m.test(toml);
    oauthServer = /^\[auth\.oauth_server\][^[]*^enabled\s*=\s*true/m.test(toml);
    mfaWebAuthn = /^\[auth\.mfa\.web_authn\][^[]*^enroll_enabled\s*=\s*true/m.test(toml);
  }
  const start = (): Promise<RunningEmulator> =>
    startEmulator({
      port: 0,
      host: '127.0.0.1',
      dataDir: join(work, 'emulator-data'),
      databaseUrl,
      seed: false,
      rest: settings,
      auth:
        suite === 'auth'
          ? {
              autoconfirm: true,
              anonymousUsers,
              oauthServer,
              mfaWebAuthn,
              signingKeys,
              emailMinInterval: 0,
              rateLimits: { token: 1e6, verify: 1e6, email: 1e6, windowSeconds: 300 },
            }
          : {},
    });
  if (schema) {
    // Load the suite's schema, then start afresh so the emulator reads it as it does at any start.
    const loader = await start();
    await loader.database.exec(schema);
    await loader.database.exec(seed);
    await loader.close();
  }
  const emulator = await start();
  const route = (port: number, path: string): Route => ({
    port,
    to: emulator.url + path,
    anonKey: emulator.keys.anonKey,
    serviceKey: emulator.keys.serviceRoleKey,
  });
  return {
    // Bare PostgREST on 3000, the API gateway on 54321.
    routes: [route(3000, '/rest/v1'), route(54321, '')],
    close: async () => {
      await emulator.close();
      await drop();
    },
  };
}

interface JestResult {
  numPassedTests: number;
  numTotalTests: number;
  testResults: Array<{
    name: string;
    assertionResults: Array<{ status: string; fullName: string; ancestorTitles: string[]; failureMessages: string[] }>;
    message: string;
  }>;
}

interface SuiteCount {
  passed: number;
  total: number;
  serverPassed: number;
  serverTotal: number;
}

async function runSuite(suite: Suite, options: Options, work: string): Promise<SuiteCount> {
  const root = join(work, suite === 'auth-docker' ? 'auth-js-docker' : PACKAGES[suite]);
  const source = join(options.checkout, 'packages/core', PACKAGES[suite]);
  rmSync(root, { recursive: true, force: true });
  rmSync(join(work, suite), { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  for (const part of ['src', 'test', 'package.json']) cpSync(join(source, part), join(root, part), { recursive: true });
  writeFileSync(join(root, 'upstream-redirect.cjs'), REDIRECT);
  writeFileSync(join(root, 'upstream-hook-scopes.cjs'), HOOK_SCOPES);
  writeFileSync(join(work, `jest.${suite}.config.cjs`), jestConfig(root, suite === 'auth-docker'));
  const { routes, close } = await startFor(suite, root, options, join(work, suite));
  try {
    const output = join(work, `${suite}-results.json`);
    const requestLog = join(work, `${suite}-requests.jsonl`);
    writeFileSync(requestLog, '');
    // Asynchronously: the emulator answers from this very process while Jest runs.
    await new Promise<void>((resolveRun) => {
      const child = spawn(
        process.execPath,
        [
          join(work, 'node_modules/jest/bin/jest.js'),
          '--ci',
          '--config',
          join(work, `jest.${suite}.config.cjs`),
          '--json',
          '--outputFile',
          output,
        ],
        {
          cwd: work,
          stdio: options.verbose ? 'inherit' : 'ignore',
          env: {
            ...process.env,
            NODE_PATH: join(work, 'node_modules'),
            UPSTREAM_ROUTES: JSON.stringify(routes),
            UPSTREAM_REQUEST_LOG: requestLog,
          },
        },
      );
      const timer = setTimeout(() => child.kill('SIGTERM'), 20 * 60_000);
      // Jest exits non-zero when a test fails; the JSON report says which.
      child.on('exit', () => {
        clearTimeout(timer);
        resolveRun();
      });
    });
    const result = JSON.parse(readFileSync(output, 'utf8')) as JestResult;
    // Tests that sent a request, and the describe blocks whose beforeAll hooks did (by file).
    const reached = new Set<string>();
    const hookScopes = new Map<string, string[][]>();
    for (const line of readFileSync(requestLog, 'utf8').split('\n').filter(Boolean)) {
      const [path, name, scope] = JSON.parse(line) as [string, string | null, string[] | null];
      if (name !== null) reached.add(`${path}\u0000${name}`);
      else if (scope !== null) hookScopes.set(path, [...(hookScopes.get(path) ?? []), scope]);
    }
    const reachedBy = (path: string, test: { fullName: string; ancestorTitles: string[] }): boolean =>
      reached.has(`${path}\u0000${test.fullName}`) ||
      (hookScopes.get(path) ?? []).some((scope) => scope.every((title, index) => test.ancestorTitles[index] === title));
    let serverPassed = 0;
    let serverTotal = 0;
    console.log(
      `\n${suite === 'auth-docker' ? 'auth-js docker-tests' : PACKAGES[suite]}: ${result.numPassedTests} of ${result.numTotalTests} tests pass`,
    );
    for (const file of result.testResults.sort((a, b) => a.name.localeCompare(b.name))) {
      const passed = file.assertionResults.filter((test) => test.status === 'passed').length;
      const server = file.assertionResults.filter((test) => reachedBy(file.name, test));
      serverTotal += server.length;
      serverPassed += server.filter((test) => test.status === 'passed').length;
      const name = file.name.slice(root.length + 1);
      console.log(
        `  ${name.padEnd(52)} ${passed}/${file.assertionResults.length}  (server-facing ${server.filter((test) => test.status === 'passed').length}/${server.length})`,
      );
      if (options.verbose) {
        for (const test of file.assertionResults.filter((entry) => entry.status === 'failed')) {
          console.log(
            `    ✗ ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n').slice(0, 6).join(' | ').slice(0, 400)}`,
          );
        }
      }
    }
    console.log(
      `  server-facing tests (those that sent a request to the emulator): ${serverPassed} of ${serverTotal} pass`,
    );
    return { passed: result.numPassedTests, total: result.numTotalTests, serverPassed, serverTotal };
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const work = options.work ?? mkdtempSync(join(tmpdir(), 'jt-upstream-'));
  mkdirSync(work, { recursive: true });
  if (options.work) options.keep = true;
  try {
    writeFileSync(join(work, 'package.json'), JSON.stringify({ name: 'upstream-suites', private: true }));
    if (!existsSync(join(work, 'node_modules/jest'))) console.log(`Installing Jest into ${work} …`);
    else console.log(`Using Jest in ${work}`);
    if (!existsSync(join(work, 'node_modules/jest')))
      execFileSync(
        'npm',
        ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error', ...DEV_DEPENDENCIES],
        {
          cwd: work,
          stdio: options.verbose ? 'inherit' : 'ignore',
        },
      );
    const totals: string[] = [];
    const percent = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 100));
    const line = (name: string, count: SuiteCount): string =>
      `${name} ${count.passed}/${count.total} (${percent(count.passed, count.total)} %), server-facing ${count.serverPassed}/${count.serverTotal} (${percent(count.serverPassed, count.serverTotal)} %)`;
    const authJs: SuiteCount = { passed: 0, total: 0, serverPassed: 0, serverTotal: 0 };
    for (const suite of options.suites) {
      const count = await runSuite(suite, options, work);
      totals.push(line(suite === 'auth-docker' ? 'auth-js docker-tests' : PACKAGES[suite], count));
      if (suite === 'auth' || suite === 'auth-docker') {
        for (const key of Object.keys(authJs) as Array<keyof SuiteCount>) authJs[key] += count[key];
      }
    }
    if (options.suites.includes('auth') && options.suites.includes('auth-docker')) {
      totals.push(line('auth-js in all', authJs));
    }
    console.log(`\nIn all:\n  ${totals.join('\n  ')}`);
  } finally {
    if (options.keep) console.log(`Kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

await main();
