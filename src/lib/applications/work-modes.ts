import type { WorkMode } from '@job-tracker/supabase-client/database';

// Apart from details.ts: the board's filters offer the work modes at first paint, and importing them from
// there put all of the detail dialog's helpers into the board's first load.

/** How a job is worked, as the filters, forms and details name it. */
export const WORK_MODE_LABELS: Record<WorkMode, string> = {
  on_site: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

export const WORK_MODES = Object.keys(WORK_MODE_LABELS) as WorkMode[];
