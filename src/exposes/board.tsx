import { ApplicationDetailDialog } from '@/features/application-detail/components/application-detail-dialog';
import { Dashboard } from '@/features/board/components/dashboard';
import { RequireAuth } from '@/lib/auth/require-auth';

/** The tracker page: greeting, stats and the board, with the detail dialog; for signed-in users only. */
export default function Board() {
  return (
    <RequireAuth>
      <Dashboard renderDetail={(props) => <ApplicationDetailDialog {...props} />} />
    </RequireAuth>
  );
}
