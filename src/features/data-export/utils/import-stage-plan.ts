import type { ImportStage } from '@job-tracker/supabase-client';
import { DEFAULT_STAGES, MAX_STAGES, STAGE_LABEL_MAX, type Stage, type StageKind } from '@/lib/applications/stages';
import type { ImportField } from './import-columns';
import type { Draft } from './import-drafts';
import type { ImportSource } from './import-file';
import { distinctStageNames, guessStage, stageKey, synonymKind } from './import-stages';

/**
 * A stage as a file describes it. `name` is what the file's applications call it: the key in our JSON, the
 * name in a CSV. Our JSON gives everything; a CSV its name, and the key when it is our export's.
 */
export interface FileStage {
  name: string;
  label: string;
  key: string | null;
  kind: string | null;
  hidden: boolean | null;
}

/** The choice that adds the file's stage to the user's (no stage key starts with "+"). */
export const NEW_STAGE = '+new';

const KINDS: readonly string[] = ['active', 'rejected', 'offer', 'closed'];
const KEY = /^[a-z][a-z0-9_]{1,62}$/;

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Our JSON export's stages, in the exporting board's order. */
export function fileStagesFromJson(data: JsonObject): FileStage[] {
  const stages = Array.isArray(data.stages) ? data.stages.filter(isObject) : [];
  return stages
    .map((stage) => ({
      name: text(stage.value).trim(),
      label: text(stage.label).trim(),
      key: text(stage.value).trim() || null,
      kind: typeof stage.kind === 'string' ? stage.kind : null,
      hidden: typeof stage.hidden === 'boolean' ? stage.hidden : null,
    }))
    .filter((stage) => stage.name !== '');
}

/**
 * A CSV's stages by the names it uses: first those of its "Reached …" columns (our export writes them in the
 * board's order), then the others as the rows name them; with the key our export's "Status" gives a name.
 * A name that is one of the user's keys (a "Reached …" column of their stage) is labelled as theirs.
 */
export function fileStagesFromCsv(
  names: readonly string[],
  keys: ReadonlyMap<string, string>,
  stages: readonly Stage[],
): FileStage[] {
  return names
    .filter((name) => name.trim() !== '')
    .map((name) => ({
      name,
      label: stages.find((stage) => stage.value === name)?.label ?? name.trim(),
      key: keys.get(stageKey(name)) ?? null,
      kind: null,
      hidden: null,
    }));
}

/** What becomes of the file's stages, and of the user's. */
export interface StagePlan {
  /** The user has no applications: the file's stages (our JSON's) become theirs, as they are. */
  replace: boolean;
  /** Replacing changes the user's stages (a name, kind, place or visibility), not only sets them again. */
  changesLayout: boolean;
  /** Each name of the file (by stageKey) to the key of the stage it goes to. */
  map: Map<string, string>;
  /** Each name's choice as the preview shows it: one of the options' values (NEW_STAGE, or a stage's key). */
  choice: Map<string, string>;
  /** What the import creates: the new stages (or, replacing, all of them), in the file's order. */
  stages: ImportStage[];
  /** Names of the stages the import adds, and of the user's that it removes (replacing only). */
  added: string[];
  removed: string[];
  /** The stages a name can go to: NEW_STAGE when it can be added, then the user's (or the file's). */
  options: Map<string, { value: string; label: string }[]>;
  /** Names whose stage is only a guess: the preview asks the user to check it. */
  unsure: Set<string>;
  /** Why the stages cannot be imported as they are (the import waits until there are none). */
  problems: string[];
}

/** A stage's checks, as the database makes them: a sentence for the first that fails. */
function stageProblem(stage: FileStage): string | null {
  if (stage.label === '') return `A stage of the file (${stage.name}) has no name.`;
  if (stage.label.length > STAGE_LABEL_MAX)
    return `The stage name “${stage.label}” is longer than ${STAGE_LABEL_MAX} characters.`;
  if (/\p{Cc}/u.test(stage.label)) return `The stage name “${stage.label}” holds a line break.`;
  if (stage.kind !== null && !KINDS.includes(stage.kind))
    return `The stage “${stage.label}” has the kind “${stage.kind}”, which is not one of active, rejected, offer and closed.`;
  return null;
}

