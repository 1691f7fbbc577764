import type {
  ApplicationPerson,
  Database,
  PortfolioLink,
  SalaryPeriod,
  WorkMode,
} from '@job-tracker/supabase-client/database';
import { safeHttpUrl, type JobApplication } from './application';
import { calendarDay, daysBetween, startOfLocalDay, type CalendarDay } from './calendar';

export type { ApplicationPerson, PortfolioLink };

type RowUpdate = Database['public']['Tables']['job_applications']['Update'];

/** The same limits the database enforces, with room for the messages. */
export const DETAIL_LIMITS = {
  location: 200,
  jobDescription: 50_000,
  notes: 20_000,
  people: 20,
  personName: 200,
  personRole: 200,
  email: 320,
  url: 2048,
  links: 20,
  linkLabel: 200,
  salary: 1_000_000_000,
} as const;

/** What a salary is paid per, as the menu names it; a year first, the usual salary. */
export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  year: 'Per year',
  month: 'Per month',
  week: 'Per week',
  day: 'Per day',
  hour: 'Per hour',
};

export const SALARY_PERIODS = Object.keys(SALARY_PERIOD_LABELS) as SalaryPeriod[];

/** How an amount's period reads after it: "€450 a day". A year says nothing: a salary is yearly unless told. */
const PERIOD_SUFFIX: Record<SalaryPeriod, string> = {
  year: '',
  month: ' a month',
  week: ' a week',
  day: ' a day',
  hour: ' an hour',
};

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'INR', 'SGD', 'SEK', 'JPY'] as const;

/** What only the detail dialog loads: the long texts and lists. */
export interface ApplicationDetails {
  jobDescription: string;
  people: ApplicationPerson[];
  portfolioLinks: PortfolioLink[];
}

/** Every detail as a form edits it: numbers and dates as the inputs hold them. */
export interface DetailsFormValues {
  appliedDay: CalendarDay;
  location: string;
  workMode: WorkMode | '';
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  notes: string;
  jobDescription: string;
  people: { name: string; role: string; contact: string }[];
  portfolioLinks: { url: string; label: string }[];
}

export function detailsFormValues(application: JobApplication, details: ApplicationDetails): DetailsFormValues {
  return {
    appliedDay: calendarDay(application.appliedDate),
    location: application.location,
    workMode: application.workMode ?? '',
    salaryMin: application.salaryMin === null ? '' : String(application.salaryMin),
    salaryMax: application.salaryMax === null ? '' : String(application.salaryMax),
    salaryCurrency: application.salaryCurrency,
    salaryPeriod: application.salaryPeriod,
    notes: application.notes,
    jobDescription: details.jobDescription,
    people: details.people.map((person) => ({
      name: person.name,
      role: person.role ?? '',
      contact: person.contact ?? '',
    })),
    portfolioLinks: details.portfolioLinks.map((link) => ({ url: link.url, label: link.label ?? '' })),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function salary(value: string): number | null {
  const trimmed = value.trim().replace(/[\s,]/g, '');
  return trimmed === '' ? null : Number(trimmed);
}

function tooLong(label: string, value: string, limit: number): string | null {
  return value.length > limit ? `${label} must be at most ${limit.toLocaleString('en-US')} characters` : null;
}

/** Errors by field path (as @mantine/form names them: `people.0.contact`), empty when all is well. */
export function validateDetails(values: DetailsFormValues, today: CalendarDay): Record<string, string> {
  const errors: Record<string, string> = {};
  const set = (path: string, message: string | null) => {
    if (message) errors[path] = message;
  };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.appliedDay)) set('appliedDay', 'Enter the date you applied');
  else if (daysBetween(values.appliedDay, today) < 0) set('appliedDay', 'The applied date cannot be in the future');
  set('location', tooLong('Location', values.location.trim(), DETAIL_LIMITS.location));
  for (const field of ['salaryMin', 'salaryMax'] as const) {
    const amount = salary(values[field]);
    if (amount !== null && (!Number.isInteger(amount) || amount < 0 || amount > DETAIL_LIMITS.salary))
      set(field, 'Enter a whole amount between 0 and 1,000,000,000');
  }
  const min = salary(values.salaryMin);
  const max = salary(values.salaryMax);
  if (!errors.salaryMin && !errors.salaryMax && min !== null && max !== null && min > max)
    set('salaryMax', 'The maximum cannot be below the minimum');
  if (!/^[A-Z]{3}$/.test(values.salaryCurrency)) set('salaryCurrency', 'Choose a currency');
  if (!SALARY_PERIODS.includes(values.salaryPeriod)) set('salaryPeriod', 'Choose what the salary is paid per');
  set('notes', tooLong('Notes', values.notes, DETAIL_LIMITS.notes));
  set('jobDescription', tooLong('Job description', values.jobDescription, DETAIL_LIMITS.jobDescription));
  if (values.people.length > DETAIL_LIMITS.people) set('people', `At most ${DETAIL_LIMITS.people} people`);
  values.people.forEach((person, index) => {
    const name = person.name.trim();
    set(`people.${index}.name`, name === '' ? 'Name is required' : tooLong('Name', name, DETAIL_LIMITS.personName));
    set(`people.${index}.role`, tooLong('Role', person.role.trim(), DETAIL_LIMITS.personRole));
    const contact = person.contact.trim();
    if (contact !== '' && !(contact.length <= DETAIL_LIMITS.email && EMAIL.test(contact)) && !safeHttpUrl(contact))
      set(`people.${index}.contact`, 'Enter an e-mail address or a link that starts with http:// or https://');
    else set(`people.${index}.contact`, tooLong('Contact', contact, DETAIL_LIMITS.url));
  });
  if (values.portfolioLinks.length > DETAIL_LIMITS.links) set('portfolioLinks', `At most ${DETAIL_LIMITS.links} links`);
  values.portfolioLinks.forEach((link, index) => {
    const url = link.url.trim();
    if (!safeHttpUrl(url)) set(`portfolioLinks.${index}.url`, 'Enter a link that starts with http:// or https://');
    else set(`portfolioLinks.${index}.url`, tooLong('Link', url, DETAIL_LIMITS.url));
    set(`portfolioLinks.${index}.label`, tooLong('Label', link.label.trim(), DETAIL_LIMITS.linkLabel));
  });
  return errors;
}

