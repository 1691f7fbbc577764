import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { BulkMoveDialog } from './table-bulk-dialogs';

const FALLBACK = 'The applications could not be moved. Check your connection and try again.';

/** Opens "Move N applications", picks a stage and moves; `refusal` is what the table's move fails with. */
async function moveFailingWith(refusal: unknown, count = 2) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const onClose = vi.fn();
  const { user, unmount } = renderWithProviders(
    <BulkMoveDialog count={count} opened onClose={onClose} onMove={() => Promise.reject(refusal)} />,
  );
  const dialog = await screen.findByRole('dialog', {
    name: `Move ${count} ${count === 1 ? 'application' : 'applications'}`,
  });
  await user.click(within(dialog).getByRole('combobox', { name: 'Stage' }));
  await user.click(await screen.findByRole('option', { name: 'Applied' }));
  await user.click(within(dialog).getByRole('button', { name: /^Move / }));
  const alert = await within(dialog).findByRole('alert');
  expect(onClose).not.toHaveBeenCalled();
  const shown = alert.textContent;
  unmount();
  return shown;
}

describe('<BulkMoveDialog>', () => {
  it('stays open with the server’s sentence when it refuses the move', { timeout: 30_000 }, async () => {
    const refusal = new Error('Airbnb reached Applied after 2026-11-01: choose a later day.');
    expect(await moveFailingWith(refusal, 1)).toBe(refusal.message);
  });

  it(
    'says to check the connection when the request failed on the way, or the error had no sentence',
    { timeout: 60_000 },
    async () => {
      expect(await moveFailingWith(new TypeError('Failed to fetch'))).toBe(FALLBACK);
      expect(await moveFailingWith(new Error('NetworkError when attempting to fetch resource.'))).toBe(FALLBACK);
      expect(await moveFailingWith({ message: '   ' })).toBe(FALLBACK);
      expect(await moveFailingWith({ message: 42 })).toBe(FALLBACK);
      expect(await moveFailingWith(null)).toBe(FALLBACK);
    },
  );
});
