import { Anchor, Box, Burger, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { memo, useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { anchors } from '@/config/anchors';
import { paths, type AppPath } from '@/config/paths';
// Drawn from the page's own code (a data: URL), not fetched after the header renders.
import logo from '@/assets/logo.svg?inline';
import { useAuth } from '@/lib/auth/use-auth';
import { useTrackerLink, useTrackerLocation, useTrackerSettings } from '@/lib/tracker-settings';
import classes from './app-header.module.css';
import type { HeaderLayout, HeaderLink } from '../utils/header-layout';
import { UserMenu, type AccountMenuItem } from './user-menu';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The header's links in order; 'tracker' is the tracker's own link. */
function headerEntries(showcaseUrl: string, links: HeaderLink[] | undefined): (HeaderLink | 'tracker')[] {
  if (links) return [...links, 'tracker'];
  return [
    { label: 'Portfolios', href: `${showcaseUrl}/portfolios` },
    { label: 'Case studies', href: `${showcaseUrl}/case-studies` },
    'tracker',
    { label: 'Submit Portfolio', href: `${showcaseUrl}/submit-portfolio`, external: true },
  ];
}

/** Moves focus to the board itself (a plain #hash link would also scroll, but not always move focus). */
function skipToBoard(event: MouseEvent<HTMLAnchorElement>) {
  const board = document.getElementById(anchors.board);
  if (!board) return;
  event.preventDefault();
  board.focus();
}

/**
 * The shared header: 62 px on every page, linking back into the showcase site. With larger text it stays
 * one row: only the words grow (the logo and avatar keep their size), so 200 % text adds a few pixels. Pages report their own
 * views, so a host page under this header stays the host's. `onDeleteAccount` adds "Delete my account" to
 * the avatar menu (the dialog belongs to whoever composes the header).
 */
export function AppHeader(props: AppHeaderProps = {}) {
  const { page } = useTrackerLocation();
  const link = useTrackerLink();
  return <HeaderBar page={page} link={link} {...props} />;
}

type AppHeaderProps = { onDeleteAccount?: () => void; accountItems?: AccountMenuItem[] } & HeaderLayout;

/**
 * The header as it shows on `page`. Apart from what reads the location (the page, the links): a change of
 * the URL's query alone (a sort, a filter) renders the small wrapper above, not the whole bar.
 */
const HeaderBar = memo(function HeaderBar({
  page,
  link,
  onDeleteAccount,
  accountItems,
  brand,
  links,
}: AppHeaderProps & { page: string | null; link: (path: AppPath) => string }) {
  const env = useTrackerSettings();
  const { user } = useAuth();
  const [menuOpened, menu] = useDisclosure(false);
  const onLegalPage = page === paths.terms || page === paths.privacyPolicy;
  const trackerHome = `${env.showcaseUrl}/job-tracker`;
  const site = brand === undefined ? { name: 'Showcase', href: env.showcaseUrl, logoSrc: logo } : brand;
  const entries = headerEntries(env.showcaseUrl, links);

  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') menu.close();
  });

  // A new page of the tracker: when the old page took the focused control with it (the login form after
  // logging in), keyboard users start again from the top, where the skip link is, not from where the
  // removed control was.
  const headerRef = useRef<HTMLElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    headerRef.current?.focus({ preventScroll: true });
  }, [page]);

  return (
    <Box component="header" ref={headerRef} tabIndex={-1} className={classes.header}>
      {user && page === paths.app && (
        <a href={`#${anchors.board}`} className={classes.skipLink} onClick={skipToBoard}>
          Skip to the board
        </a>
      )}
      <Group px="md" justify="space-between" wrap="nowrap">
        {site ? (
          <Anchor href={site.href} {...external} aria-label={`${site.name} home (opens in a new tab)`}>
            <Group gap="sm" wrap="nowrap">
              {site.logoSrc && <Image src={site.logoSrc} alt="" className={classes.logo} />}
              <Text fw={650} c="dark.8">
                {site.name}
              </Text>
            </Group>
          </Anchor>
        ) : (
          <span />
        )}
        <Group gap="lg" wrap="nowrap">
          <Group component="nav" aria-label="Main" gap="lg" visibleFrom="sm" wrap="nowrap">
            {entries.map((entry) =>
              entry === 'tracker' ? (
                onLegalPage ? (
                  <Anchor key="tracker" href={trackerHome} className={classes.link}>
                    Job tracker
                  </Anchor>
                ) : (
                  <Anchor
                    key="tracker"
                    component={Link}
                    to={link(paths.app)}
                    className={classes.link}
                    data-active
                    aria-current="page"
                  >
                    Job tracker
                  </Anchor>
                )
              ) : (
                <Anchor
                  key={entry.href}
                  href={entry.href}
                  {...(entry.external ? external : {})}
                  className={classes.link}
                >
                  {entry.label}
                </Anchor>
              ),
            )}
          </Group>
          {user && <UserMenu user={user} onDeleteAccount={onDeleteAccount} items={accountItems} />}
          <Burger
            opened={menuOpened}
            onClick={menu.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
            aria-controls="mobile-menu"
          />
        </Group>
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
          {entries.map((entry) =>
            entry === 'tracker' ? (
              <UnstyledButton
                key="tracker"
                component={Link}
                to={link(paths.jobTracker)}
                onClick={menu.close}
                className={classes.mobileLink}
                data-active={!onLegalPage || undefined}
              >
                Job tracker
              </UnstyledButton>
            ) : (
              <UnstyledButton
                key={entry.href}
                component="a"
                href={entry.href}
                {...(entry.external ? external : {})}
                className={classes.mobileLink}
              >
                {entry.label}
              </UnstyledButton>
            ),
          )}
        </Stack>
      )}
    </Box>
  );
});
