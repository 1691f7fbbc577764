import { signUp, type ApiUser } from '../../tests/reliability/support/api-user';
import { createStorage, type Backend } from '../../tests/reliability/support/databases';
import {
  startEmulatorProcess,
  stopEmulatorProcess,
  type EmulatorProcess,
} from '../../tests/reliability/support/emulator-process';
import { DEFAULT_STAGES } from '../../src/lib/applications/stages';
import { guessMapping } from '../../src/features/data-export/utils/import-columns';
import { draftsFromCsv } from '../../src/features/data-export/utils/import-drafts';
import { parseCsv } from '../../src/features/data-export/utils/import-file';
import { findDuplicates, planImport } from '../../src/features/data-export/utils/import-plan';
import { guessStage, stageKey, distinctStageNames } from '../../src/features/data-export/utils/import-stages';
import { figure, type Figure } from '../lib/stats';

export interface ImportReport {
  backend: Backend;
  rows: number;
  /** The CSV read, mapped and planned, as the browser does it (here in Node). */
  prepare: Figure;
  /** The first import an emulator serves after it started (its code and plans still cold). */
  firstCall: number;
  /** Each later import: the one RPC call, over HTTP, until the answer. */
  call: Figure;
  payloadBytes: number;
  /** The table's bulk actions on 5,000 applications (all in one stage, imported): one request each. */
  bulk?: { size: number; move: Figure; undo: Figure };
}

const STAGE_NAMES = ['Wishlist', 'Applied', 'Interviewing', 'Offer', 'Rejected'];

/** A Huntr-style CSV of `rows` applications with notes, salaries and back-dated applied dates. */
function exportCsv(rows: number, stages: readonly string[] = STAGE_NAMES): string {
  const lines = ['Company,Job Title,Status,Date Applied,Job URL,Location,Salary,Notes'];
  for (let i = 0; i < rows; i += 1) {
    const day = new Date(Date.UTC(2025, 0, 1) + (i % 300) * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      [
        `Studio ${i}`,
        `Product Designer ${i % 7}`,
        stages[i % stages.length],
        day,
        `https://jobs.example.test/${i}`,
        '"Berlin, DE"',
        '"$90,000 - $120,000"',
        `"Notes for ${i}: ${'a few words about the team, '.repeat(6)}"`,
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function prepare(text: string) {
  const source = parseCsv(text, 'bench.csv');
  if (source.kind !== 'csv') throw new Error('expected a CSV');
  const mapping = guessMapping(source.headers, DEFAULT_STAGES);
  const drafts = draftsFromCsv(source.rows, mapping, DEFAULT_STAGES, new Date());
  const names = distinctStageNames(drafts.map((draft) => draft.stage));
  const stageMap = new Map(names.map((name) => [stageKey(name), guessStage(name, DEFAULT_STAGES).value]));
  return planImport(drafts, { stageMap, duplicates: findDuplicates(drafts, []), choice: 'skip' });
}

/** One RPC call as the app sends it, timed until its whole answer; anything but 200 stops the run. */
async function timedRpc(user: ApiUser, fn: string, body: string): Promise<{ ms: number; answer: unknown }> {
  const started = performance.now();
  const response = await user.rest(`rpc/${fn}`, { method: 'POST', body });
  const answer = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${fn} failed: ${response.status} ${answer}`);
  return { ms, answer: JSON.parse(answer) as unknown };
}

/** Applications the bulk actions are measured on: the most one request may change. */
const BULK_SIZE = 5000;

/**
 * Every application of a new user (imported, all in Wishlist) moved to Applied in one request, as the
 * table's "select all" then "Move to" sends it, then that move undone, `runs` times: each request until its
 * answer, over HTTP.
 */
async function measureBulk(emulator: EmulatorProcess, runs: number) {
  const user = await signUp(emulator.url, emulator.keys.anonKey, 'bulk');
  const body = JSON.stringify({ applications: prepare(exportCsv(BULK_SIZE, ['Wishlist'])).payload });
  await timedRpc(user, 'import_applications', body);
  const ids: string[] = [];
  // The API answers at most 1,000 rows a request, as PostgREST's max-rows does.
  for (let offset = 0; offset < BULK_SIZE; offset += 1000) {
    const page = await user.rest(`job_applications?select=id&order=id&limit=1000&offset=${offset}`);
    ids.push(...((await page.json()) as { id: string }[]).map((row) => row.id));
  }
  if (ids.length !== BULK_SIZE) throw new Error(`the bulk user has ${ids.length} of ${BULK_SIZE} applications`);
  const moves: number[] = [];
  const undos: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const move = await timedRpc(user, 'move_applications', JSON.stringify({ ids, stage: 'applied' }));
    const moved = (move.answer as { moved: unknown[] }).moved;
    if (moved.length !== BULK_SIZE) throw new Error(`move_applications moved ${moved.length} of ${BULK_SIZE}`);
    moves.push(move.ms);
    const undo = await timedRpc(user, 'undo_move_applications', JSON.stringify({ moves: moved }));
    if (undo.answer !== BULK_SIZE) throw new Error(`undo_move_applications answered ${JSON.stringify(undo.answer)}`);
    undos.push(undo.ms);
  }
  return { size: BULK_SIZE, move: figure(moves, 'ms'), undo: figure(undos, 'ms') };
}

/**
 * A 1,000-row import against an emulator process (a fresh user per run, so every run adds 1,000 new
 * applications with their histories): the first call after start, then `runs` more. Then the bulk actions
 * on the same emulator (`measureBulk`).
 */
export async function measureImport(backend: Backend, rows = 1000, runs = 5): Promise<ImportReport> {
  const text = exportCsv(rows);
  const prepared: number[] = [];
  let plan = prepare(text);
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    plan = prepare(text);
    prepared.push(performance.now() - started);
  }
  if (plan.added !== rows) throw new Error(`the plan holds ${plan.added} of ${rows} rows`);
  const body = JSON.stringify({ applications: plan.payload });

  const storage = await createStorage(backend);
  const emulator = await startEmulatorProcess({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
  try {
    const calls: number[] = [];
    for (let i = 0; i <= runs; i += 1) {
      const user = await signUp(emulator.url, emulator.keys.anonKey, `import${i}`);
      const { ms, answer } = await timedRpc(user, 'import_applications', body);
      calls.push(ms);
      if ((answer as { added: number }).added !== rows) throw new Error(`import answered ${JSON.stringify(answer)}`);
    }
    const bulk = await measureBulk(emulator, 3);
    return {
      backend,
      rows,
      prepare: figure(prepared, 'ms'),
      firstCall: calls[0]!,
      call: figure(calls.slice(1), 'ms'),
      payloadBytes: Buffer.byteLength(body),
      bulk,
    };
  } finally {
    await stopEmulatorProcess(emulator);
    await storage.remove();
  }
}
