import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedApplications, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { ignoreBoardLayoutWarnings } from '../../../../tests/focus-trap-warnings';
import { renderWithProviders } from '../../../../tests/render';
import { BoardPage } from '../components/board-page';

describe('usePaletteCommands on the board page (against the emulator)', () => {
  ignoreBoardLayoutWarnings();

  it('offers the open application a move to every stage but its own', { timeout: 60_000 }, async () => {
    const account = await signUpTestAccount();
    await seedApplications([{ company: 'Figma', position: 'Designer', status: 'applied' }]);
    renderWithProviders(
      <BoardPage
        renderDetail={({ application }) => application && <p>Details of {application.company}</p>}
        renderInsights={() => null}
      />,
      { auth: { user: account.user } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Figma' }, { timeout: 15_000 }));
    await screen.findByText('Details of Figma');

    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
    const moves = async () =>
      (await screen.findAllByText(/^Move to /, undefined, { timeout: 10_000 })).map((entry) => entry.textContent);
    await waitFor(async () => expect(await moves()).toContain('Move to Wishlist'));
    const offered = await moves();
    expect(offered).not.toContain('Move to Applied');
    expect(offered).toEqual(
      expect.arrayContaining(['Move to Wishlist', 'Move to Exploratory Call', 'Move to Rejected']),
    );
  });
});
