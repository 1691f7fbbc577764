import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import type { JobApplication } from '@/lib/applications/application';
import { addDays } from '@/lib/applications/calendar';
import { isFollowUpDue, quietDays } from '@/lib/applications/stage-history';
import { notifySuccess, reportFailure } from '@/lib/notify';
import { useSetFollowUp } from '../api/set-follow-up';
import { moveToStage } from '../utils/move';
import { useBoardActions } from './board-context';
import { useBoardMarks } from './board-marks';
import { useBoardStages } from './board-stages';
import { FirstUseMenu } from './first-use-menu';

/** A card's reminders: a follow-up due, an event today, and "Quiet for N days" with what to do about it. */
export function CardMarks({ application }: { application: JobApplication }) {
  const { now, today, eventToday } = useBoardMarks();
  const { kind } = useBoardStages();
  const due = isFollowUpDue(application.followUpOn, today);
  const event = eventToday.has(application.id);
  const quiet = quietDays(application, now, undefined, (status) => kind(status) === 'active');
  if (!due && !event && quiet === null) return null;
  return (
    <Group gap="xs" mt={6} justify="space-between" wrap="wrap">
      <Group gap={6}>
        {due && (
          <Badge color="orange" c="dark.7" variant="light" size="sm" radius="sm" tt="none">
            Follow-up due
          </Badge>
        )}
        {event && (
          <Badge color="blue" c="dark.7" variant="light" size="sm" radius="sm" tt="none">
            Event today
          </Badge>
        )}
        {quiet !== null && (
          <Text size="xs" c="sand.9" fw={500}>
            Quiet for {quiet} days
          </Text>
        )}
      </Group>
      {quiet !== null && (
        <Group gap={6}>
          <MarkGhosted application={application} />
          <QuietActions application={application} />
        </Group>
      )}
    </Group>
  );
}

/** With a closed stage named Ghosted, a gone-quiet card goes there in one click (with Undo, as any move). */
function MarkGhosted({ application }: { application: JobApplication }) {
  const { moveCard, currentBoard } = useBoardActions();
  const { ghosted } = useBoardStages();
  if (!ghosted || ghosted.value === application.status) return null;
  return (
    <Button
      size="compact-xs"
      variant="default"
      aria-label={`Mark ${application.company} as ghosted`}
      onClick={() => moveCard(moveToStage(currentBoard(), application.id, ghosted.value, new Date()))}
    >
      Mark as ghosted
    </Button>
  );
}

/** "Follow up or move" on a gone-quiet card; its menu mounts on its first use (first-use-menu.tsx). */
function QuietActions({ application }: { application: JobApplication }) {
  const { user, moveCard, currentBoard } = useBoardActions();
  const { today } = useBoardMarks();
  const { shown } = useBoardStages();
  const setFollowUp = useSetFollowUp(user.id);
  const follow = (days: number, when: string) => {
    setFollowUp(application.id, addDays(today, days)).then(
      () => notifySuccess('Follow-up set', `Follow up with ${application.company} ${when}.`),
      (error: unknown) => reportFailure('Failed to update application. Please try again later.', error),
    );
  };
  return (
    <FirstUseMenu
      position="bottom-end"
      width={220}
      shadow="md"
      withinPortal
      renderTarget={(props) => (
        <Button
          size="compact-xs"
          variant="light"
          color="orange"
          aria-label={`Follow up or move ${application.company}, gone quiet`}
          {...props}
        >
          Follow up or move
        </Button>
      )}
    >
      <Menu.Dropdown>
        <Menu.Label>Set a follow-up</Menu.Label>
        <Menu.Item onClick={() => follow(0, 'today')}>Today</Menu.Item>
        <Menu.Item onClick={() => follow(1, 'tomorrow')}>Tomorrow</Menu.Item>
        <Menu.Item onClick={() => follow(7, 'in a week')}>In a week</Menu.Item>
        <Menu.Divider />
        <Menu.Label>Move to</Menu.Label>
        {shown
          .filter((stage) => stage.value !== application.status)
          .map((stage) => (
            <Menu.Item
              key={stage.value}
              onClick={() => moveCard(moveToStage(currentBoard(), application.id, stage.value, new Date()))}
            >
              {stage.label}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </FirstUseMenu>
  );
}
