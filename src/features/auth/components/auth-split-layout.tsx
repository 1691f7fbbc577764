import { Anchor, Box, Divider, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { layout } from '@/lib/theme';
import { GoogleButton } from './google-button';
import classes from './auth-split-layout.module.css';
import { SlidesCarousel } from './slides-carousel';
import { useTrackerLink } from '@/lib/tracker-settings';

interface AuthSplitLayoutProps {
  title: string;
  subtitle: string;
  googleLabel: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The login and signup pages: slides on the left (desktop only), the form on the right. */
export function AuthSplitLayout({ title, subtitle, googleLabel, children, footer }: AuthSplitLayoutProps) {
  const link = useTrackerLink();
  // The slides are drawn from the md breakpoint on; narrower, they are not rendered at all (hidden, they
  // still cost a phone their first render and a re-render every 4 s as they moved on unseen).
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, { getInitialValueInEffect: false });
  return (
    <Box className={classes.root} mih={`calc(100dvh - ${layout.headerHeight}px)`}>
      {/* The form comes first for the keyboard and screen readers; the slides are drawn to its left. */}
      <Box className={classes.panel}>
        <Stack className={classes.form} gap="lg">
          <Stack gap="xs">
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed">{subtitle}</Text>
          </Stack>
          <GoogleButton label={googleLabel} />
          <Divider label="Or" labelPosition="center" />
          {children}
          <Text size="sm" ta="center">
            {footer}
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            By continuing, you agree to our{' '}
            <Anchor component={Link} to={link(paths.terms)} size="xs" underline="always">
              Terms and Conditions
            </Anchor>{' '}
            and{' '}
            <Anchor component={Link} to={link(paths.privacyPolicy)} size="xs" underline="always">
              Privacy Policy
            </Anchor>
            .
          </Text>
        </Stack>
      </Box>
      {wide && (
        <Box className={classes.slides}>
          <SlidesCarousel />
        </Box>
      )}
    </Box>
  );
}
