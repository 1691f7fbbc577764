import { Button, Group, Popover, Text, Timeline } from '@mantine/core';
import { useMemo, useState } from 'react';
import { StageDateForm } from '@/components/stage-date-form';
import type { JobApplication } from '@/lib/applications/application';
import { shortDate } from '@/lib/applications/calendar';
import {
  buildTimeline,
  describeDuration,
  type StageChange,
  type TimelineStage,
} from '@/lib/applications/stage-history';
import { useStageLabel } from '@/lib/applications/use-stages';
import { useAuth } from '@/lib/auth/use-auth';

interface StageTimelineProps {
  application: Pick<JobApplication, 'id' | 'company'>;
  stages: readonly StageChange[];
  now: Date;
}

/**
 * Every stage the application went through, when it got there and how long it stayed; each date can be
 * set to when the move really happened.
 */
export function StageTimeline({ application, stages, now }: StageTimelineProps) {
  const statusLabel = useStageLabel();
  const timeline = useMemo(() => buildTimeline(stages, now), [stages, now]);
  if (timeline.length === 0) return null;
  return (
    <Timeline active={timeline.length - 1} bulletSize={14} lineWidth={2} color="iris" aria-label="Stage history">
      {timeline.map((stage, index) => (
        <Timeline.Item key={`${stage.status}-${stage.enteredAt.getTime()}-${index}`} title={statusLabel(stage.status)}>
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {shortDate(stage.enteredAt, now)} ·{' '}
              {stage.leftAt ? describeDuration(stage.days) : `${describeDuration(stage.days)} so far`}
            </Text>
            {stage.id !== undefined && (
              <ChangeDate
                application={application}
                stage={stage}
                label={statusLabel(stage.status)}
                previous={timeline[index - 1]?.enteredAt ?? null}
              />
            )}
          </Group>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function ChangeDate({
  application,
  stage,
  label,
  previous,
}: {
  application: StageTimelineProps['application'];
  stage: TimelineStage;
  label: string;
  previous: Date | null;
}) {
  const { user } = useAuth();
  const [opened, setOpened] = useState(false);
  if (!user) return null;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width={260}
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={`Change date: when ${application.company} reached ${label}`}
          aria-expanded={opened}
          onClick={() => setOpened((open) => !open)}
        >
          Change date
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {opened && (
          <StageDateForm
            userId={user.id}
            applicationId={application.id}
            company={application.company}
            change={{ id: stage.id!, status: stage.status, at: stage.enteredAt }}
            stageLabel={label}
            neighbours={{ previous, next: stage.leftAt }}
            onDone={() => setOpened(false)}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
