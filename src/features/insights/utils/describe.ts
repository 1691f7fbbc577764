import { shortDay } from '@/lib/applications/calendar';
import type { Insights } from './compute-insights';

/** "1 application", "40 applications". */
export function applicationCount(count: number): string {
  return `${count} ${count === 1 ? 'application' : 'applications'}`;
}

/** "83%"; a share is never shown for nothing (null reads as a dash). */
export function percent(value: number | null): string {
  return value === null ? '–' : `${Math.round(value * 100)}%`;
}

/** "1 day", "4.5 days", "0 days"; null reads as a dash. */
export function dayFigure(days: number | null): string {
  if (days === null) return '–';
  const rounded = Math.round(days * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'day' : 'days'}`;
}

/** "8 of your 40 applications" (or "your one application"). */
function ofYour(part: number, total: number): string {
  return total === 1 && part === 1 ? 'Your one application' : `${part} of your ${applicationCount(total)}`;
}

export function describeFunnel(insights: Insights): string {
  const { funnel, applications } = insights;
  const deepest = [...funnel].reverse().find((step, index) => step.reached > 0 && index < funnel.length - 1);
  if (!deepest) {
    const first = funnel[0]?.stage.label ?? 'the first stage';
    return applications === 1
      ? `Your one application has not moved past ${first} yet.`
      : `None of your ${applicationCount(applications)} has moved past ${first} yet.`;
  }
  const where =
    deepest.stage.kind === 'offer'
      ? `got an offer (${deepest.stage.label})`
      : `reached ${deepest.stage.label} or a later stage`;
  return `${ofYour(deepest.reached, applications)} ${where}.`;
}

export function describeResponse(insights: Insights): string {
  const { responded, applications, medianDaysToResponse } = insights;
  if (responded === 0) return `No company has responded to your ${applicationCount(applications)} yet.`;
  return `${ofYour(responded, applications)} got a response (${percent(insights.responseRate)}), typically after ${dayFigure(medianDaysToResponse)}.`;
}

export function describeStageTimes(insights: Insights): string {
  const timed = insights.stageTimes.filter((time) => time.medianDays !== null);
  if (timed.length === 0)
    return 'No application has moved on from a stage yet, so there is no time in a stage to show.';
  const longest = timed.reduce((a, b) => (b.medianDays! > a.medianDays! ? b : a));
  return `Applications wait longest in ${longest.stage.label}: ${dayFigure(longest.medianDays)} in the middle of ${longest.stays} ${longest.stays === 1 ? 'stay' : 'stays'}.`;
}

export function describeWeeklyPace(insights: Insights): string {
  const weeks = insights.weeklyPace;
  const total = weeks.reduce((sum, week) => sum + week.added, 0);
  if (total === 0) return `You added no applications in the last ${weeks.length} weeks.`;
  const busiest = weeks.reduce((a, b) => (b.added > a.added ? b : a));
  const today = weeks.at(-1)!.weekStart;
  return `You added ${applicationCount(total)} in the last ${weeks.length} weeks, ${weeks.at(-1)!.added} this week; the busiest was the week of ${shortDay(busiest.weekStart, today)} with ${busiest.added}.`;
}

export function describeSources(insights: Insights): string {
  const withInterviews = insights.sources.filter((source) => source.interviews > 0);
  if (withInterviews.length === 0) return 'None of your sources has led to an interview yet.';
  const best = withInterviews.reduce((a, b) => (b.interviews / b.applications > a.interviews / a.applications ? b : a));
  const offers = best.offers > 0 ? ` and ${best.offers} to an offer` : '';
  return `${best.label} works best: ${best.interviews} of its ${applicationCount(best.applications)} led to an interview${offers}.`;
}

export function describeStanding(insights: Insights): string {
  const [inPlay, ...ended] = insights.standing;
  const closed = ended.filter((entry) => entry.stage!.kind === 'closed').reduce((sum, e) => sum + e.applications, 0);
  const still = `${ofYour(inPlay!.applications, insights.applications)} ${inPlay!.applications === 1 ? 'is' : 'are'} still in play`;
  return closed > 0 ? `${still}; you closed ${closed} yourself (withdrawn or gone quiet).` : `${still}.`;
}
