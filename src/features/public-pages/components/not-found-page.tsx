import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useTrackerLink } from '@/lib/tracker-settings';
import { usePageView } from '@/lib/use-page-views';

export function NotFoundPage() {
  usePageView(null);
  const link = useTrackerLink();
  const location = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${location.pathname}`);
  }, [location.pathname]);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="center" ta="center">
        <Title order={1}>Oops! Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to={link(paths.app)}>
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
