import { getSupabase } from '@job-tracker/supabase-client';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES } from '@/lib/applications/stages';
import { seedApplications, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { LoadedBoard } from '../../../../tests/client/loaded-board';
import { ignoreFocusTrapWarnings } from '../../../../tests/focus-trap-warnings';
import { renderWithProviders } from '../../../../tests/render';
import { EditStagesDialog } from './edit-stages';

async function serverStages() {
  const { data, error } = await getSupabase()
    .from('application_stages')
    .select('key,label,kind,hidden')
    .order('position');
  if (error) throw error;
  return data;
}

/** Edit stages, open, over a board of one Wishlist and two Applied applications. */
async function openEditor() {
  const account = await signUpTestAccount();
  await seedApplications([
    { company: 'Wish Co', position: 'Designer', status: 'job_openings', order_key: 'a0' },
    { company: 'Sent Co', position: 'Designer', status: 'applied', order_key: 'a0' },
    { company: 'Also Sent', position: 'Designer', status: 'applied', order_key: 'a1' },
  ]);
  const view = renderWithProviders(
    <>
      <LoadedBoard userId={account.user.id} />
      <EditStagesDialog opened onClose={() => {}} />
    </>,
    { auth: { user: account.user } },
  );
  await waitFor(
    () => expect(screen.getByRole('status', { name: 'Board loaded', hidden: true })).toHaveTextContent('3'),
    {
      timeout: 10_000,
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Edit stages' });
  return { ...view, dialog, account };
}

function rowOf(label: string): HTMLElement {
  const field = screen
    .getAllByRole('textbox', { name: /^Stage \d+ name$/ })
    .find((input) => (input as HTMLInputElement).value === label);
  if (!field) throw new Error(`No stage named ${label}`);
  return field.closest('li')!;
}
const announcement = () => screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;

// Each test saves several times; beside another suite (load 15) one took over the project's 30 s.
describe('<EditStagesDialog> (against the emulator)', { timeout: 60_000 }, () => {
  ignoreFocusTrapWarnings();

  it('lists the stages in order with how many applications each holds, first and last unmovable', async () => {
    await openEditor();
    const names = screen
      .getAllByRole('textbox', { name: /^Stage \d+ name$/ })
      .map((input) => (input as HTMLInputElement).value);
    expect(names).toEqual(DEFAULT_STAGES.map((stage) => stage.label));
    expect(screen.getByRole('textbox', { name: 'Stage 1 name' })).toHaveValue('Wishlist');
    expect(within(rowOf('Wishlist')).getByText('1 application')).toBeInTheDocument();
    expect(within(rowOf('Applied')).getByText('2 applications')).toBeInTheDocument();
    expect(within(rowOf('Rejected')).getByText('0 applications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Wishlist up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Wishlist down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Selected/Offered down' })).toBeDisabled();
    // HR Screen starts hidden from the board; Applied shows.
    expect(within(rowOf('HR Screen')).getByRole('switch', { name: 'Show on the board' })).not.toBeChecked();
    expect(within(rowOf('Applied')).getByRole('switch', { name: 'Show on the board' })).toBeChecked();
  });

  it('renames a stage on Enter, refuses an empty or taken name with a message, and Escape puts the name back', async () => {
    const { user } = await openEditor();
    const field = screen.getByRole('textbox', { name: 'Stage 1 name' });
    await user.clear(field);
    await user.type(field, '  Saved jobs  {Enter}');
    await waitFor(() => expect(announcement()).toHaveTextContent('Renamed Wishlist to Saved jobs.'));
    expect((await serverStages())[0]).toMatchObject({ key: 'job_openings', label: 'Saved jobs' });

    await user.clear(field);
    await user.type(field, '{Enter}');
    expect(await screen.findByText('Give the stage a name.')).toBeInTheDocument();
    await user.type(field, 'applied{Enter}');
    expect(await screen.findByText('You already have a stage named “Applied”.')).toBeInTheDocument();
    // Typing again clears the message; Escape puts the stored name back and saves nothing.
    await user.type(field, 'x');
    expect(screen.queryByText('You already have a stage named “Applied”.')).toBeNull();
    await user.type(field, '{Escape}');
    expect(field).toHaveValue('Saved jobs');
    expect((await serverStages())[0]!.label).toBe('Saved jobs');
  });

  it('saves a rename when the field is left, and leaves an unchanged name alone', async () => {
    const { user } = await openEditor();
    const field = screen.getByRole('textbox', { name: 'Stage 2 name' });
    await user.type(field, ' ');
    await user.tab();
    expect(field).toHaveValue('Applied');
    await user.type(field, ' ok');
    await user.tab();
    await waitFor(() => expect(announcement()).toHaveTextContent('Renamed Applied to Applied ok.'));
    expect((await serverStages())[1]!.label).toBe('Applied ok');
  });

  it('hides and shows a stage on the board, and changes its kind', async () => {
    const { user } = await openEditor();
    await user.click(within(rowOf('Applied')).getByRole('switch', { name: 'Show on the board' }));
    await waitFor(() => expect(announcement()).toHaveTextContent('Applied is hidden from the board.'));
    expect((await serverStages())[1]).toMatchObject({ key: 'applied', hidden: true });
    expect(within(rowOf('Applied')).getByRole('switch', { name: 'Show on the board' })).not.toBeChecked();

    await user.click(within(rowOf('HR Screen')).getByRole('switch', { name: 'Show on the board' }));
    await waitFor(() => expect(announcement()).toHaveTextContent('HR Screen shows on the board.'));
    expect((await serverStages())[3]).toMatchObject({ key: 'hr_screen', hidden: false });

    const kind = within(rowOf('Applied')).getByRole('combobox', { name: 'Kind' });
    expect(kind).toHaveValue('Active');
    await user.click(kind);
    await waitFor(() => expect(kind).toHaveAttribute('aria-controls'));
    const list = document.getElementById(kind.getAttribute('aria-controls')!)!;
    await user.click(within(list).getByRole('option', { name: 'Closed (withdrawn, ghosted)', hidden: true }));
    await waitFor(() => expect(announcement()).toHaveTextContent('Applied is now Closed (withdrawn, ghosted).'));
    expect((await serverStages())[1]).toMatchObject({ key: 'applied', kind: 'closed' });
  });

  it('moves a stage down and up with its buttons, says where it went, and keeps focus on its arrows', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Move Wishlist down' }));
    await waitFor(() => expect(announcement()).toHaveTextContent('Moved Wishlist to position 2 of 10.'));
    // Focus follows the row to its new place, on the arrow pressed, so it can be pressed again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Wishlist down' })).toHaveFocus());
    expect((await serverStages()).map((s) => s.key).slice(0, 3)).toEqual([
      'applied',
      'job_openings',
      'hr_exploratory_call',
    ]);
    expect(screen.getByRole('textbox', { name: 'Stage 2 name' })).toHaveValue('Wishlist');

    await user.click(screen.getByRole('button', { name: 'Move Exploratory Call up' }));
    await waitFor(() => expect(announcement()).toHaveTextContent('Moved Exploratory Call to position 2 of 10.'));
    expect((await serverStages()).map((s) => s.key).slice(0, 3)).toEqual([
      'applied',
      'hr_exploratory_call',
      'job_openings',
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Exploratory Call up' })).toHaveFocus());

    // At the end of the list its down arrow is off, so focus moves to its up arrow.
    await user.click(screen.getByRole('button', { name: 'Move Rejected down' }));
    await waitFor(() => expect(announcement()).toHaveTextContent('Moved Rejected to position 10 of 10.'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Rejected up' })).toHaveFocus());
  });

  it('adds a stage at the end, refuses a taken name, and adds Ghosted once', async () => {
    const { user } = await openEditor();
    const form = screen.getByRole('form', { name: 'Add a stage' });
    const name = within(form).getByRole('textbox', { name: 'New stage name' });
    await user.type(name, 'Wishlist');
    await user.click(within(form).getByRole('button', { name: 'Add stage' }));
    expect(await within(form).findByText('You already have a stage named “Wishlist”.')).toBeInTheDocument();
    expect(await serverStages()).toHaveLength(10);

    await user.clear(name);
    expect(within(form).queryByText('You already have a stage named “Wishlist”.')).toBeNull();
    await user.type(name, 'Take-home{Enter}');
    await waitFor(() => expect(announcement()).toHaveTextContent('Added Take-home at the end.'));
    expect(name).toHaveValue('');
    expect(await screen.findByText('Take-home is the last stage of your board.')).toBeInTheDocument();
    expect((await serverStages()).at(-1)).toMatchObject({ label: 'Take-home', kind: 'active', hidden: false });
    expect(screen.getByRole('textbox', { name: 'Stage 11 name' })).toHaveValue('Take-home');

    // A stage of another kind; the form then offers Active again.
    const kind = within(form).getByRole('combobox', { name: 'Kind of the new stage' });
    await user.click(kind);
    await waitFor(() => expect(kind).toHaveAttribute('aria-controls'));
    const kinds = document.getElementById(kind.getAttribute('aria-controls')!)!;
    await user.click(within(kinds).getByRole('option', { name: 'Offer', hidden: true }));
    await user.type(name, 'Contract{Enter}');
    await waitFor(() => expect(announcement()).toHaveTextContent('Added Contract at the end.'));
    expect((await serverStages()).at(-1)).toMatchObject({ label: 'Contract', kind: 'offer' });
    expect(kind).toHaveValue('Active');

    await user.click(within(form).getByRole('button', { name: 'Add a Ghosted stage' }));
    await waitFor(() => expect(announcement()).toHaveTextContent('Added Ghosted at the end.'));
    expect((await serverStages()).at(-1)).toMatchObject({ label: 'Ghosted', kind: 'closed' });
    expect(within(form).queryByRole('button', { name: 'Add a Ghosted stage' })).toBeNull();
  });

  it('deletes an empty stage after asking, and a stage with applications only once told where they go', async () => {
    const { user } = await openEditor();
    await user.click(within(rowOf('Rejected')).getByRole('button', { name: 'Delete' }));
    const ask = screen.getByRole('group', { name: 'Delete Rejected' });
    expect(ask).toHaveTextContent('Delete Rejected? No application is in it.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Delete Rejected' })).toBeNull();
    await user.click(within(rowOf('Rejected')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Delete Rejected' })).getByRole('button', { name: 'Delete stage' }),
    );
    expect(await screen.findByText('Rejected is gone.')).toBeInTheDocument();
    expect((await serverStages()).map((s) => s.key)).not.toContain('rejected');

    await user.click(within(rowOf('Applied')).getByRole('button', { name: 'Delete' }));
    const full = screen.getByRole('group', { name: 'Delete Applied' });
    expect(full).toHaveTextContent('2 applications are in Applied. Choose where they go before the stage is deleted.');
    const go = within(full).getByRole('button', { name: 'Move and delete' });
    expect(go).toBeDisabled();
    const target = within(full).getByRole('combobox', { name: 'Move them to' });
    await user.click(target);
    await waitFor(() => expect(target).toHaveAttribute('aria-controls'));
    const list = document.getElementById(target.getAttribute('aria-controls')!)!;
    expect(within(list).queryByRole('option', { name: 'Applied', hidden: true })).toBeNull();
    await user.click(within(list).getByRole('option', { name: 'Exploratory Call', hidden: true }));
    await user.click(go);
    expect(await screen.findByText('Applied is gone; its 2 applications are in Exploratory Call.')).toBeInTheDocument();
    const { data } = await getSupabase().from('job_applications').select('company,status').order('company');
    expect(data).toEqual([
      { company: 'Also Sent', status: 'hr_exploratory_call' },
      { company: 'Sent Co', status: 'hr_exploratory_call' },
      { company: 'Wish Co', status: 'job_openings' },
    ]);
  });
});