/** `stage_` and 12 hex digits from the name, so one file gives one key each time; the next when taken. */
function newKey(label: string, taken: ReadonlySet<string>): string {
  let hash = 0x811c9dc5;
  for (const char of stageKey(label)) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  for (let n = 0; ; n += 1) {
    const key = `stage_${(hash + n).toString(16).padStart(8, '0')}${n.toString(16).padStart(4, '0')}`;
    if (!taken.has(key)) return key;
  }
}

/**
 * The stage each of the file's names goes to, and the stages the import creates. Into an account with no
 * applications, our JSON's stages become the user's exactly (names, kinds, order, visibility, keys).
 * Otherwise the user's stages stay as they are; a name goes to their stage of that key or name, else (our
 * JSON's stage, or a CSV's name we cannot place) to a new stage added after theirs, else to the stage its
 * other tracker's name means. `chosen` holds the user's own choices by stageKey(name).
 */
export function planStages(input: {
  fileStages: readonly FileStage[];
  /** Every name the file's applications use, current stages and history. */
  names: readonly string[];
  stages: readonly Stage[];
  /** The file is our JSON export (its stages are complete), and the account has no applications. */
  json: boolean;
  /** The file is one of our exports (our JSON, or our CSV with its stage keys). */
  ours: boolean;
  empty: boolean;
  chosen: Readonly<Record<string, string>>;
}): StagePlan {
  const { fileStages, names, stages, json, chosen } = input;
  const byName = new Map(fileStages.map((stage) => [stageKey(stage.name), stage]));
  const plan: StagePlan = {
    replace: json && input.empty && fileStages.length > 0,
    changesLayout: false,
    map: new Map(),
    choice: new Map(),
    stages: [],
    added: [],
    removed: [],
    options: new Map(),
    unsure: new Set(),
    problems: [],
  };

  if (plan.replace) {
    const labels = new Set<string>();
    for (const stage of fileStages) {
      const problem = stageProblem(stage);
      if (problem) plan.problems.push(problem);
      if (!KEY.test(stage.key!))
        plan.problems.push(`The stage “${stage.label}” has the key “${stage.key}”, which is not a stage key.`);
      if (labels.has(stageKey(stage.label))) plan.problems.push(`The file names the stage “${stage.label}” twice.`);
      labels.add(stageKey(stage.label));
    }
    if (fileStages.length > MAX_STAGES)
      plan.problems.push(`The file has ${fileStages.length} stages; a board holds at most ${MAX_STAGES}.`);
    if (!fileStages.some((stage) => stage.kind === 'active'))
      plan.problems.push('The file’s stages need at least one active stage.');
    const target: Stage[] = fileStages.map((stage) => ({
      value: stage.key!,
      label: stage.label,
      kind: (stage.kind ?? 'active') as StageKind,
      hidden: stage.hidden ?? false,
    }));
    plan.stages = target.map((stage) => ({
      key: stage.value,
      label: stage.label,
      kind: stage.kind,
      hidden: stage.hidden,
    }));
    plan.added = target.filter((stage) => !stages.some((own) => own.value === stage.value)).map((stage) => stage.label);
    plan.removed = stages.filter((own) => !target.some((stage) => stage.value === own.value)).map((own) => own.label);
    plan.changesLayout =
      JSON.stringify(target) !==
      JSON.stringify(stages.map(({ value, label, kind, hidden }) => ({ value, label, kind, hidden })));
    const options = target.map((stage) => ({ value: stage.value, label: stage.label }));
    for (const name of names) {
      const key = stageKey(name);
      // A name the file's list lacks (a stage deleted in the exporting account that its history names).
      const guess = byName.has(key) ? { value: byName.get(key)!.key!, unsure: false } : guessStage(name, target);
      const value = options.some((option) => option.value === chosen[key]) ? chosen[key]! : guess.value;
      plan.map.set(key, value);
      plan.choice.set(key, value);
      plan.options.set(key, options);
      if (guess.unsure && chosen[key] === undefined) plan.unsure.add(key);
    }
    return plan;
  }

  const own = stages.map((stage) => ({ value: stage.value, label: stage.label }));
  const taken = new Set(stages.map((stage) => stage.value));
  // New stages go after the user's in the file's order.
  const rank = (name: string) => {
    const index = fileStages.findIndex((stage) => stageKey(stage.name) === stageKey(name));
    return index < 0 ? fileStages.length : index;
  };
  for (const name of [...names].sort((a, b) => rank(a) - rank(b))) {
    const key = stageKey(name);
    const file = byName.get(key);
    const label = file?.label ?? (json ? '' : name.trim());
    const mine =
      stages.find((stage) => file?.key != null && stage.value === file.key) ??
      stages.find((stage) => stage.value === name.trim()) ??
      stages.find((stage) => label !== '' && stageKey(stage.label) === stageKey(label));
    const creatable = !mine && label !== '';
    const guess = guessStage(name, stages, file?.label);
    // Our export's own stage (our JSON's, or our CSV's: its "Status" column gives it away) is added as it
    // was; another tracker's name only when we cannot place it.
    const added = creatable && (input.ours || guess.unsure);
    const fallback = mine ? mine.value : added ? NEW_STAGE : guess.value;
    const choice = chosen[key];
    const value =
      choice !== undefined && ((choice === NEW_STAGE && creatable) || taken.has(choice)) ? choice : fallback;
    plan.options.set(key, creatable ? [{ value: NEW_STAGE, label: `New stage “${label}”` }, ...own] : own);
    if (!mine && !creatable && guess.unsure && choice === undefined) plan.unsure.add(key);
    plan.choice.set(key, value);
    if (value !== NEW_STAGE) {
      plan.map.set(key, value);
      continue;
    }
    const stage: FileStage = file ?? { name, label, key: null, kind: null, hidden: null };
    const problem = stageProblem({ ...stage, label });
    if (problem) plan.problems.push(`${problem} Choose one of your stages for it.`);
    if (plan.stages.some((other) => stageKey(other.label) === stageKey(label)))
      plan.problems.push(`The file names the stage “${label}” twice. Choose one of your stages for one of them.`);
    const fileKey = stage.key !== null && KEY.test(stage.key) && !taken.has(stage.key) ? stage.key : null;
    const created: ImportStage = {
      key: fileKey ?? newKey(label, taken),
      label,
      kind: (stage.kind ??
        DEFAULT_STAGES.find((known) => known.value === stage.key)?.kind ??
        synonymKind(label) ??
        'active') as StageKind,
      hidden: stage.hidden ?? false,
    };
    taken.add(created.key);
    plan.map.set(key, created.key);
    plan.stages.push(created);
    plan.added.push(label);
  }
  if (stages.length + plan.stages.length > MAX_STAGES)
    plan.problems.push(
      `This file adds ${plan.stages.length} stages to your ${stages.length}; a board holds at most ${MAX_STAGES}. Choose one of your stages for some of them.`,
    );
  return plan;
}

