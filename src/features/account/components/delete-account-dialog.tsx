import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/dialog';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { notifySuccess } from '@/lib/notify';
import { useTrackerLink } from '@/lib/tracker-settings';
import { useAction } from '@/lib/use-action';
import { useDeleteAccount } from '../api/delete-account';

/** Whether what the user typed is their e-mail (case and surrounding spaces aside). */
export function confirmsEmail(typed: string, email: string): boolean {
  return email !== '' && typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * "Delete my account": asks the user to type their e-mail, then deletes the account and everything in it,
 * ends the session, says so in a toast and goes to the login page.
 */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const link = useTrackerLink();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const deleteAccount = useDeleteAccount();
  const email = user?.email ?? '';
  const close = () => {
    setTyped('');
    onClose();
  };
  const remove = useAction(deleteAccount, {
    failure: 'Could not delete your account. Nothing was deleted; please try again.',
    onSuccess: () => {
      close();
      notifySuccess('Account deleted', 'Your account and all your data have been deleted.');
      void navigate(link(paths.login), { replace: true });
    },
  });
  const confirmed = confirmsEmail(typed, email);

  return (
    <Dialog
      opened={opened}
      onClose={() => {
        if (!remove.pending) close();
      }}
      title="Delete your account?"
      centered
      size="md"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && !remove.pending) void remove.run();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            This deletes your account and all your data: every application with its details, stage history and events.
            It cannot be undone.
          </Text>
          <TextInput
            label="Type your e-mail to confirm"
            description={email}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            disabled={remove.pending}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.pending}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!confirmed} loading={remove.pending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
