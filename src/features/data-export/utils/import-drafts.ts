import type { EventKind, ImportEvent, ImportNewApplication } from '@job-tracker/supabase-client';
import type { SalaryPeriod } from '@/lib/applications/application';
import { DETAIL_LIMITS, SALARY_PERIODS } from '@/lib/applications/details';
import type { Stage } from '@/lib/applications/stages';
import { fieldLabel, type ImportField } from './import-columns';
import { readEvents, readPeople, readPortfolioLinks } from './import-lists';
import { stageKey } from './import-stages';
import { readAmount, readCurrency, readPeriod, readSalary } from './import-salary';
import { readDate, readPastDate, type ColumnOrder } from './import-dates';
import { readSource, readText, readUrl, readWorkMode, type Read } from './import-values';

/** One stage change as the file names it; `stage` is the file's own name, mapped to ours later. */
export interface DraftStage {
  stage: string;
  from: string | null;
  at: string;
}

/** One application read from a file, before its stages are mapped and duplicates decided. */
export interface Draft {
  /** "Row 2" (as a spreadsheet numbers it, the header being row 1) or "Application 1" (JSON). */
  label: string;
  errors: string[];
  fields: Omit<ImportNewApplication, 'status' | 'history' | 'events'>;
  /** The file's name for the current stage. */
  stage: string;
  /** The key our CSV export wrote beside that name (its "Status" column), if the file has one. */
  stageKeyInFile?: string;
  /** Oldest first; the last entry is the current stage. */
  history: DraftStage[];
  events: ImportEvent[];
}

/** True when a "Reached …" column's stage is not the row's current stage (by name, value or label). */
function isOtherStage(reached: string, current: string, stages: readonly Stage[]): boolean {
  if (stageKey(reached) === stageKey(current)) return false;
  const value = stages.find((stage) => stage.value === current || stageKey(stage.label) === stageKey(current))?.value;
  return reached !== (value ?? current);
}

const TEXT_LIMITS: Partial<Record<ImportField, number>> = {
  company: 200,
  position: 200,
  location: DETAIL_LIMITS.location,
  notes: DETAIL_LIMITS.notes,
  jobDescription: DETAIL_LIMITS.jobDescription,
};

// Long texts keep their spaces and blank lines as written (the app stores notes untrimmed); our export's
// apostrophe before a formula-like cell comes off.
const KEEP_SPACES = new Set<ImportField>(['notes', 'jobDescription']);
const keptAsWritten = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

const DATE_FIELDS: readonly ImportField[] = ['appliedDate', 'stageSince', 'lastUpdated', 'followUpOn'];

/** The columns of a mapping that hold dates: the file's date order is found from these. */
export function dateColumns(mapping: readonly ImportField[]): number[] {
  return mapping.flatMap((field, column) =>
    DATE_FIELDS.includes(field) || field.startsWith('reached:') ? [column] : [],
  );
}

/**
 * The applications of a CSV under a column mapping, each with the errors that keep it out. `orders` says
 * how each date column writes 03/11/2026 (see import-dates); without it, only dates that tell by
 * themselves are read.
 */
