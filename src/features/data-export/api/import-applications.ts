import { getSupabase, type ImportApplicationPayload, type ImportStage } from '@job-tracker/supabase-client';
import { useSWRConfig } from 'swr';

export interface ImportResult {
  added: number;
  merged: number;
}

/** The stages an import creates: added after the user's, or (`replace`) all of them, for an empty account. */
export interface ImportStages {
  stages: ImportStage[];
  replace: boolean;
}

/**
 * Sends the whole import in one call: the database adds the stages and then the applications in one
 * transaction, or nothing.
 */
export async function importApplications(
  applications: ImportApplicationPayload[],
  { stages, replace }: ImportStages = { stages: [], replace: false },
): Promise<ImportResult> {
  const { data, error } = await getSupabase().rpc('import_applications', {
    applications,
    stages,
    replace_stages: replace,
  });
  if (error) throw error;
  return data;
}

/**
 * The import, followed by a fresh read of everything cached (board, stages, events, insights, details): an
 * import can touch any of them.
 */
export function useImportApplications() {
  const { mutate } = useSWRConfig();
  return async (applications: ImportApplicationPayload[], stages?: ImportStages): Promise<ImportResult> => {
    const result = await importApplications(applications, stages);
    await mutate(() => true);
    return result;
  };
}
