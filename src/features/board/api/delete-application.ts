import { getSupabase } from '@job-tracker/supabase-client';
import { useSWRConfig } from 'swr';
import type { JobApplication } from '@/lib/applications/application';
import { applicationsKey } from './get-applications';

export async function deleteApplication(userId: string, id: string): Promise<void> {
  const { error } = await getSupabase().from('job_applications').delete().eq('id', id).eq('user_id', userId);
  if (error) throw error;
}

export function useDeleteApplication() {
  const { mutate } = useSWRConfig();
  return async (userId: string, id: string) => {
    await deleteApplication(userId, id);
    await mutate(applicationsKey(userId), (current: JobApplication[] = []) => current.filter((app) => app.id !== id), {
      revalidate: false,
    });
  };
}
