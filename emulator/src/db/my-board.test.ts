import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ROWS } from '../rest/parse-request';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

interface BoardAnswer {
  stages: { key: string; label: string; kind: string; hidden: boolean }[];
  applications: Record<string, unknown>[];
}

interface BoardRowsAnswer {
  stages: BoardAnswer['stages'];
  columns: string[];
  rows: unknown[][];
}

/** my_board_rows' rows as objects, each value under its column's name. */
const zip = ({ columns, rows }: BoardRowsAnswer) =>
  rows.map((values) => Object.fromEntries(columns.map((name, i) => [name, values[i]])));

/** What a card, the search and the filters read; the long texts stay for the detail dialog. */
const BOARD_KEYS = [
  'id',
  'company',
  'company_key',
  'position',
  'source',
  'source_url',
  'status',
  'applied_date',
  'last_updated',
  'status_changed_at',
  'location',
  'work_mode',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'notes',
  'follow_up_on',
  'revision',
  'order_key',
].sort();

/**
 * public.my_board_rows(), the board's one request, and public.my_board(), which it replaced (kept for pages
 * loaded before): the caller's stages and applications as one json value, which
 * the API's row limit does not cut (a select on job_applications stops at MAX_ROWS rows).
 */
describe.each(BACKENDS)('my_board on %s', (backend) => {
  let emulator: TestEmulator;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };
  const WISHLIST = 900;
  const APPLIED = 300;
  const name = (i: number) => `Studio ${String(i).padStart(4, '0')}`;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    alice = await emulator.createUser();
    bob = await emulator.createUser();
    const client = emulator.withToken(alice.token);
    // In the column's order by key, Studio 0000 first; Applied's cards share one key: most recently moved
    // first, then by id.
    const rows = Array.from({ length: WISHLIST + APPLIED }, (_, i) => ({
      company: name(i),
      position: 'Designer',
      status: i < WISHLIST ? 'job_openings' : 'applied',
      order_key: i < WISHLIST ? `a${String(i).padStart(4, '0')}` : 'a0',
      job_description: 'Long text for the detail dialog only',
    }));
    for (let i = 0; i < rows.length; i += MAX_ROWS) {
      expect((await client.from('job_applications').insert(rows.slice(i, i + MAX_ROWS))).error).toBeNull();
    }
    const trashed = await client
      .from('job_applications')
      .insert({ company: 'Trashed', position: 'Designer' })
      .select('id')
      .single();
    await client.from('job_applications').update({ deleted_at: new Date().toISOString() }).eq('id', trashed.data!.id);
    expect(
      (await emulator.withToken(bob.token).from('job_applications').insert({ company: 'Elsewhere', position: 'X' }))
        .error,
    ).toBeNull();
  }, 120_000);
  afterAll(() => emulator?.stop());

  it('answers the caller’s stages in order and every application on the board, past the row limit', async () => {
    const client = emulator.withToken(alice.token);
    expect((await client.from('job_applications').select('id')).data).toHaveLength(MAX_ROWS);

    const { data, error } = await client.rpc('my_board', {}, { get: true });
    expect(error).toBeNull();
    const board = data as unknown as BoardAnswer;
    expect(board.stages.slice(0, 3)).toEqual([
      { key: 'job_openings', label: 'Wishlist', kind: 'active', hidden: false },
      { key: 'applied', label: 'Applied', kind: 'active', hidden: false },
      { key: 'hr_exploratory_call', label: 'Exploratory Call', kind: 'active', hidden: false },
    ]);
    expect(board.stages).toHaveLength(10);
    expect(board.applications).toHaveLength(WISHLIST + APPLIED);
    expect(Object.keys(board.applications[0]!).sort()).toEqual(BOARD_KEYS);
    expect(board.applications.slice(0, WISHLIST).map((app) => app.company)).toEqual(
      Array.from({ length: WISHLIST }, (_, i) => name(i)),
    );

    // The same order as the table read in the column's order, card for card.
    const { data: applied } = await client
      .from('job_applications')
      .select('id')
      .eq('status', 'applied')
      .order('order_key')
      .order('last_updated', { ascending: false })
      .order('id');
    expect(board.applications.slice(WISHLIST).map((app) => app.id)).toEqual(applied!.map((row) => row.id));
  });

  it('answers in my_board_rows the same stages and applications, value for value, as rows under the columns', async () => {
    const client = emulator.withToken(alice.token);
    await client
      .from('job_applications')
      .update({ notes: 'Line 1\nLine "2"', salary_min: 70000 })
      .eq('company', name(3));
    const [objects, rows] = await Promise.all([
      client.rpc('my_board', {}, { get: true }),
      client.rpc('my_board_rows', {}, { get: true }),
    ]);
    expect(rows.error).toBeNull();
    const board = objects.data as unknown as BoardAnswer;
    const answer = rows.data as unknown as BoardRowsAnswer;
    expect([...answer.columns].sort()).toEqual(BOARD_KEYS);
    expect(answer.rows).toHaveLength(WISHLIST + APPLIED);
    expect(answer.rows.every((values) => values.length === BOARD_KEYS.length)).toBe(true);
    expect(answer.stages).toEqual(board.stages);
    // Field by field, in the same order: nothing lost, retyped or reordered on the way.
    expect(zip(answer)).toEqual(board.applications);
    expect(zip(answer)[3]).toMatchObject({ company: name(3), notes: 'Line 1\nLine "2"', salary_min: 70000 });
  });

  it('leaves out applications in the trash and anyone else’s, and answers no one signed out', async () => {
    const { data } = await emulator.withToken(alice.token).rpc('my_board', {}, { get: true });
    const companies = (data as unknown as BoardAnswer).applications.map((app) => app.company);
    expect(companies).not.toContain('Trashed');
    expect(companies).not.toContain('Elsewhere');
    const { data: theirs } = await emulator.withToken(bob.token).rpc('my_board', {}, { get: true });
    expect((theirs as unknown as BoardAnswer).applications.map((app) => app.company)).toEqual(['Elsewhere']);
    const anon = await emulator.anon().rpc('my_board', {}, { get: true });
    expect(anon.status).toBe(401);

    const rows = await emulator.withToken(alice.token).rpc('my_board_rows', {}, { get: true });
    const zipped = zip(rows.data as unknown as BoardRowsAnswer).map((app) => app.company);
    expect(zipped).toHaveLength(WISHLIST + APPLIED);
    expect(zipped).not.toContain('Trashed');
    expect(zipped).not.toContain('Elsewhere');
    const { data: theirRows } = await emulator.withToken(bob.token).rpc('my_board_rows', {}, { get: true });
    expect(zip(theirRows as unknown as BoardRowsAnswer).map((app) => app.company)).toEqual(['Elsewhere']);
    expect((await emulator.anon().rpc('my_board_rows', {}, { get: true })).status).toBe(401);
  });
});
