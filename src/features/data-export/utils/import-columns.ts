import type { Stage } from '@/lib/applications/stages';

/** What a column of a CSV can hold; `reached:<stage>` is the date the application reached that stage. */
export type ImportField =
  | 'ignore'
  | 'company'
  | 'position'
  | 'stage'
  | 'appliedDate'
  | 'url'
  | 'location'
  | 'salary'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'salaryPeriod'
  | 'workMode'
  | 'source'
  | 'notes'
  | 'jobDescription'
  | 'followUpOn'
  | 'lastUpdated'
  | 'stageSince'
  | 'stageKey'
  | 'people'
  | 'portfolioLinks'
  | 'events'
  | `reached:${string}`;

export const FIELD_LABELS: Record<Exclude<ImportField, `reached:${string}`>, string> = {
  ignore: 'Leave out',
  company: 'Company',
  position: 'Position',
  stage: 'Stage',
  appliedDate: 'Applied date',
  url: 'Job link',
  location: 'Location',
  salary: 'Salary (amount or range)',
  salaryMin: 'Salary min',
  salaryMax: 'Salary max',
  salaryCurrency: 'Salary currency',
  salaryPeriod: 'Salary period',
  workMode: 'Work mode',
  source: 'Source',
  notes: 'Notes',
  jobDescription: 'Job description',
  followUpOn: 'Follow up on',
  lastUpdated: 'Last updated',
  stageSince: 'In stage since',
  stageKey: 'Stage key (our export)',
  people: 'People',
  portfolioLinks: 'Portfolio links',
  events: 'Events',
};

export const REQUIRED_FIELDS = ['company', 'position'] as const;

export function fieldLabel(field: ImportField, stages: readonly Stage[]): string {
  if (field.startsWith('reached:')) {
    const value = field.slice('reached:'.length);
    return `Date reached ${stages.find((stage) => stage.value === value)?.label ?? value}`;
  }
  return FIELD_LABELS[field as keyof typeof FIELD_LABELS];
}

/**
 * Every field a column can be mapped to, in the order the mapping menu lists them: the dates the user's
 * stages were reached, then those of stages only the file names (`guessed`, the header's guess).
 */
export function importFields(stages: readonly Stage[], guessed: readonly ImportField[] = []): ImportField[] {
  const reached = stages.map((stage): ImportField => `reached:${stage.value}`);
  const others = guessed.filter((field) => field.startsWith('reached:') && !reached.includes(field));
  return [...(Object.keys(FIELD_LABELS) as ImportField[]), ...reached, ...others];
}

/** A header reduced to letters and digits: "Job Title" and "job_title" are one name. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/*
 * Header names by field. Ours are the headers our CSV export writes. The others are the names tracker
 * exports and hand-made spreadsheets commonly use: Huntr's board exports name a job's column "List" and
 * call the role "Job Title" / "Title"; Teal's tracker "Job Position", "Status" and "Date Applied";
 * Simplify's "Title", "Status" and "Applied At"/"Date Applied", with "Job URL"/"URL". We could not find
 * these vendors' export formats documented publicly, so the names come from the fields their trackers
 * show and from exports their users share; the preview lets the user fix any guess.
 */
const HEADER_NAMES: [ImportField, string[]][] = [
  ['company', ['company', 'companyname', 'employer', 'organization', 'organisation', 'organizationname']],
  ['position', ['position', 'jobtitle', 'title', 'role', 'jobposition', 'positiontitle', 'job', 'jobname']],
  ['stage', ['stage', 'status', 'list', 'listname', 'applicationstatus', 'jobstatus', 'column', 'pipeline']],
  [
    'appliedDate',
    ['applieddate', 'dateapplied', 'applied', 'appliedon', 'appliedat', 'applicationdate', 'dateofapplication'],
  ],
  [
    'url',
    ['url', 'joburl', 'link', 'joblink', 'sourceurl', 'postingurl', 'jobposting', 'postinglink', 'applicationurl'],
  ],
  ['location', ['location', 'joblocation', 'city', 'place']],
  ['salary', ['salary', 'salaryrange', 'compensation', 'pay', 'payrange', 'expectedsalary']],
  ['salaryMin', ['salarymin', 'minsalary', 'salaryfrom', 'minimumsalary']],
  ['salaryMax', ['salarymax', 'maxsalary', 'salaryto', 'maximumsalary']],
  ['salaryCurrency', ['salarycurrency', 'currency']],
  ['salaryPeriod', ['salaryperiod', 'payperiod', 'period', 'salaryunit', 'payfrequency', 'paidper', 'per']],
  ['workMode', ['workmode', 'remote', 'worktype', 'workplacetype', 'workarrangement']],
  ['source', ['source', 'jobsource', 'foundvia', 'foundon']],
  ['notes', ['notes', 'note', 'comments', 'comment', 'remarks']],
  ['jobDescription', ['jobdescription', 'description']],
  ['followUpOn', ['followupon', 'followup', 'followupdate', 'nextfollowup']],
  ['lastUpdated', ['lastupdated', 'updated', 'updatedat', 'lastmodified', 'modified']],
  ['stageSince', ['instagesince', 'stagesince', 'statuschangedat']],
  ['people', ['people', 'contacts']],
  ['portfolioLinks', ['portfoliolinks', 'casestudies']],
  ['events', ['events', 'interviews']],
];

/** "Reached Ghosted", "Date reached Take-home": the date a stage was reached, by the stage's name. */
const REACHED_HEADER = /^(?:date\s+)?reached\s+(.+)$/i;

/**
 * The field each column holds, guessed from its header: the first column with a known name takes a field,
 * later columns with the same name are left out, and so is every column we do not recognise. "Reached X"
 * is the date stage X was reached, whether or not the user has a stage X (one they lack is the file's own
 * name, mapped or added with the file's other stages). Our export's "Status" beside its "Stage" is the
 * stage's key.
 */
export function guessMapping(headers: readonly string[], stages: readonly Stage[]): ImportField[] {
  const byName = new Map<string, ImportField>();
  for (const [field, names] of HEADER_NAMES) for (const name of names) byName.set(name, field);
  for (const stage of stages) byName.set(headerKey(`Reached ${stage.label}`), `reached:${stage.value}`);
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const reached = REACHED_HEADER.exec(header.trim())?.[1];
    let field = byName.get(headerKey(header)) ?? (reached ? (`reached:${reached.trim()}` as ImportField) : undefined);
    if (field === 'stage' && taken.has('stage') && headerKey(header) === 'status') field = 'stageKey';
    if (!field || taken.has(field)) return 'ignore';
    taken.add(field);
    return field;
  });
}
