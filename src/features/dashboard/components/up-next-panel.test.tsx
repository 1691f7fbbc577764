import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationEvent } from '@/lib/applications/events';
import { mediaQueryList } from '../../../../tests/media-query';
import { renderWithProviders } from '../../../../tests/render';
import { testApplication } from '../../../../tests/test-application';
import { UP_NEXT_SHOWN, type UpNextItem } from '../utils/up-next-items';
import { UpNextPanel } from './up-next-panel';

const TODAY = '2026-11-22';
const NOW = new Date(2026, 10, 22, 9);
const noop = () => undefined;

const followUp = (id: string): UpNextItem => ({
  type: 'follow-up',
  application: testApplication(id, 'hr_screen', { company: `Company ${id}`, position: `Role ${id}` }),
  day: '2026-11-20',
});
const eventItem = (id: string, note: string): UpNextItem => {
  const event: ApplicationEvent = {
    id,
    applicationId: id,
    kind: 'interview',
    startsAt: new Date(2026, 10, 23, 10),
    note,
  };
  return { type: 'event', application: testApplication(id, 'hr_screen', { company: `Company ${id}` }), event };
};
const followUps = (count: number) => Array.from({ length: count }, (_, i) => followUp(`app-${i}`));

const panel = (items: readonly UpNextItem[], loading = false) =>
  renderWithProviders(<UpNextPanel items={items} loading={loading} today={TODAY} now={NOW} onOpen={noop} />);

