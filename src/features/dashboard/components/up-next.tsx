import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import {
  calendarDay,
  daysBetween,
  shortDate,
  shortDay,
  timeOfDay,
  type CalendarDay,
} from '@/lib/applications/calendar';
import { eventKindLabel, UP_NEXT_DAYS, type ApplicationEvent } from '@/lib/applications/events';
import { isFollowUpDue } from '@/lib/applications/stage-history';
import classes from './up-next.module.css';

/**
 * Items shown before "Show all": a big board can have hundreds of follow-ups due, and the list is
 * rendered again with every move.
 */
export const UP_NEXT_SHOWN = 6;

export type UpNextItem =
  | { type: 'follow-up'; application: JobApplication; day: CalendarDay }
  | { type: 'event'; application: JobApplication; event: ApplicationEvent };

/**
 * The follow-ups due (oldest first), then the events of today and the next seven days (soonest first),
 * of applications on the board.
 */
export function upNextItems(
  applications: readonly JobApplication[],
  events: readonly ApplicationEvent[],
  today: CalendarDay,
): UpNextItem[] {
  // One pass over the board (thousands of cards, again at every move): the follow-ups due, and the cards
  // the few events are about.
  const wanted = new Set(events.map((event) => event.applicationId));
  const byId = new Map<string, JobApplication>();
  const due: JobApplication[] = [];
  for (const app of applications) {
    if (isFollowUpDue(app.followUpOn, today)) due.push(app);
    if (wanted.has(app.id)) byId.set(app.id, app);
  }
  const followUps: UpNextItem[] = due
    .sort((a, b) => (a.followUpOn! < b.followUpOn! ? -1 : a.followUpOn! > b.followUpOn! ? 1 : 0))
    .map((application) => ({ type: 'follow-up', application, day: application.followUpOn! }));
  const upcoming: UpNextItem[] = [];
  for (const event of [...events].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const application = byId.get(event.applicationId);
    const offset = daysBetween(today, calendarDay(event.startsAt));
    if (application && offset >= 0 && offset <= UP_NEXT_DAYS) upcoming.push({ type: 'event', application, event });
  }
  return [...followUps, ...upcoming];
}

function when(item: UpNextItem, today: CalendarDay, now: Date): string {
  if (item.type === 'follow-up') {
    const late = daysBetween(item.day, today);
    return late === 0 ? 'Today' : `Since ${shortDay(item.day, today)}`;
  }
  const offset = daysBetween(today, calendarDay(item.event.startsAt));
  const day = offset === 0 ? 'Today' : offset === 1 ? 'Tomorrow' : shortDate(item.event.startsAt, now);
  return `${day}, ${timeOfDay(item.event.startsAt)}`;
}

interface UpNextEntryProps {
  item: UpNextItem;
  today: CalendarDay;
  now: Date;
  onOpen: (applicationId: string) => void;
}

/** The list is rebuilt whenever a card moves: an entry renders again only when what it shows changed. */
function sameEntry(a: UpNextEntryProps, b: UpNextEntryProps): boolean {
  const same =
    a.item.type === 'event'
      ? b.item.type === 'event' && a.item.event === b.item.event
      : b.item.type === 'follow-up' && a.item.day === b.item.day;
  return (
    same && a.item.application === b.item.application && a.today === b.today && a.now === b.now && a.onOpen === b.onOpen
  );
}

/** One item of the list, which opens its application. */
const UpNextEntry = memo(function UpNextEntry({ item, today, now, onOpen }: UpNextEntryProps) {
  return (
    <li>
      <UnstyledButton className={classes.item} onClick={() => onOpen(item.application.id)}>
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} truncate>
              {item.type === 'event' ? eventKindLabel(item.event.kind) : 'Follow up'} · {item.application.company}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {item.type === 'event' && item.event.note ? item.event.note : item.application.position}
            </Text>
          </Stack>
          <Badge
            variant="light"
            color={item.type === 'follow-up' ? 'orange' : 'blue'}
            c="dark.7"
            radius="sm"
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {when(item, today, now)}
          </Badge>
        </Group>
      </UnstyledButton>
    </li>
  );
}, sameEntry);

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

const UpNextPanel = memo(function UpNextPanel({
  items,
  loading,
  today,
  now,
  onOpen,
}: {
  items: readonly UpNextItem[];
  loading: boolean;
  today: CalendarDay;
  now: Date;
  onOpen: (applicationId: string) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? items : items.slice(0, UP_NEXT_SHOWN);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', md: 'sm' }} component="section" aria-labelledby="up-next-heading">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="up-next-heading">
            Up next
          </Title>
          <Text size="xs" c="dimmed">
            Follow-ups due and the next {UP_NEXT_DAYS} days
          </Text>
        </Group>
        {loading ? (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing coming up. Schedule interviews and set follow-ups from an application’s Overview.
          </Text>
        ) : (
          <>
            <ul className={classes.list} data-all={showAll || undefined}>
              {shown.map((item) => (
                <UpNextEntry
                  key={item.type === 'event' ? item.event.id : `follow-up-${item.application.id}`}
                  item={item}
                  today={today}
                  now={now}
                  onOpen={onOpen}
                />
              ))}
            </ul>
            {items.length > UP_NEXT_SHOWN && (
              <Button
                variant="subtle"
                size="compact-sm"
                style={{ alignSelf: 'flex-start' }}
                aria-expanded={showAll}
                onClick={() => setShowAll((all) => !all)}
              >
                {showAll ? 'Show fewer' : `Show all ${items.length}`}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
});
