import { Text, Timeline } from '@mantine/core';
import { useMemo } from 'react';
import { shortDate } from '@/lib/applications/calendar';
import { buildTimeline, describeDuration, type StageChange } from '@/lib/applications/stage-history';
import { useStageLabel } from '@/lib/applications/use-stages';

/** Every stage the application went through, when it got there and how long it stayed. */
export function StageTimeline({ stages, now }: { stages: readonly StageChange[]; now: Date }) {
  const statusLabel = useStageLabel();
  const timeline = useMemo(() => buildTimeline(stages, now), [stages, now]);
  if (timeline.length === 0) return null;
  return (
    <Timeline active={timeline.length - 1} bulletSize={14} lineWidth={2} color="iris" aria-label="Stage history">
      {timeline.map((stage, index) => (
        <Timeline.Item key={`${stage.status}-${stage.enteredAt.getTime()}-${index}`} title={statusLabel(stage.status)}>
          <Text size="xs" c="dimmed">
            {shortDate(stage.enteredAt, now)} ·{' '}
            {stage.leftAt ? describeDuration(stage.days) : `${describeDuration(stage.days)} so far`}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
