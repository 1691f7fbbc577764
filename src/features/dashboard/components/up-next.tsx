import { useMemo, useState } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import { type CalendarDay } from '@/lib/applications/calendar';
import { type ApplicationEvent } from '@/lib/applications/events';
import { upNextItems, type UpNextItem } from '../utils/up-next-items';
import { UpNextPanel } from './up-next-panel';

/** Two lists of the same items: each the same application object, and the same event or follow-up day. */
function sameItems(a: readonly UpNextItem[], b: readonly UpNextItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index]!;
      if (item.application !== other.application) return false;
      return item.type === 'event'
        ? other.type === 'event' && item.event === other.event
        : other.type === 'follow-up' && item.day === other.day;
    })
  );
}

/**
 * "Up next" on the dashboard: each item opens its application; the first few, then "Show all". The list
 * is worked out again whenever the board changes, and the panel renders again only when its items did: a
 * move of a card that is not in it changes nothing here.
 */
export function UpNext({
  applications,
  events,
  today,
  now,
  onOpen,
}: {
  applications: readonly JobApplication[];
  events: readonly ApplicationEvent[] | undefined;
  today: CalendarDay;
  now: Date;
  /** Opens an application's details; stable, or the panel renders again with every board change. */
  onOpen: (applicationId: string) => void;
}) {
  const computed = useMemo(() => upNextItems(applications, events ?? [], today), [applications, events, today]);
  // Derived state: the previous list is kept while it holds the same items, so the panel's props stay equal.
  const [kept, setKept] = useState(computed);
  let items = kept;
  if (kept !== computed && !sameItems(kept, computed)) {
    items = computed;
    setKept(computed);
  }
  return <UpNextPanel items={items} loading={events === undefined} today={today} now={now} onOpen={onOpen} />;
}
