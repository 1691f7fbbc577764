import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import Header from './header';

const ada = { id: 'u1', name: 'ada lovelace', email: 'ada@studio.design' };

describe('<Header> (exposed)', () => {
  it(
    'opens no dialog by itself; each account item opens its own, which closes again',
    { timeout: 30_000 },
    async () => {
      // The dialogs read the user's settings from a project this test has none of: that failure is theirs.
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = renderWithProviders(<Header />, { auth: { user: ada } });
      expect(screen.queryByRole('dialog')).toBeNull();
      for (const name of ['Morning e-mail', 'Calendar feed']) {
        await user.click(screen.getByRole('button', { name: 'Account menu for ada lovelace' }));
        await user.click(await screen.findByRole('menuitem', { name }));
        expect(await screen.findByRole('dialog', { name })).toBeVisible();
        expect(screen.getAllByRole('dialog')).toHaveLength(1);
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      }
    },
  );
});
