import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from './use-auth';
import { useTrackerLink } from '@/lib/tracker-settings';

/**
 * A protected page: "Loading…" while auth loads (a status a screen reader announces; the spinner beside
 * it is decoration); signed out, off to /login without a history entry.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const link = useTrackerLink();
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return (
      <Center mih="50vh">
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed">Loading…</Text>
        </Stack>
      </Center>
    );
  }
  if (!user) return <Navigate to={link(paths.login)} replace />;
  return children;
}
