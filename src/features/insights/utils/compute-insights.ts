import { addDays, calendarDay, daysBetween, type CalendarDay } from '@/lib/applications/calendar';
import type { Stage } from '@/lib/applications/stages';
import { SOURCES, sourceLabel } from '@/lib/applications/statuses';
import type { StagePath } from './stage-paths';

/**
 * The figures of the Insights view, computed from each application's path through the stages. Every
 * count is of applications (not of moves), and every duration is in calendar days on the user's
 * calendar, so a stage entered at 23:00 and left at 01:00 the next day took 1 day.
 *
 * - Period: an application belongs to "the last 30 days" when it entered the tracker (its start) on one
 *   of the last 30 calendar days, today included; "all time" takes every application. Every figure but
 *   the weekly pace is computed over the applications of the period.
 * - Funnel: an application reached an active stage when it was ever in that stage or in a later active
 *   stage, or got an offer: skipped stages count as passed, and a move backwards takes nothing away.
 *   An offer stage is reached by having been in it. Rejected and closed stages are outcomes, not steps.
 *   Conversion is the share of the previous step's applications that reached this one.
 * - Response: an application got a response when it ever left the waiting stages (Wishlist, Applied)
 *   for another active stage, a rejection or an offer; closing it yourself (withdrawn, ghosted) is not
 *   one. The response rate is the share of the period's applications that got one; days to a first
 *   response run from the start to the first such move.
 * - Time in stage: each finished stay in an active stage (the application moved on) counts once, so
 *   an application that came back to a stage counts twice there; stays still going are left out.
 * - Weekly pace: applications that entered the tracker in each of the last 12 weeks (Monday to Sunday,
 *   this week last, so far), whatever the period.
 * - Sources: per source, the period's applications, how many reached an interview (an active stage
 *   past the waiting ones, or an offer) and how many got an offer.
 * - Where they stand: the period's applications still in play (in an active stage), then how many are in
 *   each stage that ends a search (rejected, offer, closed: withdrawn, ghosted), in the user's order.
 *
 * A stage the board keeps hidden shows only when one of the period's applications was ever in it.
 * Statuses outside the stage list (foreign data) count as applications but not as any stage.
 */

export type InsightsPeriod = '30d' | '90d' | 'all';

export const PERIODS: readonly { value: InsightsPeriod; label: string; days: number | null }[] = [
  { value: '30d', label: 'Last 30 days', days: 30 },
  { value: '90d', label: 'Last 90 days', days: 90 },
  { value: 'all', label: 'All time', days: null },
];

export const WEEKS_OF_PACE = 12;

export interface InsightsOptions {
  /** Every stage in the order a search goes through them. */
  stages: readonly Stage[];
  /** Values of the stages where the user still waits to hear back. */
  waitingStages: readonly string[];
  period: InsightsPeriod;
  now: Date;
  /** The user's time zone (the browser's when not given). */
  timeZone?: string;
}

export interface FunnelStep {
  stage: Stage;
  reached: number;
  /** reached ÷ the previous step's reached; null for the first step or after a step nobody reached. */
  conversion: number | null;
}

export interface StageTime {
  stage: Stage;
  /** null when no stay in the stage has finished. */
  medianDays: number | null;
  stays: number;
}

export interface WeekCount {
  /** The Monday the week starts on. */
  weekStart: CalendarDay;
  added: number;
}

export interface SourceOutcome {
  source: string;
  label: string;
  applications: number;
  interviews: number;
  offers: number;
}

export interface Standing {
  /** null for the applications still in play, whatever their active stage. */
  stage: Stage | null;
  applications: number;
}

