import Papa from 'papaparse';
import { DEFAULT_STAGES, stageLabel, type Stage } from '@/lib/applications/stages';
import { sourceLabel } from '@/lib/applications/statuses';
import type { ExportApplication } from '../api/get-export-data';

/** Bumped whenever the JSON's shape changes, so an import can tell which shape it reads. */
export const EXPORT_FORMAT = 'job-tracker-export';
export const EXPORT_VERSION = 1;

export interface JsonExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  stages: Stage[];
  applications: ExportApplication[];
}

/** `job-applications-2026-11-22.csv`: the day of the export, in the user's own calendar. */
export function exportFileName(kind: 'csv' | 'json', at: Date): string {
  const day = [at.getFullYear(), at.getMonth() + 1, at.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  return `job-applications-${day}.${kind}`;
}

/**
 * Everything, as stored (timestamps as the API gives them, ISO 8601), with the user's stages in their
 * order (value = what an application's status holds) and a version.
 */
export function toJsonExport(
  applications: readonly ExportApplication[],
  at: Date,
  stages: readonly Stage[] = DEFAULT_STAGES,
): string {
  const file: JsonExport = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: at.toISOString(),
    stages: stages.map((stage) => ({ ...stage })),
    applications: [...applications],
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A timestamp as ISO 8601 in UTC (`2026-11-22T09:30:00.000Z`), or '' when there is none. */
function isoTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** When the application first reached each stage, from its history. */
function stageDates(app: ExportApplication): Map<string, string> {
  const reached = new Map<string, string>();
  for (const entry of [...app.history].sort((a, b) => Date.parse(a.changed_at) - Date.parse(b.changed_at))) {
    if (!reached.has(entry.status)) reached.set(entry.status, isoTime(entry.changed_at));
  }
  return reached;
}

// A cell a spreadsheet would run as a formula starts with one of these; it gets a leading apostrophe.
// (Papa Parse's own default pattern misses a formula followed by a line break.)
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One row per application: every field, the current stage's label, and the date each of the user's
 * stages was reached (in their order, by their labels).
 * UTF-8 with a byte-order mark (so spreadsheets read it as UTF-8), CRLF line ends, quoting by RFC 4180,
 * formula-like cells neutralised.
 */
export function toCsvExport(
  applications: readonly ExportApplication[],
  stages: readonly Stage[] = DEFAULT_STAGES,
): string {
  const stageColumns = stages.map((stage) => `Reached ${stage.label}`);
  const fields = [
    'Company',
    'Position',
    'Stage',
    'Status',
    'Source',
    'Source URL',
    'Location',
    'Work mode',
    'Salary min',
    'Salary max',
    'Salary currency',
    'Salary period',
    'Applied date',
    'Last updated',
    'In stage since',
    'Follow up on',
    'Notes',
    'Job description',
    'People',
    'Portfolio links',
    'Events',
    ...stageColumns,
    'ID',
  ];
  const data = applications.map((app) => {
    const reached = stageDates(app);
    return [
      app.company,
      app.position,
      stageLabel(stages, app.status),
      app.status,
      sourceLabel(app.source),
      app.source_url,
      app.location,
      app.work_mode ?? '',
      app.salary_min ?? '',
      app.salary_max ?? '',
      app.salary_currency,
      app.salary_period,
      isoTime(app.applied_date),
      isoTime(app.last_updated),
      isoTime(app.status_changed_at),
      app.follow_up_on ?? '',
      app.notes,
      app.job_description,
      (app.people ?? [])
        .map((person) => [person.name, person.role, person.contact].filter((part) => part).join(', '))
        .join('\n'),
      (app.portfolio_links ?? []).map((link) => (link.label ? `${link.label}: ${link.url}` : link.url)).join('\n'),
      app.events
        .map((event) => `${isoTime(event.starts_at)} ${event.kind}${event.note ? `: ${event.note}` : ''}`)
        .join('\n'),
      ...stages.map((stage) => reached.get(stage.value) ?? ''),
      app.id,
    ];
  });
  const csv = Papa.unparse({ fields, data }, { newline: '\r\n', escapeFormulae: FORMULA_START, quotes: false });
  return `\uFEFF${csv}\r\n`;
}
