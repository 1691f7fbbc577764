import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApplicationEvent } from '@/lib/applications/events';
import { renderWithProviders } from '../../../../tests/render';
import { EventsSection } from './events-section';

const NOW = new Date('2026-11-20T12:00:00');

function renderEvents(events: ApplicationEvent[] = []) {
  renderWithProviders(
    <EventsSection applicationId="app-1" company="Figma" position="Product Designer" events={events} now={NOW} />,
  );
}

describe('<EventsSection>', () => {
  it('says when nothing is scheduled', () => {
    renderEvents();
    expect(screen.getByText('Nothing scheduled yet.')).toBeInTheDocument();
  });

  it('lists the events soonest first, each with its note and a way to remove it', () => {
    renderEvents([
      { id: 'e2', applicationId: 'app-1', kind: 'whiteboard', startsAt: new Date('2026-11-26T10:00:00'), note: '' },
      {
        id: 'e1',
        applicationId: 'app-1',
        kind: 'call',
        startsAt: new Date('2026-11-23T15:30:00'),
        note: 'Ask about the team',
      },
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Call · .*Ask about the team/);
    expect(items[1]).toHaveTextContent(/^Whiteboard · /);
    expect(within(items[0]!).getByRole('button', { name: /^Remove Call on / })).toBeInTheDocument();
  });

  it('always has a kind: choosing the chosen one again keeps it', async () => {
    const user = userEvent.setup();
    renderEvents();
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    expect(kind).toHaveValue('Interview');
    await user.click(kind);
    await waitFor(() => expect(kind).toHaveAttribute('aria-controls'));
    const list = document.getElementById(kind.getAttribute('aria-controls')!)!;
    await user.click(within(list).getByRole('option', { name: 'Interview', hidden: true }));
    expect(kind).toHaveValue('Interview');
  });

  it('asks for a date and time before scheduling', async () => {
    const user = userEvent.setup();
    renderEvents();
    await user.click(screen.getByRole('button', { name: /Schedule/ }));
    expect(await screen.findByText('Choose a date and time')).toBeInTheDocument();
  });
});
