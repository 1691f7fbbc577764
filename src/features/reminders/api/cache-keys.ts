/** The SWR keys of the reminders: the user's calendar feed and morning e-mail setting. */
export function calendarFeedKey(userId: string) {
  return ['calendar-feed', userId] as const;
}

export function morningEmailKey(userId: string) {
  return ['morning-email', userId] as const;
}
