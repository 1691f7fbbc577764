// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES, type Stage } from '@/lib/applications/stages';
import { fileStagesFromCsv, fileStagesFromJson, NEW_STAGE, planStages, type FileStage } from './import-stage-plan';

const json = (stages: Partial<FileStage>[]): FileStage[] =>
  stages.map((stage) => ({
    name: stage.key!,
    label: stage.label!,
    key: stage.key!,
    kind: stage.kind ?? 'active',
    hidden: stage.hidden ?? false,
  }));
const FILE = json([
  { key: 'job_openings', label: 'Saved' },
  { key: 'stage_0a0a', label: 'Take-home' },
  { key: 'applied', label: 'Applied', hidden: true },
  { key: 'rejected', label: 'Rejected', kind: 'rejected' },
  { key: 'stage_9f9f', label: 'Ghosted', kind: 'closed' },
]);
const plan = (input: Partial<Parameters<typeof planStages>[0]>) =>
  planStages({
    fileStages: FILE,
    names: ['job_openings', 'stage_0a0a', 'stage_9f9f'],
    stages: DEFAULT_STAGES,
    json: true,
    ours: true,
    empty: false,
    chosen: {},
    ...input,
  });

describe('planStages', () => {
  it('makes our JSON’s stages an empty account’s, as they are, and says what it adds and removes', () => {
    const empty = plan({ empty: true, names: ['job_openings', 'stage_9f9f', 'stage_dead'] });
    expect(empty.replace).toBe(true);
    expect(empty.changesLayout).toBe(true);
    const same = DEFAULT_STAGES.map(({ value, label, kind, hidden }) => ({
      name: value,
      key: value,
      label,
      kind,
      hidden,
    }));
    expect(plan({ empty: true, fileStages: same }).changesLayout).toBe(false);
    expect(empty.stages).toEqual(FILE.map(({ key, label, kind, hidden }) => ({ key, label, kind, hidden })));
    expect(empty.added).toEqual(['Take-home', 'Ghosted']);
    expect(empty.removed).toEqual(
      DEFAULT_STAGES.filter((s) => !['job_openings', 'applied', 'rejected'].includes(s.value)).map((s) => s.label),
    );
    expect(empty.map.get('stage_9f9f')).toBe('stage_9f9f');
    // A stage its history names that the file's list lacks (deleted in the exporting account): a guess to check.
    expect(empty.map.get('stage_dead')).toBe('job_openings');
    expect([...empty.unsure]).toEqual(['stage_dead']);
    expect(empty.problems).toEqual([]);
  });

  it('into an account with applications, keeps the user’s stages and adds those it lacks after them, in the file’s order', () => {
    const own: Stage[] = [
      ...DEFAULT_STAGES,
      { value: 'stage_1111', label: 'take-home', kind: 'active', hidden: false },
    ];
    const kept = plan({ stages: own, names: ['stage_9f9f', 'job_openings', 'stage_0a0a', 'stage_7777'] });
    expect(kept.replace).toBe(false);
    // Adding stages after the user's is not replacing their layout.
    expect(kept.changesLayout).toBe(false);
    // By key (Wishlist, whatever the file calls it), by name (their own "take-home"), else added.
    expect(kept.map.get('job_openings')).toBe('job_openings');
    expect(kept.map.get('stage_0a0a')).toBe('stage_1111');
    expect(kept.stages).toEqual([{ key: 'stage_9f9f', label: 'Ghosted', kind: 'closed', hidden: false }]);
    expect(kept.added).toEqual(['Ghosted']);
    expect(kept.choice.get('stage_9f9f')).toBe(NEW_STAGE);
    expect(kept.options.get('stage_9f9f')?.[0]).toEqual({ value: NEW_STAGE, label: 'New stage “Ghosted”' });
    // The user may send it to one of theirs instead.
    const chosen = plan({ stages: own, chosen: { stage_9f9f: 'rejected' } });
    expect(chosen.map.get('stage_9f9f')).toBe('rejected');
    expect(chosen.stages).toEqual([]);
  });

  it('adds a CSV’s names it cannot place, with the kind their name means, and maps those it can', () => {
    const csv = (names: string[], ours = false) =>
      planStages({
        fileStages: names.map((name) => ({ name, label: name, key: null, kind: null, hidden: null })),
        names,
        stages: DEFAULT_STAGES,
        json: false,
        ours,
        empty: true,
        chosen: {},
      });
    const other = csv(['Interviewing', 'Ghosted', 'Daydreaming', 'Take-home']);
    expect(other.replace).toBe(false);
    expect(other.map.get('interviewing')).toBe('product_discussion_culture_fit');
    expect(other.map.get('take-home')).toBe('whiteboarding_assignment');
    expect(other.stages.map(({ label, kind }) => [label, kind])).toEqual([
      ['Ghosted', 'closed'],
      ['Daydreaming', 'active'],
    ]);
    // Our own CSV's "Take-home" is the exporting account's stage, not another tracker's word for ours.
    expect(csv(['Take-home'], true).added).toEqual(['Take-home']);
  });

  it('names what the database would refuse: a long name, an unknown kind, too many stages, a name twice', () => {
    const bad = plan({
      empty: true,
      fileStages: [
        ...FILE.slice(0, 3),
        { name: 'stage_x', label: 'G'.repeat(41), key: 'stage_x', kind: 'closed', hidden: false },
        { name: 'stage_y', label: 'Ghosted', key: 'stage_y', kind: 'ghosted', hidden: false },
        { name: 'stage_z', label: 'saved', key: 'stage_z', kind: 'active', hidden: false },
        { name: 'Stage!', label: 'Odd', key: 'Stage!', kind: 'active', hidden: false },
      ],
    });
    expect(bad.problems).toEqual([
      `The stage name “${'G'.repeat(41)}” is longer than 40 characters.`,
      'The stage “Ghosted” has the kind “ghosted”, which is not one of active, rejected, offer and closed.',
      'The file names the stage “saved” twice.',
      'The stage “Odd” has the key “Stage!”, which is not a stage key.',
    ]);
    const many = Array.from({ length: 11 }, (_, i) => `Stage ${i}`);
    const tooMany = plan({
      fileStages: many.map((name) => ({ name, label: name, key: null, kind: 'active', hidden: false })),
      names: many,
    });
    expect(tooMany.problems).toEqual([
      'This file adds 11 stages to your 10; a board holds at most 20. Choose one of your stages for some of them.',
    ]);
  });
});

