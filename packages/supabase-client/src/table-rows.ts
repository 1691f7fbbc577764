import type {
  ApplicationPerson,
  ApplicationSource,
  EventKind,
  PortfolioLink,
  SalaryPeriod,
  StageKey,
  WorkMode,
} from './column-values';

/* The rows of the two tables the board reads most, named for the app's own code. */

export type JobApplicationRow = {
  id: string;
  user_id: string;
  company: string;
  company_key: string;
  position: string;
  source: ApplicationSource;
  source_url: string;
  status: StageKey;
  applied_date: string;
  last_updated: string;
  user_name: string | null;
  location: string;
  work_mode: WorkMode | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_period: SalaryPeriod;
  job_description: string;
  notes: string;
  people: ApplicationPerson[];
  portfolio_links: PortfolioLink[];
  follow_up_on: string | null;
  status_changed_at: string;
  deleted_at: string | null;
  revision: number;
  /** The card's place in its column: a fractional-indexing key, ascending. */
  order_key: string;
};

export type ApplicationEventRow = {
  id: string;
  application_id: string;
  user_id: string;
  kind: EventKind;
  starts_at: string;
  note: string;
  created_at: string;
};

/** One application a bulk move changed, as move_applications answers it and undo_move_applications takes it. */
export interface BulkMove {
  id: string;
  /** The stage it left. */
  from: StageKey;
  /** The history entry the move wrote; null when the move took back the one before it (within a minute). */
  entry: number | null;
  /** Its last_updated before the move, which an undo puts back. */
  last_updated: string;
}
