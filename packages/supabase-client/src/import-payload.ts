import type {
  ApplicationPerson,
  ApplicationSource,
  EventKind,
  PortfolioLink,
  SalaryPeriod,
  StageKind,
  WorkMode,
} from './column-values';

/* What `import_applications` takes: new applications with their history, merges, and new stages. */

/** One stage change of an imported application, oldest first; the last one is its current stage. */
export interface ImportHistoryEntry {
  status: string;
  from_status: string | null;
  changed_at: string;
}

/** One scheduled event of an imported application. */
export interface ImportEvent {
  kind: EventKind;
  starts_at: string;
  note?: string;
  created_at?: string;
}

/** A new application for import_applications, with its whole history and its events. */
export interface ImportNewApplication {
  company: string;
  position: string;
  source?: ApplicationSource;
  source_url?: string;
  status: string;
  applied_date?: string;
  last_updated?: string;
  status_changed_at?: string;
  location?: string;
  work_mode?: WorkMode | null;
  salary_min?: number | null;
  salary_max?: number | null;
  salary_currency?: string;
  salary_period?: SalaryPeriod;
  job_description?: string;
  notes?: string;
  people?: ApplicationPerson[];
  portfolio_links?: PortfolioLink[];
  follow_up_on?: string | null;
  order_key?: string;
  /** Who added it, as our JSON export holds it. */
  user_name?: string | null;
  history: ImportHistoryEntry[];
  events?: ImportEvent[];
}

/** Details an imported row adds to an application already on the board (`merge_into` is its id). */
export interface ImportMerge {
  merge_into: string;
  source_url?: string;
  location?: string;
  work_mode?: WorkMode | null;
  salary_min?: number | null;
  salary_max?: number | null;
  salary_currency?: string;
  salary_period?: SalaryPeriod;
  job_description?: string;
  notes?: string;
  follow_up_on?: string | null;
  events?: ImportEvent[];
}

export type ImportApplicationPayload = ImportNewApplication | ImportMerge;

/** A stage an import creates: its key (what applications' statuses hold), name, kind and visibility. */
export interface ImportStage {
  key: string;
  label: string;
  kind: StageKind;
  hidden: boolean;
}
