// jsdom: the client supabase-js makes opens its Realtime socket with the page's WebSocket.
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh page each test: no project configured, no client loaded, nothing waiting.
beforeEach(() => {
  vi.resetModules();
});

async function page() {
  const client = await import('@job-tracker/supabase-client');
  const ready = await import('./supabase-ready');
  return { ...client, ...ready };
}

const PROJECT = { url: 'http://127.0.0.1:54321', anonKey: 'anon-key' };

describe('withSupabase', () => {
  it('keeps work started before the project is configured until the Providers configure it, then runs each once', async () => {
    const { withSupabase, supabaseConfigured, configureSupabase, loadSupabase } = await page();
    const started: string[] = [];
    withSupabase(() => started.push('board'));
    withSupabase(() => started.push('events'));
    // Nothing configured yet: nothing can start, and nothing fails.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual([]);

    configureSupabase(PROJECT);
    supabaseConfigured();
    const client = await loadSupabase();
    await vi.waitFor(() => expect(started).toEqual(['board', 'events']));

    // The Providers render again: what ran does not run again.
    supabaseConfigured();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual(['board', 'events']);
    const seen: unknown[] = [];
    withSupabase((c) => seen.push(c));
    await vi.waitFor(() => expect(seen).toEqual([client]));
  });

  it('runs at once, with the page’s client, when the project is already configured', async () => {
    const { withSupabase, configureSupabase, loadSupabase } = await page();
    configureSupabase(PROJECT);
    const seen: unknown[] = [];
    withSupabase((client) => seen.push(client));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toBe(await loadSupabase());
  });
});
