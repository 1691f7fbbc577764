/**
 * SWR keys that more than one feature touches: the board reads them, the detail dialog updates them after
 * an edit, so both see the same data without a refetch.
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

/** The user's stages: filled by the board's one request (with the applications), changed by Edit stages. */
export function stagesKey(userId: string) {
  return ['application_stages', userId] as const;
}
