import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog';
import { calendarDay, type CalendarDay } from '@/lib/applications/calendar';
import { EARLIEST_STAGE_DAY, stageChangeInstant } from '@/lib/applications/stage-dates';
import { useBoardStages } from './board-stages';

const plural = (count: number) => `${count} ${count === 1 ? 'application' : 'applications'}`;

/** The server's sentence when it gave one (a refused date names the application), else `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() && !/fetch|network/i.test(message) ? message : fallback;
}

interface BulkDialogProps {
  count: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Move N applications": a stage and the day they moved (today unless the user logs older replies). The
 * dialog stays open with the server's sentence when it refuses (a day before one reached its stage).
 */
export function BulkMoveDialog({
  count,
  opened,
  onClose,
  onMove,
}: BulkDialogProps & { onMove: (stage: string, at: Date | null) => Promise<void> }) {
  const { stages } = useBoardStages();
  const today = calendarDay(new Date());
  const [stage, setStage] = useState<string | null>(null);
  const [day, setDay] = useState<CalendarDay>(today);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stage) return setProblem('Choose the stage to move them to.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day > today || day < EARLIEST_STAGE_DAY) {
      return setProblem('Enter a day from 1990 up to today.');
    }
    const now = new Date();
    const at = day === today ? null : stageChangeInstant(day, now, { previous: null, next: null }, now);
    setPending(true);
    setProblem(null);
    try {
      await onMove(stage, at);
      onClose();
    } catch (error) {
      console.error('The bulk move failed.', error);
      setProblem(messageOf(error, 'The applications could not be moved. Check your connection and try again.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={`Move ${plural(count)}`} centered size="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Select
            label="Stage"
            placeholder="Choose a stage"
            data={stages.map(({ value, label }) => ({ value, label }))}
            value={stage}
            onChange={setStage}
            data-autofocus
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            type="date"
            label="Moved on"
            description="Today, or the day the replies came"
            value={day}
            min={EARLIEST_STAGE_DAY}
            max={today}
            onChange={(event) => setDay(event.currentTarget.value)}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Move {plural(count)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

/** "Follow up on …" for every selected application, or clear theirs. */
export function BulkFollowUpDialog({
  count,
  opened,
  onClose,
  onSet,
}: BulkDialogProps & { onSet: (day: CalendarDay | null) => Promise<boolean> }) {
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const run = async (value: CalendarDay | null) => {
    if (value !== null && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return setProblem('Enter a date to follow up on.');
    setPending(true);
    setProblem(null);
    const done = await onSet(value);
    setPending(false);
    if (done) onClose();
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={`Follow up on ${plural(count)}`} centered size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run(day);
        }}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            type="date"
            label="Follow up on"
            value={day}
            onChange={(event) => setDay(event.currentTarget.value)}
            data-autofocus
            error={problem}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void run(null)} disabled={pending}>
              Clear their follow-ups
            </Button>
            <Button type="submit" loading={pending}>
              Set follow-up
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
