import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import {
  calendarDay,
  daysBetween,
  shortDate,
  shortDay,
  timeOfDay,
  type CalendarDay,
} from '@/lib/applications/calendar';
import { eventKindLabel, type ApplicationEvent } from '@/lib/applications/events';
import { isFollowUpDue } from '@/lib/applications/stage-history';
import { UP_NEXT_DAYS } from '../api/get-upcoming-events';
import { useBoardActions } from './board-context';
import classes from './up-next.module.css';

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
  const byId = new Map(applications.map((app) => [app.id, app]));
  const followUps: UpNextItem[] = applications
    .filter((app) => isFollowUpDue(app.followUpOn, today))
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

/** "Up next" on the dashboard: each item opens its application. */
export function UpNext({
  applications,
  events,
  today,
  now,
}: {
  applications: readonly JobApplication[];
  events: readonly ApplicationEvent[] | undefined;
  today: CalendarDay;
  now: Date;
}) {
  const { openDialog } = useBoardActions();
  const items = useMemo(() => upNextItems(applications, events ?? [], today), [applications, events, today]);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="up-next-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="up-next-heading">
            Up next
          </Title>
          <Text size="xs" c="dimmed">
            Follow-ups due and the next {UP_NEXT_DAYS} days
          </Text>
        </Group>
        {events === undefined ? (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing coming up. Schedule interviews and set follow-ups from an application’s Overview.
          </Text>
        ) : (
          <ul className={classes.list}>
            {items.map((item) => (
              <li key={item.type === 'event' ? item.event.id : `follow-up-${item.application.id}`}>
                <UnstyledButton
                  className={classes.item}
                  onClick={() => openDialog({ type: 'details', applicationId: item.application.id })}
                >
                  <Group gap="sm" wrap="nowrap" justify="space-between">
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={600} truncate>
                        {item.type === 'event' ? eventKindLabel(item.event.kind) : 'Follow up'} ·{' '}
                        {item.application.company}
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
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
