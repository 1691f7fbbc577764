import { PlaceholderPage } from '@/features/public-pages/components/placeholder-page';
import { RequireAuth } from '@/lib/auth/require-auth';

/** The tracker page: the dashboard and the board, for signed-in users only. */
export default function Board() {
  return (
    <RequireAuth>
      <PlaceholderPage title="Application Tracking" />
    </RequireAuth>
  );
}
