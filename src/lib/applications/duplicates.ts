import { companyKey, type JobApplication } from './application';

/**
 * The applications already on the board for a company, by the normalised company key ("Goldman Sachs"
 * and "goldman-sachs" are one company), most recently applied first.
 */
export function findDuplicates(applications: readonly JobApplication[], company: string): JobApplication[] {
  const key = companyKey(company.trim());
  if (key === '') return [];
  return applications
    .filter((application) => application.companyKey === key)
    .sort((a, b) => b.appliedDate.getTime() - a.appliedDate.getTime());
}