describe('fileStagesFromJson', () => {
  it('reads each stage object as written, trimmed, and leaves out what is not one or has no key', () => {
    expect(
      fileStagesFromJson({
        stages: [
          null,
          'applied',
          ['rejected'],
          { value: '  stage_0a0a ', label: ' Take-home ', kind: 'offer', hidden: true },
          { value: 'applied', label: 42, kind: 7, hidden: 'yes' },
          { value: '   ', label: 'Blank' },
        ],
      }),
    ).toEqual([
      { name: 'stage_0a0a', label: 'Take-home', key: 'stage_0a0a', kind: 'offer', hidden: true },
      { name: 'applied', label: '', key: 'applied', kind: null, hidden: null },
    ]);
    expect(fileStagesFromJson({ stages: { value: 'applied' } })).toEqual([]);
    expect(fileStagesFromJson({})).toEqual([]);
  });
});

describe('fileStagesFromCsv', () => {
  it('labels a name that is one of the user’s keys as theirs, keeps the others’ own words, and skips blanks', () => {
    const own: Stage[] = [
      ...DEFAULT_STAGES,
      { value: 'stage_1111', label: 'Take-home', kind: 'active', hidden: false },
    ];
    expect(
      fileStagesFromCsv(['stage_1111', '  Ghosted ', ' ', 'Applied'], new Map([['applied', 'applied']]), own),
    ).toEqual([
      { name: 'stage_1111', label: 'Take-home', key: null, kind: null, hidden: null },
      { name: '  Ghosted ', label: 'Ghosted', key: null, kind: null, hidden: null },
      { name: 'Applied', label: 'Applied', key: 'applied', kind: null, hidden: null },
    ]);
  });
});

describe('planStages at its limits', () => {
  const replacing = (fileStages: FileStage[]) => plan({ empty: true, fileStages, names: [] });
  it('takes a name of exactly 40 characters and a board of exactly 20 stages; one more of either is refused', () => {
    const stages = (count: number, label = (i: number) => `Stage ${i}`) =>
      json(Array.from({ length: count }, (_, i) => ({ key: `stage_${i}0`, label: label(i) })));
    expect(replacing(stages(20, (i) => `${'G'.repeat(38)}${String(i).padStart(2, '0')}`)).problems).toEqual([]);
    expect(replacing(stages(21)).problems).toEqual(['The file has 21 stages; a board holds at most 20.']);
    const nine = Array.from({ length: 10 }, (_, i) => `Stage ${i}`);
    const fits = plan({
      fileStages: nine.map((name) => ({ name, label: name, key: null, kind: 'active', hidden: false })),
      names: nine,
    });
    expect(fits.stages).toHaveLength(10);
    expect(fits.problems).toEqual([]);
  });

  it('needs an active stage among a file’s own, and refuses a name with a control character', () => {
    expect(replacing(json([{ key: 'stage_a0', label: 'Gone', kind: 'closed' }])).problems).toEqual([
      'The file’s stages need at least one active stage.',
    ]);
    expect(replacing(json([{ key: 'stage_a0', label: 'Line\nbreak' }])).problems).toEqual([
      'The stage name “Line\nbreak” holds a line break.',
    ]);
    expect(replacing(json([{ key: 'stage_a0', label: '' }])).problems).toEqual([
      'A stage of the file (stage_a0) has no name.',
    ]);
  });
});
