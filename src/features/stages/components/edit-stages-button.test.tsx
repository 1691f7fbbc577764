import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { EditStagesButton } from './edit-stages-button';

// The dialog's chunk does not arrive (the tracker's server gone a moment).
vi.mock('./edit-stages', () => {
  throw new Error('Loading chunk edit-stages failed');
});

describe('<EditStagesButton> when the dialog’s code does not arrive', () => {
  it('shows nothing until opened, then says so in the dialog, with Retry', { timeout: 30_000 }, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<EditStagesButton />);
    // Mounted closed: a failure to load says nothing before the user asks for the dialog.
    await new Promise((settle) => setTimeout(settle, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit stages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit stages' }, { timeout: 15_000 });
    expect(dialog).toHaveTextContent('Edit stages could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
