// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES, DEFAULT_WAITING_STAGES } from '@/lib/applications/stages';
import { testApplication } from '../../../../tests/test-application';
import { computeInsights } from './compute-insights';
import { dayFigure, describeFunnel, describeResponse, describeSources, describeStageTimes, percent } from './describe';
import { buildStagePaths, type HistoryEntry } from './stage-paths';

const NOW = new Date('2026-11-22T12:00:00Z');

function insightsFor(moves: Record<string, [string, string][]>) {
  const apps = Object.entries(moves).map(([id, list]) =>
    testApplication(id, list.at(-1)![0], {
      source: id.startsWith('r') ? 'referral' : 'linkedin',
      appliedDate: new Date(list[0]![1]),
      statusChangedAt: new Date(list.at(-1)![1]),
    }),
  );
  const history: HistoryEntry[] = Object.entries(moves).flatMap(([id, list]) =>
    list.map(([status, at]) => ({ applicationId: id, status, at: new Date(at) })),
  );
  return computeInsights(buildStagePaths(apps, history), {
    stages: DEFAULT_STAGES,
    waitingStages: DEFAULT_WAITING_STAGES,
    period: 'all',
    now: NOW,
    timeZone: 'UTC',
  });
}

describe('the sentences under each chart', () => {
  it('say what the figures are, in numbers', () => {
    const insights = insightsFor({
      l1: [
        ['job_openings', '2026-11-01T10:00:00Z'],
        ['portfolio_presentation', '2026-11-05T10:00:00Z'],
      ],
      l2: [['job_openings', '2026-11-02T10:00:00Z']],
      r1: [
        ['job_openings', '2026-11-03T10:00:00Z'],
        ['hr_exploratory_call', '2026-11-04T10:00:00Z'],
        ['offer_letter', '2026-11-10T10:00:00Z'],
      ],
    });
    expect(describeFunnel(insights)).toBe('1 of your 3 applications got an offer (Selected/Offered).');
    expect(describeResponse(insights)).toBe('2 of your 3 applications got a response (67%), typically after 2.5 days.');
    expect(describeStageTimes(insights)).toBe(
      'Applications wait longest in Exploratory Call: 6 days in the middle of 1 stay.',
    );
    expect(describeSources(insights)).toBe(
      'Referral works best: 1 of its 1 application led to an interview and 1 to an offer.',
    );
  });

  it('say plainly when there is nothing yet, for one application as for many', () => {
    const one = insightsFor({ l1: [['job_openings', '2026-11-01T10:00:00Z']] });
    expect(describeFunnel(one)).toBe('Your one application has not moved past Wishlist yet.');
    expect(describeResponse(one)).toBe('No company has responded to your 1 application yet.');
    expect(describeStageTimes(one)).toBe(
      'No application has moved on from a stage yet, so there is no time in a stage to show.',
    );
    expect(describeSources(one)).toBe('None of your sources has led to an interview yet.');
  });

  it('format shares and days without NaN', () => {
    expect(percent(null)).toBe('–');
    expect(percent(2 / 3)).toBe('67%');
    expect(dayFigure(null)).toBe('–');
    expect(dayFigure(1)).toBe('1 day');
    expect(dayFigure(4.25)).toBe('4.3 days');
  });
});
