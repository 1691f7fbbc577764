import { getSupabase } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { JobApplication } from '@/lib/applications/application';
import type { ApplicationStatus } from '@/lib/applications/statuses';
import { applyMove, type CardLocation } from '../utils/move';
import { applicationsKey } from './get-applications';

/** Persists a move: the new status, and last_updated stamped now. */
export async function moveApplication(userId: string, id: string, status: string, now: Date): Promise<void> {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .update({ status: status as ApplicationStatus, last_updated: now.toISOString() })
    .eq('id', id)
    .eq('user_id', userId)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('The application no longer exists.');
}

/**
 * Moves a card on the board at once and on the server behind it; if the server refuses, the board goes
 * back to how it was and the promise rejects. The returned function is stable.
 */
export function useMoveApplication(userId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (applicationId: string, to: CardLocation) => {
      const now = new Date();
      await mutate(
        applicationsKey(userId),
        async (list: JobApplication[] = []) => {
          await moveApplication(userId, applicationId, to.status, now);
          return applyMove(list, applicationId, to, now);
        },
        {
          optimisticData: (list: JobApplication[] = []) => applyMove(list, applicationId, to, now),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      );
    },
    [mutate, userId],
  );
}
