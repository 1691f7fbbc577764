import { act, render, screen } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
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

  it('renders `loading` on the server, loads nothing there and keeps nothing between requests', () => {
    const load = vi.fn(() => new Promise<unknown>(() => {}));
    const tracker = createTrackerLoader({
      load,
      loading: createElement('p', null, 'Loading the tracker'),
      fallback: () => createElement('p', null, 'Unavailable'),
    });
    const TrackerProviders = tracker.providers();
    const Board = tracker.component<{ default: () => ReactNode }>('job_tracker/Board');
    const page = () =>
      renderToString(createElement(TrackerProviders, null, createElement('h1', null, 'Jobs'), createElement(Board)));
    const first = page();
    expect(first).toContain('Jobs');
    expect(first).toContain('Loading the tracker');
    expect(page()).toBe(first);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps nothing of a server render that failed for the next request', () => {
    const load = vi.fn(() => Promise.reject(new Error('the tracker is down')));
    const tracker = createTrackerLoader({
      load,
      loading: createElement('p', null, 'Loading the tracker'),
      fallback: () => createElement('p', null, 'Unavailable'),
    });
    const TrackerProviders = tracker.providers();
    const Board = tracker.component<{ default: () => ReactNode }>('job_tracker/Board');
    let broken = true;
    function HostPage() {
      if (broken) throw new Error('the host page failed');
      return createElement('h1', null, 'Jobs');
    }
    const page = () =>
      renderToString(createElement(TrackerProviders, null, createElement(HostPage), createElement(Board)));
    expect(page).toThrow('the host page failed');
    broken = false;
    const second = page();
    expect(second).toContain('Jobs');
    expect(second).toContain('Loading the tracker');
    expect(second).not.toContain('Unavailable');
    expect(load).not.toHaveBeenCalled();
  });

  it('hydrates what the server rendered without a mismatch, then loads in the browser', async () => {
    const { load, settle } = modules();
    const tracker = createTrackerLoader({
      load,
      loading: createElement('p', null, 'Loading the tracker'),
      fallback: () => createElement('p', null, 'Unavailable'),
    });
    const TrackerProviders = tracker.providers();
    const Board = tracker.component<{ default: () => ReactNode }>('job_tracker/Board');
    const ui = createElement(TrackerProviders, null, createElement(Board));
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    await settle('job_tracker/Providers', { default: Providers });
    await settle('job_tracker/Board', { default: () => createElement('p', null, 'the board') });
    expect(await screen.findByText('the board')).toBeInTheDocument();

    // A second page hydrated once the modules are in memory (a client-side navigation back to a
    // server-rendered page) still matches the server's `loading` first.
    const second = document.createElement('div');
    second.innerHTML = renderToString(ui);
    document.body.append(second);
    await act(async () => {
      hydrateRoot(second, ui, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(second).toHaveTextContent('the board');
    container.remove();
    second.remove();
  });

  it('keeps a tracker component that throws while rendering in its place, and Retry mounts it afresh', async () => {
    const { load, settle } = modules();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tracker = createTrackerLoader({
      load,
      fallback: ({ error, retry }) =>
        createElement('button', { type: 'button', onClick: retry }, `Retry: ${error.message}`),
    });
    const TrackerProviders = tracker.providers();
    const Board = tracker.component<{ default: () => ReactNode }>('job_tracker/Board');
    let broken = true;
    function FlakyBoard() {
      if (broken) throw new Error('Loading chunk insights failed');
      return createElement('p', null, 'the board');
    }
    render(createElement(TrackerProviders, null, createElement('h1', null, 'Site header'), createElement(Board)));
    await settle('job_tracker/Providers', { default: Providers });
    await settle('job_tracker/Board', { default: FlakyBoard });
    const retry = await screen.findByRole('button', { name: 'Retry: Loading chunk insights failed' });
    // The host's own page stays.
    expect(screen.getByRole('heading', { name: 'Site header' })).toBeInTheDocument();

    broken = false;
    await act(async () => retry.click());
    expect(await screen.findByText('the board')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Site header' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      "The job tracker's job_tracker/Board failed while rendering",
      expect.objectContaining({ message: 'Loading chunk insights failed' }),
    );
    errors.mockRestore();
  });

  it('leaves the host’s pages standing when the tracker’s Providers throw, and recovers on Retry', async () => {
    const { load, settle } = modules();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tracker = createTrackerLoader({
      load,
      fallback: ({ error, retry }) =>
        createElement('button', { type: 'button', onClick: retry }, `Retry: ${error.message}`),
    });
    const TrackerProviders = tracker.providers();
    const Board = tracker.component<{ default: () => ReactNode }>('job_tracker/Board');
    let badSettings = true;
    function StrictProviders({ children }: { children?: ReactNode }) {
      if (badSettings) throw new Error('supabaseUrl must be an http(s) URL');
      return createElement(Providers, null, children);
    }
    render(createElement(TrackerProviders, null, createElement('h1', null, 'Site header'), createElement(Board)));
    await settle('job_tracker/Providers', { default: StrictProviders });
    await settle('job_tracker/Board', { default: () => createElement('p', null, 'the board') });
    const retry = await screen.findByRole('button', { name: 'Retry: supabaseUrl must be an http(s) URL' });
    expect(screen.getByRole('heading', { name: 'Site header' })).toBeInTheDocument();

    badSettings = false;
    await act(async () => retry.click());
    expect(await screen.findByText('the board')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'tracker' })).toBeInTheDocument();
    errors.mockRestore();
  });
});
