import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { applicationsKey, stagesKey } from '@/lib/applications/cache-keys';
import type { Stage } from '@/lib/applications/stages';

/** The columns every stage write reads back. */
export const STAGE_COLUMNS = 'key,label,kind,hidden' as const;

/**
 * The stage writes go to the server first and then into the cache the board reads (no optimistic guess:
 * the database decides on labels, the limit and stale lists). `refresh` reads the board again, stages
 * and applications in its one request: after a failure, so a stale tab shows what another tab changed.
 */
export function useStagesCache(userId: string) {
  const { mutate } = useSWRConfig();
  const setStages = useCallback(
    async (update: (stages: readonly Stage[]) => readonly Stage[]) => {
      await mutate(stagesKey(userId), (current: readonly Stage[] = []) => update(current), { revalidate: false });
    },
    [mutate, userId],
  );
  const refresh = useCallback(async () => {
    await mutate(applicationsKey(userId));
  }, [mutate, userId]);
  return { setStages, refresh };
}
