import { afterAll, describe, expect, it } from 'vitest';
import { boardCalls, signUp, type ApiUser } from './support/api-user';
import { BACKENDS, createStorage, type TestStorage } from './support/databases';
import { startEmulatorProcess, stopEmulatorProcess, type EmulatorProcess } from './support/emulator-process';

/** Short, so that the suite stays short; the emulator's default is 8 s, as PostgreSQL's REST role has. */
const TIMEOUT_MS = 2_000;
const ROUNDS = 4;
/** When the other user's requests go out, after the runaway one. */
const HEAD_START_MS = 300;
/** What another user may wait on either database: PGlite stops the runaway for them (see README, Database). */
const ANSWERED_WITHIN_MS = 1_000;
const PASSWORD = 'reliability-password';
/** A backtracking regular expression: many seconds of CPU on a 409-character note of one letter. */
const REGEX = `job_applications?select=id&notes=match.${encodeURIComponent('(a*)\\1b|(a*)\\1$')}`;
/**
 * One stage's row whose answer embeds its 1,000 applications, each with its stage's 1,000 again, and each of
 * those with the 1,000 once more: a billion rows, so that no machine, however fast, finishes it in time. (Two
 * levels, a million rows, PostgreSQL on a quick machine answered within the timeout.)
 */
const EMBEDS =
  'application_stages?select=key,job_applications!inner(id,application_stages!inner(key,job_applications!inner(id,application_stages!inner(key,job_applications!inner(id)))))&limit=1';
/** The same three levels from the other side, ordered and limited: a page of one row, answered at once. */
const PAGE =
  'job_applications?select=id,application_stages!inner(key,job_applications!inner(id,application_stages!inner(key)))&order=company.desc&limit=1';
/** An import as large as a few thousand rows of a spreadsheet: seconds of work on PGlite, and legitimate. */
const IMPORT_ROWS = 3_000;
const IMPORT_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Timed {
  status: number;
  body: string;
  ms: number;
}

