/**
 * Every SWR key of the applications domain, in one place: the board reads them, the detail dialog and the
 * other features update them after an edit, so all see the same data without a refetch. Each key starts
 * with its own name (cache-keys.test.ts checks that no two share one).
 */
export function applicationsKey(userId: string) {
  return ['job_applications', userId] as const;
}

/** The user's events from the start of `fromDay` (their calendar) for the next days the board shows. */
export function upcomingEventsKey(userId: string, fromDay: string) {
  return ['application_events', userId, fromDay] as const;
}

export function isUpcomingEventsKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'application_events';
}

/** One application's long details, stage history and events. */
export function applicationDetailsKey(applicationId: string) {
  return ['application_details', applicationId] as const;
}

/**
 * Matches the cached details of one application (whatever else the key holds after its id), to read them
 * again after a write: `mutate(matchesApplicationDetails(id))`.
 */
export function matchesApplicationDetails(applicationId: string): (key: unknown) => boolean {
  const [name] = applicationDetailsKey(applicationId);
  return (key) => Array.isArray(key) && key[0] === name && key[1] === applicationId;
}

/** The user's stages: filled by the board's one request (with the applications), changed by Edit stages. */
export function stagesKey(userId: string) {
  return ['application_stages', userId] as const;
}

/** Every stage change of the user's applications, for Insights. */
export function statusHistoryKey(userId: string) {
  return ['application_status_history', userId] as const;
}

/** The showcase's designers and case studies for a set of companies (by their keys), in any order. */
export function companyInsightsKey(keys: readonly string[]) {
  return ['company-insights', [...new Set(keys)].filter(Boolean).sort().join('|')] as const;
}
