import { getSupabase } from '@job-tracker/supabase-client';
import { toStage, type Stage } from './stages';

/**
 * The user's stages in their board's order, as they are now: read when a file is previewed (another tab
 * may have changed them since the board loaded) and when the live stream says they changed.
 */
export async function getUserStages(userId: string): Promise<Stage[]> {
  const { data, error } = await getSupabase()
    .from('application_stages')
    .select('key,label,kind,hidden')
    .eq('user_id', userId)
    .order('position')
    .order('key');
  if (error) throw error;
  return data.map(toStage);
}
