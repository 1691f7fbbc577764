import { getSupabase } from '@job-tracker/supabase-client';
import { useSWRConfig } from 'swr';
import { toApplication, type JobApplication, type SalaryPeriod, type WorkMode } from '@/lib/applications/application';
import { calendarDay, startOfLocalDay, type CalendarDay } from '@/lib/applications/calendar';
import { startStage } from '@/lib/applications/stages';
import { useStagesSnapshot } from '@/lib/applications/use-stages';
import { INITIAL_STATUS, type ApplicationSource } from '@/lib/applications/statuses';
import type { AppUser } from '@/lib/auth/app-user';
import { keyBeforeFirst } from '../utils/move';
import { applicationsKey, useApplicationsSnapshot } from './get-applications';

export interface ApplicationInput {
  company: string;
  position: string;
  source: ApplicationSource;
  sourceUrl: string;
  /** Empty or left out: applied today (not yet, in Wishlist). */
  appliedDay?: CalendarDay;
  /** The stage it goes to; left out, the first active stage. */
  stage?: string;
  location?: string;
  workMode?: WorkMode | '';
  /** From a captured posting: a range, its currency and period, the description as plain text. */
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: string;
  salaryPeriod?: SalaryPeriod;
  jobDescription?: string;
}

/** The name stored with an application: the user's full name, else the e-mail, else "Anonymous". */
function userName(user: AppUser): string {
  return user.name || user.email || 'Anonymous';
}

/** Adds an application in the first column, at `orderKey` (the top of that column). */
export async function addApplication(
  user: AppUser,
  input: ApplicationInput,
  orderKey: string,
  status: string = INITIAL_STATUS,
): Promise<JobApplication> {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .insert({
      company: input.company.trim(),
      position: input.position.trim(),
      source: input.source,
      source_url: input.sourceUrl.trim(),
      status,
      user_name: userName(user),
      user_id: user.id,
      order_key: orderKey,
      location: input.location?.trim() ?? '',
      work_mode: input.workMode || null,
      ...(input.salaryMin != null ? { salary_min: input.salaryMin } : {}),
      ...(input.salaryMax != null ? { salary_max: input.salaryMax } : {}),
      ...(input.salaryCurrency ? { salary_currency: input.salaryCurrency } : {}),
      ...(input.salaryPeriod ? { salary_period: input.salaryPeriod } : {}),
      ...(input.jobDescription ? { job_description: input.jobDescription } : {}),
      // Applied today: the database's now(); an earlier day: its start, on the user's calendar.
      ...(input.appliedDay && input.appliedDay !== calendarDay(new Date())
        ? { applied_date: startOfLocalDay(input.appliedDay).toISOString() }
        : {}),
    })
    .select()
    .single();
  if (error) throw error;
  return toApplication(data);
}

/**
 * Adds an application at the top of its stage (the one chosen, else the user's first active stage), on the
 * server and then on the board.
 */
export function useAddApplication(user: AppUser) {
  const { mutate } = useSWRConfig();
  const snapshot = useApplicationsSnapshot(user.id);
  const stages = useStagesSnapshot(user.id);
  return async (input: ApplicationInput) => {
    const status = input.stage || startStage(stages());
    const orderKey = keyBeforeFirst(snapshot().filter((app) => app.status === status));
    const added = await addApplication(user, input, orderKey, status);
    // The live stream may have brought it already: it is on the board once.
    await mutate(
      applicationsKey(user.id),
      (current: JobApplication[] = []) => [added, ...current.filter((app) => app.id !== added.id)],
      { revalidate: false },
    );
    return added;
  };
}
