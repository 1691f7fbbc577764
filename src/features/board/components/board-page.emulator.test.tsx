import { getSupabase } from '@job-tracker/supabase-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarDay } from '@/lib/applications/calendar';
import {
  seedApplications,
  serviceClient,
  signUpTestAccount,
  type TestAccount,
} from '../../../../tests/client/emulator-client';
import { ignoreBoardLayoutWarnings } from '../../../../tests/focus-trap-warnings';
import { renderWithProviders } from '../../../../tests/render';
import { BoardPage } from './board-page';

const DAY = 24 * 60 * 60 * 1000;

/** The board page as the Board module composes it; the slots of other features (details, Insights, the dashboard, Edit stages) are left empty. */
function renderBoard(account: TestAccount) {
  return renderWithProviders(<BoardPage renderDetail={() => null} renderInsights={() => null} />, {
    auth: { user: account.user },
  });
}

async function stored(id: string) {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .select('status,follow_up_on')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data;
}

/** Two applications in Wishlist; Quietly Inc. has had no stage change for 20 days. */
async function boardWithAQuietCard() {
  const account = await signUpTestAccount();
  const [quiet, fresh] = await seedApplications([
    { company: 'Quietly Inc', position: 'Product Designer', order_key: 'a0' },
    { company: 'Busy Co', position: 'UX Designer', order_key: 'a1' },
  ]);
  const twentyDaysAgo = new Date(Date.now() - 20 * DAY).toISOString();
  const { error } = await serviceClient()
    .from('job_applications')
    .update({ status_changed_at: twentyDaysAgo } as never)
    .eq('id', quiet!);
  if (error) throw error;
  return { account, quiet: quiet!, fresh: fresh! };
}

const card = (company: string) =>
  screen.getByRole('button', { name: company }).closest<HTMLElement>('[data-testid^="application-card-"]')!;