describe('UpNextPanel', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts folded on a phone or a short window, until the user opens it', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, true));
    const { user } = panel(followUps(2));
    const fold = screen.getByRole('button', { name: 'Up next' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await user.click(fold);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says it is loading, without a count, until the events are in', () => {
    panel([], true);
    const region = screen.getByRole('region', { name: 'Up next' });
    expect(region).toHaveTextContent('Loading…');
    expect(region).not.toHaveTextContent('due or coming up');
    expect(region).not.toHaveTextContent('Nothing coming up');
  });

  it('says when nothing is coming up', () => {
    panel([]);
    const region = screen.getByRole('region', { name: 'Up next' });
    expect(region).toHaveTextContent('Nothing coming up');
    expect(region).toHaveTextContent('0 items due or coming up');
    expect(region).not.toHaveTextContent('Loading…');
  });

  it('counts one item in the singular', () => {
    panel([followUp('a')]);
    expect(screen.getByRole('region', { name: 'Up next' })).toHaveTextContent('one item due or coming up');
  });

  it('offers "Show all" only past the items it shows', async () => {
    const first = panel(followUps(UP_NEXT_SHOWN));
    expect(screen.getAllByRole('listitem')).toHaveLength(UP_NEXT_SHOWN);
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
    first.unmount();
    const { user } = panel(followUps(UP_NEXT_SHOWN + 1));
    expect(screen.getAllByRole('listitem')).toHaveLength(UP_NEXT_SHOWN);
    const showAll = screen.getByRole('button', { name: `Show all ${UP_NEXT_SHOWN + 1}` });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    // The styles let the whole list scroll by this mark.
    expect(screen.getByRole('list')).not.toHaveAttribute('data-all');
    await user.click(showAll);
    expect(screen.getAllByRole('listitem')).toHaveLength(UP_NEXT_SHOWN + 1);
    expect(screen.getByRole('list')).toHaveAttribute('data-all', 'true');
  });

  it('shows an event’s note, else the position, under what is due', () => {
    panel([eventItem('noted', 'Bring the case study'), eventItem('plain', ''), followUp('due')]);
    const entries = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(entries[0]).toContain('Interview · Company noted');
    expect(entries[0]).toContain('Bring the case study');
    expect(entries[1]).toContain('Designer');
    expect(entries[2]).toContain('Follow up · Company due');
    expect(entries[2]).toContain('Role due');
  });

  it('marks a follow-up in orange and an event in blue', () => {
    panel([followUp('due'), eventItem('meet', '')]);
    const styles = screen
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.mantine-Badge-root')!.getAttribute('style'));
    expect(styles[0]).toContain('orange');
    expect(styles[0]).not.toContain('blue');
    expect(styles[1]).toContain('blue');
    expect(styles[1]).not.toContain('orange');
  });

  it('opens the application of the entry clicked, by the handler it was last given', async () => {
    const items = followUps(2);
    function Harness() {
      const [opened, setOpened] = useState('nothing');
      const [where, setWhere] = useState('board');
      return (
        <>
          <p>Opened {opened}</p>
          <button type="button" onClick={() => setWhere('table')}>
            Switch view
          </button>
          <UpNextPanel
            items={items}
            loading={false}
            today={TODAY}
            now={NOW}
            onOpen={(id) => setOpened(`${id} on the ${where}`)}
          />
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: /Company app-1/ }));
    expect(screen.getByText('Opened app-1 on the board')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch view' }));
    await user.click(screen.getByRole('button', { name: /Company app-0/ }));
    expect(screen.getByText('Opened app-0 on the table')).toBeInTheDocument();
  });

  it('shows an item again when its event, its follow-up day or its application changes', async () => {
    const application = testApplication('a', 'hr_screen', { company: 'Airbnb' });
    const at = (startsAt: Date): UpNextItem => ({
      type: 'event',
      application,
      event: { id: 'e', applicationId: 'a', kind: 'interview', startsAt, note: '' },
    });
    const due = (day: string): UpNextItem => ({ type: 'follow-up', application, day });
    const moved = [at(new Date(2026, 10, 23, 15)), due('2026-11-20')];
    const renamed = { ...application, company: 'Airbnb Inc' };
    const versions = [
      [at(new Date(2026, 10, 22, 15)), due('2026-11-22')],
      moved,
      moved.map((item) => ({ ...item, application: renamed })),
    ];
    function Harness() {
      const [index, setIndex] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setIndex((i) => i + 1)}>
            Change
          </button>
          <UpNextPanel items={versions[index]!} loading={false} today={TODAY} now={NOW} onOpen={noop} />
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    const badges = () =>
      screen.getAllByRole('listitem').map((item) => item.querySelector('.mantine-Badge-root')?.textContent);
    expect(badges()).toEqual([expect.stringMatching(/^Today, /), 'Today']);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(badges()).toEqual([expect.stringMatching(/^Tomorrow, /), expect.stringMatching(/^Since /)]);
    // The same event and day of an application edited since (its company renamed).
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Airbnb Inc'),
      expect.stringContaining('Airbnb Inc'),
    ]);
  });

  it('says when again as the day turns and as the clock moves into another year', async () => {
    const application = testApplication('a', 'hr_screen', { company: 'Airbnb' });
    const items: UpNextItem[] = [
      { type: 'follow-up', application, day: '2026-11-22' },
      {
        type: 'event',
        application,
        event: { id: 'e', applicationId: 'a', kind: 'interview', startsAt: new Date(2027, 0, 4, 10), note: '' },
      },
    ];
    // One change at a time: the day (the clock the same object), then the clock.
    const moments = [
      { today: '2026-11-22', now: NOW },
      { today: '2026-11-23', now: NOW },
      { today: '2026-11-23', now: new Date(2027, 0, 1, 9) },
    ];
    function Harness() {
      const [index, setIndex] = useState(0);
      const { today, now } = moments[index]!;
      return (
        <>
          <button type="button" onClick={() => setIndex((i) => i + 1)}>
            Later
          </button>
          <UpNextPanel items={items} loading={false} today={today} now={now} onOpen={noop} />
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    const badges = () =>
      screen.getAllByRole('listitem').map((item) => item.querySelector('.mantine-Badge-root')?.textContent);
    expect(badges()).toEqual(['Today', expect.stringMatching(/^4 Jan 2027, /)]);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(badges()).toEqual(['Since 22 Nov', expect.stringMatching(/^4 Jan 2027, /)]);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(badges()).toEqual(['Since 22 Nov', expect.stringMatching(/^4 Jan, /)]);
  });

  it('hides what it covers when folded, and shows it again when opened', async () => {
    const { user } = panel(followUps(1));
    const region = screen.getByRole('region', { name: 'Up next' });
    expect(region).toHaveTextContent('Follow-ups due and the next 7 days');
    // The styles open the panel and turn its arrow down by these marks.
    expect(region).toHaveAttribute('data-open', 'true');
    expect(region.querySelector('svg')).toHaveAttribute('data-open', 'true');
    await user.click(screen.getByRole('button', { name: 'Up next' }));
    expect(region).not.toHaveTextContent('Follow-ups due');
    expect(region).not.toHaveAttribute('data-open');
    expect(region.querySelector('svg')).not.toHaveAttribute('data-open');
    await user.click(screen.getByRole('button', { name: 'Up next' }));
    expect(region).toHaveTextContent('Follow-ups due and the next 7 days');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
