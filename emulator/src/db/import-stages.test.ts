import type { ImportNewApplication, ImportStage } from '@job-tracker/supabase-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestEmulator, type TestEmulator } from '../testing/test-emulator';

type User = Awaited<ReturnType<TestEmulator['createUser']>>;

/** An exported account's stages: renamed, reordered, one hidden, a closed "Ghosted" and a "Take-home". */
const FILE_STAGES: ImportStage[] = [
  { key: 'job_openings', label: 'Saved', kind: 'active', hidden: false },
  { key: 'stage_0a0a0a0a0a0a', label: 'Take-home', kind: 'active', hidden: false },
  { key: 'applied', label: 'Applied', kind: 'active', hidden: true },
  { key: 'hr_exploratory_call', label: 'Exploratory Call', kind: 'active', hidden: false },
  { key: 'rejected', label: 'Rejected', kind: 'rejected', hidden: false },
  { key: 'stage_9f9f9f9f9f9f', label: 'Ghosted', kind: 'closed', hidden: false },
  { key: 'offer_letter', label: 'Selected/Offered', kind: 'offer', hidden: false },
];

const ghosted = (company: string, overrides: Partial<ImportNewApplication> = {}): ImportNewApplication => ({
  company,
  position: 'Product Designer',
  status: 'stage_9f9f9f9f9f9f',
  applied_date: '2025-03-01T09:00:00.000Z',
  status_changed_at: '2025-04-01T09:00:00.000Z',
  history: [
    { status: 'job_openings', from_status: null, changed_at: '2025-03-01T09:00:00.000Z' },
    { status: 'stage_0a0a0a0a0a0a', from_status: 'job_openings', changed_at: '2025-03-10T09:00:00.000Z' },
    { status: 'stage_9f9f9f9f9f9f', from_status: 'stage_0a0a0a0a0a0a', changed_at: '2025-04-01T09:00:00.000Z' },
  ],
  ...overrides,
});

/**
 * import_applications with the stages its file names: created in the same transaction as the applications
 * (all of the file's layout in an empty account, the missing ones after the user's own otherwise), and
 * refused with a sentence, changing nothing, when a stage or the history is wrong.
 */
