import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedApplications, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { ignoreBoardLayoutWarnings } from '../../../../tests/focus-trap-warnings';
import { renderWithProviders } from '../../../../tests/render';
import { BoardPage } from '../components/board-page';

/** The board page as the Board module composes it, with a marker where Insights goes. */
async function renderBoard() {
  const account = await signUpTestAccount();
  // The search and the table show once the board holds an application.
  await seedApplications([{ company: 'Figma', position: 'Designer' }]);
  const view = renderWithProviders(
    <BoardPage renderDetail={() => null} renderInsights={() => <p>Insights here</p>} />,
    { auth: { user: account.user } },
  );
  await screen.findByRole('region', { name: 'Wishlist (1)' }, { timeout: 15_000 });
  return view;
}

/** What the board's live region said last. */
const said = () =>
  screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite')!.textContent;
const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

describe('useBoardShortcuts on the board page (against the emulator)', () => {
  ignoreBoardLayoutWarnings();

  it('switches the view with g t, g i and g b, and says which', async () => {
    const { router } = await renderBoard();
    press('g');
    press('t');
    expect(await screen.findByRole('table', { name: 'Applications' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=table');
    expect(said()).toBe('Table view');
    press('g');
    press('i');
    expect(await screen.findByText('Insights here')).toBeInTheDocument();
    expect(said()).toBe('Insights view');
    press('g');
    press('b');
    await screen.findByRole('region', { name: 'Wishlist (1)' });
    expect(router.state.location.search).toBe('');
    expect(said()).toBe('Board view');
  });

  it('opens Add with n and the shortcuts with ?, and takes no key while a dialog is open', async () => {
    await renderBoard();
    press('n');
    expect(await screen.findByRole('dialog', { name: 'Add new application' })).toBeInTheDocument();
    expect(said()).toBe('New application');
    // The dialog's keys are its own: ? does not open another.
    press('?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    press('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    expect(said()).toBe('Keyboard shortcuts');
  });

  it('focuses the search with /, leaves keys typed in a field alone, and one the host handled', async () => {
    await renderBoard();
    const search = screen.getByRole('textbox', { name: 'Search' });
    press('/');
    expect(search).toHaveFocus();
    expect(said()).toBe('Search');
    press('n', search);
    // The host's own listener handled this n before it reached the document.
    const host = (event: KeyboardEvent) => event.preventDefault();
    document.body.addEventListener('keydown', host);
    press('n');
    document.body.removeEventListener('keydown', host);
    // Neither n opened Add (the dialogs open a moment later): the next shortcut finds no dialog open.
    search.blur();
    press('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add new application' })).toBeNull();
  });
});