describe('the board page (against the emulator)', () => {
  ignoreBoardLayoutWarnings();

  it('lays out the columns with their counts and cards, and marks only the quiet card', async () => {
    const { account } = await boardWithAQuietCard();
    renderBoard(account);
    const wishlist = await screen.findByRole('region', { name: 'Wishlist (2)' }, { timeout: 10_000 });
    expect(
      within(wishlist)
        .getAllByRole('button', { name: /^(Quietly Inc|Busy Co)$/ })
        .map((b) => b.textContent),
    ).toEqual(['Quietly Inc', 'Busy Co']);
    expect(screen.getByRole('region', { name: 'Rejected (0)' })).toHaveTextContent('No applications in this stage');
    expect(within(card('Quietly Inc')).getByText('Quiet for 20 days')).toBeInTheDocument();
    expect(within(card('Busy Co')).queryByText(/Quiet for/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow up or move Quietly Inc, gone quiet' })).toBeInTheDocument();
  });

  it("sets a follow-up from a quiet card's quick actions: stored, toasted, and marked due", async () => {
    const { account, quiet } = await boardWithAQuietCard();
    const { user } = renderBoard(account);
    await user.click(
      await screen.findByRole('button', { name: 'Follow up or move Quietly Inc, gone quiet' }, { timeout: 10_000 }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Today' }, { timeout: 5000 }));
    expect(await screen.findByText('Follow up with Quietly Inc today.')).toBeInTheDocument();
    expect(within(card('Quietly Inc')).getByText('Follow-up due')).toBeInTheDocument();
    // A follow-up is a plan: the card is no longer marked quiet.
    expect(within(card('Quietly Inc')).queryByText(/Quiet for/)).not.toBeInTheDocument();
    expect(await stored(quiet)).toMatchObject({ follow_up_on: calendarDay(new Date()) });
  });

  it("opens a quiet card's quick actions by keyboard, its menu mounted only then, and gives the focus back", async () => {
    const { account } = await boardWithAQuietCard();
    const { user } = renderBoard(account);
    const trigger = await screen.findByRole(
      'button',
      { name: 'Follow up or move Quietly Inc, gone quiet' },
      { timeout: 10_000 },
    );
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // No menu exists before its first use: no dropdown, and the button controls none.
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-controls');

    trigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Today', hidden: true })).toHaveFocus());
    const opened = screen.getByRole('button', { name: 'Follow up or move Quietly Inc, gone quiet' });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Tomorrow', hidden: true })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opened).toHaveFocus());
    expect(opened).toHaveAttribute('aria-expanded', 'false');
  });

  it("gives the focus back to a card's actions button when its menu, opened by keyboard, closes", async () => {
    const { account } = await boardWithAQuietCard();
    const { user } = renderBoard(account);
    const actions = await screen.findByRole('button', { name: 'Actions for Busy Co' }, { timeout: 10_000 });
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument();
    actions.focus();
    await user.keyboard('{Enter}');
    const opened = screen.getByRole('button', { name: 'Actions for Busy Co' });
    await waitFor(() => expect(screen.getAllByRole('menuitem', { hidden: true })[0]).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opened).toHaveFocus());
    // Mounted now, it opens again at once, and closes back to its button again.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('menuitem', { hidden: true })[0]).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opened).toHaveFocus());
  });

  it('moves a quiet card from its quick actions: stored, and no longer quiet', async () => {
    const { account, quiet } = await boardWithAQuietCard();
    const { user } = renderBoard(account);
    await user.click(
      await screen.findByRole('button', { name: 'Follow up or move Quietly Inc, gone quiet' }, { timeout: 10_000 }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Portfolio Presentation' }));
    const column = await screen.findByRole('region', { name: 'Portfolio Presentation (1)' });
    expect(within(column).getByRole('button', { name: 'Quietly Inc' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Wishlist (1)' })).toBeInTheDocument();
    await waitFor(async () => expect(await stored(quiet)).toMatchObject({ status: 'portfolio_presentation' }));
    expect(await screen.findByText('Application status updated to Portfolio Presentation')).toBeInTheDocument();
    expect(within(card('Quietly Inc')).queryByText(/Quiet for/)).not.toBeInTheDocument();
  });

  it("labels the stage switcher, the columns and the delete toast with the user's stages, custom and renamed", async () => {
    const account = await signUpTestAccount();
    const added = await getSupabase()
      .from('application_stages')
      .insert({ label: 'Take-home', kind: 'active' })
      .select('key')
      .single();
    if (added.error) throw added.error;
    const custom = { value: added.data.key };
    const renamed = await getSupabase()
      .from('application_stages')
      .update({ label: 'Intro call' })
      .eq('key', 'hr_exploratory_call');
    if (renamed.error) throw renamed.error;
    await seedApplications([
      { company: 'Figma', position: 'Product Designer', status: custom.value, order_key: 'a0' },
      { company: 'Linear', position: 'Product Designer', status: 'hr_exploratory_call', order_key: 'a0' },
    ]);
    const { user } = renderBoard(account);
    await screen.findByRole('region', { name: 'Take-home (1)' }, { timeout: 10_000 });
    const pills = within(screen.getByRole('navigation', { name: 'Stages' })).getAllByRole('button');
    const names = pills.map((pill) => pill.firstElementChild?.textContent);
    expect(names).toContain('Take-home');
    expect(names).toContain('Intro call');
    expect(names).not.toContain('Exploratory Call');
    expect(names.some((name) => /stage_|Stage [0-9a-f]/.test(name ?? ''))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Actions for Linear' }));
    // The menu mounts on its first use, opened, and jsdom runs no transition to show it.
    await user.click(await screen.findByRole('menuitem', { name: 'Take-home', hidden: true }));
    expect(await screen.findByText('Application status updated to Take-home')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Take-home (2)' })).toBeInTheDocument();
  });

  it('adds an application to Applied once "Applied on" is set, or to the stage the user picks', async () => {
    const account = await signUpTestAccount();
    const { user } = renderBoard(account);
    await screen.findByRole('region', { name: 'Applied (0)' }, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Add new application' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add new application' }, { timeout: 10_000 });
    const stage = () => within(dialog).getByRole('combobox', { name: /^Stage/ });
    expect(stage()).toHaveValue('Wishlist');
    await user.type(within(dialog).getByLabelText(/^Company/), 'Figma');
    await user.type(within(dialog).getByLabelText(/^Position/), 'Product Designer');
    const fiveDaysAgo = calendarDay(new Date(Date.now() - 5 * DAY));
    fireEvent.change(within(dialog).getByLabelText('Applied on'), { target: { value: fiveDaysAgo } });
    await waitFor(() => expect(stage()).toHaveValue('Applied'));
    await user.click(within(dialog).getByRole('button', { name: 'Add application' }));
    const applied = await screen.findByRole('region', { name: 'Applied (1)' }, { timeout: 10_000 });
    expect(within(applied).getByRole('button', { name: 'Figma' })).toBeInTheDocument();

    // A stage the user picks stays, whatever the date.
    await user.click(screen.getByRole('button', { name: 'Add new application' }));
    dialog = await screen.findByRole('dialog', { name: 'Add new application' }, { timeout: 10_000 });
    await user.type(within(dialog).getByLabelText(/^Company/), 'Linear');
    await user.type(within(dialog).getByLabelText(/^Position/), 'Designer');
    await user.click(stage());
    // The Stage filter above the board has the same options: this is the dialog's list.
    await waitFor(() => expect(stage()).toHaveAttribute('aria-controls'));
    const list = document.getElementById(stage().getAttribute('aria-controls')!)!;
    await user.click(within(list).getByRole('option', { name: 'Exploratory Call', hidden: true }));
    fireEvent.change(within(dialog).getByLabelText('Applied on'), { target: { value: fiveDaysAgo } });
    expect(stage()).toHaveValue('Exploratory Call');
    await user.click(within(dialog).getByRole('button', { name: 'Add application' }));
    await screen.findByRole('region', { name: 'Exploratory Call (1)' }, { timeout: 10_000 });

    const { data } = await getSupabase()
      .from('job_applications')
      .select('company,status,applied_date')
      .order('company');
    expect(data!.map((row) => [row.company, row.status, calendarDay(new Date(row.applied_date))])).toEqual([
      ['Figma', 'applied', fiveDaysAgo],
      ['Linear', 'hr_exploratory_call', fiveDaysAgo],
    ]);
  });

  it('refuses a pasted company over 200 characters with a message, rather than cutting it', async () => {
    const account = await signUpTestAccount();
    const { user } = renderBoard(account);
    await user.click(await screen.findByRole('button', { name: 'Add new application' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new application' }, { timeout: 10_000 });
    const company = within(dialog).getByLabelText(/^Company/);
    await user.click(company);
    await user.paste('A'.repeat(500));
    expect(company).toHaveValue('A'.repeat(500));
    await user.type(within(dialog).getByLabelText(/^Position/), 'Designer');
    await user.click(within(dialog).getByRole('button', { name: 'Add application' }));
    expect(await within(dialog).findByText('Company must be at most 200 characters')).toBeInTheDocument();
    const { count } = await getSupabase().from('job_applications').select('id', { count: 'exact', head: true });
    expect(count).toBe(0);
  });
});
