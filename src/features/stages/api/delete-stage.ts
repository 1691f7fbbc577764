import { getSupabase } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import { useStagesCache } from './stages-cache';

/**
 * Deletes a stage in one transaction on the server; its applications (deleted ones waiting for Undo too)
 * go to `moveTo` first. Resolves with how many moved.
 */
export async function deleteStage(value: string, moveTo: string | null): Promise<number> {
  const { data, error } = await getSupabase().rpc('delete_stage', { stage_key: value, move_to: moveTo });
  if (error) throw error;
  return data;
}

export function useDeleteStage(userId: string) {
  const { setStages, refresh } = useStagesCache(userId);
  return useCallback(
    async (value: string, moveTo: string | null) => {
      const moved = await deleteStage(value, moveTo);
      await setStages((stages) => stages.filter((s) => s.value !== value));
      // The moved applications are in another stage now: the board reads them (and the stages) again.
      if (moved > 0) await refresh();
      return moved;
    },
    [setStages, refresh],
  );
}
