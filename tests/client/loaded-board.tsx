import { useApplications } from '@/features/board/api/get-applications';

/**
 * Loads the signed-in user's board into the cache as the board page does (stages and applications in one
 * request), for a test of a part that reads them from the cache only: Edit stages, the detail dialog.
 * A feature's test cannot import another feature; this harness may.
 */
export function LoadedBoard({ userId }: { userId: string }) {
  const { applications } = useApplications(userId);
  return <output aria-label="Board loaded">{applications ? applications.length : 'loading'}</output>;
}

/** One application of the board as the cache holds it (followed as it changes), once the board has loaded. */
export function useLoadedApplication(userId: string, id: string) {
  return useApplications(userId).applications?.find((app) => app.id === id) ?? null;
}

/** The board's applications once loaded (undefined before), as the board page hands them to Insights. */
export function useLoadedApplications(userId: string) {
  return useApplications(userId).applications;
}
