import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type AppPath } from '@/config/paths';
import { renderWithProviders } from '../../tests/render';
import { setAnalyticsSink, type AnalyticsEvent } from './analytics';
import { useTrackerLink } from './tracker-settings';
import { usePageView } from './use-page-views';

function Page({ page }: { page: AppPath | null }) {
  usePageView(page);
  const link = useTrackerLink();
  return <Link to={link(paths.signup)}>Sign up</Link>;
}

function recordEvents(): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  setAnalyticsSink((event) => events.push(event));
  return events;
}

describe('usePageView', () => {
  afterEach(() => setAnalyticsSink(null));

  it('titles the page and reports its path on every route change', async () => {
    const events = recordEvents();
    const { router } = renderWithProviders(<Page page={paths.login} />, {
      route: '/login',
      routes: [{ path: '/nowhere', element: <Page page={null} /> }],
    });
    await router.navigate('/nowhere');
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      { name: 'page_view', params: { page_path: '/login', page_title: 'Log in · Job Tracker' } },
      { name: 'page_view', params: { page_path: '/nowhere', page_title: 'Page not found · Job Tracker' } },
    ]);
    expect(document.title).toBe('Page not found · Job Tracker');
  });

  it("reports the full path under a base path, in the host's router or one with a basename", async () => {
    for (const mount of [{}, { basename: '/jobs' }]) {
      const events = recordEvents();
      const route = 'basename' in mount ? '/login' : '/jobs/login';
      const { getByRole, unmount } = renderWithProviders(<Page page={paths.login} />, {
        route,
        settings: { basePath: '/jobs' },
        ...mount,
      });
      await vi.waitFor(() => expect(events).toHaveLength(1));
      expect(events[0]).toEqual({
        name: 'page_view',
        params: { page_path: '/jobs/login', page_title: 'Log in · Job Tracker' },
      });
      expect(getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/jobs/signup');
      unmount();
    }
  });
});
