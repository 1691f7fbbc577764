import { getSupabase, type Database } from '@job-tracker/supabase-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { whileWriting } from '@/lib/applications/card-holds';
import { BOARD_COLUMNS, toApplication, type JobApplication } from '@/lib/applications/application';
import { applicationsKey, matchesApplicationDetails } from '@/lib/applications/cache-keys';

type RowUpdate = Database['public']['Tables']['job_applications']['Update'];

const DETAIL_COLUMN_LABELS: Record<string, string> = {
  applied_date: 'Applied on',
  location: 'Location',
  work_mode: 'Work mode',
  salary_min: 'Salary',
  salary_max: 'Salary',
  salary_currency: 'Salary',
  salary_period: 'Salary',
  notes: 'Notes',
  job_description: 'Job description',
  people: 'People',
  portfolio_links: 'Portfolio sent',
  follow_up_on: 'Follow-up',
};

/** Another tab or device changed a field this edit also changes, after this edit began. */
export class EditConflictError extends Error {
  constructor(readonly fields: string[]) {
    const names = [...new Set(fields.map((field) => DETAIL_COLUMN_LABELS[field] ?? field))].join(', ');
    super(
      `${names} changed in another tab or device while you were editing. Your edit was not saved: ` +
        'the newer version is shown now; make your change again.',
    );
    this.name = 'EditConflictError';
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves only the changed columns, and only onto the revision the edit started from. When another save
 * came first, the edit is re-applied onto the newer row if that save touched none of its fields (last
 * write per field); if it did, nothing is written and EditConflictError says which fields.
 */
export async function saveDetails(
  applicationId: string,
  base: { revision: number; values: Record<string, unknown> },
  changes: RowUpdate,
): Promise<JobApplication> {
  let revision = base.revision;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { data, error } = await getSupabase()
      .from('job_applications')
      .update({ ...changes, last_updated: new Date().toISOString() })
      .eq('id', applicationId)
      .eq('revision', revision)
      .select(BOARD_COLUMNS);
    if (error) throw error;
    if (data[0]) return toApplication(data[0]);
    const current = await getSupabase().from('job_applications').select('*').eq('id', applicationId).maybeSingle();
    if (current.error) throw current.error;
    if (!current.data) throw new Error('The application no longer exists.');
    const row = current.data as unknown as Record<string, unknown>;
    const conflicts = Object.keys(changes).filter(
      (column) =>
        column in base.values &&
        !same(row[column], base.values[column]) &&
        !same(row[column], changes[column as keyof RowUpdate]),
    );
    if (conflicts.length > 0) throw new EditConflictError(conflicts);
    revision = Number(row.revision);
  }
  throw new EditConflictError(Object.keys(changes));
}

/** saveDetails, then the board's card and the dialog's details from what the server stored. */
export function useSaveDetails(userId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (
      applicationId: string,
      base: { revision: number; values: Record<string, unknown> },
      changes: RowUpdate,
    ): Promise<JobApplication> => {
      try {
        const saved = await whileWriting(applicationId, () => saveDetails(applicationId, base, changes));
        await mutate(
          applicationsKey(userId),
          (list: JobApplication[] = []) => list.map((app) => (app.id === saved.id ? saved : app)),
          { revalidate: false },
        );
        return saved;
      } finally {
        await mutate(matchesApplicationDetails(applicationId));
      }
    },
    [mutate, userId],
  );
}
