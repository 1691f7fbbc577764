import { Alert, Loader, Stack, Switch, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { useAuth } from '@/lib/auth/use-auth';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { browserTimeZone, useMorningEmail, useSetMorningEmail } from '../api/morning-email';

/**
 * "Morning e-mail": opting in to one e-mail a day, after 07:00 in the user's zone, with today's events, the
 * follow-ups due and the applications gone quiet. The switch saves at once; every e-mail has an unsubscribe
 * link that works without signing in.
 */
export function MorningEmailDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const setting = useMorningEmail(userId, opened && userId !== '');
  const save = useAction(useSetMorningEmail(userId), {
    failure: 'Could not save your morning e-mail choice. Please try again.',
    onSuccess: (enabled) =>
      notifySuccess(
        enabled ? 'Morning e-mail on' : 'Morning e-mail off',
        enabled ? 'It comes after 07:00 on days with something to tell you.' : 'You will get no more morning e-mails.',
      ),
  });
  const enabled = setting.data?.enabled ?? false;
  const zone = setting.data?.enabled ? setting.data.timeZone : browserTimeZone();

  return (
    <Dialog opened={opened} onClose={onClose} title="Morning e-mail" centered size="md">
      <Stack gap="md">
        <Text size="sm">
          One e-mail a morning with today’s interviews, the follow-ups due and the applications gone quiet, with links
          into the tracker. Nothing comes on a day with nothing to tell you.
        </Text>
        {setting.isLoading && <Loader size="sm" role="progressbar" aria-label="Loading your morning e-mail choice" />}
        {setting.error && (
          <Alert color="red" variant="light" role="alert">
            Could not load your morning e-mail choice. Close this and try again.
          </Alert>
        )}
        {!setting.isLoading && !setting.error && (
          <Switch
            label="Send me the morning e-mail"
            description={`After 07:00 in ${zone}${user?.email ? `, to ${user.email}` : ''}.`}
            checked={enabled}
            disabled={save.pending}
            onChange={(event) => void save.run(event.currentTarget.checked)}
          />
        )}
      </Stack>
    </Dialog>
  );
}
