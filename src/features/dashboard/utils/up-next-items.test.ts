import { describe, expect, it } from 'vitest';
import type { ApplicationEvent } from '@/lib/applications/events';
import { testApplication } from '../../../../tests/test-application';
import { upNextItems, type UpNextItem } from './up-next-items';

const TODAY = '2026-11-22';
const event = (id: string, applicationId: string, startsAt: Date): ApplicationEvent => ({
  id,
  applicationId,
  kind: 'interview',
  startsAt,
  note: '',
});
const names = (items: UpNextItem[]) =>
  items.map((item) => (item.type === 'follow-up' ? `${item.application.id} ${item.day}` : item.event.id));

describe('upNextItems', () => {
  it('lists the follow-ups due, oldest first and same days in board order, none still to come', () => {
    const board = [
      testApplication('c', 'applied', { followUpOn: '2026-11-21' }),
      testApplication('a', 'applied', { followUpOn: '2026-11-22' }),
      testApplication('b', 'applied', { followUpOn: '2026-11-02' }),
      testApplication('d', 'applied', { followUpOn: '2026-11-21' }),
      testApplication('e', 'applied', { followUpOn: '2026-11-23' }),
      testApplication('f', 'applied'),
    ];
    expect(names(upNextItems(board, [], TODAY))).toEqual([
      'b 2026-11-02',
      'c 2026-11-21',
      'd 2026-11-21',
      'a 2026-11-22',
    ]);
  });

  it('then the events of the board from today to a week ahead, soonest first', () => {
    const board = [testApplication('a', 'applied', { followUpOn: '2026-11-20' }), testApplication('b', 'applied')];
    const events = [
      event('in a week', 'b', new Date(2026, 10, 29, 18)),
      event('yesterday', 'a', new Date(2026, 10, 21, 18)),
      event('this morning', 'a', new Date(2026, 10, 22, 8)),
      event('in eight days', 'a', new Date(2026, 10, 30, 9)),
      event('of a card not on the board', 'gone', new Date(2026, 10, 23, 9)),
      event('tomorrow', 'b', new Date(2026, 10, 23, 9)),
    ];
    expect(names(upNextItems(board, events, TODAY))).toEqual(['a 2026-11-20', 'this morning', 'tomorrow', 'in a week']);
  });
});
