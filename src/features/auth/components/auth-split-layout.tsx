import { Anchor, Box, Divider, Stack, Text, Title } from '@mantine/core';
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
      <Box className={classes.slides} visibleFrom="md">
        <SlidesCarousel />
      </Box>
    </Box>
  );
}