describe.each(BACKENDS)('import_applications creates the stages it names, on %s', (backend) => {
  let emulator: TestEmulator;

  beforeAll(async () => {
    emulator = await startTestEmulator(backend);
  });
  afterAll(() => emulator?.stop());

  const importAs = (
    user: User,
    applications: ImportNewApplication[],
    stages: ImportStage[] | unknown = [],
    replace = false,
  ) =>
    emulator.withToken(user.token).rpc('import_applications', {
      applications,
      stages: stages as ImportStage[],
      replace_stages: replace,
    });
  const stagesOf = async (user: User) => {
    const { data, error } = await emulator
      .service()
      .from('application_stages')
      .select('key,label,kind,hidden')
      .eq('user_id', user.id)
      .order('position')
      .order('key');
    if (error) throw error;
    return data;
  };
  /** Everything the user owns, to show that a refused import changed nothing. */
  const snapshot = async (user: User) =>
    (
      await emulator.database.query(
        `select
           (select json_agg(s order by s.key) from public.application_stages s where s.user_id = $1) as stages,
           (select json_agg(a order by a.id) from public.job_applications a where a.user_id = $1) as applications,
           (select json_agg(h order by h.id) from public.application_status_history h where h.user_id = $1) as history`,
        [user.id],
      )
    ).rows[0] as Record<string, unknown>;

  it('makes an empty account’s stages the file’s: names, kinds, order, visibility and keys', async () => {
    const user = await emulator.createUser();
    const { data, error } = await importAs(user, [ghosted('Loom'), ghosted('Pitch')], FILE_STAGES, true);
    expect(error).toBeNull();
    expect(data).toEqual({ added: 2, merged: 0 });
    expect(await stagesOf(user)).toEqual(FILE_STAGES);
    const rows = await emulator.database.query(
      `select a.company, a.status, (select string_agg(h.status, ' > ' order by h.id) from public.application_status_history h
         where h.application_id = a.id) as history
       from public.job_applications a where a.user_id = $1 order by a.company`,
      [user.id],
    );
    expect(rows.rows).toEqual([
      {
        company: 'Loom',
        status: 'stage_9f9f9f9f9f9f',
        history: 'job_openings > stage_0a0a0a0a0a0a > stage_9f9f9f9f9f9f',
      },
      {
        company: 'Pitch',
        status: 'stage_9f9f9f9f9f9f',
        history: 'job_openings > stage_0a0a0a0a0a0a > stage_9f9f9f9f9f9f',
      },
    ]);
  });

  it('adds the stages a non-empty account lacks after its own, in the file’s order, keeping its own', async () => {
    const user = await emulator.createUser();
    const own = emulator.withToken(user.token);
    expect(
      (await own.from('application_stages').update({ label: 'Screening', hidden: false }).eq('key', 'hr_screen')).error,
    ).toBeNull();
    expect((await own.from('job_applications').insert({ company: 'Existing', position: 'Designer' })).error).toBeNull();
    const before = await stagesOf(user);
    const added = FILE_STAGES.filter((stage) => stage.key.startsWith('stage_'));
    const { error } = await importAs(user, [ghosted('Loom')], added);
    expect(error).toBeNull();
    expect(await stagesOf(user)).toEqual([...before, ...added]);
    expect(before.find((stage) => stage.key === 'hr_screen')).toEqual({
      key: 'hr_screen',
      label: 'Screening',
      kind: 'active',
      hidden: false,
    });
  });

  it('refuses bad stages and bad history with a sentence, leaving no stage or application behind', async () => {
    const user = await emulator.createUser();
    const before = await snapshot(user);
    const refusals: [ImportNewApplication[], unknown, boolean, number, string][] = [
      [
        [
          ghosted('Loom', {
            history: [
              { status: 'stage_7777777777', from_status: null, changed_at: '2025-04-01T09:00:00.000Z' },
              { status: 'stage_9f9f9f9f9f9f', from_status: 'stage_7777777777', changed_at: '2025-04-02T09:00:00.000Z' },
            ],
          }),
        ],
        FILE_STAGES,
        true,
        409,
        'Loom (Product Designer): a stage history entry names the stage "stage_7777777777", which is not one of your stages.',
      ],
      [
        [
          ghosted('Loom', {
            history: [{ status: 'stage_9f9f9f9f9f9f', from_status: null, changed_at: '1900-01-01T00:00:00.000Z' }],
          }),
        ],
        FILE_STAGES,
        true,
        400,
        'Loom (Product Designer): a stage history entry is dated 1900-01-01, outside 1990-01-01 to today.',
      ],
      [
        [
          ghosted('Loom', {
            history: [{ status: 'stage_9f9f9f9f9f9f', from_status: null, changed_at: '2999-12-31T00:00:00.000Z' }],
          }),
        ],
        FILE_STAGES.filter((stage) => stage.key.startsWith('stage_')),
        false,
        400,
        'Loom (Product Designer): a stage history entry is dated 2999-12-31, outside 1990-01-01 to today.',
      ],
      [
        [ghosted('Loom')],
        [
          ...FILE_STAGES.slice(0, 5),
          { key: 'stage_9f9f9f9f9f9f', label: 'G'.repeat(41), kind: 'closed', hidden: false },
        ],
        true,
        400,
        `The stage name “${'G'.repeat(41)}” has 41 characters; a stage name has 1 to 40.`,
      ],
      [
        [ghosted('Loom')],
        [
          ...FILE_STAGES,
          ...Array.from({ length: 14 }, (_, i) => ({
            key: `stage_extra_${i}`,
            label: `Extra ${i}`,
            kind: 'active',
            hidden: false,
          })),
        ],
        true,
        400,
        'The file names 21 stages; a board holds at most 20.',
      ],
      [
        [ghosted('Loom')],
        [
          ...FILE_STAGES.filter((stage) => stage.key.startsWith('stage_')),
          ...Array.from({ length: 9 }, (_, i) => ({
            key: `stage_extra_${i}`,
            label: `Extra ${i}`,
            kind: 'active',
            hidden: false,
          })),
        ],
        false,
        400,
        'This import adds 11 stages to your 10; a board holds at most 20.',
      ],
      [
        [ghosted('Loom')],
        FILE_STAGES.map((stage) => (stage.label === 'Ghosted' ? { ...stage, kind: 'ghosted' } : stage)),
        true,
        400,
        'The stage “Ghosted” has the kind "ghosted", which is not one of active, rejected, offer and closed.',
      ],
      [
        [ghosted('Loom')],
        FILE_STAGES.map((stage) => (stage.label === 'Take-home' ? { ...stage, label: 'ghosted ' } : stage)),
        true,
        409,
        'The file names the stage “ghosted” twice; each stage needs its own name.',
      ],
      [
        [ghosted('Loom')],
        FILE_STAGES.map((stage) => (stage.label === 'Ghosted' ? { ...stage, key: 'Ghosted!' } : stage)),
        true,
        400,
        'The stage “Ghosted” has the key “Ghosted!”, which is not a stage key.',
      ],
      [
        [ghosted('Loom')],
        FILE_STAGES.map((stage) => ({ ...stage, kind: stage.kind === 'active' ? 'closed' : stage.kind })),
        true,
        400,
        "The file's stages need at least one active stage: new applications start in the first one.",
      ],
      [
        [ghosted('Loom')],
        [{ key: 'stage_9f9f9f9f9f9f', label: 'Rejected', kind: 'closed', hidden: false }],
        false,
        409,
        'You already have a stage “Rejected”: your stages changed since the file was read.',
      ],
    ];
    for (const [applications, stages, replace, status, message] of refusals) {
      const refused = await importAs(user, applications, stages, replace);
      expect({ status: refused.status, message: refused.error?.message }).toEqual({ status, message });
      expect(await snapshot(user)).toEqual(before);
    }
  });

  it('replaces the stages only of an account without applications, the trash included', async () => {
    const user = await emulator.createUser();
    const own = emulator.withToken(user.token);
    const inserted = await own
      .from('job_applications')
      .insert({ company: 'Gone', position: 'Designer' })
      .select('id')
      .single();
    expect(
      (await own.from('job_applications').update({ deleted_at: new Date().toISOString() }).eq('id', inserted.data!.id))
        .error,
    ).toBeNull();
    const before = await snapshot(user);
    const refused = await importAs(user, [ghosted('Loom')], FILE_STAGES, true);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe("Your board is no longer empty, so the file's stages cannot replace yours.");
    expect(await snapshot(user)).toEqual(before);
  });
});
