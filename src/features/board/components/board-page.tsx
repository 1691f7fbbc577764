import { Container, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { lazyView } from '@/components/lazy-view';
import { LoadError } from '@/components/load-error';
import { insightFor } from '@/lib/applications/get-company-insights';
import { useAuth } from '@/lib/auth/use-auth';
import { useApplicationsWhileOpen } from '../api/get-applications';
import { useBoardInsights } from '../hooks/use-board-insights';
import { BoardAddressProvider } from './board-address';
import { BoardProvider, useBoardActions, useBoardDialog } from './board-context';
import { BoardOverview } from './board-overview';
import { KeyboardCommands } from './keyboard-commands';
import type { BoardPageSlots } from './board-slots';

export type {
  BoardPageSlots,
  CountsRenderProps,
  DetailRenderProps,
  InsightsRenderProps,
  UpNextRenderProps,
} from './board-slots';

// The dialogs' code (forms, validation) loads beside the board rather than before it: the board paints
// without waiting, and the dialogs are mounted closed as soon as their code is in, as before. Code that
// does not arrive (the tracker's server gone a moment) says so below the board, with a Retry that asks
// for it again, instead of taking the page down.
const BoardDialogs = lazyView<object>({
  load: () =>
    Promise.all([
      import('./application-form-dialog'),
      import('./delete-application-dialog'),
      import('./stage-date-dialog'),
    ]).then(([form, remove, stageDate]) => ({
      default: function BoardDialogs() {
        return (
          <>
            <form.ApplicationFormDialog />
            <remove.DeleteApplicationDialog />
            <stageDate.StageDateDialog />
          </>
        );
      },
    })),
  failed: (_, retry) => (
    <LoadError title="The board's dialogs could not be loaded" retryLabel="Retry" onRetry={retry}>
      Adding, editing, deleting and dated moves need them: the connection or the server had a problem. Try again in a
      moment.
    </LoadError>
  ),
});

/**
 * The tracker page: the board and its dialogs, with what other features show on it in slots (see
 * board-slots.ts). For a signed-in user (RequireAuth).
 */
export function BoardPage({ renderDetail, renderGreeting, ...slots }: BoardPageSlots) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <BoardProvider user={user}>
      <BoardAddressProvider>
        <Container fluid px={{ base: 'md', md: 'xl' }} mt="md" mb="md">
          <Stack gap="sm">
            <BoardOverview greeting={renderGreeting?.(user)} {...slots} />
          </Stack>
        </Container>
        <KeyboardCommands />
        <Container fluid px={{ base: 'md', md: 'xl' }}>
          <BoardDialogs />
        </Container>
        <Suspense fallback={null}>
          <DetailSlot renderDetail={renderDetail} />
        </Suspense>
      </BoardAddressProvider>
    </BoardProvider>
  );
}

/**
 * The detail dialog of the application the user opened, wired to the board's other dialogs. Closed, it
 * reads neither the board nor the showcase's answer, so a move does not render it again.
 */
function DetailSlot({ renderDetail }: Pick<BoardPageSlots, 'renderDetail'>) {
  const { user, openDialog, closeDialog } = useBoardActions();
  const dialog = useBoardDialog();
  const open = dialog.type === 'details';
  const applications = useApplicationsWhileOpen(user.id, open);
  const insights = useBoardInsights(open ? applications : undefined, { readOnly: true });
  const application = (open && applications?.find((app) => app.id === dialog.applicationId)) || null;
  return renderDetail({
    application,
    insight: application ? insightFor(insights, application.companyKey) : undefined,
    onClose: closeDialog,
    onEdit: ({ id }) => openDialog({ type: 'form', applicationId: id }),
    onDelete: ({ id }) => openDialog({ type: 'delete', applicationId: id }),
  });
}
