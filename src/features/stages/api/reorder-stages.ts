import { getSupabase } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import type { Stage } from '@/lib/applications/stages';
import { useStagesCache } from './stages-cache';

/** Orders all stages at once; the server refuses a list that does not name each of them exactly once. */
export async function reorderStages(values: readonly string[]): Promise<void> {
  const { error } = await getSupabase().rpc('set_stage_order', { stage_keys: [...values] });
  if (error) throw error;
}

export function useReorderStages(userId: string) {
  const { setStages } = useStagesCache(userId);
  return useCallback(
    async (values: readonly string[]) => {
      await reorderStages(values);
      await setStages((stages) =>
        values.map((value) => stages.find((s) => s.value === value)).filter((s): s is Stage => s !== undefined),
      );
    },
    [setStages],
  );
}