async function timed(request: () => Promise<Response>): Promise<Timed> {
  const started = performance.now();
  const response = await request();
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

describe.each(BACKENDS)('runaway queries of one user (%s)', (backend) => {
  const started: { storage: TestStorage; emulator?: EmulatorProcess }[] = [];
  let emulator: EmulatorProcess | undefined;
  afterAll(async () => {
    for (const { storage, emulator: process } of started) {
      if (process) await stopEmulatorProcess(process);
      await storage.remove();
    }
  });

  async function start(statementTimeoutMs: number): Promise<EmulatorProcess> {
    const storage = await createStorage(backend);
    const entry: (typeof started)[number] = { storage };
    started.push(entry);
    entry.emulator = await startEmulatorProcess({
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      env: { EMULATOR_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs) },
    });
    return entry.emulator;
  }

  const token = (grant: 'password' | 'refresh_token', body: object) =>
    timed(() =>
      fetch(`${emulator!.url}/auth/v1/token?grant_type=${grant}`, {
        method: 'POST',
        headers: { apikey: emulator!.keys.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );

  it('are stopped while other users are answered within a second', async () => {
    emulator = await start(TIMEOUT_MS);
    const { url, keys } = emulator;
    const attacker = await signUp(url, keys.anonKey, 'attacker');
    const other: ApiUser = await signUp(url, keys.anonKey, 'other');
    let refreshToken = (
      JSON.parse((await token('password', { email: other.email, password: PASSWORD })).body) as {
        refresh_token: string;
      }
    ).refresh_token;
    const planted = await attacker.rest('job_applications', {
      method: 'POST',
      body: JSON.stringify({ company: 'Backtrack', position: 'Designer', notes: 'a'.repeat(409) }),
    });
    expect(planted.status).toBe(201);
    expect((await boardCalls.insert(other, 'Still here')).status).toBe(201);

    for (let round = 0; round < ROUNDS; round++) {
      // The regular expression first; then the embeds, once the attacker has 1,000 applications.
      if (round === ROUNDS - 1) {
        // In three parts, so that no insert meets the short statement timeout on a loaded machine.
        for (let part = 0; part < 3; part++) {
          const rows = Array.from({ length: 333 }, (_, n) => ({ company: `Row ${part}-${n}`, position: 'Designer' }));
          const bulk = await timed(() =>
            attacker.rest('job_applications', { method: 'POST', body: JSON.stringify(rows) }),
          );
          expect(bulk.status, `${Math.round(bulk.ms)} ms: ${bulk.body.slice(0, 300)}`).toBe(201);
        }
        const page = await timed(() => attacker.rest(PAGE));
        expect(page.status, page.body.slice(0, 200)).toBe(200);
        expect(page.ms, 'a page of one row with its embeds').toBeLessThan(2_000);
      }
      const started = performance.now();
      const runaway = timed(() => attacker.rest(round === ROUNDS - 1 ? EMBEDS : REGEX));
      await sleep(HEAD_START_MS);
      // While it runs, the other user reads the board, signs in and refreshes a session, all at once.
      const [health, read, signIn, refresh] = await Promise.all([
        timed(() => fetch(`${url}/auth/v1/health`, { headers: { apikey: keys.anonKey } })),
        timed(() => boardCalls.list(other)),
        token('password', { email: other.email, password: PASSWORD }),
        token('refresh_token', { refresh_token: refreshToken }),
      ]);
      for (const [name, answer] of Object.entries({ health, read, signIn, refresh })) {
        expect(answer.status, `round ${round}: ${name}: ${answer.body.slice(0, 200)}`).toBe(200);
        expect(answer.ms, `round ${round}: ${name} answered within a second`).toBeLessThan(ANSWERED_WITHIN_MS);
      }
      expect((JSON.parse(read.body) as { company: string }[]).map((row) => row.company)).toEqual(['Still here']);
      refreshToken = (JSON.parse(refresh.body) as { refresh_token: string }).refresh_token;
      const stopped = await runaway;
      const at = performance.now() - started;
      expect(stopped.status, `round ${round}: ${stopped.body.slice(0, 200)}`).toBe(500);
      expect(JSON.parse(stopped.body)).toMatchObject({
        code: '57014',
        message: 'canceling statement due to statement timeout',
      });
      // PostgreSQL notices the timeout only between steps of building a large JSON value: a few seconds late.
      expect(at, `round ${round}: the runaway answered`).toBeLessThan(TIMEOUT_MS + 6_000);
    }
    const kept = await attacker.rest('job_applications?select=company&company=eq.Backtrack');
    expect(await kept.json(), 'what was committed before the stopped statements').toEqual([{ company: 'Backtrack' }]);
  });

  it('let a legitimate import of thousands of rows finish while another user polls', async () => {
    // The import is legitimate work, so it gets the test suites' long statement timeout (a loaded machine).
    emulator = await start(IMPORT_TIMEOUT_MS);
    const { url, keys } = emulator;
    const importer = await signUp(url, keys.anonKey, 'importer');
    const poller = await signUp(url, keys.anonKey, 'poller');
    const applications = Array.from({ length: IMPORT_ROWS }, (_, n) => ({
      company: `Imported ${n}`,
      position: 'Product Designer',
      status: 'applied',
      applied_date: '2025-03-01T09:00:00.000Z',
      status_changed_at: '2025-03-01T09:00:00.000Z',
      last_updated: '2025-03-01T09:00:00.000Z',
      history: [{ status: 'applied', from_status: null, changed_at: '2025-03-01T09:00:00.000Z' }],
    }));
    let importing = true;
    const imported = timed(() =>
      importer.rest('rpc/import_applications', { method: 'POST', body: JSON.stringify({ applications }) }),
    ).finally(() => (importing = false));
    const polls: Timed[] = [];
    while (importing) {
      polls.push(await timed(() => boardCalls.list(poller)));
      await sleep(50);
    }
    const answer = await imported;
    expect(answer.status, answer.body.slice(0, 300)).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ added: IMPORT_ROWS, merged: 0 });
    expect(polls.every((poll) => poll.status === 200)).toBe(true);
    if (backend === 'pglite') {
      // The polls did wait for the import: it holds PGlite's one session longer than a REST read may.
      expect(Math.max(...polls.map((poll) => poll.ms)), 'the longest poll').toBeGreaterThan(300);
    }
    const count = await importer.rest('job_applications?select=id', {
      method: 'HEAD',
      headers: { prefer: 'count=exact' },
    });
    expect(count.headers.get('content-range')).toMatch(new RegExp(`/${IMPORT_ROWS}$`));
  });
});
