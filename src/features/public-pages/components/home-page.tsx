import { Button, Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { layout } from '@/lib/theme';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { publicAsset } from '@/lib/assets';
import { useTrackerLink } from '@/lib/tracker-settings';
import { usePageView } from '@/lib/use-page-views';

/** The landing page for visitors. */
export function HomePage() {
  usePageView(paths.home);
  const link = useTrackerLink();
  return (
    <Container
      size="lg"
      py="xl"
      mih={`calc(100dvh - ${layout.headerHeight}px)`}
      style={{ display: 'flex', alignItems: 'center' }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl" style={{ alignItems: 'center' }} w="100%">
        <Stack gap="lg">
          <Title order={1} fz={{ base: '2rem', md: '2.75rem' }} lh={1.15}>
            Your job search, on one calm board
          </Title>
          <Text size="lg" c="dimmed">
            Manage your job search in one place: add every application, move it through each hiring stage and visualise
            your progress. See the designers who work at the companies you apply to, and their case studies, to improve
            your chances of landing the job.
          </Text>
          <Group gap="md">
            <Button component={Link} to={link(paths.signup)} size="md">
              Get Started
            </Button>
            <Button component={Link} to={link(paths.login)} size="md" variant="default">
              Log In
            </Button>
          </Group>
        </Stack>
        <Image
          src={publicAsset('illustrations/landing.svg')}
          alt="A job search laid out as stages, from wishlist to offer"
        />
      </SimpleGrid>
    </Container>
  );
}