export interface Insights {
  /** Applications in the period. */
  applications: number;
  funnel: FunnelStep[];
  responded: number;
  /** responded ÷ applications; null without applications. */
  responseRate: number | null;
  /** null when nobody responded yet. */
  medianDaysToResponse: number | null;
  stageTimes: StageTime[];
  weeklyPace: WeekCount[];
  sources: SourceOutcome[];
  standing: Standing[];
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** reached ÷ total, or null when there is nothing to divide by. */
export function share(part: number, total: number): number | null {
  return total > 0 ? part / total : null;
}

// Every time zone's day starts on a quarter hour, so all instants of a quarter hour share their day.
const QUARTER_HOUR_MS = 15 * 60_000;

/** calendarDay with a cache: thousands of histories fall on far fewer quarter hours. */
function dayCache(timeZone: string | undefined) {
  const cache = new Map<number, CalendarDay>();
  return (instant: Date): CalendarDay => {
    const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
    let day = cache.get(quarter);
    if (day === undefined) {
      day = calendarDay(instant, timeZone);
      cache.set(quarter, day);
    }
    return day;
  };
}

/** The Monday of a day's week. */
function weekStart(day: CalendarDay): CalendarDay {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function computeInsights(paths: readonly StagePath[], options: InsightsOptions): Insights {
  const { stages, period, now } = options;
  const dayOf = dayCache(options.timeZone);
  const today = dayOf(now);
  const stageOf = new Map(stages.map((stage) => [stage.value, stage]));
  const waiting = new Set(options.waitingStages);
  const activeStages = stages.filter((stage) => stage.kind === 'active');
  const offerStages = stages.filter((stage) => stage.kind === 'offer');
  const activeRank = new Map(activeStages.map((stage, index) => [stage.value, index]));

  const days = PERIODS.find((p) => p.value === period)?.days ?? null;
  const cohort = days === null ? paths : paths.filter((path) => daysBetween(dayOf(path.start), today) < days);

  const reachedActive = new Array<number>(activeStages.length).fill(0);
  const reachedOffer = new Map<string, number>();
  const touched = new Set<string>();
  const responseDays: number[] = [];
  const stays = new Map<string, number[]>();
  const bySource = new Map<string, SourceOutcome>();
  const endedIn = new Map<string, number>();
  let inPlay = 0;

  for (const path of cohort) {
    const current = stageOf.get(path.entries.at(-1)?.status ?? '');
    if (!current || current.kind === 'active') inPlay++;
    else endedIn.set(current.value, (endedIn.get(current.value) ?? 0) + 1);
    let furthest = -1;
    let offered = false;
    let interviewed = false;
    let firstResponse: Date | null = null;
    const offersHere = new Set<string>();
    path.entries.forEach((entry, index) => {
      const stage = stageOf.get(entry.status);
      if (!stage) return;
      touched.add(stage.value);
      if (stage.kind === 'active') furthest = Math.max(furthest, activeRank.get(stage.value)!);
      if (stage.kind === 'offer') {
        offered = true;
        offersHere.add(stage.value);
      }
      const isResponse = !waiting.has(stage.value) && stage.kind !== 'closed';
      if (isResponse && firstResponse === null) firstResponse = entry.at;
      if (isResponse && stage.kind !== 'rejected') interviewed = true;
      const next = path.entries[index + 1];
      if (stage.kind === 'active' && next) {
        const list = stays.get(stage.value) ?? [];
        list.push(daysBetween(dayOf(entry.at), dayOf(next.at)));
        stays.set(stage.value, list);
      }
    });

    // An offer reaches every active step; else the furthest one reached and those before it.
    reachedActive.forEach((count, i) => {
      if (offered || i <= furthest) reachedActive[i] = count + 1;
    });
    for (const value of offersHere) reachedOffer.set(value, (reachedOffer.get(value) ?? 0) + 1);
    if (firstResponse !== null) responseDays.push(Math.max(0, daysBetween(dayOf(path.start), dayOf(firstResponse))));

    const source = SOURCES.includes(path.source as (typeof SOURCES)[number]) ? path.source : 'other';
    const outcome = bySource.get(source) ?? {
      source,
      label: sourceLabel(source),
      applications: 0,
      interviews: 0,
      offers: 0,
    };
    outcome.applications++;
    if (interviewed) outcome.interviews++;
    if (offered) outcome.offers++;
    bySource.set(source, outcome);
  }

  const shown = (stage: Stage) => !stage.hidden || touched.has(stage.value);
  const steps = [
    ...activeStages.map((stage, index) => ({ stage, reached: reachedActive[index]! })),
    ...offerStages.map((stage) => ({ stage, reached: reachedOffer.get(stage.value) ?? 0 })),
  ].filter((step) => shown(step.stage));
  const funnel = steps.map((step, index) => ({
    ...step,
    conversion: index === 0 ? null : share(step.reached, steps[index - 1]!.reached),
  }));

  const stageTimes = activeStages
    .filter((stage) => shown(stage) || stays.has(stage.value))
    .map((stage) => {
      const list = stays.get(stage.value) ?? [];
      return { stage, medianDays: median(list), stays: list.length };
    });

  const thisWeek = weekStart(today);
  const firstWeek = addDays(thisWeek, -7 * (WEEKS_OF_PACE - 1));
  const weeklyPace = Array.from({ length: WEEKS_OF_PACE }, (_, i) => ({
    weekStart: addDays(firstWeek, 7 * i),
    added: 0,
  }));
  for (const path of paths) {
    const offset = daysBetween(firstWeek, dayOf(path.start));
    const week = Math.floor(offset / 7);
    if (offset >= 0 && week < WEEKS_OF_PACE) weeklyPace[week]!.added++;
  }

  return {
    applications: cohort.length,
    funnel,
    responded: responseDays.length,
    responseRate: share(responseDays.length, cohort.length),
    medianDaysToResponse: median(responseDays),
    stageTimes,
    weeklyPace,
    sources: SOURCES.flatMap((source) => bySource.get(source) ?? []),
    standing: [
      { stage: null, applications: inPlay },
      ...stages
        .filter((stage) => stage.kind !== 'active' && (!stage.hidden || endedIn.has(stage.value)))
        .map((stage) => ({ stage, applications: endedIn.get(stage.value) ?? 0 })),
    ],
  };
}
