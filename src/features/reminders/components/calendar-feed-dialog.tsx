import { Alert, Anchor, Button, CopyButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { useAuth } from '@/lib/auth/use-auth';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

/**
 * "Calendar feed": a private address Google Calendar or Apple Calendar subscribes to, listing the user's
 * upcoming interviews and follow-ups. The address is shown once, when it is made (only its hash is kept);
 * the user can make a new one (the old one stops working) or revoke it.
 */
export function CalendarFeedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const feed = useCalendarFeed(userId, opened && userId !== '');
  const [address, setAddress] = useState<string | null>(null);
  const create = useAction(useCreateCalendarFeed(userId), {
    failure: 'Could not make a calendar feed. Please try again.',
    onSuccess: (url) => setAddress(url),
  });
  const revoke = useAction(useRevokeCalendarFeed(userId), {
    failure: 'Could not revoke the calendar feed. Please try again.',
    onSuccess: () => {
      setAddress(null);
      notifySuccess('Calendar feed revoked', 'Its address no longer works.');
    },
  });
  const close = () => {
    setAddress(null);
    onClose();
  };
  const busy = create.pending || revoke.pending;

  return (
    <Dialog opened={opened} onClose={close} title="Calendar feed" centered size="md">
      <Stack gap="md">
        <Text size="sm">
          Subscribe to your interviews and follow-ups from Google Calendar or Apple Calendar. The address is private:
          anyone who has it can see your events.
        </Text>
        {feed.isLoading && <Loader size="sm" role="progressbar" aria-label="Loading your calendar feed" />}
        {feed.error && (
          <Alert color="red" variant="light" role="alert">
            Could not load your calendar feed. Close this and try again.
          </Alert>
        )}
        {address ? (
          <Stack gap="xs">
            <TextInput label="Your feed's address" value={address} readOnly onFocus={(e) => e.currentTarget.select()} />
            <Group gap="sm">
              <CopyButton value={address}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy address'}
                  </Button>
                )}
              </CopyButton>
              <Anchor href={address.replace(/^https?:/, 'webcal:')} size="sm">
                Open in Apple Calendar
              </Anchor>
            </Group>
            <Text size="xs" c="dimmed">
              Google Calendar: Other calendars → From URL, then paste it. This is the only time it is shown.
            </Text>
          </Stack>
        ) : (
          !feed.isLoading &&
          !feed.error && (
            <Text size="sm" fw={600}>
              {feed.data
                ? `You have a feed (times in ${feed.data.timeZone}). Its address was shown when you made it; make a new one to see an address again.`
                : 'You have no calendar feed.'}
            </Text>
          )
        )}
        <Group justify="space-between">
          {feed.data || address ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => void revoke.run()}
              loading={revoke.pending}
              disabled={busy}
            >
              Revoke feed
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={() => void create.run()} loading={create.pending} disabled={busy || feed.isLoading}>
            {feed.data || address ? 'Make a new address' : 'Make a feed address'}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
