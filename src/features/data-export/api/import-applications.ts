import { getSupabase, type ImportApplicationPayload } from '@job-tracker/supabase-client';
import { useSWRConfig } from 'swr';

export interface ImportResult {
  added: number;
  merged: number;
}

/** Sends the whole import in one call: the database adds everything in one transaction, or nothing. */
export async function importApplications(applications: ImportApplicationPayload[]): Promise<ImportResult> {
  const { data, error } = await getSupabase().rpc('import_applications', { applications });
  if (error) throw error;
  return data;
}

/**
 * The import, followed by a fresh read of everything cached (board, events, insights, details): an
 * import can touch any of them.
 */
export function useImportApplications() {
  const { mutate } = useSWRConfig();
  return async (applications: ImportApplicationPayload[]): Promise<ImportResult> => {
    const result = await importApplications(applications);
    await mutate(() => true);
    return result;
  };
}
