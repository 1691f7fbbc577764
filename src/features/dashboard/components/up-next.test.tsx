import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { JobApplication } from '@/lib/applications/application';
import type { ApplicationEvent } from '@/lib/applications/events';
import { renderWithProviders } from '../../../../tests/render';
import { testApplication } from '../../../../tests/test-application';
import { UpNext } from './up-next';

/** Opening an item is the board's to do; these tests look at the list. */
const noop = () => undefined;

const event = (id: string, applicationId: string, startsAt: string): ApplicationEvent => ({
  id,
  applicationId,
  kind: 'interview',
  startsAt: new Date(startsAt),
  note: '',
});

describe('<UpNext>', () => {
  it('says when each item is: today, tomorrow, a later date, or since when a follow-up is due', () => {
    const board = [
      testApplication('a', 'hr_screen', { company: 'Airbnb', followUpOn: '2026-11-22' }),
      testApplication('b', 'hr_screen', { company: 'Brex', followUpOn: '2026-11-20' }),
      testApplication('c', 'hr_screen', { company: 'Canva' }),
    ];
    const events = [
      event('today', 'c', new Date(2026, 10, 22, 15).toISOString()),
      event('tomorrow', 'c', new Date(2026, 10, 23, 9, 30).toISOString()),
      event('later', 'a', new Date(2026, 10, 25, 11).toISOString()),
    ];
    renderWithProviders(
      <UpNext applications={board} events={events} today="2026-11-22" now={new Date(2026, 10, 22, 9)} onOpen={noop} />,
    );
    const region = screen.getByRole('region', { name: 'Up next' });
    const badges = [...region.querySelectorAll('li')].map(
      (item) => item.querySelector('.mantine-Badge-root')?.textContent,
    );
    expect(badges).toHaveLength(5);
    expect(badges[0]).toMatch(/^Since /);
    expect(badges[1]).toBe('Today');
    expect(badges[2]).toMatch(/^Today, \S/);
    expect(badges[3]).toMatch(/^Tomorrow, \S/);
    expect(badges[4]).not.toMatch(/^(Today|Tomorrow)/);
    expect(badges[4]).toMatch(/, \S/);
  });

  it('shows the first six of many items, and all of them on request', async () => {
    const board = Array.from({ length: 10 }, (_, i) =>
      testApplication(`app-${i}`, 'hr_screen', { company: `Company ${i}`, followUpOn: '2026-11-20' }),
    );
    const { user } = renderWithProviders(
      <UpNext applications={board} events={[]} today="2026-11-22" now={new Date(2026, 10, 22, 9)} onOpen={noop} />,
    );
    const region = screen.getByRole('region', { name: 'Up next' });
    expect(region.querySelectorAll('li')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Show all 10' }));
    expect(region.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(region.querySelectorAll('li')).toHaveLength(6);
  });
  it('follows the board as it changes: a cleared follow-up leaves, a renamed company shows its new name', async () => {
    const first = ['a', 'b', 'c'].map((id) =>
      testApplication(id, 'hr_screen', { company: `Company ${id}`, followUpOn: '2026-11-20' }),
    );
    // Each board is the one before with one application replaced, as a move or an edit replaces it.
    const boards: JobApplication[][] = [first];
    boards.push(boards[0]!.map((app) => (app.id === 'a' ? { ...app, followUpOn: null } : app)));
    boards.push(boards[1]!.map((app) => (app.id === 'b' ? { ...app, company: 'Renamed Co' } : app)));
    boards.push(boards[2]!.map((app) => (app.id === 'a' ? { ...app, status: 'portfolio_review' } : app)));
    function Harness() {
      const [index, setIndex] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setIndex((i) => i + 1)}>
            Next board
          </button>
          <UpNext
            applications={boards[index]!}
            events={[]}
            today="2026-11-22"
            now={new Date(2026, 10, 22, 9)}
            onOpen={noop}
          />
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    const region = screen.getByRole('region', { name: 'Up next' });
    const entries = () => [...region.querySelectorAll('li')].map((item) => item.textContent);
    expect(entries()).toEqual([
      expect.stringContaining('Company a'),
      expect.stringContaining('Company b'),
      expect.stringContaining('Company c'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Next board' }));
    expect(entries()).toEqual([expect.stringContaining('Company b'), expect.stringContaining('Company c')]);
    await user.click(screen.getByRole('button', { name: 'Next board' }));
    expect(entries()).toEqual([expect.stringContaining('Renamed Co'), expect.stringContaining('Company c')]);
    // A change to an application that is not in the list leaves the list as it was.
    await user.click(screen.getByRole('button', { name: 'Next board' }));
    expect(entries()).toEqual([expect.stringContaining('Renamed Co'), expect.stringContaining('Company c')]);
  });

  it('folds to its heading and count, and stays folded on the next visit', async () => {
    const board = ['a', 'b'].map((id) => testApplication(id, 'hr_screen', { followUpOn: '2026-11-20' }));
    const upNext = () => (
      <UpNext applications={board} events={[]} today="2026-11-22" now={new Date(2026, 10, 22, 9)} onOpen={noop} />
    );
    const first = renderWithProviders(upNext());
    const fold = screen.getByRole('button', { name: 'Up next' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await first.user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Up next' })).toHaveTextContent('2 items due or coming up');
    first.unmount();
    renderWithProviders(upNext());
    expect(screen.getByRole('button', { name: 'Up next' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
  it('counts in the accent colour when something is due or coming, in grey when nothing is', () => {
    const badge = () => screen.getByText(/^\d+$/).closest('.mantine-Badge-root')!.getAttribute('style');
    const due = [testApplication('a', 'hr_screen', { followUpOn: '2026-11-20' })];
    const quiet = [testApplication('b', 'hr_screen', { followUpOn: '2026-12-20' })];
    const view = renderWithProviders(
      <UpNext applications={due} events={[]} today="2026-11-22" now={new Date(2026, 10, 22, 9)} onOpen={noop} />,
    );
    expect(badge()).toContain('iris');
    view.unmount();
    renderWithProviders(
      <UpNext applications={quiet} events={[]} today="2026-11-22" now={new Date(2026, 10, 22, 9)} onOpen={noop} />,
    );
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(badge()).toContain('gray');
    expect(badge()).not.toContain('iris');
  });
});
