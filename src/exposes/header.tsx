import { useState } from 'react';
import { DeleteAccountDialog } from '@/features/account/components/delete-account-dialog';
import { AppHeader } from '@/features/header/components/app-header';

export default function Header() {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <AppHeader onDeleteAccount={() => setDeleting(true)} />
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </>
  );
}
