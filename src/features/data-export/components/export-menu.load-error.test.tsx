import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { ExportMenu } from './export-menu';

// The import dialog's chunk does not arrive (the tracker's server gone a moment).
vi.mock('./import-dialog', () => {
  throw new Error('Loading chunk import-dialog failed');
});

const user = { id: '11111111-1111-4111-8111-111111111111', email: 'ada@example.com', name: 'Ada' };

describe('<ExportMenu> when the import’s code does not arrive', () => {
  it('says so in the dialog, with Retry, and the page stays', { timeout: 30_000 }, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user: typist } = renderWithProviders(<ExportMenu />, { auth: { user: user as never } });
    await typist.click(screen.getByRole('button', { name: 'Export / Import' }));
    await typist.click(screen.getByRole('menuitem', { name: 'Import a CSV or JSON file…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import applications' }, { timeout: 15_000 });
    expect(dialog).toHaveTextContent('The import could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export / Import' })).toBeInTheDocument();
  });
});
