import { useState } from 'react';
import { DeleteAccountDialog } from '@/features/account/components/delete-account-dialog';
import { AppHeader } from '@/features/header/components/app-header';
import { TrackerScope } from '@/lib/tracker-scope';

export default function Header() {
  const [deleting, setDeleting] = useState(false);
  return (
    <TrackerScope>
      <AppHeader onDeleteAccount={() => setDeleting(true)} />
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </TrackerScope>
  );
}
