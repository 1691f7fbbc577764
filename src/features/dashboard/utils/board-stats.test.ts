// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testApplication } from '../../../../tests/test-application';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { boardStats } from './board-stats';

let n = 0;
const make = (status: string) => testApplication(`app-${(n += 1)}`, status);

describe('boardStats', () => {
  it('counts the total, the active ones (not rejected, not offered), the rejections and the offers', () => {
    const apps = ['job_openings', 'hr_screen', 'applied', 'rejected', 'rejected', 'offer_letter'].map(make);
    expect(boardStats(apps, DEFAULT_STAGES)).toEqual({ total: 6, active: 3, rejected: 2, offers: 1, closed: 0 });
    expect(boardStats([], DEFAULT_STAGES)).toEqual({ total: 0, active: 0, rejected: 0, offers: 0, closed: 0 });
  });

  it("counts by the kind of the user's stages: a renamed or added stage counts as its kind, closed ones on their own", () => {
    const stages = [
      { value: 'job_openings', label: 'Saved', kind: 'active' as const, hidden: false },
      { value: 'stage_1', label: 'Declined', kind: 'rejected' as const, hidden: false },
      { value: 'stage_2', label: 'Ghosted', kind: 'closed' as const, hidden: false },
      { value: 'offer_letter', label: 'Offer', kind: 'offer' as const, hidden: false },
      { value: 'rejected', label: 'Withdrawn', kind: 'closed' as const, hidden: false },
    ];
    const apps = ['job_openings', 'stage_1', 'stage_1', 'stage_2', 'offer_letter', 'rejected'].map(make);
    expect(boardStats(apps, stages)).toEqual({ total: 6, active: 1, rejected: 2, offers: 1, closed: 2 });
  });
});
