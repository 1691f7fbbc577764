import { getSupabase } from '@job-tracker/supabase-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobApplication } from '@/lib/applications/application';
import { addDays, calendarDay, shortDay } from '@/lib/applications/calendar';
import type { CompanyInsight } from '@/lib/applications/get-company-insights';
import { seedApplications, signUpTestAccount } from '../../../../tests/client/emulator-client';
import { useLoadedApplication } from '../../../../tests/client/loaded-board';
import { expectToast } from '../../../../tests/client/toast';
import { ignoreFocusTrapWarnings } from '../../../../tests/focus-trap-warnings';
import { renderWithProviders } from '../../../../tests/render';
import { ApplicationDetailDialog } from './application-detail-dialog';

const SHOWCASE = 'https://showcase.example';
const INSIGHT: CompanyInsight = {
  designers: [{ name: 'Grace Hopper', role: 'Staff Designer', slug: 'grace hopper' }],
  caseStudies: [{ id: 1, name: 'Checkout redesign', owner: 'Grace Hopper', slug: 'checkout' }],
};

/** The dialog over one application of the board, as the board's cache holds it (a save shows at once). */
function Detail({
  userId,
  id,
  insight,
  onEdit,
  onDelete,
}: { userId: string; id: string; insight: CompanyInsight } & Handlers) {
  const application = useLoadedApplication(userId, id);
  return (
    <ApplicationDetailDialog
      application={application}
      insight={insight}
      onClose={() => {}}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
interface Handlers {
  onEdit: (application: JobApplication) => void;
  onDelete: (application: JobApplication) => void;
}

async function openDetail(insight: CompanyInsight = INSIGHT) {
  const account = await signUpTestAccount();
  const [id] = await seedApplications([
    {
      company: 'Linear',
      position: 'Product Designer',
      status: 'applied',
      location: 'Lisbon',
      notes: 'Met the team at a meetup',
      source_url: 'https://linear.app/careers/designer',
    },
  ]);
  const handlers = { onEdit: vi.fn(), onDelete: vi.fn() };
  const view = renderWithProviders(<Detail userId={account.user.id} id={id!} insight={insight} {...handlers} />, {
    auth: { user: account.user },
    settings: { showcaseUrl: SHOWCASE },
  });
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  await within(dialog).findByRole('heading', { name: 'Stages' }, { timeout: 10_000 });
  return { ...view, dialog, id: id!, handlers };
}

async function stored(id: string) {
  const { data, error } = await getSupabase()
    .from('job_applications')
    .select('follow_up_on,notes,location')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data;
}

// Each test saves several times; beside another suite (load 15) one took over the project's 30 s.
describe('<ApplicationDetailDialog> (against the emulator)', { timeout: 60_000 }, () => {
  ignoreFocusTrapWarnings();

  it('says where the application is, links the posting and the showcase, and hands Edit and Delete on', async () => {
    const { dialog, user, handlers, id } = await openDetail();
    expect(dialog).toHaveTextContent('Linear');
    expect(dialog).toHaveTextContent('Product Designer');
    expect(within(dialog).getByText(/^In Applied · Moved/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View job posting' })).toHaveAttribute(
      'href',
      'https://linear.app/careers/designer',
    );
    expect(within(dialog).getByText('In Applied for', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Stage history')).toHaveTextContent('Applied');

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id, company: 'Linear' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(handlers.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id }));

    await user.click(within(dialog).getByRole('tab', { name: 'Designers (1)' }));
    expect(within(dialog).getByRole('link', { name: /Grace Hopper/ })).toHaveAttribute(
      'href',
      `${SHOWCASE}/portfolio/grace%20hopper`,
    );
    expect(within(dialog).getByText('Staff Designer')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Case Studies (1)' }));
    const study = within(dialog).getByRole('link', { name: /Checkout redesign/ });
    expect(study).toHaveAttribute('href', `${SHOWCASE}/case-study/checkout`);
    expect(study).toHaveTextContent('by Grace Hopper');
  });

  it('shows no Case Studies tab, nor its panel, for a company without any; says so of designers', async () => {
    const { dialog, user } = await openDetail({ designers: [], caseStudies: [] });
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Designers (0)']);
    // Every panel, shown or hidden, belongs to a tab on the list.
    const panels = within(dialog).getAllByRole('tabpanel', { hidden: true });
    expect(panels.map((panel) => panel.getAttribute('aria-labelledby')).sort()).toEqual(
      tabs.map((tab) => tab.id).sort(),
    );
    await user.click(tabs[1]!);
    expect(
      within(dialog).getByText('No designers from Linear have shared their portfolio on the Showcase yet.'),
    ).toBeInTheDocument();
  });

  it('sets a follow-up a week out by default, and clears it', async () => {
    const { dialog, user, id } = await openDetail();
    expect(within(dialog).getByText('No follow-up set.')).toBeInTheDocument();
    const today = calendarDay(new Date());
    const nextWeek = addDays(today, 7);
    expect(within(dialog).getByLabelText('Follow up on')).toHaveValue(nextWeek);
    expect(within(dialog).queryByRole('button', { name: 'Clear' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Set follow-up' }));
    await expectToast(`Follow-up setWe will remind you on ${shortDay(nextWeek, today)}.`);
    expect(await within(dialog).findByText(`Follow up on ${shortDay(nextWeek, today)}`)).toBeInTheDocument();
    expect((await stored(id)).follow_up_on).toBe(nextWeek);

    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expectToast('Follow-up clearedNo follow-up for Linear.');
    expect(await within(dialog).findByText('No follow-up set.')).toBeInTheDocument();
    expect((await stored(id)).follow_up_on).toBeNull();
  });

  it('schedules an interview once it has a date, lists it, and removes it', async () => {
    const { dialog, user, id } = await openDetail();
    const form = within(dialog).getByRole('form', { name: 'Schedule an event' });
    expect(within(dialog).getByText('Nothing scheduled yet.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(await within(form).findByText('Choose a date and time')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Date and time'), { target: { value: '2031-03-04T10:30' } });
    await user.type(within(form).getByLabelText('Note'), '  Bring the case study  ');
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    await expectToast('Interview with Linear is on your list.');
    const item = await within(dialog).findByText(/^Interview · .*, 10:30/);
    expect(within(dialog).getByText('Bring the case study')).toBeInTheDocument();
    expect(within(form).getByLabelText('Date and time')).toHaveValue('');
    const { data } = await getSupabase().from('application_events').select('application_id,kind,starts_at,note');
    expect(data).toEqual([
      {
        application_id: id,
        kind: 'interview',
        starts_at: expect.any(String),
        note: 'Bring the case study',
      },
    ]);
    expect(new Date(data![0]!.starts_at).getTime()).toBe(new Date('2031-03-04T10:30').getTime());

    await user.click(within(dialog).getByRole('button', { name: /^Remove Interview on / }));
    await waitFor(() => expect(item).not.toBeInTheDocument());
    expect(within(dialog).getByText('Nothing scheduled yet.')).toBeInTheDocument();
    expect((await getSupabase().from('application_events').select('id')).data).toEqual([]);
  });

  it('shows the stored details, and saves an edit of the notes', async () => {
    const { dialog, user, id } = await openDetail();
    expect(within(dialog).getByText('Lisbon')).toBeInTheDocument();
    expect(within(dialog).getByText('Met the team at a meetup')).toBeInTheDocument();
    expect(within(dialog).getByText('No one yet.')).toBeInTheDocument();
    expect(within(dialog).getByText('Not pasted yet.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Edit details' }));
    let form = within(dialog).getByRole('form', { name: 'Edit details' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('form', { name: 'Edit details' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Edit details' }));
    form = within(dialog).getByRole('form', { name: 'Edit details' });
    const notes = within(form).getByLabelText('Notes');
    await user.clear(notes);
    await user.type(notes, 'Second round next week');
    expect(within(form).getByText('22 / 20,000')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    await expectToast('Your job application has been updated.');
    expect(await within(dialog).findByText('Second round next week')).toBeInTheDocument();
    expect(within(dialog).queryByRole('form', { name: 'Edit details' })).toBeNull();
    expect(await stored(id)).toMatchObject({ notes: 'Second round next week', location: 'Lisbon' });
  });
});
