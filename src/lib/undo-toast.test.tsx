import { act, screen, waitFor, within } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { notifyWithUndo, UNDO_TOASTS_SHOWN } from './undo-toast';

afterEach(() => {
  act(() => notifications.clean());
});

describe('notifyWithUndo', () => {
  it('shows at most three Undo toasts, the newest, and queues none (many quick moves do not pile up)', async () => {
    const { user } = renderWithProviders(<p>board</p>);
    const undos = Array.from({ length: 12 }, () => vi.fn());
    act(() => {
      undos.forEach((undo, i) => notifyWithUndo('Application moved', `Move ${i + 1}`, undo));
    });

    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(UNDO_TOASTS_SHOWN));
    expect(screen.getByText('Move 12')).toBeInTheDocument();
    expect(screen.getByText('Move 10')).toBeInTheDocument();
    expect(screen.queryByText('Move 9')).not.toBeInTheDocument();
    const { notifications: shown, queue } = notificationsStore.getState();
    expect(shown).toHaveLength(UNDO_TOASTS_SHOWN);
    expect(queue).toHaveLength(0);

    // Each shown toast still undoes its own action.
    const newest = screen.getByText('Move 12').closest<HTMLElement>('[role="alert"]')!;
    await user.click(within(newest).getByRole('button', { name: 'Undo' }));
    expect(undos[11]).toHaveBeenCalledTimes(1);
    expect(undos.slice(0, 11).every((undo) => undo.mock.calls.length === 0)).toBe(true);
  });

  it('leaves other toasts alone: an error stays while Undo toasts come and go', async () => {
    renderWithProviders(<p>board</p>);
    act(() => {
      notifications.show({ title: 'Error', message: 'Failed to update application.' });
      for (let i = 0; i < 6; i++) notifyWithUndo('Application moved', `Move ${i + 1}`, () => {});
    });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(UNDO_TOASTS_SHOWN));
    expect(screen.getByText('Failed to update application.')).toBeInTheDocument();
  });
});
