import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { BoardAddressProvider } from './board-address';
import { BoardProvider } from './board-context';
import { KeyboardCommands } from './keyboard-commands';

// The list of shortcuts' chunk does not arrive (the tracker's server gone a moment, as the board opened).
vi.mock('./shortcuts-dialog', () => {
  throw new Error('Loading chunk shortcuts-dialog failed');
});

const user = { id: '11111111-1111-4111-8111-111111111111', email: 'ada@example.com', name: 'Ada' };

describe('<KeyboardCommands> when the code of its dialogs does not arrive', () => {
  it('leaves them out and the board stays', { timeout: 30_000 }, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <BoardProvider user={user as never}>
        <BoardAddressProvider>
          <h1>The board</h1>
          <KeyboardCommands />
        </BoardAddressProvider>
      </BoardProvider>,
      { auth: { user: user as never } },
    );
    // The failed import has been seen by React (a rejected lazy module throws on the next render).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.getByRole('heading', { name: 'The board' })).toBeInTheDocument();
  });
});
