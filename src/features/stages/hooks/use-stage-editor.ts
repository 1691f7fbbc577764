import { useMemo } from 'react';
import useSWR from 'swr';
import type { JobApplication } from '@/lib/applications/application';
import { applicationsKey } from '@/lib/applications/cache-keys';
import { useStages } from '@/lib/applications/use-stages';
import { useAuth } from '@/lib/auth/use-auth';
import { CACHE_ONLY } from '@/lib/swr-config';

/** The signed-in user's id: Edit stages is part of the board page, which a signed-in user alone sees. */
export function useStageEditorUserId(): string {
  const { user } = useAuth();
  if (!user) throw new Error('Edit stages is shown to a signed-in user only.');
  return user.id;
}

/**
 * The user's stages in their order, and how many of the board's applications each holds, as the board's
 * request left them in the cache (followed while the editor is open).
 */
export function useStagesWithCounts(userId: string) {
  const stages = useStages(userId);
  const applications = useSWR<JobApplication[]>(applicationsKey(userId), null, CACHE_ONLY).data;
  const holding = useMemo(() => {
    const counts = new Map<string, number>();
    for (const app of applications ?? []) counts.set(app.status, (counts.get(app.status) ?? 0) + 1);
    return counts;
  }, [applications]);
  return { stages, holding };
}
