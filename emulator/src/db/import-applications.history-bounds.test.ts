import type { ImportNewApplication } from '@job-tracker/supabase-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

const imported = (history: ImportNewApplication['history']): ImportNewApplication => ({
  company: 'Bounded Co',
  position: 'Designer',
  status: history[history.length - 1]!.status,
  applied_date: '2025-03-01T09:00:00.000Z',
  history,
});

/** An import's stage history is refused, all of it, when a stage is not the user's or a date is absurd. */
describe.each(BACKENDS)('import_applications checks the history it is given, on %s', (backend) => {
  let emulator: TestEmulator;
  let user: { id: string; token: string };

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
    user = await emulator.createUser();
  });
  afterAll(() => emulator?.stop());

  const importing = (application: ImportNewApplication) =>
    emulator.withToken(user.token).rpc('import_applications', { applications: [application] });
  const stored = async () =>
    Number(
      (await emulator.database.query('select count(*) as n from public.job_applications where user_id = $1', [user.id]))
        .rows[0]!.n,
    );

  it('refuses a history entry whose stage is not one of the user’s', async () => {
    const unknown = await importing(
      imported([
        { status: 'applied', from_status: null, changed_at: '2025-03-01T09:00:00.000Z' },
        { status: 'made_up_stage', from_status: 'applied', changed_at: '2025-03-02T09:00:00.000Z' },
        { status: 'applied', from_status: 'made_up_stage', changed_at: '2025-03-03T09:00:00.000Z' },
      ]),
    );
    expect(unknown.status).toBe(409);
    expect(unknown.error?.message).toBe(
      'Bounded Co (Designer): a stage history entry names the stage "made_up_stage", which is not one of your stages.',
    );
    const left = await importing(
      imported([{ status: 'applied', from_status: 'left_from_nowhere', changed_at: '2025-03-01T09:00:00.000Z' }]),
    );
    expect(left.error?.message).toContain('"left_from_nowhere"');
    expect(await stored()).toBe(0);
  });

  it('refuses history dated in 1900 or 2999, and takes one dated today or in 1995', async () => {
    for (const [changed, day] of [
      ['1900-01-01T00:00:00.000Z', '1900-01-01'],
      ['2999-12-31T00:00:00.000Z', '2999-12-31'],
    ] as const) {
      const refused = await importing(imported([{ status: 'applied', from_status: null, changed_at: changed }]));
      expect(refused.status).toBe(400);
      expect(refused.error?.message).toBe(
        `Bounded Co (Designer): a stage history entry is dated ${day}, outside 1990-01-01 to today.`,
      );
    }
    expect(await stored()).toBe(0);
    const today = await importing(
      imported([{ status: 'applied', from_status: null, changed_at: new Date().toISOString() }]),
    );
    expect(today.error).toBeNull();
    // 1990 is as far back as the import's preview takes a date.
    const early = await importing(
      imported([{ status: 'applied', from_status: null, changed_at: '1995-06-01T00:00:00.000Z' }]),
    );
    expect(early.error).toBeNull();
    expect(await stored()).toBe(2);
  });
});
