import { Anchor, Box, Burger, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { publicAsset } from '@/lib/assets';
import { layout } from '@/lib/theme';
import classes from './app-header.module.css';

interface NavItem {
  label: string;
  href: string;
  newTab?: boolean;
}

function showcaseLinks(showcaseUrl: string): NavItem[] {
  return [
    { label: 'Portfolios', href: `${showcaseUrl}/portfolios` },
    { label: 'Case studies', href: `${showcaseUrl}/case-studies` },
  ];
}

/** The shared header: 62 px on every page, linking back into the showcase site. */
export function AppHeader() {
  const location = useLocation();
  const [menuOpened, { toggle, close }] = useDisclosure(false);
  const onLegalPage = location.pathname === paths.terms || location.pathname === paths.privacyPolicy;
  const links = showcaseLinks(env.showcaseUrl);
  const submit: NavItem = { label: 'Submit Portfolio', href: `${env.showcaseUrl}/submit`, newTab: true };

  return (
    <Box component="header" className={classes.header} h={layout.headerHeight}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Anchor href={env.showcaseUrl} target="_blank" rel="noopener noreferrer" aria-label="Showcase home">
          <Group gap="sm" wrap="nowrap">
            <Image src={publicAsset('logo.svg')} alt="" w={32} h={32} />
            <Text fw={650} c="dark.8">
              Showcase
            </Text>
          </Group>
        </Anchor>
        <Group component="nav" aria-label="Main" gap="lg" visibleFrom="sm">
          {links.map((link) => (
            <Anchor key={link.label} href={link.href} className={classes.link}>
              {link.label}
            </Anchor>
          ))}
          {onLegalPage ? (
            <Anchor href={`${env.showcaseUrl}/job-tracker`} className={classes.link}>
              Job tracker
            </Anchor>
          ) : (
            <Anchor component={Link} to={paths.app} className={classes.link} data-active aria-current="page">
              Job tracker
            </Anchor>
          )}
          <Anchor href={submit.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
            {submit.label}
          </Anchor>
        </Group>
        <Burger
          opened={menuOpened}
          onClick={toggle}
          hiddenFrom="sm"
          size="sm"
          aria-label={menuOpened ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpened}
          aria-controls="mobile-menu"
        />
      </Group>
      {menuOpened && (
        <Stack
          id="mobile-menu"
          component="nav"
          aria-label="Mobile"
          className={classes.mobileMenu}
          gap={0}
          hiddenFrom="sm"
        >
          {links.map((link) => (
            <UnstyledButton key={link.label} component="a" href={link.href} className={classes.mobileLink}>
              {link.label}
            </UnstyledButton>
          ))}
          <UnstyledButton component={Link} to={paths.jobTracker} onClick={close} className={classes.mobileLink}>
            Job tracker
          </UnstyledButton>
          <UnstyledButton
            component="a"
            href={submit.href}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.mobileLink}
          >
            {submit.label}
          </UnstyledButton>
        </Stack>
      )}
    </Box>
  );
}
