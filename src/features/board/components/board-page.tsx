import { Alert, Button, Container, Flex, Group, Image, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import type { JobApplication } from '@/lib/applications/application';
import { calendarDay } from '@/lib/applications/calendar';
import { insightFor, useCompanyInsights, type CompanyInsight } from '@/lib/applications/get-company-insights';
import { publicAsset } from '@/lib/assets';
import { useAuth } from '@/lib/auth/use-auth';
import { reportFailure } from '@/lib/notify';
import { useApplications, useApplicationsWhileOpen } from '../api/get-applications';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { useBoardFilters } from '../hooks/use-board-filters';
import { filterApplications, hasFilters } from '../utils/board-filters';
import { boardStats } from '../utils/board-stats';
import { BoardProvider, useBoardActions, useBoardDialog } from './board-context';
import { BoardFiltersBar } from './board-filters-bar';
import { BoardGrid } from './board-grid';
import { BoardMarksContext, type BoardMarks } from './board-marks';
import { BoardSkeleton } from './board-skeleton';
import { useBoardStages } from './board-stages';
import { Greeting } from './greeting';
import { StatCards } from './stat-cards';
import { UpNext } from './up-next';

// The dialogs' code (forms, validation) loads beside the board rather than before it: the board paints
// without waiting, and each dialog is mounted closed as soon as its code is in, as before.
const ApplicationFormDialog = lazy(() =>
  import('./application-form-dialog').then((module) => ({ default: module.ApplicationFormDialog })),
);
const DeleteApplicationDialog = lazy(() =>
  import('./delete-application-dialog').then((module) => ({ default: module.DeleteApplicationDialog })),
);
const StageDateDialog = lazy(() =>
  import('./stage-date-dialog').then((module) => ({ default: module.StageDateDialog })),
);
const EditStagesDialog = lazy(() => import('./edit-stages').then((module) => ({ default: module.EditStagesDialog })));

export interface DetailRenderProps {
  application: JobApplication | null;
  insight: CompanyInsight | undefined;
  onClose: () => void;
  onEdit: (application: JobApplication) => void;
  onDelete: (application: JobApplication) => void;
}

export interface InsightsRenderProps {
  userId: string;
  applications: readonly JobApplication[];
  onShowBoard: () => void;
}

interface BoardPageProps {
  /** The detail dialog, supplied by the module that composes the page (features do not import each other). */
  renderDetail: (props: DetailRenderProps) => ReactNode;
  /** The Insights view shown instead of the board (?view=insights), supplied the same way. */
  renderInsights: (props: InsightsRenderProps) => ReactNode;
  /** Further actions beside "Add new application" (the Export menu), supplied the same way. */
  toolbar?: ReactNode;
}

type View = 'board' | 'insights';

/** Board or Insights, kept in the URL (?view=insights) so reload and Back keep the choice. */
function useView(): [View, (view: View) => void] {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'insights' ? 'insights' : 'board';
  const setView = useCallback(
    (next: View) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'insights') updated.set('view', 'insights');
        else updated.delete('view');
        return updated;
      }),
    [setParams],
  );
  return [view, setView];
}

/** The tracker page: greeting, counts, the board and its dialogs. For a signed-in user (RequireAuth). */
export function BoardPage({ renderDetail, renderInsights, toolbar }: BoardPageProps) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <BoardProvider user={user}>
      <Container fluid px={{ base: 'md', md: 'xl' }} mt={{ base: 'xl', lg: 'lg' }} mb="xl">
        <Stack gap="lg">
          <BoardOverview greeting={<Greeting user={user} />} renderInsights={renderInsights} toolbar={toolbar} />
        </Stack>
      </Container>
      <Suspense fallback={null}>
        <ApplicationFormDialog />
        <DeleteApplicationDialog />
        <StageDateDialog />
        <DetailSlot renderDetail={renderDetail} />
      </Suspense>
    </BoardProvider>
  );
}

/**
 * The user's companies, for the one request that loads what the showcase knows about them. A second
 * reader (the open detail dialog) passes `readOnly`: it shares the board's answer and never asks itself.
 */
function useBoardInsights(applications: readonly JobApplication[] | undefined, { readOnly = false } = {}) {
  const companyKeys = useMemo(() => applications?.map((app) => app.companyKey), [applications]);
  return useCompanyInsights(companyKeys, readOnly ? READ_ONLY : undefined).data;
}

const READ_ONLY = { revalidateOnMount: false, revalidateIfStale: false } as const;

