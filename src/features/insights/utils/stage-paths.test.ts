// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildStagePaths, type HistoryEntry, type InsightApplication } from './stage-paths';

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour));
const app = (id: string, status: string, statusChangedAt: Date, appliedDate = statusChangedAt): InsightApplication => ({
  id,
  source: 'linkedin',
  status,
  appliedDate,
  statusChangedAt,
});
const moved = (applicationId: string, status: string, when: Date): HistoryEntry => ({
  applicationId,
  status,
  at: when,
});

describe('buildStagePaths', () => {
  it('starts an application without history in its current stage, from when it entered it', () => {
    expect(buildStagePaths([app('a', 'applied', at(5), at(3))], [])).toEqual([
      { id: 'a', source: 'linkedin', start: at(3), entries: [{ status: 'applied', at: at(5) }] },
    ]);
  });

  it('orders the history, makes one stay of two entries in a row, and leaves out other applications', () => {
    const history = [
      moved('a', 'hr_screen', at(6)),
      moved('gone', 'applied', at(1)),
      moved('a', 'applied', at(2)),
      moved('a', 'applied', at(4)),
      moved('a', 'job_openings', at(1)),
    ];
    const [path] = buildStagePaths([app('a', 'hr_screen', at(6), at(3))], history);
    expect(path!.entries).toEqual([
      { status: 'job_openings', at: at(1) },
      { status: 'applied', at: at(2) },
      { status: 'hr_screen', at: at(6) },
    ]);
    // Entered the tracker before the day it says it applied.
    expect(path!.start).toEqual(at(1));
  });

  it('ends in the current stage when the history lags behind the board, even at the same instant', () => {
    const history = [moved('a', 'applied', at(2)), moved('b', 'applied', at(2))];
    const paths = buildStagePaths([app('a', 'hr_screen', at(2), at(1)), app('b', 'hr_screen', at(4), at(1))], history);
    expect(paths.map((path) => path.entries.map((entry) => entry.status))).toEqual([
      ['applied', 'hr_screen'],
      ['applied', 'hr_screen'],
    ]);
  });

  it('does not add the current stage from a time before the history’s last entry', () => {
    const [path] = buildStagePaths([app('a', 'job_openings', at(1))], [moved('a', 'applied', at(2))]);
    expect(path!.entries).toEqual([{ status: 'applied', at: at(2) }]);
  });
});
