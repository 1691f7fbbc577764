import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { GrowingTextarea } from '@/components/growing-textarea';
import { useForm } from '@mantine/form';
import { shortDate, timeOfDay } from '@/lib/applications/calendar';
import {
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  EVENT_NOTE_LIMIT,
  eventKindLabel,
  type ApplicationEvent,
  type EventKind,
} from '@/lib/applications/events';
import { AddToCalendarButton } from '@/components/add-to-calendar-button';
import { scheduledEvent } from '../../../../supabase/functions/_shared/ics';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { cancelEvent, scheduleEvent, useRefreshEvents } from '../api/schedule-event';

const KIND_OPTIONS = EVENT_KINDS.map((value) => ({ value, label: EVENT_KIND_LABELS[value] }));

interface EventFormValues {
  kind: EventKind;
  /** As a datetime-local input holds it: the user's own time zone. */
  startsAt: string;
  note: string;
}

/** The application's calls, interviews and presentations, and a form to schedule one. */
export function EventsSection({
  applicationId,
  company,
  position,
  events,
  now,
}: {
  applicationId: string;
  company: string;
  position: string;
  events: readonly ApplicationEvent[];
  now: Date;
}) {
  const refresh = useRefreshEvents();
  const form = useForm<EventFormValues>({
    mode: 'uncontrolled',
    initialValues: { kind: 'interview', startsAt: '', note: '' },
    validate: {
      startsAt: (value) => (value && !Number.isNaN(new Date(value).getTime()) ? null : 'Choose a date and time'),
      note: (value) =>
        value.length > EVENT_NOTE_LIMIT
          ? `Note must be at most ${EVENT_NOTE_LIMIT.toLocaleString('en-US')} characters`
          : null,
    },
  });
  const schedule = useAction(
    async (values: EventFormValues) => {
      // A datetime-local value has no zone: new Date() reads it in the user's own.
      await scheduleEvent(applicationId, { kind: values.kind, startsAt: new Date(values.startsAt), note: values.note });
      await refresh(applicationId);
      notifySuccess('Event scheduled', `${eventKindLabel(values.kind)} with ${company} is on your list.`);
    },
    { failure: 'Failed to schedule the event. Please try again later.', onSuccess: () => form.reset() },
  );
  const cancel = useAction(
    async (event: ApplicationEvent) => {
      await cancelEvent(event.id);
      await refresh(applicationId);
    },
    { failure: 'Failed to remove the event. Please try again later.' },
  );
  const upcoming = [...events].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());

  return (
    <Stack gap="sm">
      {upcoming.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing scheduled yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {upcoming.map((event) => (
            <Group key={event.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600}>
                  {eventKindLabel(event.kind)} · {shortDate(event.startsAt, now)}, {timeOfDay(event.startsAt)}
                </Text>
                {event.note && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                    {event.note}
                  </Text>
                )}
              </Stack>
              <Group gap={4} wrap="nowrap">
                <AddToCalendarButton
                  event={scheduledEvent({ ...event, company, position, appUrl: window.location.href })}
                  fileName={`${eventKindLabel(event.kind)} ${company}`}
                  label={`Add to calendar: ${eventKindLabel(event.kind)} on ${shortDate(event.startsAt, now)}`}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${eventKindLabel(event.kind)} on ${shortDate(event.startsAt, now)}`}
                  onClick={() => void cancel.run(event)}
                  loading={cancel.pending}
                >
                  ×
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <form onSubmit={form.onSubmit((values) => void schedule.run(values))} noValidate aria-label="Schedule an event">
        <Stack gap="xs">
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <Select
              label="Kind"
              data={KIND_OPTIONS}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              key={form.key('kind')}
              {...form.getInputProps('kind')}
            />
            <TextInput
              label="Date and time"
              type="datetime-local"
              description="In your time zone"
              // Under the field, so the field lines up with Kind beside it.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              key={form.key('startsAt')}
              {...form.getInputProps('startsAt')}
            />
          </Group>
          <GrowingTextarea
            label="Note"
            placeholder="Who, where, what to prepare"
            minRows={1}
            maxRows={4}
            key={form.key('note')}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={schedule.pending}>
              Schedule
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
