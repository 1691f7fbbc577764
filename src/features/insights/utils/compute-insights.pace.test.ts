// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES, DEFAULT_WAITING_STAGES } from '@/lib/applications/stages';
import { computeInsights } from './compute-insights';
import type { StagePath } from './stage-paths';

// Sunday 22 November 2026, noon UTC: the twelve weeks run from Monday 31 August to this week.
const NOW = new Date('2026-11-22T12:00:00Z');

/** An application that entered the tracker at `start` and stayed in Wishlist. */
function startedAt(id: string, start: string): StagePath {
  return { id, source: 'linkedin', start: new Date(start), entries: [{ status: 'job_openings', at: new Date(start) }] };
}

function paceOf(paths: StagePath[]) {
  return computeInsights(paths, {
    stages: DEFAULT_STAGES,
    waitingStages: DEFAULT_WAITING_STAGES,
    period: 'all',
    now: NOW,
    timeZone: 'UTC',
  }).weeklyPace.map((week) => week.added);
}

describe('computeInsights: the weekly pace at its edges', () => {
  it('counts the first minute of the first week, and nothing of the Sunday before it', () => {
    expect(paceOf([startedAt('first', '2026-08-31T00:00:00Z'), startedAt('before', '2026-08-30T23:59:00Z')])).toEqual([
      1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('counts today in this week, and an application dated ahead of this week in none', () => {
    expect(paceOf([startedAt('today', '2026-11-22T11:00:00Z'), startedAt('ahead', '2026-11-23T09:00:00Z')])).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
    ]);
  });
});
