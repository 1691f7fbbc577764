import type { JobApplication } from '@/lib/applications/application';

const DATE = new Date('2026-11-01T00:00:00Z');

/** The one factory for a JobApplication in tests: an id and a status, and whatever else the test sets. */
export function testApplication(id: string, status: string, overrides: Partial<JobApplication> = {}): JobApplication {
  return {
    id,
    company: id,
    companyKey: id,
    position: 'Designer',
    source: 'linkedin',
    status,
    appliedDate: DATE,
    lastUpdated: DATE,
    statusChangedAt: DATE,
    location: '',
    workMode: null,
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: 'USD',
    salaryPeriod: 'year',
    notes: '',
    followUpOn: null,
    revision: 1,
    orderKey: 'a0',
    ...overrides,
  };
}
