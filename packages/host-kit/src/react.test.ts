import { act, render, screen } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTrackerLoader } from './react.js';

/** A module load the test settles by hand: the loader's `load` option, as a host passes its own. */
function modules() {
  const pending = new Map<string, { resolve: (module: unknown) => void; reject: (error: Error) => void }>();
  const load = (id: string) =>
    new Promise<unknown>((resolve, reject) => {
      pending.set(id, { resolve, reject });
    });
  const settle = async (id: string, outcome: unknown) => {
    const entry = pending.get(id);
    if (!entry) throw new Error(`${id} was never requested`);
    await act(async () => {
      if (outcome instanceof Error) entry.reject(outcome);
      else entry.resolve(outcome);
    });
  };
  return { load, settle };
}

/** A tracker component that counts its renders and shows its name. */
function counted(name: string, renders: Map<string, number>) {
  return function Counted() {
    renders.set(name, (renders.get(name) ?? 0) + 1);
    return createElement('p', null, name);
  };
}

function Providers({ children }: { children?: ReactNode }) {
  return createElement('section', { 'aria-label': 'tracker' }, children);
}

describe('createTrackerLoader', () => {
  it('renders each tracker component when its own module arrives, not when another one does', async () => {
    const { load, settle } = modules();
    const tracker = createTrackerLoader({
      load,
      loading: createElement('p', null, 'Loading...'),
      fallback: ({ error }) => createElement('p', null, `Unavailable: ${error.message}`),
    });
    const TrackerProviders = tracker.providers();
    const Header = tracker.component<{ default: () => ReactNode }>('job_tracker/Header');
    const Login = tracker.component<{ LoginPage: () => ReactNode }, 'LoginPage'>('job_tracker/AuthPages', 'LoginPage');
    render(createElement(TrackerProviders, null, createElement(Header), createElement(Login)));
    expect(screen.getAllByText('Loading...')).toHaveLength(2);

    const renders = new Map<string, number>();
    await settle('job_tracker/Providers', { default: Providers });
    await settle('job_tracker/Header', { default: counted('header', renders) });
    expect(await screen.findByText('header')).toBeInTheDocument();
    const headerRenders = renders.get('header');

    await settle('job_tracker/AuthPages', { LoginPage: counted('login', renders) });
    expect(await screen.findByText('login')).toBeInTheDocument();
    // The login page's arrival rendered the login page only: the header did not render again.
    expect(renders.get('header')).toBe(headerRenders);
    expect(renders.get('login')).toBe(1);
  });

  it('shows the fallback when a module fails, and loads it again on retry', async () => {
    const { load, settle } = modules();
    const tracker = createTrackerLoader({
      load,
      fallback: ({ error, retry }) =>
        createElement('button', { type: 'button', onClick: retry }, `Retry: ${error.message}`),
    });
    const TrackerProviders = tracker.providers();
    const Board = tracker.component<{ default: () => ReactNode }>('job_tracker/Board');
    render(createElement(TrackerProviders, null, createElement(Board)));
    await settle('job_tracker/Providers', { default: Providers });
    await settle('job_tracker/Board', new Error('the tracker is down'));
    const retry = await screen.findByRole('button', { name: 'Retry: the tracker is down' });

    await act(async () => retry.click());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await settle('job_tracker/Board', { default: () => createElement('p', null, 'the board') });
    expect(await screen.findByText('the board')).toBeInTheDocument();
  });
});
