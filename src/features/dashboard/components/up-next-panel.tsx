import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { memo, useState } from 'react';
import {
  daysBetween,
  shortDate,
  shortDay,
  timeOfDay,
  calendarDay,
  type CalendarDay,
} from '@/lib/applications/calendar';
import { eventKindLabel, UP_NEXT_DAYS } from '@/lib/applications/events';
import { useStoredFlag } from '@/lib/use-stored-flag';
import { UP_NEXT_SHOWN, type UpNextItem } from '../utils/up-next-items';
import classes from './up-next.module.css';

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

/** What an item is about besides its application: its event, or the day its follow-up is due. */
const subject = (item: UpNextItem) => (item.type === 'event' ? item.event : item.day);

/** The list is rebuilt whenever a card moves: an entry renders again only when what it shows changed. */
function sameEntry(a: UpNextEntryProps, b: UpNextEntryProps): boolean {
  return (
    subject(a.item) === subject(b.item) &&
    a.item.application === b.item.application &&
    a.today === b.today &&
    a.now === b.now &&
    a.onOpen === b.onOpen
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

/**
 * Open unless the user folded it, where the window has room for it and for the board below; on a phone
 * or a laptop's short window, folded to one line until they open it, so the board comes first.
 */
const openByDefault = () =>
  typeof window === 'undefined' || !window.matchMedia?.('(max-width: 47.99em), (max-height: 62.49em)').matches;

/** The fold's arrow: pointing down when the list shows, right when it is folded. */
function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      className={classes.chevron}
      data-open={open || undefined}
    >
      <path
        d="M6 4l4 4-4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The panel: a heading that folds it (remembered on this device), then the first few items and "Show
 * all". Folded, it is one line that says how many items wait.
 */
export const UpNextPanel = memo(function UpNextPanel({
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
  const [open, setOpen] = useStoredFlag('up-next-open', openByDefault);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? items : items.slice(0, UP_NEXT_SHOWN);
  return (
    <Paper
      withBorder
      radius="lg"
      px={{ base: 'md', md: 'sm' }}
      py="xs"
      component="section"
      aria-labelledby="up-next-heading"
      className={classes.panel}
      data-open={open || undefined}
    >
      <div className={classes.head}>
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h5" id="up-next-heading">
            <UnstyledButton
              className={classes.fold}
              aria-expanded={open}
              aria-controls="up-next-items"
              onClick={() => setOpen(!open)}
            >
              <Chevron open={open} />
              Up next
            </UnstyledButton>
          </Title>
          {!loading && (
            <Badge variant="light" color={items.length > 0 ? 'iris' : 'gray'} radius="sm">
              <span aria-hidden="true">{items.length}</span>
              <VisuallyHidden component="span">
                {items.length === 1 ? 'one item' : `${items.length} items`} due or coming up
              </VisuallyHidden>
            </Badge>
          )}
        </Group>
        {open && (
          <Text size="xs" c="dimmed">
            Follow-ups due and the next {UP_NEXT_DAYS} days
          </Text>
        )}
      </div>
      {open && (
        <div id="up-next-items" className={classes.body}>
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
                  className={classes.more}
                  aria-expanded={showAll}
                  onClick={() => setShowAll((all) => !all)}
                >
                  {showAll ? 'Show fewer' : `Show all ${items.length}`}
                </Button>
              )}
            </>
          )}
        </div>
      )}
    </Paper>
  );
});
