import { describe, expect, it } from 'vitest';
import { testApplication } from '../../../../tests/test-application';
import { boardStats } from './board-stats';

let n = 0;
const make = (status: string) => testApplication(`app-${(n += 1)}`, status);

describe('boardStats', () => {
  it('counts the total, the active ones (not rejected, not offered), the rejections and the offers', () => {
    const apps = ['job_openings', 'hr_screen', 'applied', 'rejected', 'rejected', 'offer_letter'].map(make);
    expect(boardStats(apps)).toEqual({ total: 6, active: 3, rejected: 2, offers: 1 });
    expect(boardStats([])).toEqual({ total: 0, active: 0, rejected: 0, offers: 0 });
  });
});
