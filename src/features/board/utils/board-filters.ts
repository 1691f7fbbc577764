import type { JobApplication } from '@/lib/applications/application';
import { WORK_MODES } from '@/lib/applications/work-modes';
import { isFollowUpDue, quietDays } from '@/lib/applications/stage-history';
import type { CalendarDay } from '@/lib/applications/calendar';

/** What the board shows: a search and filters, as the URL keeps them (`?q=&source=&stage=&mode=&quiet=1&due=1`). */
export interface BoardFilters {
  query: string;
  sources: string[];
  stages: string[];
  modes: string[];
  quiet: boolean;
  due: boolean;
}

export const NO_FILTERS: BoardFilters = { query: '', sources: [], stages: [], modes: [], quiet: false, due: false };

const QUERY_LIMIT = 200;

const list = (params: URLSearchParams, name: string) =>
  (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .slice(0, 20);

export function parseFilters(params: URLSearchParams): BoardFilters {
  return {
    query: (params.get('q') ?? '').slice(0, QUERY_LIMIT),
    sources: list(params, 'source'),
    stages: list(params, 'stage'),
    modes: list(params, 'mode').filter((mode) => (WORK_MODES as string[]).includes(mode)),
    quiet: params.get('quiet') === '1',
    due: params.get('due') === '1',
  };
}

/** The filters written into the URL's own parameters, leaving any others (a host's) as they were. */
export function writeFilters(params: URLSearchParams, filters: BoardFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  put('q', filters.query);
  put('source', filters.sources.join(','));
  put('stage', filters.stages.join(','));
  put('mode', filters.modes.join(','));
  put('quiet', filters.quiet ? '1' : '');
  put('due', filters.due ? '1' : '');
  return next;
}

/** How many of the filters (not the search) are on: each list with a choice, and each box ticked. */
export function activeFilterCount(filters: BoardFilters): number {
  return [
    filters.sources.length > 0,
    filters.stages.length > 0,
    filters.modes.length > 0,
    filters.quiet,
    filters.due,
  ].filter(Boolean).length;
}

export function hasFilters(filters: BoardFilters): boolean {
  return (
    filters.query.trim() !== '' ||
    filters.sources.length > 0 ||
    filters.stages.length > 0 ||
    filters.modes.length > 0 ||
    filters.quiet ||
    filters.due
  );
}

/** Lowercased search text per application, computed once per application object (the cache holds them). */
const haystacks = new WeakMap<JobApplication, string>();

function haystack(application: JobApplication): string {
  let text = haystacks.get(application);
  if (text === undefined) {
    text = [application.company, application.position, application.location, application.notes]
      .join('\n')
      .toLowerCase();
    haystacks.set(application, text);
  }
  return text;
}

/**
 * The applications that match every filter, in their order. One pass, with the search text of each
 * application computed once: cheap enough to run on every keystroke at thousands of cards.
 */
export function filterApplications(
  applications: readonly JobApplication[],
  filters: BoardFilters,
  now: Date,
  today: CalendarDay,
  isActive?: (status: string) => boolean,
): readonly JobApplication[] {
  if (!hasFilters(filters)) return applications;
  const terms = filters.query.toLowerCase().split(/\s+/).filter(Boolean);
  const sources = new Set(filters.sources);
  const stages = new Set(filters.stages);
  const modes = new Set(filters.modes);
  return applications.filter((application) => {
    if (sources.size > 0 && !sources.has(application.source)) return false;
    if (stages.size > 0 && !stages.has(application.status)) return false;
    if (modes.size > 0 && !(application.workMode && modes.has(application.workMode))) return false;
    if (filters.quiet && quietDays(application, now, undefined, isActive) === null) return false;
    if (filters.due && !isFollowUpDue(application.followUpOn, today)) return false;
    if (terms.length === 0) return true;
    // The search text is worked out only when there is a search, and once per application.
    const text = haystack(application);
    return terms.every((term) => text.includes(term));
  });
}
