import { BoardPage } from '@/features/board/components/board-page';
import { Greeting } from '@/features/dashboard/components/greeting';
import { BoardCounts } from '@/features/dashboard/components/board-summary';
import { UpNext } from '@/features/dashboard/components/up-next';
import { ExportMenu } from '@/features/data-export/components/export-menu';
import { ExportSelection } from '@/features/data-export/components/export-selection';
import { EditStagesButton } from '@/features/stages/components/edit-stages-button';
import { paths } from '@/config/paths';
import { InsightsSkeleton } from '@/features/insights/components/insights-skeleton';
import { RequireAuth } from '@/lib/auth/require-auth';
import { TrackerScope } from '@/lib/tracker-scope';
import { usePageView } from '@/lib/use-page-views';
import { lazy, Suspense } from 'react';
import { getBoard } from '@/features/board/api/get-applications';
import { getUpcomingEvents } from '@/features/board/api/get-upcoming-events';
import { prefetchBoard } from '@/features/board/api/prefetch-board';
import { useLiveBoard } from '@/features/board/hooks/use-live-board';
import { useAuth } from '@/lib/auth/use-auth';
import { withSupabase } from '@/lib/supabase-ready';

// The board's first requests start as soon as this module is loaded and the client is configured, while
// the page's other modules load and the session is restored, rather than when the board mounts.
withSupabase((client) => prefetchBoard(client, { board: getBoard, events: getUpcomingEvents }));

// Loaded when the user opens Insights: the board's first load does not carry the charts.
const InsightsView = lazy(() => import('@/features/insights/components/insights-view'));
// Loaded beside the board (the board page mounts it closed under a Suspense boundary of its own).
const ApplicationDetailDialog = lazy(() =>
  import('@/features/application-detail/components/application-detail-dialog').then((module) => ({
    default: module.ApplicationDetailDialog,
  })),
);

/**
 * The tracker page: greeting, counts and the board, with the detail dialog; for signed-in users only.
 * Features do not import each other: the board page holds the data and the layout, and this module puts
 * the other features' parts in its slots (the dashboard's greeting, counts and "Up next", Edit stages,
 * Export / Import, Insights and the detail dialog).
 */
export default function TrackerPage() {
  usePageView(paths.app);
  return (
    <TrackerScope>
      <RequireAuth>
        <LiveBoard />
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
          renderInsights={(props) => (
            <Suspense fallback={<InsightsSkeleton />}>
              <InsightsView {...props} />
            </Suspense>
          )}
        />
      </RequireAuth>
    </TrackerScope>
  );
}

/** The board kept up to date from Realtime while the page is open. */
function LiveBoard() {
  const { user } = useAuth();
  useLiveBoard(user?.id);
  return null;
}
