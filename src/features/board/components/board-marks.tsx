import { createContext, useContext } from 'react';
import type { CalendarDay } from '@/lib/applications/calendar';

/** What the cards need to know about the day: today, and which applications have an event today. */
export interface BoardMarks {
  now: Date;
  today: CalendarDay;
  eventToday: ReadonlySet<string>;
}

export const BoardMarksContext = createContext<BoardMarks>({
  now: new Date(0),
  today: '1970-01-01',
  eventToday: new Set(),
});

export function useBoardMarks(): BoardMarks {
  return useContext(BoardMarksContext);
}
