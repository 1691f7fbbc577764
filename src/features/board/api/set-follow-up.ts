import { getSupabase } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { JobApplication } from '@/lib/applications/application';
import type { CalendarDay } from '@/lib/applications/calendar';
import { whileWriting } from '@/lib/applications/card-holds';
import { applicationsKey } from './get-applications';

/** Sets (or clears) the follow-up date alone: the one field this action changes is the one it sends. */
export async function setFollowUp(userId: string, id: string, day: CalendarDay | null): Promise<void> {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .update({ follow_up_on: day })
    .eq('id', id)
    .eq('user_id', userId)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('The application no longer exists.');
}

export function useSetFollowUp(userId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string, day: CalendarDay | null) => {
      await mutate(
        applicationsKey(userId),
        async (list: JobApplication[] = []) => {
          await whileWriting(id, () => setFollowUp(userId, id, day));
          return list.map((app) => (app.id === id ? { ...app, followUpOn: day } : app));
        },
        {
          optimisticData: (list: JobApplication[] = []) =>
            list.map((app) => (app.id === id ? { ...app, followUpOn: day } : app)),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
    },
    [mutate, userId],
  );
}
