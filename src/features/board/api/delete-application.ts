import { getSupabase } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { JobApplication } from '@/lib/applications/application';
import { isUpcomingEventsKey } from '@/lib/applications/cache-keys';
import { whileWriting } from '@/lib/applications/card-holds';
import { applicationsKey } from './get-applications';

/**
 * Deletes an application so that Undo can bring it back: the row is marked deleted (one update; its
 * details, history and events stay untouched) and the database purges it ten minutes later.
 */
export async function deleteApplication(userId: string, id: string): Promise<void> {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .update({ deleted_at: new Date().toISOString() })
    .eq('id', id)
    .eq('user_id', userId)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('The application no longer exists.');
}

/** Undoes a delete: one update, so the application is either back whole or still deleted. */
export async function restoreApplication(userId: string, id: string): Promise<void> {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .update({ deleted_at: null })
    .eq('id', id)
    .eq('user_id', userId)
    .not('deleted_at', 'is', null)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('The application can no longer be restored.');
}

export function useDeleteApplication() {
  const { mutate } = useSWRConfig();
  const remove = useCallback(
    async (userId: string, id: string) => {
      await whileWriting(id, () => deleteApplication(userId, id));
      await mutate(
        applicationsKey(userId),
        (current: JobApplication[] = []) => current.filter((app) => app.id !== id),
        { revalidate: false },
      );
      await mutate((key) => isUpcomingEventsKey(key));
    },
    [mutate],
  );
  const restore = useCallback(
    async (userId: string, application: JobApplication, index: number) => {
      await whileWriting(application.id, () => restoreApplication(userId, application.id));
      await mutate(
        applicationsKey(userId),
        (current: JobApplication[] = []) => {
          const rest = current.filter((app) => app.id !== application.id);
          return [...rest.slice(0, index), application, ...rest.slice(index)];
        },
        { revalidate: false },
      );
      await mutate((key) => isUpcomingEventsKey(key));
    },
    [mutate],
  );
  return { remove, restore };
}
