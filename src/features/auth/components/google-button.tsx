import { Button } from '@mantine/core';
import { useState } from 'react';
import { GoogleMark } from '@/components/google-mark';
import { useAuth } from '@/lib/auth/use-auth';
import { notifyError } from '@/lib/notify';

/** Sends the browser to Google; it comes back to /login signed in. */
export function GoogleButton({ label }: { label: string }) {
  const { loginWithGoogle } = useAuth();
  const [redirecting, setRedirecting] = useState(false);

  const onClick = async () => {
    setRedirecting(true);
    try {
      await loginWithGoogle();
    } catch (error) {
      console.error('Google login failed', error);
      notifyError('Google login failed', 'Could not log you in with Google. Please try again.');
      setRedirecting(false);
    }
  };

  return (
    <Button
      variant="default"
      size="md"
      fullWidth
      leftSection={<GoogleMark />}
      loading={redirecting}
      onClick={() => void onClick()}
    >
      {label}
    </Button>
  );
}
