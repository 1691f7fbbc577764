import type { StageKind } from '@job-tracker/supabase-client';
import { STATUS_LABELS, statusLabel, type ApplicationStatus } from './statuses';

export type { StageKind };

/**
 * One of the user's stages. `value` is what an application's status holds (the stage's key: one of the
 * ten defaults, or a generated `stage_…` key); the label is the user's to change. Counts and insights
 * reason by kind, so stages a user names themselves work the same way as ours.
 */
export interface Stage {
  value: string;
  label: string;
  kind: StageKind;
  /** Kept off the board unless an application is in it. */
  hidden: boolean;
}

/** The board holds at most this many stages (the database refuses more). */
export const MAX_STAGES = 20;
export const STAGE_LABEL_MAX = 40;

export const STAGE_KIND_LABELS: Record<StageKind, string> = {
  active: 'Active',
  rejected: 'Rejected',
  offer: 'Offer',
  closed: 'Closed (withdrawn, ghosted)',
};

const stage = (value: ApplicationStatus, kind: StageKind, hidden = false): Stage => ({
  value,
  label: STATUS_LABELS[value],
  kind,
  hidden,
});

/**
 * The stages every user starts with, in the order a search goes through them (the database gives a new
 * user the same list). The two the board keeps off its columns (HR Screen, Portfolio Review) sit where they
 * happen; Applied, right after Wishlist, is on the board: most applications are added once sent.
 */
export const DEFAULT_STAGES: readonly Stage[] = [
  stage('job_openings', 'active'),
  stage('applied', 'active'),
  stage('hr_exploratory_call', 'active'),
  stage('hr_screen', 'active', true),
  stage('portfolio', 'active', true),
  stage('portfolio_presentation', 'active'),
  stage('whiteboarding_assignment', 'active'),
  stage('product_discussion_culture_fit', 'active'),
  stage('rejected', 'rejected'),
  stage('offer_letter', 'offer'),
];

/**
 * The stages where the user is still waiting to hear from the company: an application that never left
 * them has had no response.
 */
export const DEFAULT_WAITING_STAGES: readonly string[] = ['job_openings', 'applied'];

const GENERATED_KEY = /^stage_[0-9a-f]+$/;

/** A stage's label; a value the user no longer has reads as the default's label, or "Deleted stage". */
export function stageLabel(stages: readonly Stage[], value: string): string {
  const found = stages.find((s) => s.value === value);
  if (found) return found.label;
  return GENERATED_KEY.test(value) ? 'Deleted stage' : statusLabel(value);
}

/** A stage's kind; a value the user no longer has counts as the default's kind, or as active. */
export function stageKind(stages: readonly Stage[], value: string): StageKind {
  return stages.find((s) => s.value === value)?.kind ?? DEFAULT_STAGES.find((s) => s.value === value)?.kind ?? 'active';
}

/** Where a new application starts: the first active stage on the board (hidden ones only if all are). */
export function startStage(stages: readonly Stage[]): string {
  const active = stages.filter((s) => s.kind === 'active');
  return (active.find((s) => !s.hidden) ?? active[0])?.value ?? 'job_openings';
}

/**
 * The stage the Add dialog proposes: Applied (the user's stage of that key, or else of that name) once
 * the day the user applied is set, else where a new application starts.
 */
export function addDialogStage(stages: readonly Stage[], appliedDay: string): string {
  if (appliedDay === '') return startStage(stages);
  const applied =
    stages.find((s) => s.value === 'applied') ?? stages.find((s) => s.label.trim().toLowerCase() === 'applied');
  return applied?.value ?? startStage(stages);
}

/**
 * The waiting stages of a user's list: the defaults' (Wishlist, Applied) they still have, or else their
 * first active stage.
 */
export function waitingStages(stages: readonly Stage[]): string[] {
  const kept = DEFAULT_WAITING_STAGES.filter((value) => stages.some((s) => s.value === value && s.kind === 'active'));
  if (kept.length > 0) return kept;
  const first = stages.find((s) => s.kind === 'active');
  return first ? [first.value] : [];
}

/** The user's "Ghosted" stage: a closed stage of that name, whatever the case. */
export function ghostedStage(stages: readonly Stage[]): Stage | undefined {
  return stages.find((s) => s.kind === 'closed' && s.label.trim().toLowerCase() === 'ghosted');
}

export interface StageRow {
  key: string;
  label: string;
  kind: StageKind;
  hidden: boolean;
}

export function toStage(row: StageRow): Stage {
  return { value: row.key, label: row.label, kind: row.kind, hidden: row.hidden };
}
