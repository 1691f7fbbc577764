import { getSupabase } from '@job-tracker/supabase-client';
import { useSWRConfig } from 'swr';
import { toApplication, type JobApplication } from '@/lib/applications/application';
import { INITIAL_STATUS, type ApplicationSource } from '@/lib/applications/statuses';
import type { AppUser } from '@/lib/auth/app-user';
import { applicationsKey } from './get-applications';

export interface ApplicationInput {
  company: string;
  position: string;
  source: ApplicationSource;
  sourceUrl: string;
}

/** user_name = full name, else e-mail, else "Anonymous" (spec §7). */
function userName(user: AppUser): string {
  return user.name || user.email || 'Anonymous';
}

export async function addApplication(user: AppUser, input: ApplicationInput): Promise<JobApplication> {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .insert({
      company: input.company.trim(),
      position: input.position.trim(),
      source: input.source,
      source_url: input.sourceUrl.trim(),
      status: INITIAL_STATUS,
      user_name: userName(user),
      user_id: user.id,
    })
    .select()
    .single();
  if (error) throw error;
  return toApplication(data);
}

export function useAddApplication() {
  const { mutate } = useSWRConfig();
  return async (user: AppUser, input: ApplicationInput) => {
    const added = await addApplication(user, input);
    await mutate(applicationsKey(user.id), (current: JobApplication[] = []) => [added, ...current], {
      revalidate: false,
    });
    return added;
  };
}
