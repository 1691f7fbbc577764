import { loadSupabase } from '@job-tracker/supabase-client';
import useSWR, { useSWRConfig } from 'swr';
import { morningEmailKey } from './cache-keys';

export interface MorningEmailSetting {
  enabled: boolean;
  timeZone: string;
}

/** The browser's IANA zone: "morning" and "today" are counted in it. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The user's choice, or null when they never chose (which means off). */
export async function getMorningEmail(): Promise<MorningEmailSetting | null> {
  const { data, error } = await (await loadSupabase()).from('morning_emails').select('enabled,time_zone');
  if (error) throw error;
  const row = data[0];
  return row ? { enabled: row.enabled, timeZone: row.time_zone } : null;
}

export function useMorningEmail(userId: string, enabled: boolean) {
  return useSWR(enabled ? morningEmailKey(userId) : null, () => getMorningEmail());
}

/** Turns the morning e-mail on (in the browser's zone) or off. */
export function useSetMorningEmail(userId: string) {
  const { mutate } = useSWRConfig();
  return async (enabled: boolean): Promise<boolean> => {
    const timeZone = browserTimeZone();
    const { error } = await (
      await loadSupabase()
    ).rpc('set_morning_email', { p_enabled: enabled, p_time_zone: timeZone });
    if (error) throw error;
    await mutate(morningEmailKey(userId), { enabled, timeZone } satisfies MorningEmailSetting, { revalidate: false });
    return enabled;
  };
}
