import { configuredSupabaseUrl, loadSupabase } from '@job-tracker/supabase-client';
import useSWR, { useSWRConfig } from 'swr';
import { calendarFeedKey } from './cache-keys';

/** The user's feed as the table shows it (never its token: only its hash is stored), or null. */
export async function getCalendarFeed(): Promise<{ timeZone: string; createdAt: string } | null> {
  const { data, error } = await (await loadSupabase()).from('calendar_feeds').select('time_zone,created_at');
  if (error) throw error;
  const row = data[0];
  return row ? { timeZone: row.time_zone, createdAt: row.created_at } : null;
}

export function useCalendarFeed(userId: string, enabled: boolean) {
  return useSWR(enabled ? calendarFeedKey(userId) : null, () => getCalendarFeed());
}

/** The address calendars subscribe to, for a token. */
export function feedUrl(token: string): string {
  return `${configuredSupabaseUrl() ?? ''}/functions/v1/calendar-feed?token=${token}`;
}

/** Makes a new feed (any earlier address stops working) in the browser's zone; answers its address. */
export function useCreateCalendarFeed(userId: string) {
  const { mutate } = useSWRConfig();
  return async (): Promise<string> => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    const { data, error } = await (await loadSupabase()).rpc('create_calendar_feed', { p_time_zone: timeZone });
    if (error) throw error;
    await mutate(calendarFeedKey(userId));
    return feedUrl(data);
  };
}

/** Revokes the feed: its address answers 404 from now on. */
export function useRevokeCalendarFeed(userId: string) {
  const { mutate } = useSWRConfig();
  return async (): Promise<void> => {
    const { error } = await (await loadSupabase()).from('calendar_feeds').delete().eq('user_id', userId);
    if (error) throw error;
    await mutate(calendarFeedKey(userId), null, { revalidate: false });
  };
}
