// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Stage } from '@/lib/applications/stages';
import type { Insights } from './compute-insights';
import {
  applicationCount,
  dayFigure,
  describeFunnel,
  describeResponse,
  describeSources,
  describeStageTimes,
  describeStanding,
  describeWeeklyPace,
} from './describe';

const stage = (value: string, label: string, kind: Stage['kind'] = 'active'): Stage => ({
  value,
  label,
  kind,
  hidden: false,
});
const SAVED = stage('saved', 'Saved');
const CHAT = stage('chat', 'First chat');
const CASE = stage('case', 'Case study');
const OFFER = stage('hired', 'Hired', 'offer');
const CLOSED = stage('ghosted', 'Ghosted', 'closed');
const REJECTED = stage('no', 'Turned down', 'rejected');

/** Insights with nothing in them but what a test sets. */
function insights(overrides: Partial<Insights>): Insights {
  return {
    applications: 0,
    funnel: [],
    responded: 0,
    responseRate: null,
    medianDaysToResponse: null,
    stageTimes: [],
    weeklyPace: [],
    sources: [],
    standing: [{ stage: null, applications: 0 }],
    ...overrides,
  };
}
const funnelOf = (...reached: number[]) =>
  [SAVED, CHAT, CASE, OFFER]
    .slice(0, reached.length)
    .map((s, i) => ({ stage: s, reached: reached[i]!, conversion: null }));

describe('the sentences at their edges', () => {
  it('counts one application in the singular, none and many in the plural', () => {
    expect(applicationCount(1)).toBe('1 application');
    expect(applicationCount(0)).toBe('0 applications');
    expect(applicationCount(2)).toBe('2 applications');
    expect(dayFigure(0)).toBe('0 days');
    expect(dayFigure(1.04)).toBe('1 day');
  });

  it('names the deepest step past the first that anyone reached, and none when only the first was', () => {
    expect(describeFunnel(insights({ applications: 4, funnel: funnelOf(4, 0, 0, 0) }))).toBe(
      'None of your 4 applications has moved past Saved yet.',
    );
    expect(describeFunnel(insights({ applications: 4, funnel: funnelOf(4, 2, 1, 0) }))).toBe(
      '1 of your 4 applications reached Case study or a later stage.',
    );
    expect(describeFunnel(insights({ applications: 4, funnel: funnelOf(4, 3, 0, 0) }))).toBe(
      '3 of your 4 applications reached First chat or a later stage.',
    );
    expect(describeFunnel(insights({ applications: 1, funnel: funnelOf(1, 1) }))).toBe(
      'Your one application reached First chat or a later stage.',
    );
    expect(describeFunnel(insights({ applications: 0, funnel: [] }))).toBe(
      'None of your 0 applications has moved past the first stage yet.',
    );
  });

  it('says "your one application" only when one of one is meant', () => {
    expect(
      describeResponse(insights({ applications: 1, responded: 1, responseRate: 1, medianDaysToResponse: 2 })),
    ).toBe('Your one application got a response (100%), typically after 2 days.');
    expect(
      describeResponse(insights({ applications: 2, responded: 1, responseRate: 0.5, medianDaysToResponse: 1 })),
    ).toBe('1 of your 2 applications got a response (50%), typically after 1 day.');
  });

  it('names the first of the stages that tie for the longest wait, and counts stays', () => {
    const stageTimes = [
      { stage: SAVED, medianDays: null, stays: 0 },
      { stage: CHAT, medianDays: 3, stays: 2 },
      { stage: CASE, medianDays: 3, stays: 1 },
    ];
    expect(describeStageTimes(insights({ stageTimes }))).toBe(
      'Applications wait longest in First chat: 3 days in the middle of 2 stays.',
    );
    expect(describeStageTimes(insights({ stageTimes: [{ stage: CASE, medianDays: 4, stays: 1 }] }))).toBe(
      'Applications wait longest in Case study: 4 days in the middle of 1 stay.',
    );
  });

  it('sums the weeks, and names the earliest of the busiest weeks', () => {
    const week = (weekStart: string, added: number) => ({ weekStart, added });
    expect(describeWeeklyPace(insights({ weeklyPace: [week('2026-11-09', 0), week('2026-11-16', 0)] }))).toBe(
      'You added no applications in the last 2 weeks.',
    );
    const pace = [week('2026-11-02', 1), week('2026-11-09', 3), week('2026-11-16', 3)];
    expect(describeWeeklyPace(insights({ weeklyPace: pace }))).toBe(
      'You added 7 applications in the last 3 weeks, 3 this week; the busiest was the week of 9 Nov with 3.',
    );
  });

  it('picks the source with the best share of interviews, the first of a tie, and offers only when some', () => {
    const source = (label: string, applications: number, interviews: number, offers = 0) => ({
      source: label.toLowerCase(),
      label,
      applications,
      interviews,
      offers,
    });
    expect(
      describeSources(
        insights({ sources: [source('LinkedIn', 4, 1), source('Referral', 2, 1), source('Dribbble', 4, 2, 1)] }),
      ),
    ).toBe('Referral works best: 1 of its 2 applications led to an interview.');
  });

  it('says how many are still in play and how many the user closed, the rejected and offered aside', () => {
    const standing = (inPlay: number, closed: number, rejected = 0) => [
      { stage: null, applications: inPlay },
      { stage: OFFER, applications: 0 },
      { stage: CLOSED, applications: closed },
      { stage: REJECTED, applications: rejected },
    ];
    expect(describeStanding(insights({ applications: 5, standing: standing(1, 0, 4) }))).toBe(
      '1 of your 5 applications is still in play.',
    );
    expect(describeStanding(insights({ applications: 5, standing: standing(3, 2) }))).toBe(
      '3 of your 5 applications are still in play; you closed 2 yourself (withdrawn or gone quiet).',
    );
  });
});
