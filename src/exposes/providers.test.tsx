import { getDefaultZIndex } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { track, type AnalyticsEvent } from '@/lib/analytics';
import TrackerProviders from './providers';

const PROJECT = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' };
const login: AnalyticsEvent = { name: 'login', params: { method: 'email' } };

function LogInButton() {
  return (
    <button type="button" onClick={() => track(login)}>
      Log in
    </button>
  );
}

describe('<TrackerProviders>', () => {
  it('sends the tracker’s events to the host’s sink while it is mounted, to a new sink when given one, and none once gone', async () => {
    const first: AnalyticsEvent[] = [];
    const second: AnalyticsEvent[] = [];
    const user = userEvent.setup();
    const page = (sink: (event: AnalyticsEvent) => void) => (
      <TrackerProviders {...PROJECT} analyticsSink={sink}>
        <LogInButton />
      </TrackerProviders>
    );
    const { rerender, unmount } = render(page((event) => first.push(event)));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(first).toEqual([login]);

    rerender(page((event) => second.push(event)));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(first).toEqual([login]);
    expect(second).toEqual([login]);

    unmount();
    track(login);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
  });

  it('puts toasts above dialogs and below popovers and menus, so a panel just opened is never under one', () => {
    render(
      <TrackerProviders {...PROJECT}>
        <p>Board</p>
      </TrackerProviders>,
    );
    const root = document.querySelector<HTMLElement>('.mantine-Notifications-root');
    const layer = Number(root?.style.getPropertyValue('--notifications-z-index'));
    expect(layer).toBeGreaterThan(getDefaultZIndex('modal'));
    expect(layer).toBeLessThan(getDefaultZIndex('popover'));
  });
});
