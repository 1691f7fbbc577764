import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { calendarDay, shortDate } from '@/lib/applications/calendar';
import { applicationsKey, matchesApplicationDetails } from '@/lib/applications/cache-keys';
import { whileWriting } from '@/lib/applications/card-holds';
import {
  datableDays,
  dateStageChange,
  stageChangeInstant,
  stageDayProblem,
  type DatableChange,
  type Neighbours,
} from '@/lib/applications/stage-dates';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';

interface StageDateFormProps {
  userId: string;
  applicationId: string;
  company: string;
  /** The stage change being dated, with its stage's name. */
  change: DatableChange;
  stageLabel: string;
  neighbours: Neighbours;
  /** Closes the form: after a save, or Cancel. */
  onDone: () => void;
}

/**
 * "Reached <stage> on": the day a stage change really happened, for a move logged days later. It owns its
 * request: the date is checked here (not in the future, not out of the history's order), stored, and the
 * board and the details read again so quiet marks and the timeline count from it.
 */
export function StageDateForm({
  userId,
  applicationId,
  company,
  change,
  stageLabel,
  neighbours,
  onDone,
}: StageDateFormProps) {
  const { mutate } = useSWRConfig();
  const [now] = useState(() => new Date());
  const bounds = datableDays(neighbours, now);
  const [day, setDay] = useState(() => calendarDay(change.at));
  const [error, setError] = useState<string | null>(null);
  const save = useAction(
    async () =>
      whileWriting(applicationId, () =>
        dateStageChange(change.id, stageChangeInstant(day, change.at, neighbours, new Date())),
      ),
    {
      failure: 'Failed to set the date. Please try again later.',
      onSuccess: (at) => {
        notifySuccess('Date set', `${company} reached ${stageLabel} on ${shortDate(at, new Date())}.`);
        void mutate(applicationsKey(userId));
        void mutate(matchesApplicationDetails(applicationId));
        onDone();
      },
    },
  );
  const submit = () => {
    const problem = stageDayProblem(day, bounds, neighbours, calendarDay(now));
    setError(problem);
    if (!problem) void save.run();
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          type="date"
          label={`Reached ${stageLabel} on`}
          description={
            <Text span size="xs" c="dimmed">
              For a move made earlier than you logged it
            </Text>
          }
          value={day}
          min={bounds.min}
          max={bounds.max}
          onChange={(event) => {
            setDay(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone} disabled={save.pending}>
            Cancel
          </Button>
          <Button type="submit" size="xs" loading={save.pending}>
            Save date
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
