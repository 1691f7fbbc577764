import { getSupabase } from '@job-tracker/supabase-client';
import { toStage, type Stage } from '@/lib/applications/stages';

/**
 * The user's stages in their board's order, read when a file is previewed: the stage mapping offers
 * these, as they are now (another tab may have changed them since the board loaded).
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