export function draftsFromCsv(
  rows: readonly string[][],
  mapping: readonly ImportField[],
  stages: readonly Stage[],
  now: Date,
  orders: ReadonlyMap<number, ColumnOrder> = new Map(),
): Draft[] {
  const orderOf = (field: ImportField) => orders.get(mapping.indexOf(field));
  return rows.map((cells, index) => {
    const errors: string[] = [];
    const text = new Map<ImportField, string>();
    const reached: { stage: string; at: Date }[] = [];
    mapping.forEach((field, column) => {
      if (field === 'ignore') return;
      const read = readText(cells[column]);
      const label = fieldLabel(field, stages);
      if (!read.ok) return errors.push(`${label}: ${read.error}`);
      const value = KEEP_SPACES.has(field) ? keptAsWritten(cells[column] ?? '') : read.value;
      const limit = TEXT_LIMITS[field];
      if (limit && value.length > limit)
        errors.push(`${label} is longer than ${limit.toLocaleString('en-US')} characters.`);
      text.set(field, value);
    });
    if (cells.slice(mapping.length).some((cell) => cell.trim() !== ''))
      errors.push(`This row has ${cells.length} cells, more than the ${mapping.length} columns of the header.`);
    const get = (field: ImportField) => text.get(field) ?? '';
    const take = <T>(field: ImportField, read: Read<T>, fallback: T): T => {
      if (read.ok) return read.value;
      errors.push(`${fieldLabel(field, stages)}: ${read.error}`);
      return fallback;
    };

    // A column nobody chose yet is said once, above the rows, not in every row.
    if (get('company') === '' && mapping.includes('company')) errors.push('Company is missing.');
    if (get('position') === '' && mapping.includes('position')) errors.push('Position is missing.');
    for (const field of mapping) {
      if (!field.startsWith('reached:') || get(field) === '') continue;
      const at = take(field, readPastDate(get(field), now, orderOf(field)), null);
      if (at) reached.push({ stage: field.slice('reached:'.length), at });
    }
    const applied = take('appliedDate', readPastDate(get('appliedDate'), now, orderOf('appliedDate')), null);
    const since = take('stageSince', readPastDate(get('stageSince'), now, orderOf('stageSince')), null);
    const updated = take('lastUpdated', readPastDate(get('lastUpdated'), now, orderOf('lastUpdated')), null);
    const salary = take('salary', readSalary(get('salary')), { min: null, max: null, currency: null, period: null });
    const min = take('salaryMin', readAmount(get('salaryMin')), null) ?? salary.min;
    const max = take('salaryMax', readAmount(get('salaryMax')), null) ?? salary.max;
    if (min !== null && max !== null && min > max) errors.push('Salary max is below Salary min.');
    const currency = take('salaryCurrency', readCurrency(get('salaryCurrency')), null) ?? salary.currency;
    const period = take('salaryPeriod', readPeriod(get('salaryPeriod')), null) ?? salary.period;
    if (salary.period && period !== salary.period)
      errors.push(`The salary says it is paid per ${salary.period}, its period column says per ${period}.`);
    if (salary.currency && currency !== salary.currency)
      errors.push(`The salary is in ${salary.currency}, its currency column says ${currency}.`);
    const followUp = take('followUpOn', readDate(get('followUpOn'), orderOf('followUpOn')), null);

    const stage = get('stage');
    // The history: the dates each stage was reached (our export's "Reached …" columns), oldest first,
    // ending in the current stage; without them, the current stage since it was entered or applied for.
    const steps = reached.sort((a, b) => a.at.getTime() - b.at.getTime());
    const start = since ?? applied ?? steps.at(-1)?.at ?? now;
    if (steps.length === 0 || isOtherStage(steps.at(-1)!.stage, stage, stages))
      steps.push({ stage, at: new Date(Math.max(start.getTime(), steps.at(-1)?.at.getTime() ?? 0)) });
    const history = steps.map((step, i) => ({
      stage: step.stage,
      from: i === 0 ? null : steps[i - 1]!.stage,
      at: step.at.toISOString(),
    }));

    const workMode = take('workMode', readWorkMode(get('workMode')), null);
    const people = take('people', readPeople(get('people')), []);
    const portfolioLinks = take('portfolioLinks', readPortfolioLinks(get('portfolioLinks')), []);
    const events = take('events', readEvents(get('events')), []);
    // In its stage since the row says, unless that is before the history reached it.
    const inStage = new Date(Math.max(since?.getTime() ?? 0, Date.parse(history.at(-1)!.at))).toISOString();
    return {
      label: `Row ${index + 2}`,
      errors,
      stage,
      ...(get('stageKey') ? { stageKeyInFile: get('stageKey') } : {}),
      history,
      events,
      fields: {
        company: get('company'),
        position: get('position'),
        source: readSource(get('source')),
        source_url: take('url', readUrl(get('url')), ''),
        applied_date: (applied ?? new Date(history[0]!.at)).toISOString(),
        status_changed_at: inStage,
        last_updated: (updated ?? new Date(history.at(-1)!.at)).toISOString(),
        location: get('location'),
        work_mode: workMode,
        salary_min: min,
        salary_max: max,
        ...(currency ? { salary_currency: currency } : {}),
        ...(period ? { salary_period: period } : {}),
        notes: get('notes'),
        job_description: get('jobDescription'),
        follow_up_on: followUp ? followUp.toLocaleDateString('en-CA') : null,
        people,
        portfolio_links: portfolioLinks,
      },
    };
  });
}

const EVENT_KINDS: readonly EventKind[] = ['call', 'interview', 'portfolio_presentation', 'whiteboard', 'other'];

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const string = (value: unknown) => (typeof value === 'string' ? value : '');

/** Why a JSON file is not one of our exports, or null when it is. */
export function jsonFileProblem(data: unknown): string | null {
  if (!isObject(data) || data.format !== 'job-tracker-export')
    return 'This JSON file is not an export of the job tracker. Import a file saved with Export → JSON, or a CSV.';
  if (data.version !== 1)
    return `This export has version ${String(data.version)}, which this tracker cannot read yet. Update the page and try again.`;
  if (!Array.isArray(data.applications)) return 'This export has no list of applications.';
  if (data.applications.length === 0) return 'This export holds no applications.';
  return null;
}

