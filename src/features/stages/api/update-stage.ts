import { getSupabase } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import { toStage, type Stage, type StageKind } from '@/lib/applications/stages';
import { STAGE_COLUMNS, useStagesCache } from './stages-cache';

export interface StageChange {
  label?: string;
  kind?: StageKind;
  hidden?: boolean;
}

/** Renames, re-kinds, hides or shows a stage; its key (what applications hold) never changes. */
export async function updateStage(userId: string, value: string, change: StageChange): Promise<Stage> {
  const { data, error } = await getSupabase()
    .from('application_stages')
    .update(change.label === undefined ? change : { ...change, label: change.label.trim() })
    .eq('user_id', userId)
    .eq('key', value)
    .select(STAGE_COLUMNS);
  if (error) throw error;
  const [row] = data;
  if (!row) throw new Error('This stage no longer exists.');
  return toStage(row);
}

export function useUpdateStage(userId: string) {
  const { setStages } = useStagesCache(userId);
  return useCallback(
    async (value: string, change: StageChange) => {
      const updated = await updateStage(userId, value, change);
      await setStages((stages) => stages.map((s) => (s.value === value ? updated : s)));
      return updated;
    },
    [setStages, userId],
  );
}
