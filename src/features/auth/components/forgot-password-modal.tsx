import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { useAuth } from '@/lib/auth/use-auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { validateEmail } from '../utils/validation';
import { EmailInput } from './email-input';

interface ForgotPasswordModalProps {
  opened: boolean;
  onClose: () => void;
  /** What the login form already holds, so nobody types it twice. */
  initialEmail: string;
}

export function ForgotPasswordModal({ opened, onClose, initialEmail }: ForgotPasswordModalProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Reset your password" centered>
      {opened && <ForgotPasswordForm initialEmail={initialEmail} onSent={onClose} />}
    </Dialog>
  );
}

function ForgotPasswordForm({ initialEmail, onSent }: { initialEmail: string; onSent: () => void }) {
  const { sendPasswordReset } = useAuth();
  const [sending, setSending] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    validate: { email: validateEmail },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setSending(true);
    try {
      await sendPasswordReset(email.trim());
      notifySuccess('Password reset email sent', 'Check your email for a password reset link');
      onSent();
    } catch (error) {
      console.error('Password reset failed', error);
      const message = error instanceof Error && error.message ? error.message : null;
      notifyError('Password reset failed', message ?? 'Could not send password reset email. Please try again.');
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email you log in with and we will send you a link to choose a new password.
        </Text>
        <EmailInput data-autofocus key={form.key('email')} {...form.getInputProps('email')} />
        <Button type="submit" loading={sending} loaderProps={{ type: 'dots' }}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
