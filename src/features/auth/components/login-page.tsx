import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useAuth } from '@/lib/auth/use-auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { loginRules, type LoginValues } from '../utils/validation';
import { AuthSplitLayout } from './auth-split-layout';
import { EmailInput } from './email-input';
import { ForgotPasswordModal } from './forgot-password-modal';
import { ResendConfirmation } from './resend-confirmation';
import { useTrackerLink } from '@/lib/tracker-settings';
import { usePageView } from '@/lib/use-page-views';

function loginFailureMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'Invalid email or password';
  return error.message || 'Could not log you in. Please check your email and password.';
}

function isEmailNotConfirmed(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'email_not_confirmed';
}

export function LoginPage() {
  usePageView(paths.login);
  const link = useTrackerLink();
  const { user, isLoading, login } = useAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [resetOpened, resetModal] = useDisclosure(false);
  // The address whose log-in the server refused as not yet confirmed: offer the link again.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: loginRules,
  });

  // Back from Google, or already signed in: the tracker is the place to be.
  if (user && !isLoading && !submitting) return <Navigate to={link(paths.app)} replace />;

  const submit = form.onSubmit(async ({ email, password }) => {
    setSubmitting(true);
    try {
      await login(email.trim(), password);
      notifySuccess('Login successful', "You've been logged in successfully");
      void navigate(link(paths.app));
    } catch (error) {
      console.error('Login failed', error);
      notifyError('Login failed', loginFailureMessage(error));
      setUnconfirmed(isEmailNotConfirmed(error) ? email.trim() : null);
      setSubmitting(false);
    }
  });

  return (
    <AuthSplitLayout
      title={`Login to ${PRODUCT_NAME}`}
      subtitle="Welcome back. Pick up your job search where you left it."
      googleLabel="Login with Google"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to={link(paths.signup)} fw={600}>
            Sign up
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Log in with email">
        <Stack gap="md">
          <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
          <Stack gap="xs">
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor component="button" type="button" size="sm" onClick={resetModal.open}>
                Forgot password?
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" disabled={submitting}>
            {submitting ? 'Logging in...' : 'Log In'}
          </Button>
          {unconfirmed && <ResendConfirmation email={unconfirmed} />}
        </Stack>
      </form>
      <ForgotPasswordModal
        opened={resetOpened}
        onClose={resetModal.close}
        initialEmail={resetOpened ? form.getValues().email : ''}
      />
    </AuthSplitLayout>
  );
}