/** The applications of our JSON export, kept as they were: details, people, links, history and events. */
export function draftsFromJson(data: JsonObject, now: Date): Draft[] {
  const applications = data.applications as unknown[];
  return applications.map((item, index) => {
    const errors: string[] = [];
    const app = isObject(item) ? item : {};
    if (!isObject(item)) errors.push('This entry is not an application.');
    const company = string(app.company).trim();
    const position = string(app.position).trim();
    if (company === '') errors.push('Company is missing.');
    else if (company.length > 200) errors.push('Company is longer than 200 characters.');
    if (position === '') errors.push('Position is missing.');
    else if (position.length > 200) errors.push('Position is longer than 200 characters.');
    const time = (value: unknown, what: string): string | undefined => {
      if (value === undefined || value === null) return undefined;
      const date = new Date(string(value));
      if (string(value) === '' || Number.isNaN(date.getTime())) {
        errors.push(`${what}: “${String(value)}” is not a date.`);
        return undefined;
      }
      if (date.getTime() > now.getTime() + 5 * 60_000 && what === 'Applied date')
        errors.push(`${what}: ${string(value)} is in the future.`);
      return string(value);
    };
    const history = (Array.isArray(app.history) ? app.history : []).filter(isObject).map((entry) => ({
      stage: string(entry.status),
      from: typeof entry.from_status === 'string' ? entry.from_status : null,
      at: time(entry.changed_at, 'Stage history') ?? '',
    }));
    const stage = string(app.status);
    if (history.length === 0)
      history.push({ stage, from: null, at: time(app.status_changed_at, 'In stage since') ?? now.toISOString() });
    if (history.at(-1)!.stage !== stage)
      errors.push('The last entry of its stage history is not its stage; the file was changed after the export.');
    if (history.length > 200) errors.push('It has more than 200 stage changes; an import takes 200.');
    const events = (Array.isArray(app.events) ? app.events : []).filter(isObject).map((event) => {
      const kind = string(event.kind) as EventKind;
      if (!EVENT_KINDS.includes(kind)) errors.push(`An event has the unknown kind “${string(event.kind)}”.`);
      return {
        kind,
        starts_at: time(event.starts_at, 'Event') ?? '',
        note: string(event.note),
        ...(typeof event.created_at === 'string' ? { created_at: event.created_at } : {}),
      };
    });
    if (events.length > 200) errors.push('It has more than 200 events; an import takes 200.');
    const notes = string(app.notes);
    if (notes.length > DETAIL_LIMITS.notes) errors.push('Notes are longer than 20,000 characters.');
    if (app.salary_period !== undefined && !SALARY_PERIODS.includes(app.salary_period as SalaryPeriod))
      errors.push(`Salary period: “${String(app.salary_period)}” is not one of hour, day, week, month or year.`);
    const url = string(app.source_url);
    if (url !== '' && !readUrl(url).ok) errors.push(`Job link: “${url}” must start with http:// or https://.`);
    return {
      label: `Application ${index + 1}`,
      errors,
      stage,
      history,
      events,
      fields: {
        company,
        position,
        source: (string(app.source) || undefined) as ImportNewApplication['source'],
        source_url: url,
        applied_date: time(app.applied_date, 'Applied date'),
        last_updated: time(app.last_updated, 'Last updated'),
        status_changed_at: time(app.status_changed_at, 'In stage since'),
        location: string(app.location),
        work_mode: (app.work_mode ?? null) as ImportNewApplication['work_mode'],
        salary_min: typeof app.salary_min === 'number' ? app.salary_min : null,
        salary_max: typeof app.salary_max === 'number' ? app.salary_max : null,
        ...(typeof app.salary_currency === 'string' ? { salary_currency: app.salary_currency } : {}),
        ...(typeof app.salary_period === 'string'
          ? { salary_period: app.salary_period as ImportNewApplication['salary_period'] }
          : {}),
        job_description: string(app.job_description),
        notes,
        people: Array.isArray(app.people) ? (app.people as ImportNewApplication['people']) : [],
        portfolio_links: Array.isArray(app.portfolio_links)
          ? (app.portfolio_links as ImportNewApplication['portfolio_links'])
          : [],
        follow_up_on: typeof app.follow_up_on === 'string' ? app.follow_up_on : null,
        ...(typeof app.order_key === 'string' ? { order_key: app.order_key } : {}),
        ...(typeof app.user_name === 'string' ? { user_name: app.user_name } : {}),
      },
    };
  });
}
