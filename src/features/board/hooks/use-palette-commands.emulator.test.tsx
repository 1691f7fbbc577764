import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedApplications, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { renderWithProviders } from '../../../../tests/render';
import { BoardPage } from '../components/board-page';

describe('usePaletteCommands on the board page (against the emulator)', () => {
  beforeEach(() => {
    // jsdom lays nothing out: pragmatic-drag-and-drop's auto-scroll finds no scrollable column, and
    // Mantine's focus trap no visible item in an opening dialog. Both say so; nothing else is silenced.
    const warn = console.warn.bind(console);
    const jsdomOnly = /^(Auto scrolling has been attached|\[@mantine\/hooks\/use-focus-trap\])/;
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!jsdomOnly.test(String(args[0]))) warn(...args);
    });
  });
  afterEach(() => vi.restoreAllMocks());

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
