import { useState } from 'react';
import { DeleteAccountDialog } from '@/features/account/components/delete-account-dialog';
import { AppHeader } from '@/features/header/components/app-header';
import { CalendarFeedDialog } from '@/features/reminders/components/calendar-feed-dialog';
import { MorningEmailDialog } from '@/features/reminders/components/morning-email-dialog';
import { TrackerScope } from '@/lib/tracker-scope';

export default function Header() {
  const [deleting, setDeleting] = useState(false);
  const [feed, setFeed] = useState(false);
  const [morning, setMorning] = useState(false);
  return (
    <TrackerScope>
      <AppHeader
        onDeleteAccount={() => setDeleting(true)}
        accountItems={[
          { label: 'Calendar feed', onClick: () => setFeed(true) },
          { label: 'Morning e-mail', onClick: () => setMorning(true) },
        ]}
      />
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
      <CalendarFeedDialog opened={feed} onClose={() => setFeed(false)} />
      <MorningEmailDialog opened={morning} onClose={() => setMorning(false)} />
    </TrackerScope>
  );
}
