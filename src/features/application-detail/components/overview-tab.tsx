import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import { addDays, calendarDay, shortDay } from '@/lib/applications/calendar';
import { buildTimeline, describeDuration, isFollowUpDue } from '@/lib/applications/stage-history';
import { useStageLabel } from '@/lib/applications/use-stages';
import { useAuth } from '@/lib/auth/use-auth';
import { notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { useApplicationDetails } from '../api/get-application-details';
import { useSaveDetails } from '../api/save-details';
import { DetailsSection } from './details-section';
import { AddToCalendarButton } from '@/components/add-to-calendar-button';
import { followUpEvent } from '../../../../supabase/functions/_shared/ics';
import { EventsSection } from './events-section';
import { StageTimeline } from './stage-timeline';

/** The application's own record: its stages over time, follow-up, events and details. */
export function OverviewTab({ application }: { application: JobApplication }) {
  const { data, error, isLoading, mutate } = useApplicationDetails(application.id, application.status);
  const statusLabel = useStageLabel();
  // One "now" per render of the tab, so every duration on it agrees.
  const [now] = useState(() => new Date());
  if (isLoading || (!data && !error)) {
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" role="progressbar" aria-label="Loading the application's details" />
      </Group>
    );
  }
  if (!data) {
    return (
      <Alert color="red" title="Could not load the details">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Check your connection and try again.</Text>
          <Button size="compact-sm" variant="default" onClick={() => void mutate()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const timeline = buildTimeline(data.stages, now);
  const current = timeline.at(-1);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Stages
        </Title>
        {current && (
          <Text size="sm">
            In {statusLabel(application.status)} for <strong>{describeDuration(current.days).toLowerCase()}</strong>
          </Text>
        )}
        <StageTimeline application={application} stages={data.stages} now={now} />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          Follow-up
        </Title>
        <FollowUp application={application} revision={data.revision} />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          Interviews and calls
        </Title>
        <EventsSection
          applicationId={application.id}
          company={application.company}
          position={application.position}
          events={data.events}
          now={now}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          Details
        </Title>
        <DetailsSection application={application} details={data.details} revision={data.revision} now={now} />
      </Stack>
    </Stack>
  );
}

function FollowUp({ application, revision }: { application: JobApplication; revision: number }) {
  const { user } = useAuth();
  const save = useSaveDetails(user?.id ?? '');
  const today = calendarDay(new Date());
  const [day, setDay] = useState(application.followUpOn ?? addDays(today, 7));
  const set = useAction(
    async (next: string | null) => {
      await save(
        application.id,
        { revision, values: { follow_up_on: application.followUpOn } },
        { follow_up_on: next },
      );
      notifySuccess(
        next ? 'Follow-up set' : 'Follow-up cleared',
        next ? `We will remind you on ${shortDay(next, today)}.` : `No follow-up for ${application.company}.`,
      );
    },
    { failure: 'Failed to update application. Please try again later.' },
  );
  const due = isFollowUpDue(application.followUpOn, today);
  return (
    <Stack gap="xs">
      <Text size="sm" c={due ? 'sand.9' : undefined} fw={due ? 600 : undefined}>
        {application.followUpOn
          ? `${due ? 'Follow-up due' : 'Follow up on'} ${shortDay(application.followUpOn, today)}`
          : 'No follow-up set.'}
      </Text>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Follow up on"
          type="date"
          value={day}
          min="2000-01-01"
          max="2100-12-31"
          onChange={(event) => setDay(event.currentTarget.value)}
        />
        <Button variant="light" loading={set.pending} disabled={!day} onClick={() => void set.run(day)}>
          Set follow-up
        </Button>
        {application.followUpOn && (
          <Button variant="subtle" color="gray" disabled={set.pending} onClick={() => void set.run(null)}>
            Clear
          </Button>
        )}
        {application.followUpOn && (
          <AddToCalendarButton
            event={followUpEvent({ ...application, day: application.followUpOn, appUrl: window.location.href })}
            fileName={`Follow up ${application.company}`}
            label={`Add to calendar: the follow-up on ${shortDay(application.followUpOn, today)}`}
          />
        )}
      </Group>
    </Stack>
  );
}
