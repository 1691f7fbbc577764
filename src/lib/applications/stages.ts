import { STATUS_LABELS, type ApplicationStatus } from './statuses';

/**
 * What a stage means for the search as a whole: still in play, turned down, an offer, or closed by the
 * user (withdrawn, ghosted). Counts and insights reason by kind, so stages a user names themselves work
 * the same way as ours.
 */
export type StageKind = 'active' | 'rejected' | 'offer' | 'closed';

export interface Stage {
  value: string;
  label: string;
  kind: StageKind;
  /** Kept off the board unless an application is in it. */
  hidden: boolean;
}

const stage = (value: ApplicationStatus, kind: StageKind, hidden = false): Stage => ({
  value,
  label: STATUS_LABELS[value],
  kind,
  hidden,
});

/**
 * Today's stages in the order a search goes through them. The three the board keeps off its columns
 * (Applied, HR Screen, Portfolio Review) sit where they happen: Applied right after Wishlist.
 */
export const DEFAULT_STAGES: readonly Stage[] = [
  stage('job_openings', 'active'),
  stage('applied', 'active', true),
  stage('hr_exploratory_call', 'active'),
  stage('hr_screen', 'active', true),
  stage('portfolio', 'active', true),
  stage('portfolio_presentation', 'active'),
  stage('whiteboarding_assignment', 'active'),
  stage('product_discussion_culture_fit', 'active'),
  stage('offer_letter', 'offer'),
  stage('rejected', 'rejected'),
];

/**
 * The stages where the user is still waiting to hear from the company: an application that never left
 * them has had no response.
 */
export const DEFAULT_WAITING_STAGES: readonly string[] = ['job_openings', 'applied'];
