import { Anchor, Button, Center, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { newPasswordRules } from '../utils/validation';
import classes from './reset-password-page.module.css';
import { useTrackerLink } from '@/lib/tracker-settings';
import { usePageView } from '@/lib/use-page-views';

/** Reached from the e-mailed link, which signs the user in for this one purpose. */
export function ResetPasswordPage() {
  usePageView(paths.resetPassword);
  const link = useTrackerLink();
  const { user, isLoading } = useAuth();

  if (isLoading) {
    return (
      <Center mih="40vh">
        <Loader size="sm" role="progressbar" aria-label="Loading" />
      </Center>
    );
  }

  return (
    <Center className={classes.root}>
      <Stack className={classes.card} gap="lg">
        {user ? (
          <NewPasswordForm email={user.email} />
        ) : (
          <Stack gap="md">
            <Title order={1} size="h2">
              This link has expired
            </Title>
            <Text c="dimmed">
              Password reset links work once, for one hour. Ask for a new one from the login page with “Forgot
              password?”.
            </Text>
            <Button component={Link} to={link(paths.login)}>
              Back to Login
            </Button>
          </Stack>
        )}
      </Stack>
    </Center>
  );
}

function NewPasswordForm({ email }: { email: string }) {
  const link = useTrackerLink();
  const { updatePassword } = useAuth();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: newPasswordRules,
  });

  const submit = form.onSubmit(async ({ password }) => {
    setSaving(true);
    try {
      await updatePassword(password);
      notifySuccess('Password updated', 'Your new password is saved and you are logged in.');
      void navigate(link(paths.app));
    } catch (error) {
      console.error('Password update failed', error);
      const message = error instanceof Error && error.message ? error.message : null;
      notifyError('Password update failed', message ?? 'Could not save your new password. Please try again.');
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        <Stack gap="xs">
          <Title order={1} size="h2">
            Choose a new password
          </Title>
          <Text c="dimmed">
            For <strong>{email}</strong>. You will stay logged in here; other devices are logged out.
          </Text>
        </Stack>
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          description="At least 6 characters"
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide new password' }}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide confirm new password' }}
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" size="md" disabled={saving}>
          {saving ? 'Saving...' : 'Save new password'}
        </Button>
        <Anchor component={Link} to={link(paths.login)} size="sm" ta="center">
          Back to Login
        </Anchor>
      </Stack>
    </form>
  );
}
