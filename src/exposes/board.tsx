import { ApplicationDetailDialog } from '@/features/application-detail/components/application-detail-dialog';
import { BoardPage } from '@/features/board/components/board-page';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/lib/auth/require-auth';
import { usePageView } from '@/lib/use-page-views';

/** The tracker page: greeting, counts and the board, with the detail dialog; for signed-in users only. */
export default function TrackerPage() {
  usePageView(paths.app);
  return (
    <RequireAuth>
      <BoardPage renderDetail={(props) => <ApplicationDetailDialog {...props} />} />
    </RequireAuth>
  );
}
