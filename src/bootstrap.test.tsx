import { screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The remote's own page (`npm start`): each test loads the entry afresh, as a page load does.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('the remote’s own page', () => {
  it(
    'renders the tracker into #root, its header first, with the project the build names',
    { timeout: 60_000 },
    async () => {
      const root = document.createElement('div');
      root.id = 'root';
      document.body.append(root);
      await act(async () => {
        await import('./bootstrap');
      });
      expect(await screen.findByRole('link', { name: 'Portfolios' }, { timeout: 10_000 })).toBeVisible();
      const { getSupabaseUrl } = await import('@job-tracker/supabase-client');
      expect(getSupabaseUrl()).toBe(process.env.PUBLIC_SUPABASE_URL);
    },
  );

  it('says so when the page has no #root to render into', { timeout: 60_000 }, async () => {
    await expect(import('./bootstrap')).rejects.toThrow('Failed to find the root element');
  });
});