/** The counts and the board, with their loading, empty and failed states. */
function BoardOverview({
  greeting,
  renderInsights,
  toolbar,
}: Pick<BoardPageProps, 'renderInsights' | 'toolbar'> & { greeting: ReactNode }) {
  const { user } = useBoardActions();
  const [view, setView] = useView();
  const { applications, error, isLoading, retry } = useApplications(user.id);
  const insights = useBoardInsights(applications);
  const failed = error !== undefined;
  // One toast for one failure: the client's own retries change `error` without the load coming back.
  const reported = useRef(false);
  useEffect(() => {
    if (!failed) {
      reported.current = false;
      return;
    }
    if (reported.current) return;
    reported.current = true;
    reportFailure('Failed to load your applications. Please try again later.', error);
  }, [failed, error]);
  // The day the board was opened: badges, "quiet" and "Up next" count from it.
  const [now] = useState(() => new Date());
  const today = calendarDay(now);
  const { data: events } = useUpcomingEvents(user.id, today);
  const { filters, setFilters, clearFilters } = useBoardFilters();
  // Typing stays responsive: the board filters with the latest value React has time for.
  const deferredFilters = useDeferredValue(filters);
  const filtered = hasFilters(deferredFilters);
  const { stages, kind } = useBoardStages();
  const visible = useMemo(
    () =>
      applications
        ? filterApplications(applications, deferredFilters, now, today, (status) => kind(status) === 'active')
        : undefined,
    [applications, deferredFilters, now, today, kind],
  );
  const stats = useMemo(() => (visible ? boardStats(visible, stages) : null), [visible, stages]);
  const marks = useMemo<BoardMarks>(
    () => ({
      now,
      today,
      eventToday: new Set(
        (events ?? []).filter((event) => calendarDay(event.startsAt) === today).map((event) => event.applicationId),
      ),
    }),
    [events, now, today],
  );

  // Nothing arrived: say so where the board would be, with Retry; no zeros, no new-account welcome.
  if (failed && !applications) {
    return (
      <>
        {greeting}
        <LoadError title="Your applications could not be loaded" retryLabel="Retry" onRetry={() => void retry()}>
          The board did not arrive: the connection or the server had a problem. Your applications are safe; try again in
          a moment.
        </LoadError>
      </>
    );
  }

  return (
    <BoardMarksContext.Provider value={marks}>
      <Stack gap="xs">
        {/* On a wide screen the counts sit beside the greeting, so the board fits in the window below. */}
        <Flex
          direction={{ base: 'column', lg: 'row' }}
          gap={{ base: 'lg', lg: 'xl' }}
          justify="space-between"
          align={{ base: 'stretch', lg: 'center' }}
        >
          {greeting}
          <StatCards stats={stats} />
        </Flex>
        {failed && <StaleBoard onRetry={() => void retry()} />}
        {filtered && applications && visible && (
          <Text size="sm" c="dimmed">
            The counts and columns show the {visible.length} of your {applications.length} applications that match your
            search and filters.
          </Text>
        )}
      </Stack>
      {isLoading || !applications || !visible ? (
        <BoardSkeleton />
      ) : (
        <Stack gap="lg">
          {applications.length > 0 && <UpNext applications={applications} events={events} today={today} now={now} />}
          <BoardHeading view={view} onViewChange={setView} toolbar={toolbar} />
          {view === 'insights' ? (
            renderInsights({ userId: user.id, applications, onShowBoard: () => setView('board') })
          ) : (
            <>
              {applications.length === 0 ? (
                <EmptyBoard />
              ) : (
                <BoardFiltersBar
                  filters={filters}
                  onChange={setFilters}
                  onClear={clearFilters}
                  shown={visible.length}
                  total={applications.length}
                  filtered={filtered}
                />
              )}
              {filtered && visible.length === 0 ? (
                <NoMatches onClear={clearFilters} />
              ) : (
                <BoardGrid applications={visible} insights={insights} />
              )}
            </>
          )}
        </Stack>
      )}
    </BoardMarksContext.Provider>
  );
}

const VIEWS = [
  { value: 'board', label: 'Board' },
  { value: 'insights', label: 'Insights' },
];

/**
 * The board's heading with the view switch and the actions beside it. Memoised: none of it changes when
 * a card moves, and the switch, the toolbar and the (closed) Edit stages dialog are many components.
 */
const BoardHeading = memo(function BoardHeading({
  view,
  onViewChange,
  toolbar,
}: {
  view: View;
  onViewChange: (view: View) => void;
  toolbar: ReactNode;
}) {
  const { openDialog } = useBoardActions();
  return (
    <Group justify="space-between" gap="md">
      <Title order={2}>Application Tracking</Title>
      <Group gap="md">
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(value) => onViewChange(value as View)}
          data={VIEWS}
        />
        {toolbar}
        <EditStages />
        <Button onClick={() => openDialog({ type: 'form', applicationId: null })}>Add new application</Button>
      </Group>
    </Group>
  );
});

/** The "Edit stages" button and its dialog, whose code loads beside the board like the other dialogs'. */
function EditStages() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Edit stages
      </Button>
      <Suspense fallback={null}>
        <EditStagesDialog opened={opened} onClose={() => setOpened(false)} />
      </Suspense>
    </>
  );
}

function StaleBoard({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="yellow" variant="light" title="This board may be out of date" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">The latest could not be loaded; you are seeing your board as it last arrived.</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}

function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <Text fw={600}>No applications match your search and filters</Text>
      <Text size="sm" c="dimmed">
        Try other words, or fewer filters.
      </Text>
      <Button variant="light" onClick={onClear}>
        Clear filters
      </Button>
    </Stack>
  );
}

function EmptyBoard() {
  const { label, start } = useBoardStages();
  return (
    <Group gap="lg" wrap="nowrap" p="lg" bg="iris.0" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      <Image src={publicAsset('illustrations/empty-board.svg')} alt="" w={160} visibleFrom="xs" />
      <Stack gap="xs">
        <Text fw={600}>Your board is ready</Text>
        <Text size="sm" c="dimmed">
          Add the first job you are eyeing: it starts in {label(start)}, and you move it along as you hear back.
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * The detail dialog of the application the user opened, wired to the board's other dialogs. Closed, it
 * reads neither the board nor the showcase's answer, so a move does not render it again.
 */
function DetailSlot({ renderDetail }: Pick<BoardPageProps, 'renderDetail'>) {
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
