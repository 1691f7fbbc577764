import { getSupabase, type Database } from '@job-tracker/supabase-client';
import { useSWRConfig } from 'swr';
import { BOARD_COLUMNS, toApplication, type JobApplication, type WorkMode } from '@/lib/applications/application';
import { startOfLocalDay, type CalendarDay } from '@/lib/applications/calendar';
import { whileWriting } from '@/lib/applications/card-holds';
import type { ApplicationSource } from '@/lib/applications/statuses';
import { applicationsKey } from './get-applications';

export interface ApplicationChanges {
  company?: string;
  position?: string;
  source?: ApplicationSource;
  /** May be sent empty, to clear the link. */
  sourceUrl?: string;
  appliedDay?: CalendarDay;
  /** May be sent empty, to clear it. */
  location?: string;
  workMode?: WorkMode | '';
}

type RowUpdate = Database['public']['Tables']['job_applications']['Update'];

/** Only the fields present are sent (sourceUrl may be empty); every update stamps last_updated. */
export function toRowUpdate(changes: ApplicationChanges, now: Date): RowUpdate {
  const update: RowUpdate = { last_updated: now.toISOString() };
  if (changes.company) update.company = changes.company.trim();
  if (changes.position) update.position = changes.position.trim();
  if (changes.source) update.source = changes.source;
  if (changes.sourceUrl !== undefined) update.source_url = changes.sourceUrl.trim();
  if (changes.appliedDay) update.applied_date = startOfLocalDay(changes.appliedDay).toISOString();
  if (changes.location !== undefined) update.location = changes.location.trim();
  if (changes.workMode !== undefined) update.work_mode = changes.workMode || null;
  return update;
}

export async function updateApplication(userId: string, id: string, changes: ApplicationChanges) {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .update(toRowUpdate(changes, new Date()))
    .eq('id', id)
    .eq('user_id', userId)
    .select(BOARD_COLUMNS)
    .single();
  if (error) throw error;
  return toApplication(data);
}

export function useUpdateApplication() {
  const { mutate } = useSWRConfig();
  return async (userId: string, id: string, changes: ApplicationChanges) => {
    const updated = await whileWriting(id, () => updateApplication(userId, id, changes));
    await mutate(
      applicationsKey(userId),
      (current: JobApplication[] = []) => current.map((app) => (app.id === id ? updated : app)),
      { revalidate: false },
    );
    return updated;
  };
}
