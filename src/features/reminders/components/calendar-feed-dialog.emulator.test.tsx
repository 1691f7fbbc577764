import { getSupabase } from '@job-tracker/supabase-client';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUpTestAccount } from '../../../../tests/client/emulator-client';
import { ignoreFocusTrapWarnings } from '../../../../tests/focus-trap-warnings';
import { renderWithProviders } from '../../../../tests/render';
import { CalendarFeedDialog } from './calendar-feed-dialog';

/** The header's account menu, reduced to what opens the dialog. */
function Menu() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Calendar feed
      </button>
      <CalendarFeedDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/** The requests the page sent for the user's feed. */
function feedReads(fetch: { mock: { calls: Parameters<typeof globalThis.fetch>[] } }) {
  return fetch.mock.calls.filter(([input]) =>
    (input instanceof Request ? input.url : String(input)).includes('/rest/v1/calendar_feeds'),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('<CalendarFeedDialog> (against the emulator)', () => {
  it('asks for the feed only when opened, then makes an address and revokes it', { timeout: 60_000 }, async () => {
    ignoreFocusTrapWarnings();
    const account = await signUpTestAccount();
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<Menu />, { auth: { user: account.user } });
    // Closed, as every page's header mounts it: no request.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(feedReads(fetch)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Calendar feed' }));
    expect(await screen.findByText('You have no calendar feed.', undefined, { timeout: 10_000 })).toBeVisible();
    expect(feedReads(fetch)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Make a feed address' }));
    const address = await screen.findByRole('textbox', { name: "Your feed's address" }, { timeout: 10_000 });
    expect((address as HTMLInputElement).value).toMatch(/\/functions\/v1\/calendar-feed\?token=[\w-]+$/);
    const { data } = await getSupabase().from('calendar_feeds').select('user_id');
    expect(data).toEqual([{ user_id: account.user.id }]);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke feed' }));
    expect(await screen.findByText('You have no calendar feed.', undefined, { timeout: 10_000 })).toBeVisible();
    const after = await getSupabase().from('calendar_feeds').select('user_id');
    expect(after.data).toEqual([]);
  });
});
