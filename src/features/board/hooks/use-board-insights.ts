import { useMemo } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import { useCompanyInsights } from '@/lib/applications/get-company-insights';

const READ_ONLY = { revalidateOnMount: false, revalidateIfStale: false } as const;

/**
 * The user's companies, for the one request that loads what the showcase knows about them. A second
 * reader (the open detail dialog) passes `readOnly`: it shares the board's answer and never asks itself.
 */
export function useBoardInsights(applications: readonly JobApplication[] | undefined, { readOnly = false } = {}) {
  const companyKeys = useMemo(() => applications?.map((app) => app.companyKey), [applications]);
  return useCompanyInsights(companyKeys, readOnly ? READ_ONLY : undefined).data;
}
