import { Box, Button, Container, Group, Image, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import { useCompanyInsights, insightFor, type CompanyInsight } from '@/lib/applications/get-company-insights';
import { statusLabel } from '@/lib/applications/statuses';
import { publicAsset } from '@/lib/assets';
import { useAuth } from '@/lib/auth/use-auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddApplication } from '../api/add-application';
import { useDeleteApplication } from '../api/delete-application';
import { useApplications } from '../api/get-applications';
import { useMoveApplication } from '../api/move-application';
import { useUpdateApplication } from '../api/update-application';
import { boardStats } from '../utils/board-columns';
import type { ApplicationFormValues } from '../utils/application-form';
import type { MoveOutcome } from '../utils/move';
import { ApplicationFormDialog } from './application-form-dialog';
import { Board } from './board';
import { BoardSkeleton } from './board-skeleton';
import { DeleteApplicationDialog } from './delete-application-dialog';
import { Greeting } from './greeting';
import { StatCards } from './stat-cards';

export interface DetailRenderProps {
  application: JobApplication | null;
  insight: CompanyInsight | undefined;
  onClose: () => void;
  onEdit: (application: JobApplication) => void;
  onDelete: (application: JobApplication) => void;
}

interface DashboardProps {
  /** The detail dialog, supplied by the module that composes the page. */
  renderDetail: (props: DetailRenderProps) => ReactNode;
}

type FormState = { opened: false } | { opened: true; application: JobApplication | null };

export function Dashboard({ renderDetail }: DashboardProps) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const { applications, isLoading } = useApplications(user?.id);
  const companyKeys = useMemo(() => applications?.map((app) => app.companyKey), [applications]);
  const { data: insights } = useCompanyInsights(companyKeys);
  const addApplication = useAddApplication();
  const updateApplication = useUpdateApplication();
  const deleteApplication = useDeleteApplication();
  const moveApplication = useMoveApplication(userId);

  const [form, setForm] = useState<FormState>({ opened: false });
  const [openId, setOpenId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<JobApplication | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cardElements = useRef(new Map<string, HTMLElement>());
  const find = useCallback((id: string) => applications?.find((app) => app.id === id) ?? null, [applications]);
  const latestFind = useRef(find);
  useEffect(() => {
    latestFind.current = find;
  });
  // Stable, so that a move re-renders only the cards that changed.
  const editById = useCallback((id: string) => setForm({ opened: true, application: latestFind.current(id) }), []);

  const onMove = useCallback(
    async (outcome: Extract<MoveOutcome, { type: 'move' }>) => {
      const card = applications?.find((app) => app.id === outcome.applicationId);
      if (!card || !userId) return;
      const label = statusLabel(outcome.to.status);
      setAnnouncement(`Moved ${card.company} - ${card.position} to ${label}.`);
      try {
        await moveApplication(outcome.applicationId, outcome.to);
        notifySuccess('Application moved', `Application status updated to ${label}`);
      } catch (error) {
        console.error('Failed to move application', error);
        setAnnouncement(
          `Could not move ${card.company} - ${card.position}; it is back in ${statusLabel(card.status)}.`,
        );
        notifyError('Error', 'Failed to update application. Please try again later.');
      } finally {
        // After a move the card has a new place: keep the keyboard user's focus on it.
        requestAnimationFrame(() => cardElements.current.get(outcome.applicationId)?.focus());
      }
    },
    [applications, moveApplication, userId],
  );

  const openAdd = () => {
    if (!user) {
      notifyError('Authentication required', 'Please log in to add applications.');
      return;
    }
    setForm({ opened: true, application: null });
  };

  const submitForm = async (values: ApplicationFormValues) => {
    if (!form.opened) return;
    if (!user) {
      notifyError('Authentication required', 'Please log in to add applications.');
      return;
    }
    const editing = form.application;
    try {
      if (editing) {
        await updateApplication(user.id, editing.id, values);
        notifySuccess('Application updated', 'Your job application has been updated.');
      } else {
        const added = await addApplication(user, values);
        notifySuccess('Application added', `${added.company} - ${added.position} has been added.`);
      }
      setForm({ opened: false });
    } catch (error) {
      console.error(editing ? 'Failed to update application' : 'Failed to add application', error);
      notifyError(
        'Error',
        editing
          ? 'Failed to update application. Please try again later.'
          : 'Failed to add application. Please try again later.',
      );
    }
  };

  const confirmDelete = async () => {
    if (!toDelete || !user) return;
    try {
      await deleteApplication(user.id, toDelete.id);
      notifySuccess('Application deleted', `${toDelete.company} - ${toDelete.position} has been removed.`);
      setToDelete(null);
      setOpenId(null);
    } catch (error) {
      console.error('Failed to delete application', error);
      notifyError('Error', 'Failed to delete application. Please try again later.');
    }
  };

  const opened = openId ? find(openId) : null;

  return (
    <Container fluid px={{ base: 'md', md: 'xl' }} mt={65} mb={48}>
      <Stack gap="xl">
        {user && <Greeting name={user.name} />}
        <StatCards stats={applications ? boardStats(applications) : null} />
        {isLoading || !applications ? (
          <BoardSkeleton />
        ) : (
          <Stack gap="lg">
            <Group justify="space-between" gap="md">
              <Title order={2}>Application Tracking</Title>
              <Button onClick={openAdd}>Add new application</Button>
            </Group>
            {applications.length === 0 && (
              <Group gap="lg" wrap="nowrap" p="lg" bg="iris.0" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
                <Image src={publicAsset('illustrations/empty-board.svg')} alt="" w={160} visibleFrom="xs" />
                <Stack gap="xs">
                  <Text fw={600}>Your board is ready</Text>
                  <Text size="sm" c="dimmed">
                    Add the first job you are eyeing: it starts in Wishlist, and you move it along as you hear back.
                  </Text>
                </Stack>
              </Group>
            )}
            <Board
              applications={applications}
              insights={insights}
              onMove={(outcome) => void onMove(outcome)}
              onOpen={setOpenId}
              onEdit={editById}
              cardElements={cardElements}
            />
          </Stack>
        )}
      </Stack>
      <VisuallyHidden>
        <Box role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </Box>
      </VisuallyHidden>
      <ApplicationFormDialog
        opened={form.opened}
        application={form.opened ? form.application : null}
        onClose={() => setForm({ opened: false })}
        onSubmit={submitForm}
        onDelete={() => {
          if (form.opened && form.application) setToDelete(form.application);
          setForm({ opened: false });
        }}
      />
      <DeleteApplicationDialog application={toDelete} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} />
      {renderDetail({
        application: opened,
        insight: opened ? insightFor(insights, opened.companyKey) : undefined,
        onClose: () => setOpenId(null),
        onEdit: (application) => {
          setOpenId(null);
          setForm({ opened: true, application });
        },
        onDelete: (application) => {
          setOpenId(null);
          setToDelete(application);
        },
      })}
    </Container>
  );
}
