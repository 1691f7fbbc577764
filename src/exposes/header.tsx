import { useState } from 'react';
import { DeleteAccountDialog } from '@/features/account/components/delete-account-dialog';
import { AppHeader } from '@/features/header/components/app-header';
import { CalendarFeedDialog } from '@/features/reminders/components/calendar-feed-dialog';
import { TrackerScope } from '@/lib/tracker-scope';

export default function Header() {
  const [deleting, setDeleting] = useState(false);
  const [feed, setFeed] = useState(false);
  return (
    <TrackerScope>
      <AppHeader
        onDeleteAccount={() => setDeleting(true)}
        accountItems={[{ label: 'Calendar feed', onClick: () => setFeed(true) }]}
      />
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
      <CalendarFeedDialog opened={feed} onClose={() => setFeed(false)} />
    </TrackerScope>
  );
}
