import { useState } from 'react';
import { DeleteAccountDialog } from '@/features/account/components/delete-account-dialog';
import { AppHeader } from '@/features/header/components/app-header';
import type { HeaderLayout } from '@/features/header/utils/header-layout';
import { CalendarFeedDialog } from '@/features/reminders/components/calendar-feed-dialog';
import { MorningEmailDialog } from '@/features/reminders/components/morning-email-dialog';
import { TrackerScope } from '@/lib/tracker-scope';

/**
 * The tracker's header. A host whose own site header stands above it passes `brand={false}` and `links={[]}`
 * for a slim bar (the tracker's link and the account menu); or its own brand and links.
 */
export default function Header({ brand, links }: HeaderLayout = {}) {
  const [deleting, setDeleting] = useState(false);
  const [feed, setFeed] = useState(false);
  const [morning, setMorning] = useState(false);
  return (
    <TrackerScope>
      <AppHeader
        brand={brand}
        links={links}
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
