import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { preload, unstable_serialize, useSWRConfig } from 'swr';
import { BoardPage } from '@/features/board/components/board-page';
import { Greeting } from '@/features/dashboard/components/greeting';
import { BoardCounts } from '@/features/dashboard/components/board-summary';
import { UpNext } from '@/features/dashboard/components/up-next';
import { ExportMenu } from '@/features/data-export/components/export-menu';
import { ExportSelection } from '@/features/data-export/components/export-selection';
import { EditStagesButton, preloadEditStages } from '@/features/stages/components/edit-stages-button';
import { paths } from '@/config/paths';
import { InsightsSkeleton } from '@/features/insights/components/insights-skeleton';
import { RequireAuth } from '@/lib/auth/require-auth';
import { TrackerScope } from '@/lib/tracker-scope';
import { usePageView } from '@/lib/use-page-views';
import { CodeFailedDialog, LoadError } from '@/components/load-error';
import { lazyView } from '@/components/lazy-view';
import type { DetailRenderProps, InsightsRenderProps } from '@/features/board/components/board-page';
import { getBoard } from '@/features/board/api/get-applications';
import { getUpcomingEvents } from '@/features/board/api/get-upcoming-events';
import { prefetchBoard } from '@/features/board/api/prefetch-board';
import { useLiveBoard } from '@/features/board/hooks/use-live-board';
import { useAuth } from '@/lib/auth/use-auth';
import { withSupabase } from '@/lib/supabase-ready';
import { getStatusHistory } from '@/features/insights/api/get-status-history';
import { statusHistoryKey } from '@/lib/applications/cache-keys';

// The board's first requests start as soon as this module is loaded and the client is configured, while
// the page's other modules load and the session is restored, rather than when the board mounts.
withSupabase((client) => prefetchBoard(client, { board: getBoard, events: getUpcomingEvents }));

// Loaded when the user opens Insights: the board's first load does not carry the charts. Code that fails
// to arrive (the tracker's server gone mid-session) says so in the view's place, with a Retry that asks
// for it again; the board page around it stays.
const InsightsView = lazyView<InsightsRenderProps>({
  load: () => import('@/features/insights/components/insights-view'),
  loading: <InsightsSkeleton />,
  failed: (_, retry) => (
    <LoadError title="Insights could not be loaded" retryLabel="Retry" onRetry={retry}>
      Their code did not arrive: the connection or the server had a problem. Your applications are safe; try again in a
      moment.
    </LoadError>
  ),
});
// Loaded beside the board, mounted closed. If its code cannot be loaded, opening an application shows a
// dialog that says so, with Retry.
const ApplicationDetailDialog = lazyView<DetailRenderProps>({
  load: () =>
    import('@/features/application-detail/components/application-detail-dialog').then((module) => ({
      default: module.ApplicationDetailDialog,
    })),
  failed: ({ application, onClose }, retry) =>
    application && (
      <CodeFailedDialog
        dialogTitle={`${application.company}, ${application.position}`}
        what="The details"
        onClose={onClose}
        onRetry={retry}
      />
    ),
});

/**
 * The tracker page: greeting, counts and the board, with the detail dialog; for signed-in users only.
 * Features do not import each other: the board page holds the data and the layout, and this module puts
 * the other features' parts in its slots (the dashboard's greeting, counts and "Up next", Edit stages,
 * Export / Import, Insights and the detail dialog).
 */
export default function TrackerPage() {
  return (
    <TrackerScope>
      <PageView />
      <RequireAuth>
        <LiveBoard />
        <BoardCode />
        <BoardPage
          renderDetail={(props) => <ApplicationDetailDialog {...props} />}
          renderGreeting={(user) => <Greeting user={user} />}
          renderCounts={(props) => <BoardCounts {...props} />}
          renderUpNext={(props) => <UpNext {...props} />}
          renderToolbar={({ exportOpened, onExportOpenedChange }) => (
            <ExportMenu opened={exportOpened} onChange={onExportOpenedChange} />
          )}
          renderExportSelection={(ids) => <ExportSelection ids={ids} />}
          stageEditor={<EditStagesButton />}
          renderInsights={(props) => <InsightsView {...props} />}
        />
      </RequireAuth>
    </TrackerScope>
  );
}

/**
 * The page's title and view report. On its own: it reads the location, and a change of the URL's query
 * (a sort, a filter) must not render the whole page again from here.
 */
function PageView() {
  usePageView(paths.app);
  return null;
}

/**
 * Code the board shows once its data is in, asked for while the data is on its way (see preloadEditStages).
 * A page opened on Insights asks for that view's code and the stage history at once too: the view asks
 * for them only once the board's data is in and it mounts, and takes the history asked for here. Only
 * when the page opens, and only a history this page has never asked for: a preload the view does not take
 * (its own request already on the way) would be kept, and handed to it at a later open, out of date.
 */
function BoardCode() {
  const { user } = useAuth();
  const { cache } = useSWRConfig();
  const [params] = useSearchParams();
  const [openedOnInsights] = useState(() => params.get('view') === 'insights');
  useEffect(() => preloadEditStages(), []);
  useEffect(() => {
    if (!openedOnInsights || !user) return;
    InsightsView.preload();
    const key = statusHistoryKey(user.id);
    if (cache.get(unstable_serialize(key)) !== undefined) return;
    // A failure is the view's to report when it asks again; one never taken is no error.
    preload(key, getStatusHistory).catch(() => undefined);
  }, [openedOnInsights, user, cache]);
  return null;
}

/** The board kept up to date from Realtime while the page is open. */
function LiveBoard() {
  const { user } = useAuth();
  useLiveBoard(user?.id);
  return null;
}
