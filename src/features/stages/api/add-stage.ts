import { getSupabase } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import { toStage, type Stage, type StageKind } from '@/lib/applications/stages';
import { STAGE_COLUMNS, useStagesCache } from './stages-cache';

export interface NewStage {
  label: string;
  kind: StageKind;
}

/** Adds a stage at the end of the user's list (the database gives it its key and place). */
export async function addStage(input: NewStage): Promise<Stage> {
  const { data, error } = await getSupabase()
    .from('application_stages')
    .insert({ label: input.label.trim(), kind: input.kind })
    .select(STAGE_COLUMNS)
    .single();
  if (error) throw error;
  return toStage(data);
}

export function useAddStage(userId: string) {
  const { setStages } = useStagesCache(userId);
  return useCallback(
    async (input: NewStage) => {
      const added = await addStage(input);
      await setStages((stages) => [...stages.filter((s) => s.value !== added.value), added]);
      return added;
    },
    [setStages],
  );
}
