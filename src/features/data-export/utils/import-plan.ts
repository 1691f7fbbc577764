import type { ImportApplicationPayload, ImportMerge, ImportNewApplication } from '@job-tracker/supabase-client';
import { companyKey } from '@/lib/applications/application';
import type { Draft } from './import-drafts';
import { stageKey } from './import-stages';

/** What is already on the board, for finding duplicates. */
export interface ExistingApplication {
  id: string;
  company: string;
  position: string;
}

export type DuplicateChoice = 'skip' | 'merge';

/** Where a draft's duplicate is: on the board already, or an earlier row of the same file. */
export type Duplicate = { on: 'board'; id: string } | { on: 'file'; index: number };

/** Same company (by the normalised key the board uses) and same position, whatever the case and spacing. */
export function duplicateKey(company: string, position: string): string {
  return `${companyKey(company.trim())}\u0000${position.trim().toLowerCase().replace(/\s+/g, ' ')}`;
}

/** For each draft, the application or earlier row it repeats, if any. */
export function findDuplicates(
  drafts: readonly Draft[],
  existing: readonly ExistingApplication[],
): (Duplicate | null)[] {
  const board = new Map<string, string>();
  for (const app of existing) board.set(duplicateKey(app.company, app.position), app.id);
  const seen = new Map<string, number>();
  return drafts.map((draft, index) => {
    if (draft.errors.length > 0) return null;
    const key = duplicateKey(draft.fields.company, draft.fields.position);
    const id = board.get(key);
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, index);
    if (earlier !== undefined) return { on: 'file', index: earlier };
    return id ? { on: 'board', id } : null;
  });
}

export interface ImportPlan {
  payload: ImportApplicationPayload[];
  /** The file's name for the row each payload entry comes from ("Row 4", "Application 2"). */
  rows: string[];
  added: number;
  /** Rows merged into an application on the board or into an earlier row of the file. */
  merged: number;
  skipped: number;
  /** Rows left out for their errors (only when the user chose to leave them out). */
  leftOut: number;
}

const textFields = ['source_url', 'location', 'job_description'] as const;

/** `into` with the blanks filled from `from` and `from`'s notes added below its own. */
function mergeDrafts(into: ImportNewApplication, from: ImportNewApplication): ImportNewApplication {
  const merged = { ...into };
  for (const field of textFields) if (!merged[field]) merged[field] = from[field] ?? '';
  merged.work_mode ??= from.work_mode ?? null;
  if (merged.salary_min == null && merged.salary_max == null && (from.salary_min != null || from.salary_max != null)) {
    // A salary comes whole: its amounts with their currency and period.
    merged.salary_min = from.salary_min ?? null;
    merged.salary_max = from.salary_max ?? null;
    if (from.salary_currency) merged.salary_currency = from.salary_currency;
    if (from.salary_period) merged.salary_period = from.salary_period;
  }
  merged.follow_up_on ??= from.follow_up_on ?? null;
  const notes = from.notes ?? '';
  if (notes && !(merged.notes ?? '').includes(notes))
    merged.notes = merged.notes ? `${merged.notes}\n\n${notes}` : notes;
  merged.events = [...(merged.events ?? []), ...(from.events ?? [])];
  return merged;
}

function toMerge(id: string, app: ImportNewApplication): ImportMerge {
  return {
    merge_into: id,
    source_url: app.source_url ?? '',
    location: app.location ?? '',
    work_mode: app.work_mode ?? null,
    salary_min: app.salary_min ?? null,
    salary_max: app.salary_max ?? null,
    ...(app.salary_currency ? { salary_currency: app.salary_currency } : {}),
    ...(app.salary_period ? { salary_period: app.salary_period } : {}),
    job_description: app.job_description ?? '',
    notes: app.notes ?? '',
    follow_up_on: app.follow_up_on ?? null,
    events: app.events ?? [],
  };
}

/**
 * A draft as the import function takes it: its stages mapped to the user's (the file's names through
 * `stageMap`), a stage change that maps to the stage before it dropped, and the history ending in the
 * application's stage.
 */
export function toNewApplication(draft: Draft, stageMap: ReadonlyMap<string, string>): ImportNewApplication {
  const map = (name: string) => stageMap.get(stageKey(name)) ?? name;
  const status = map(draft.stage);
  const history: ImportNewApplication['history'] = [];
  for (const entry of draft.history) {
    const stage = map(entry.stage);
    if (history.at(-1)?.status === stage) continue;
    history.push({
      status: stage,
      from_status: history.length === 0 ? null : entry.from === null ? null : map(entry.from),
      changed_at: entry.at,
    });
  }
  const last = history.at(-1)!;
  if (last.status !== status) history.push({ status, from_status: last.status, changed_at: last.changed_at });
  return { ...draft.fields, status, history, events: draft.events };
}

/**
 * What an import sends: every row without errors (rows with errors only when the user leaves them out;
 * otherwise the import cannot start), duplicates of an earlier row or of the board skipped or merged.
 */
export function planImport(
  drafts: readonly Draft[],
  options: {
    stageMap: ReadonlyMap<string, string>;
    duplicates: readonly (Duplicate | null)[];
    choice: DuplicateChoice;
  },
): ImportPlan {
  const fresh: (ImportNewApplication | null)[] = [];
  const boardOf: (string | null)[] = [];
  let skipped = 0;
  let leftOut = 0;
  let combined = 0;
  drafts.forEach((draft, index) => {
    fresh.push(null);
    boardOf.push(null);
    if (draft.errors.length > 0) {
      leftOut += 1;
      return;
    }
    const duplicate = options.duplicates[index];
    const app = toNewApplication(draft, options.stageMap);
    if (duplicate && options.choice === 'skip') {
      skipped += 1;
      return;
    }
    if (duplicate?.on === 'file') {
      // The first row with this company and position takes this one's details.
      fresh[duplicate.index] = mergeDrafts(fresh[duplicate.index]!, app);
      combined += 1;
      return;
    }
    fresh[index] = app;
    if (duplicate?.on === 'board') boardOf[index] = duplicate.id;
  });
  const payload: ImportApplicationPayload[] = [];
  const rows: string[] = [];
  let added = 0;
  let merged = combined;
  fresh.forEach((app, index) => {
    if (!app) return;
    const into = boardOf[index];
    rows.push(drafts[index]!.label);
    if (into) {
      payload.push(toMerge(into, app));
      merged += 1;
    } else {
      payload.push(app);
      added += 1;
    }
  });
  return { payload, rows, added, merged, skipped, leftOut };
}
