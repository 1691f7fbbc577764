import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '@/lib/auth/use-auth';
import { notifyError, notifySuccess } from '@/lib/notify';

/** After "Email not confirmed": the way to get the confirmation link again. */
export function ResendConfirmation({ email }: { email: string }) {
  const { resendConfirmation } = useAuth();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await resendConfirmation(email);
      notifySuccess('Confirmation email sent', `Check ${email} for the link to confirm your account.`);
    } catch (error) {
      console.error('Resending the confirmation failed', error);
      const message = error instanceof Error && error.message ? error.message : null;
      notifyError('Could not send the email', message ?? 'Please try again in a minute.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert color="yellow" variant="light" title="Confirm your email address first" role="status">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">We sent a link to {email} when you signed up. It may be in your spam folder.</Text>
        <Button size="sm" variant="light" color="yellow" loading={sending} onClick={() => void resend()}>
          Resend confirmation email
        </Button>
      </Stack>
    </Alert>
  );
}
