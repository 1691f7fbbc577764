import useSWR from 'swr';
import { stagesKey } from '@/lib/applications/cache-keys';
import { getUserStages } from '@/lib/applications/get-user-stages';

/** The user's stages in the cache, where the board's request leaves them (the board itself is another feature). */
export function StagesInCache({ userId }: { userId: string }) {
  const { data: stages } = useSWR(stagesKey(userId), () => getUserStages(userId));
  return <p>{stages ? `${stages.length} stages` : 'Loading'}</p>;
}
