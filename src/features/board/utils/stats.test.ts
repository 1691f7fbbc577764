import { describe, expect, it } from 'vitest';
import type { JobApplication } from '@/lib/applications/application';
import { boardStats } from './board-columns';

const at = new Date();
const make = (status: string): JobApplication => ({
  id: status + Math.random(),
  company: 'Figma',
  companyKey: 'figma',
  position: 'Designer',
  source: 'linkedin',
  status,
  appliedDate: at,
  lastUpdated: at,
});

describe('boardStats', () => {
  it('counts the total, the active ones (not rejected, not offered), the rejections and the offers', () => {
    const apps = ['job_openings', 'hr_screen', 'applied', 'rejected', 'rejected', 'offer_letter'].map(make);
    expect(boardStats(apps)).toEqual({ total: 6, active: 3, rejected: 2, offers: 1 });
    expect(boardStats([])).toEqual({ total: 0, active: 0, rejected: 0, offers: 0 });
  });
});
