import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { signupRules, type SignupValues } from '../utils/validation';
import { AuthSplitLayout } from './auth-split-layout';
import { EmailInput } from './email-input';
import { useTrackerLink } from '@/lib/tracker-settings';
import { usePageView } from '@/lib/use-page-views';

export function SignupPage() {
  usePageView(paths.signup);
  const link = useTrackerLink();
  const { signup } = useAuth();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<SignupValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', confirmPassword: '' },
    validate: signupRules,
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setSubmitting(true);
    try {
      const { needsConfirmation, alreadyRegistered } = await signup(email.trim(), password);
      if (alreadyRegistered) {
        // The server answers an address that has an account as it answers a new one, minus the account:
        // say only what is true either way.
        notifySuccess(
          'Check your email',
          'If this address is new, a link to confirm your account is on its way. If you already have an account, log in or reset your password.',
        );
      } else if (needsConfirmation) {
        notifySuccess(
          'Account created',
          'Your account has been created successfully. Please check your email to verify your account.',
        );
      } else {
        notifySuccess('Sign up successful', 'Your account has been created. You can now log in.');
      }
      void navigate(link(paths.login));
    } catch (error) {
      console.error('Sign up failed', error);
      const message = error instanceof Error && error.message ? error.message : null;
      notifyError('Sign up failed', message ?? 'Could not create your account. Please try again.');
      setSubmitting(false);
    }
  });

  return (
    <AuthSplitLayout
      title="Create your account"
      subtitle="Keep every application in one place, and see who got hired where."
      googleLabel="Signup with Google"
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={link(paths.login)} fw={600}>
            Log in
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Sign up with email">
        <Stack gap="md">
          <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 6 characters"
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide confirm password' }}
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" disabled={submitting}>
            {submitting ? 'Creating Account...' : 'Create Account'}
          </Button>
        </Stack>
      </form>
    </AuthSplitLayout>
  );
}
