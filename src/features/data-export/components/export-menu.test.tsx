import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { ExportMenu } from './export-menu';

const user = { id: '11111111-1111-4111-8111-111111111111', email: 'ada@example.com', name: 'Ada' };

describe('<ExportMenu>', () => {
  it(
    'offers both exports and opens the import dialog from its menu, which closes again',
    { timeout: 30_000 },
    async () => {
      const { user: typist } = renderWithProviders(<ExportMenu />, { auth: { user: user as never } });
      await typist.click(screen.getByRole('button', { name: 'Export / Import' }));
      expect(screen.getByRole('menuitem', { name: 'CSV (spreadsheet)' })).toBeVisible();
      expect(screen.getByRole('menuitem', { name: 'JSON (everything)' })).toBeVisible();
      expect(screen.queryByRole('dialog', { name: 'Import applications' })).toBeNull();

      await typist.click(screen.getByRole('menuitem', { name: 'Import a CSV or JSON file…' }));
      // The dialog's code loads when it is first opened.
      const dialog = await screen.findByRole('dialog', { name: 'Import applications' }, { timeout: 15_000 });
      expect(dialog).toBeVisible();

      await typist.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import applications' })).toBeNull());
    },
  );
});
