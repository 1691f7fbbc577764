import { ApplicationDetailDialog } from '@/features/application-detail/components/application-detail-dialog';
import { BoardPage } from '@/features/board/components/board-page';
import { RequireAuth } from '@/lib/auth/require-auth';

/** The tracker page: greeting, counts and the board, with the detail dialog; for signed-in users only. */
export default function TrackerPage() {
  return (
    <RequireAuth>
      <BoardPage renderDetail={(props) => <ApplicationDetailDialog {...props} />} />
    </RequireAuth>
  );
}
