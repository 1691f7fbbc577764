import { getSupabase } from '@job-tracker/supabase-client';
import useSWR from 'swr';
import { applicationDetailsKey } from '@/lib/applications/cache-keys';
import type { ApplicationDetails } from '@/lib/applications/details';
import { toEvent, type ApplicationEvent, type EventKind } from '@/lib/applications/events';
import type { StageChange } from '@/lib/applications/stage-history';

export interface ApplicationRecord {
  details: ApplicationDetails;
  /** The revision these details were read at. */
  revision: number;
  stages: StageChange[];
  events: ApplicationEvent[];
}

/**
 * What the detail dialog adds to a card, in two requests whatever the history's length: the long texts,
 * and the stage changes with the events from the `application_timeline` view.
 */
export async function getApplicationDetails(applicationId: string): Promise<ApplicationRecord> {
  const [row, timeline] = await Promise.all([
    getSupabase()
      .from('job_applications')
      .select('job_description,people,portfolio_links,revision')
      .eq('id', applicationId)
      .single(),
    getSupabase()
      .from('application_timeline')
      .select('entry,id,at,status,kind,note,application_id')
      .eq('application_id', applicationId)
      .order('at')
      .order('id'),
  ]);
  if (row.error) throw row.error;
  if (timeline.error) throw timeline.error;
  const stages: StageChange[] = [];
  const events: ApplicationEvent[] = [];
  for (const entry of timeline.data) {
    if (entry.entry === 'stage' && entry.status)
      stages.push({ id: entry.id, status: entry.status, at: new Date(entry.at) });
    else if (entry.entry === 'event' && entry.kind)
      events.push(
        toEvent({
          id: entry.id,
          application_id: entry.application_id,
          kind: entry.kind as EventKind,
          starts_at: entry.at,
          note: entry.note ?? '',
        }),
      );
  }
  return {
    details: {
      jobDescription: row.data.job_description,
      people: row.data.people,
      portfolioLinks: row.data.portfolio_links,
    },
    revision: Number(row.data.revision),
    stages,
    events,
  };
}

export function useApplicationDetails(applicationId: string | null, statusKey: string) {
  // The status is part of the key so that a move made elsewhere shows in the timeline when it reopens.
  return useSWR(applicationId ? [...applicationDetailsKey(applicationId), statusKey] : null, ([, id]) =>
    getApplicationDetails(id),
  );
}