/** The columns a form's values stand for, trimmed and typed as the database stores them. */
export function detailsColumns(values: DetailsFormValues): RowUpdate {
  return {
    applied_date: startOfLocalDay(values.appliedDay).toISOString(),
    location: values.location.trim(),
    work_mode: values.workMode === '' ? null : values.workMode,
    salary_min: salary(values.salaryMin),
    salary_max: salary(values.salaryMax),
    salary_currency: values.salaryCurrency,
    salary_period: values.salaryPeriod,
    notes: values.notes,
    job_description: values.jobDescription,
    people: values.people.map(({ name, role, contact }) => ({
      name: name.trim(),
      ...(role.trim() ? { role: role.trim() } : {}),
      ...(contact.trim() ? { contact: contact.trim() } : {}),
    })),
    portfolio_links: values.portfolioLinks.map(({ url, label }) => ({
      url: url.trim(),
      ...(label.trim() ? { label: label.trim() } : {}),
    })),
  };
}

/**
 * Only what the user changed, so that a save never writes back a field another tab changed meanwhile:
 * the columns whose value differs between the form as it opened and as it is saved.
 */
export function changedColumns(before: DetailsFormValues, after: DetailsFormValues): RowUpdate {
  const from = detailsColumns(before) as Record<string, unknown>;
  const to = detailsColumns(after) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(to)) {
    if (JSON.stringify(value) !== JSON.stringify(from[column])) changes[column] = value;
  }
  if (before.appliedDay === after.appliedDay) delete changes.applied_date;
  return changes as RowUpdate;
}

/**
 * "€85,000 – €105,000" (a year), "€450 – €550 a day", "from $90,000", "up to £60 an hour", or null without
 * any amount.
 */
export function formatSalary(
  min: number | null,
  max: number | null,
  currency: string,
  period: SalaryPeriod = 'year',
): string | null {
  const format = (amount: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  const per = PERIOD_SUFFIX[period];
  if (min !== null && max !== null) return `${min === max ? format(min) : `${format(min)} – ${format(max)}`}${per}`;
  if (min !== null) return `from ${format(min)}${per}`;
  if (max !== null) return `up to ${format(max)}${per}`;
  return null;
}

/** Whether a contact is an e-mail (for a mailto: link) rather than a web link. */
export function contactHref(contact: string | undefined): string | null {
  if (!contact) return null;
  if (EMAIL.test(contact)) return `mailto:${contact}`;
  return safeHttpUrl(contact);
}
