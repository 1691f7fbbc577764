// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES, type Stage } from '@/lib/applications/stages';
import type { ImportField } from './import-columns';
import { draftsFromCsv, draftsFromJson, type Draft } from './import-drafts';
import type { ImportSource } from './import-file';
import {
  fileStagesFromCsv,
  fileStagesFromJson,
  NEW_STAGE,
  planStages,
  stagePlanFor,
  type FileStage,
} from './import-stage-plan';

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

describe('planStages into an account with applications', () => {
  const ghosted = json([
    { key: 'stage_0a0a', label: 'Take-home' },
    { key: 'stage_9f9f', label: 'Ghosted', kind: 'closed' },
  ]);

  it('adds the stages it lacks in the file’s order, whatever order the applications name them in', () => {
    expect(plan({ fileStages: ghosted, names: ['stage_9f9f', 'stage_0a0a'] }).added).toEqual(['Take-home', 'Ghosted']);
  });

  it('asks only about a name it can neither place nor add, until the user chooses', () => {
    const asked = plan({ names: ['job_openings', 'stage_9f9f', 'stage_dead'] });
    // Ghosted is added as it was, Wishlist is the user's; the history's deleted stage is a guess.
    expect([...asked.unsure]).toEqual(['stage_dead']);
    expect(asked.map.get('stage_dead')).toBe('job_openings');
    const answered = plan({ names: ['job_openings', 'stage_9f9f', 'stage_dead'], chosen: { stage_dead: 'applied' } });
    expect([...answered.unsure]).toEqual([]);
    expect(answered.map.get('stage_dead')).toBe('applied');
  });

  it('takes a choice only when it can be made: a new stage for a name it can add, or one of the user’s', () => {
    // Wishlist is the user's own stage: it cannot be added again.
    const own = plan({ names: ['job_openings'], chosen: { job_openings: NEW_STAGE } });
    expect(own.map.get('job_openings')).toBe('job_openings');
    expect(own.stages).toEqual([]);
    // A stage the user no longer has is not a choice: Ghosted is added as without one.
    const gone = plan({ names: ['stage_9f9f'], chosen: { stage_9f9f: 'stage_gone' } });
    expect(gone.map.get('stage_9f9f')).toBe('stage_9f9f');
    expect(gone.added).toEqual(['Ghosted']);
  });

  it('adds another tracker’s name it could place when the user asks for a new stage, and keeps its guesses', () => {
    const csv = (names: string[], chosen: Record<string, string> = {}) =>
      planStages({
        fileStages: names.map((name) => ({ name, label: name, key: null, kind: null, hidden: null })),
        names,
        stages: DEFAULT_STAGES,
        json: false,
        ours: false,
        empty: false,
        chosen,
      });
    const placed = csv(['Interviewing', 'Daydreaming']);
    expect(placed.map.get('interviewing')).toBe('product_discussion_culture_fit');
    expect(placed.added).toEqual(['Daydreaming']);
    // Neither is asked about: one is placed for sure, the other added.
    expect([...placed.unsure]).toEqual([]);
    const asked = csv(['Interviewing'], { interviewing: NEW_STAGE });
    expect(asked.stages).toEqual([
      { key: asked.map.get('interviewing'), label: 'Interviewing', kind: 'active', hidden: false },
    ]);
    expect(asked.added).toEqual(['Interviewing']);
  });

  it('gives a new stage a key from its name: the same each time, the next one when that is taken', () => {
    const keyOf = (fileStages: FileStage[], stages: readonly Stage[] = DEFAULT_STAGES) =>
      plan({ fileStages, names: fileStages.map((stage) => stage.name), stages }).stages.map((stage) => stage.key);
    const named = (key: string | null) => [{ name: 'Ghosted', label: 'Ghosted', key, kind: 'closed', hidden: false }];
    // Keys are pinned: a file imported again later names the same stages by the same keys.
    expect(keyOf(named(null))).toEqual(['stage_556f29d10000']);
    // A key our export could not have written is not kept.
    expect(keyOf(named('Stage!'))).toEqual(['stage_556f29d10000']);
    const taken: Stage = { value: 'stage_556f29d10000', label: 'No reply', kind: 'closed', hidden: false };
    expect(keyOf(named(null), [...DEFAULT_STAGES, taken])).toEqual(['stage_556f29d20001']);
  });
});

describe('planStages replacing an empty account’s stages', () => {
  it('does not replace them with a file that lists none, and shows a stage without a visibility', () => {
    const none = plan({ empty: true, fileStages: [], names: [] });
    expect(none.replace).toBe(false);
    expect(none.problems).toEqual([]);
    const shown = plan({
      empty: true,
      fileStages: [{ name: 'stage_a0', label: 'Saved', key: 'stage_a0', kind: null, hidden: null }],
      names: [],
    });
    expect(shown.stages).toEqual([{ key: 'stage_a0', label: 'Saved', kind: 'active', hidden: false }]);
  });
});

describe('stagePlanFor', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');
  const forFile = (source: ImportSource, drafts: Draft[], mapping: ImportField[] = [], none = false) =>
    stagePlanFor({ source, drafts, mapping, stages: DEFAULT_STAGES, none, chosen: {} });

  it('makes our JSON’s own list of stages an empty account’s', () => {
    const data = {
      format: 'job-tracker-export',
      version: 1,
      stages: [
        { value: 'job_openings', label: 'Saved', kind: 'active', hidden: false },
        { value: 'stage_9f9f', label: 'Ghosted', kind: 'closed', hidden: false },
      ],
      applications: [{ company: 'Figma', position: 'Designer', status: 'stage_9f9f' }],
    };
    const { plan, names, fileStages } = forFile(
      { kind: 'json', fileName: 'export.json', data },
      draftsFromJson(data, now),
      [],
      true,
    );
    expect(names).toEqual(['stage_9f9f']);
    expect(fileStages.map((stage) => stage.label)).toEqual(['Saved', 'Ghosted']);
    expect(plan.replace).toBe(true);
    expect(plan.stages.map((stage) => stage.key)).toEqual(['job_openings', 'stage_9f9f']);
  });

  it('reads a CSV’s stages from its “Reached …” columns first, then its rows', () => {
    const mapping: ImportField[] = ['company', 'position', 'stage', 'reached:Screening'];
    const rows = [['Figma', 'Designer', 'Daydreaming', '2026-05-01']];
    const source: ImportSource = { kind: 'csv', fileName: 'sheet.csv', headers: [], rows };
    const { fileStages } = forFile(source, draftsFromCsv(rows, mapping, DEFAULT_STAGES, now), mapping);
    expect(fileStages.map((stage) => stage.name)).toEqual(['Screening', 'Daydreaming']);
  });

  it('adds our CSV’s own stage by the key its “Status” column gives, and places another tracker’s name', () => {
    const rows = [['Figma', 'Designer', 'Take-home', 'stage_0a0a']];
    const source: ImportSource = { kind: 'csv', fileName: 'sheet.csv', headers: [], rows };
    const planOf = (mapping: ImportField[]) =>
      forFile(source, draftsFromCsv(rows, mapping, DEFAULT_STAGES, now), mapping).plan;
    const ours = planOf(['company', 'position', 'stage', 'stageKey']);
    expect(ours.stages).toEqual([{ key: 'stage_0a0a', label: 'Take-home', kind: 'active', hidden: false }]);
    const other = planOf(['company', 'position', 'stage', 'ignore']);
    expect(other.stages).toEqual([]);
    expect(other.map.get('take-home')).toBe('whiteboarding_assignment');
  });
});
