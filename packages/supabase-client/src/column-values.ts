/** The values the public schema's columns hold, named once for the app and the import. */
/** The ten stages every user starts with; their keys stay valid values whatever a user does. */
export type ApplicationStatus =
  | 'job_openings'
  | 'hr_exploratory_call'
  | 'hr_screen'
  | 'portfolio'
  | 'portfolio_presentation'
  | 'whiteboarding_assignment'
  | 'product_discussion_culture_fit'
  | 'applied'
  | 'rejected'
  | 'offer_letter';

/**
 * What `job_applications.status` holds: the key of one of the owner's stages (`application_stages.key`),
 * one of the ten defaults or a generated `stage_…` key.
 */
export type StageKey = string;

export type StageKind = 'active' | 'rejected' | 'offer' | 'closed';

export type ApplicationSource =
  | 'linkedin'
  | 'referral'
  | 'company_website'
  | 'instahyre'
  | 'dribbble'
  | 'behance'
  | 'wellfound'
  | 'recruiter'
  | 'job_board'
  | 'other'
  | 'not_recorded';

export type WorkMode = 'on_site' | 'hybrid' | 'remote';

/** What a salary's amounts are paid per. */
export type SalaryPeriod = 'hour' | 'day' | 'week' | 'month' | 'year';

export type EventKind = 'call' | 'interview' | 'portfolio_presentation' | 'whiteboard' | 'other';

/** A person at the company: the recruiter, the hiring manager. `contact` is '' , an e-mail or an http(s) link. */
export interface ApplicationPerson {
  name: string;
  role?: string;
  contact?: string;
}

/** A link to the portfolio version or a case study this company received. */
export interface PortfolioLink {
  url: string;
  label?: string;
}
