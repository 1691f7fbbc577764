import type { JobApplication } from '@/lib/applications/application';
import type { Database } from '@job-tracker/supabase-client';

type JobApplicationRow = Database['public']['Tables']['job_applications']['Row'];

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

/**
 * The one factory for a `job_applications` row in tests, every column as the database returns it (as
 * Realtime's record and an export carry it), and whatever else the test sets.
 */
export function testRow(overrides: Partial<JobApplicationRow> = {}): JobApplicationRow {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    user_id: '22222222-2222-4222-8222-222222222222',
    company: 'Stripe',
    company_key: 'stripe',
    position: 'Product Designer',
    source: 'linkedin',
    source_url: '',
    status: 'applied',
    applied_date: '2026-11-01T10:00:00+00:00',
    last_updated: '2026-11-03T10:00:00+00:00',
    status_changed_at: '2026-11-02T10:00:00+00:00',
    user_name: null,
    location: '',
    work_mode: null,
    salary_min: null,
    salary_max: null,
    salary_currency: 'USD',
    salary_period: 'year',
    job_description: '',
    notes: '',
    people: [],
    portfolio_links: [],
    follow_up_on: null,
    deleted_at: null,
    revision: 1,
    order_key: 'a0',
    ...overrides,
  };
}
