import { supabase } from '@job-tracker/supabase-client';
import { useEffect } from 'react';
import useSWR from 'swr';
import { toApplication, type JobApplication } from '@/lib/applications/application';
import { notifyError } from '@/lib/notify';

export function applicationsKey(userId: string) {
  return ['job_applications', userId] as const;
}

/** The whole board in one request: the user's applications, most recently moved first. */
export async function getApplications(userId: string): Promise<JobApplication[]> {
  const { data, error } = await supabase
    .from('job_applications')
    .select('*')
    .eq('user_id', userId)
    .order('last_updated', { ascending: false })
    .order('id');
  if (error) throw error;
  return data.map(toApplication);
}

export function useApplications(userId: string | undefined) {
  const result = useSWR(userId ? applicationsKey(userId) : null, ([, id]) => getApplications(id));
  const failed = result.error !== undefined;
  useEffect(() => {
    if (!failed) return;
    console.error('Failed to load applications', result.error);
    notifyError('Error', 'Failed to load your applications. Please try again later.');
  }, [failed, result.error]);
  // A failed load shows an empty board rather than stale or partial data.
  return { ...result, applications: failed ? [] : result.data };
}
