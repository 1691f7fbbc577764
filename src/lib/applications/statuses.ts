import type { ApplicationSource, ApplicationStatus } from '@job-tracker/supabase-client/database';

export type { ApplicationSource, ApplicationStatus };

/** Every status with its label: one label map, used everywhere (product decision). */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  job_openings: 'Wishlist',
  hr_exploratory_call: 'Exploratory Call',
  hr_screen: 'HR Screen',
  portfolio: 'Portfolio Review',
  portfolio_presentation: 'Portfolio Presentation',
  whiteboarding_assignment: 'Whiteboarding / Assignment',
  product_discussion_culture_fit: 'Product Discussion & Culture Fit',
  applied: 'Applied',
  rejected: 'Rejected',
  offer_letter: 'Selected/Offered',
};

/** The board's seven columns, in their fixed order (docs/product-decisions.md). */
export const BOARD_STATUSES: readonly ApplicationStatus[] = [
  'job_openings',
  'hr_exploratory_call',
  'portfolio_presentation',
  'whiteboarding_assignment',
  'product_discussion_culture_fit',
  'rejected',
  'offer_letter',
];

export const INITIAL_STATUS: ApplicationStatus = 'job_openings';

export const END_STATUSES: readonly ApplicationStatus[] = ['rejected', 'offer_letter'];

export function isActiveStatus(status: string): boolean {
  return !END_STATUSES.includes(status as ApplicationStatus);
}

function titleCase(value: string): string {
  return value
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** The label of a status; a value outside the table (foreign data) reads title-cased. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status as ApplicationStatus] ?? titleCase(status);
}

/** Where a job was found, in the order the form and the filters offer them. */
export const SOURCE_LABELS: Record<ApplicationSource, string> = {
  linkedin: 'LinkedIn',
  referral: 'Referral',
  company_website: 'Company website',
  dribbble: 'Dribbble',
  behance: 'Behance',
  wellfound: 'Wellfound',
  instahyre: 'Instahyre',
  job_board: 'Job board',
  recruiter: 'Recruiter or agency',
  other: 'Other sources',
  not_recorded: 'Not recorded',
};

export const SOURCES = Object.keys(SOURCE_LABELS) as ApplicationSource[];

/** A new application's source until the user says: not a guess that would lead Insights' sources. */
export const DEFAULT_SOURCE: ApplicationSource = 'not_recorded';

/** Where the job was found, as a sentence: "Found on Dribbble", "Found through a referral". */
export function sourcePhrase(source: string | null | undefined): string {
  switch (source) {
    case 'not_recorded':
      return 'Source not recorded';
    case 'referral':
      return 'Found through a referral';
    case 'recruiter':
      return 'Found through a recruiter or agency';
    case 'job_board':
      return 'Found on a job board';
    case 'company_website':
      return 'Found on the company website';
    default:
      return source && source in SOURCE_LABELS && source !== 'other'
        ? `Found on ${sourceLabel(source)}`
        : 'Found elsewhere';
  }
}

/** The label of a source; empty or unknown reads 'Other sources'. */
export function sourceLabel(source: string | null | undefined): string {
  return (source && SOURCE_LABELS[source as ApplicationSource]) || SOURCE_LABELS.other;
}