/**
 * The preview's stages for a file: every name its applications use, the file's stages (our JSON's list,
 * or a CSV's names in its "Reached …" columns' order, with our export's keys) and the plan for them.
 */
export function stagePlanFor(input: {
  source: ImportSource;
  drafts: readonly Draft[];
  mapping: readonly ImportField[];
  stages: readonly Stage[];
  /** The account has no applications at all, the trash included. */
  none: boolean;
  chosen: Readonly<Record<string, string>>;
}): { plan: StagePlan; names: string[]; fileStages: FileStage[] } {
  const { source, drafts, mapping, stages } = input;
  const names = distinctStageNames(
    drafts.flatMap((draft) => [draft.stage, ...draft.history.map((entry) => entry.stage)]),
  );
  let fileStages: FileStage[];
  if (source.kind === 'json') {
    fileStages = fileStagesFromJson(source.data as JsonObject);
  } else {
    const reached = mapping
      .filter((field) => field.startsWith('reached:'))
      .map((field) => field.slice('reached:'.length));
    const keys = new Map<string, string>();
    for (const draft of drafts) if (draft.stageKeyInFile) keys.set(stageKey(draft.stage), draft.stageKeyInFile);
    fileStages = fileStagesFromCsv(distinctStageNames([...reached, ...names]), keys, stages);
  }
  const plan = planStages({
    fileStages,
    names,
    stages,
    json: source.kind === 'json',
    ours: source.kind === 'json' || mapping.includes('stageKey'),
    empty: input.none,
    chosen: input.chosen,
  });
  return { plan, names, fileStages };
}
