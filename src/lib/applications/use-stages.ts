import { useCallback } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { stagesKey } from './cache-keys';
import { useAuth } from '@/lib/auth/use-auth';
import { DEFAULT_STAGES, stageLabel, type Stage } from './stages';

/**
 * The signed-in user's stages, in their order, as the board's request left them in the cache (no request
 * of its own: the board loads stages and applications together). Until then, and where no board was
 * loaded, the stages every user starts with.
 */
export function useStages(userId: string | undefined): readonly Stage[] {
  const { data } = useSWR<readonly Stage[]>(userId ? stagesKey(userId) : null, null);
  return data ?? DEFAULT_STAGES;
}

/**
 * A stable function that reads the stages as the cache holds them right now, for board-wide actions that
 * must not change whenever the stages do.
 */
export function useStagesSnapshot(userId: string) {
  const { cache } = useSWRConfig();
  return useCallback(
    () => (cache.get(unstable_serialize(stagesKey(userId)))?.data as readonly Stage[] | undefined) ?? DEFAULT_STAGES,
    [cache, userId],
  );
}

/** The signed-in user's label for a stage value (see stageLabel). */
export function useStageLabel(): (value: string) => string {
  const { user } = useAuth();
  const stages = useStages(user?.id);
  return useCallback((value: string) => stageLabel(stages, value), [stages]);
}
