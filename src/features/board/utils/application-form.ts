import { safeHttpUrl, type WorkMode } from '@/lib/applications/application';
import { daysBetween, type CalendarDay } from '@/lib/applications/calendar';
import { DETAIL_LIMITS } from '@/lib/applications/details';
import { WORK_MODES } from '@/lib/applications/work-modes';
import { DEFAULT_SOURCE, SOURCES, type ApplicationSource } from '@/lib/applications/statuses';

export const FIELD_LIMITS = { company: 200, position: 200, sourceUrl: 2048, location: DETAIL_LIMITS.location } as const;

export interface ApplicationFormValues {
  company: string;
  position: string;
  sourceUrl: string;
  source: ApplicationSource;
  /**
   * The day the user applied, on their calendar; back-dating is fine, the future is not. Adding, it may
   * be left empty: not applied yet (stored as the day it was added).
   */
  appliedDay: CalendarDay | '';
  /** The stage a new application goes to (an edit leaves the stage to the moves). */
  stage: string;
  location: string;
  workMode: WorkMode | '';
}

export function emptyApplicationForm(stage: string): ApplicationFormValues {
  return {
    company: '',
    position: '',
    sourceUrl: '',
    source: DEFAULT_SOURCE,
    appliedDay: '',
    stage,
    location: '',
    workMode: '',
  };
}

/** The fields whose value differs from the form as it opened: an edit sends only those. */
export function changedFields(
  before: ApplicationFormValues,
  after: ApplicationFormValues,
): Partial<ApplicationFormValues> {
  const changes: Partial<Record<keyof ApplicationFormValues, string>> = {};
  for (const key of Object.keys(after) as (keyof ApplicationFormValues)[]) {
    if (after[key].trim() !== before[key].trim()) changes[key] = after[key];
  }
  return changes as Partial<ApplicationFormValues>;
}

/**
 * The rules that depend on the day it is: the applied date cannot be after today. Adding, it may be empty
 * (not applied yet).
 */
export function appliedDayRule(today: CalendarDay, optional = false) {
  return (value: string) => {
    if (optional && value === '') return null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Enter the date you applied';
    return daysBetween(value, today) < 0 ? 'The applied date cannot be in the future' : null;
  };
}

function required(label: string, limit: number) {
  return (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return `${label} is required`;
    if (trimmed.length > limit) return `${label} must be at most ${limit} characters`;
    return null;
  };
}

/** Company and Position required; Source Link optional but http(s) only; Source one of the five. */
export const applicationFormRules = {
  company: required('Company', FIELD_LIMITS.company),
  position: required('Position', FIELD_LIMITS.position),
  sourceUrl: (value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (trimmed.length > FIELD_LIMITS.sourceUrl)
      return `Source Link must be at most ${FIELD_LIMITS.sourceUrl} characters`;
    return safeHttpUrl(trimmed) ? null : 'Enter a link that starts with http:// or https://';
  },
  source: (value: string) => (SOURCES.includes(value as ApplicationSource) ? null : 'Choose where you found the job'),
  location: (value: string) =>
    value.trim().length > FIELD_LIMITS.location ? `Location must be at most ${FIELD_LIMITS.location} characters` : null,
  workMode: (value: string) =>
    value === '' || (WORK_MODES as string[]).includes(value) ? null : 'Choose on-site, hybrid or remote',
};
