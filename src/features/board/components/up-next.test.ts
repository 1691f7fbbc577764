import { describe, expect, it } from 'vitest';
import type { ApplicationEvent } from '@/lib/applications/events';
import { testApplication } from '../../../../tests/test-application';
import { upNextItems } from './up-next';

const event = (id: string, applicationId: string, startsAt: string): ApplicationEvent => ({
  id,
  applicationId,
  kind: 'interview',
  startsAt: new Date(startsAt),
  note: '',
});

describe('upNextItems', () => {
  it('lists the follow-ups due first, then the next seven days of events, soonest first', () => {
    const board = [
      testApplication('a', 'hr_screen', { followUpOn: '2026-11-22' }),
      testApplication('b', 'hr_screen', { followUpOn: '2026-11-20' }),
      testApplication('c', 'hr_screen', { followUpOn: '2026-11-23' }),
    ];
    const today = '2026-11-22';
    const items = upNextItems(
      board,
      [
        event('late', 'a', new Date(2026, 10, 29, 18).toISOString()),
        event('soon', 'c', new Date(2026, 10, 22, 15).toISOString()),
        event('too-far', 'c', new Date(2026, 11, 1, 9).toISOString()),
        event('deleted', 'gone', new Date(2026, 10, 23, 9).toISOString()),
      ],
      today,
    );
    expect(items.map((item) => (item.type === 'event' ? item.event.id : `follow-up ${item.application.id}`))).toEqual([
      'follow-up b',
      'follow-up a',
      'soon',
      'late',
    ]);
  });
});
