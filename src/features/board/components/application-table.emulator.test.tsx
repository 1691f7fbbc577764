import { getSupabase } from '@job-tracker/supabase-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarDay, shortDay } from '@/lib/applications/calendar';
import type { AppUser } from '@/lib/auth/app-user';
import { seedApplications, serviceClient, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { expectToast } from '../../../../tests/client/toast';
import { ignoreFocusTrapWarnings } from '../../../../tests/focus-trap-warnings';
import { renderWithProviders } from '../../../../tests/render';
import { BoardPage } from './board-page';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The table view (?view=table) over three applications; Figma moved last (yesterday), Adobe first (three
 * days ago), Canva between. Opening a row shows which one the detail slot was given.
 */
async function openTable() {
  const account = await signUpTestAccount();
  // Every row names the same columns: a bulk insert sends null for a column another row names.
  const row = {
    status: 'job_openings',
    location: '',
    salary_min: null,
    salary_currency: 'USD',
    follow_up_on: null,
  } as const;
  const [adobe, canva, figma] = await seedApplications([
    { ...row, company: 'Adobe', position: 'UX Designer', order_key: 'a0', salary_min: 90_000 },
    { ...row, company: 'Canva', position: 'Product Designer', order_key: 'a1', status: 'applied', location: 'Sydney' },
    { ...row, company: 'Figma', position: 'Brand Designer', order_key: 'a2', follow_up_on: '2031-01-02' },
  ]);
  const moved = [
    [adobe!, 3],
    [canva!, 2],
    [figma!, 1],
  ] as const;
  for (const [id, days] of moved) {
    const at = new Date(Date.now() - days * DAY).toISOString();
    const { error } = await serviceClient()
      .from('job_applications')
      .update({ status_changed_at: at } as never)
      .eq('id', id);
    if (error) throw error;
  }
  const view = await renderTable(account.user);
  return { ...view, again: () => renderTable(account.user) };
}

async function renderTable(user: AppUser) {
  const view = renderWithProviders(
    <BoardPage
      renderDetail={({ application }) => application && <p>Details of {application.company}</p>}
      renderInsights={() => null}
    />,
    { auth: { user }, route: '/?view=table' },
  );
  // A header click reads the address bar (see board-address.tsx), which a browser router keeps in step with the
  // page; the memory router of the test does not, so the address follows it here.
  window.history.replaceState(null, '', '/?view=table');
  view.router.subscribe(({ location }) => window.history.replaceState(null, '', location.pathname + location.search));
  await screen.findByRole('table', { name: 'Applications' }, { timeout: 15_000 });
  await waitFor(() => expect(companies()).toHaveLength(3), { timeout: 10_000 });
  return view;
}

const table = () => screen.getByRole('table', { name: 'Applications' });
const companies = () =>
  within(table())
    .queryAllByRole('button', { name: /^Open / })
    .map((button) => button.textContent);
const selectionText = () => within(screen.getByRole('group', { name: 'Selection' })).getByText(/shown|selected/);

async function stored() {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .select('company,status,follow_up_on,deleted_at')
    .order('company');
  if (error) throw error;
  return data;
}

describe('<ApplicationTable> in the board page (against the emulator)', () => {
  ignoreFocusTrapWarnings();
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('shows every row, newest move first, with its cells, and sorts by a header into the URL', async () => {
    const { user, router } = await openTable();
    expect(companies()).toEqual(['Figma', 'Canva', 'Adobe']);
    const moved = screen.getByRole('columnheader', { name: /Last move/ });
    expect(moved).toHaveAttribute('aria-sort', 'descending');
    expect(table()).toHaveAttribute('aria-rowcount', '4');
    const adobe = screen.getByRole('button', { name: 'Open Adobe - UX Designer' }).closest('tr')!;
    expect(adobe).toHaveAttribute('aria-rowindex', '4');
    expect(within(adobe).getByText('Wishlist', { selector: 'td' })).toBeInTheDocument();
    expect(adobe.querySelector('[data-column="salary"]')).toHaveTextContent('from $90,000');
    const canva = screen.getByRole('button', { name: 'Open Canva - Product Designer' }).closest('tr')!;
    expect(canva.querySelector('[data-column="location"]')).toHaveTextContent('Sydney');
    expect(canva.querySelector('[data-column="stage"]')).toHaveTextContent('Applied');
    const figma = screen.getByRole('button', { name: 'Open Figma - Brand Designer' }).closest('tr')!;
    expect(figma.querySelector('[data-column="followUp"]')).toHaveTextContent(
      shortDay('2031-01-02', calendarDay(new Date())),
    );

    await user.click(within(table()).getByRole('button', { name: /^Company/ }));
    expect(companies()).toEqual(['Adobe', 'Canva', 'Figma']);
    expect(screen.getByRole('columnheader', { name: /Company/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(moved).toHaveAttribute('aria-sort', 'none');
    expect(router.state.location.search).toContain('sort=company&dir=asc');
    await user.click(within(table()).getByRole('button', { name: /^Company/ }));
    expect(companies()).toEqual(['Figma', 'Canva', 'Adobe']);
    expect(screen.getByRole('columnheader', { name: /Company/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Open Canva - Product Designer' }));
    expect(await screen.findByText('Details of Canva')).toBeInTheDocument();
  });

  it('hides a column the user unticks, and remembers the choice', async () => {
    const { user, unmount, again } = await openTable();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const shown = await screen.findByRole('group', { name: 'Columns shown' });
    expect(within(shown).queryByRole('checkbox', { name: 'Company' })).toBeNull();
    await user.click(within(shown).getByRole('checkbox', { name: 'Salary' }));
    expect(within(table()).queryByRole('columnheader', { name: /Salary/ })).toBeNull();
    expect(within(table()).getByRole('columnheader', { name: /Location/ })).toBeInTheDocument();
    unmount();
    await again();
    expect(within(table()).queryByRole('columnheader', { name: /Salary/ })).toBeNull();
    expect(within(table()).getByRole('columnheader', { name: /Source/ })).toBeInTheDocument();
  });

  it('selects one row, a shift-clicked range, all or none, and Escape clears the selection', async () => {
    const { user } = await openTable();
    expect(selectionText()).toHaveTextContent('3 shown');
    const header = within(table()).getAllByRole('checkbox')[0]!;
    expect(header).not.toBePartiallyChecked();
    expect(header).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Figma - Brand Designer' }));
    expect(selectionText()).toHaveTextContent('1 of 3 selected');
    expect(screen.getByRole('button', { name: 'Open Figma - Brand Designer' }).closest('tr')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(header).toHaveAccessibleName('Select all 3 shown');
    expect(header).toBePartiallyChecked();
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Adobe - UX Designer' }));
    await user.keyboard('{/Shift}');
    expect(selectionText()).toHaveTextContent('3 of 3 selected');
    expect(header).toHaveAccessibleName('Clear the selection');
    expect(screen.queryByRole('button', { name: /^Select all/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Canva - Product Designer' }));
    expect(selectionText()).toHaveTextContent('2 of 3 selected');
    await user.click(screen.getByRole('button', { name: 'Select all 3' }));
    expect(selectionText()).toHaveTextContent('3 of 3 selected');
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(selectionText()).toHaveTextContent('3 shown');
    await user.click(header);
    expect(selectionText()).toHaveTextContent('3 of 3 selected');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(selectionText()).toHaveTextContent('3 shown'));
  });

  it('moves the selection to a stage once one is chosen, and Undo puts it back', async () => {
    const { user } = await openTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select Adobe - UX Designer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Canva - Product Designer' }));
    await user.click(screen.getByRole('button', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 applications' });
    await user.click(within(dialog).getByRole('button', { name: 'Move 2 applications' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the stage to move them to.');
    const day = within(dialog).getByLabelText('Moved on');
    expect(day).toHaveValue(calendarDay(new Date()));
    fireEvent.change(day, { target: { value: '1989-12-31' } });
    const stage = within(dialog).getByRole('combobox', { name: 'Stage' });
    await user.click(stage);
    await waitFor(() => expect(stage).toHaveAttribute('aria-controls'));
    const list = document.getElementById(stage.getAttribute('aria-controls')!)!;
    await user.click(within(list).getByRole('option', { name: 'Applied', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Move 2 applications' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a day from 1990 up to today.');
    fireEvent.change(day, { target: { value: calendarDay(new Date()) } });
    await user.click(within(dialog).getByRole('button', { name: 'Move 2 applications' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move 2 applications' })).toBeNull());
    await expectToast('Moved 1 application to Applied (1 already there).');
    expect((await stored()).map((row) => row.status)).toEqual(['applied', 'applied', 'job_openings']);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await expectToast('1 application are back where they were.');
    expect((await stored()).map((row) => row.status)).toEqual(['job_openings', 'applied', 'job_openings']);
  });

  it('sets and clears the follow-ups of the selection, refusing a missing date', async () => {
    const { user } = await openTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select Adobe - UX Designer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Canva - Product Designer' }));
    await user.click(screen.getByRole('button', { name: 'Follow-up…' }));
    let dialog = await screen.findByRole('dialog', { name: 'Follow up on 2 applications' });
    await user.click(within(dialog).getByRole('button', { name: 'Set follow-up' }));
    expect(within(dialog).getByText('Enter a date to follow up on.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Follow up on'), { target: { value: '2031-05-06' } });
    await user.click(within(dialog).getByRole('button', { name: 'Set follow-up' }));
    await expectToast('Follow-up set for 2 applications.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await stored()).map((row) => row.follow_up_on)).toEqual(['2031-05-06', '2031-05-06', '2031-01-02']);

    await user.click(screen.getByRole('button', { name: 'Follow-up…' }));
    dialog = await screen.findByRole('dialog', { name: 'Follow up on 2 applications' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear their follow-ups' }));
    await expectToast('Follow-ups cleared for 2 applications.');
    expect((await stored()).map((row) => row.follow_up_on)).toEqual([null, null, '2031-01-02']);
  });

  it('deletes the selection, and Undo restores it', async () => {
    const { user } = await openTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select Canva - Product Designer' }));
    await user.click(within(screen.getByRole('group', { name: 'Selection' })).getByRole('button', { name: 'Delete' }));
    await expectToast('Deleted 1 application.');
    await waitFor(() => expect(companies()).toEqual(['Figma', 'Adobe']));
    expect(selectionText()).toHaveTextContent('2 shown');
    expect((await stored()).map((row) => row.deleted_at !== null)).toEqual([false, true, false]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await expectToast('1 application are back.');
    await waitFor(() => expect(companies()).toEqual(['Figma', 'Canva', 'Adobe']));
    expect((await stored()).map((row) => row.deleted_at)).toEqual([null, null, null]);
  });
});
