import { Stack, Text } from '@mantine/core';
import { useCallback, useDeferredValue, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { lazyView } from '@/components/lazy-view';
import { LoadError } from '@/components/load-error';
import { calendarDay } from '@/lib/applications/calendar';
import { useApplications } from '../api/get-applications';
import { useUpcomingEvents } from '../api/get-upcoming-events';
import { useBoardFilters } from '../hooks/use-board-filters';
import { useBoardInsights } from '../hooks/use-board-insights';
import { useBoardView } from '../hooks/use-board-view';
import { useReportLoadFailure } from '../hooks/use-report-load-failure';
import { filterApplications, hasFilters } from '../utils/board-filters';
import type { ApplicationTable as TableView } from './application-table';
import { useBoardActions } from './board-context';
import { BoardFiltersBar } from './board-filters-bar';
import { BoardGrid } from './board-grid';
import { BoardHeading } from './board-heading';
import { BoardMarksContext, type BoardMarks } from './board-marks';
import classes from './board-overview.module.css';
import { EmptyBoard, NoMatches, StaleBoard } from './board-notices';
import { BoardSkeleton } from './board-skeleton';
import type { BoardPageSlots } from './board-slots';
import { useBoardStages } from './board-stages';

// The table's code loads when someone opens it: the board's first load does not carry it. Code that does
// not arrive says so in the table's place, with a Retry; the page around it stays.
const ApplicationTable = lazyView<ComponentProps<typeof TableView>>({
  load: () => import('./application-table').then((module) => ({ default: module.ApplicationTable })),
  loading: <BoardSkeleton />,
  failed: (_, retry) => (
    <LoadError title="The table could not be loaded" retryLabel="Retry" onRetry={retry}>
      Its code did not arrive: the connection or the server had a problem. Your applications are safe; try again in a
      moment.
    </LoadError>
  ),
});

type OverviewSlots = Omit<BoardPageSlots, 'renderDetail' | 'renderGreeting'>;

/** The greeting and counts, "Up next" and the board (or Insights), with their loading, empty and failed states. */
export function BoardOverview({
  greeting,
  renderInsights,
  renderCounts,
  renderUpNext,
  renderToolbar,
  stageEditor,
  renderExportSelection,
}: OverviewSlots & { greeting: ReactNode }) {
  const { user, openDialog } = useBoardActions();
  const [view, setView] = useBoardView();
  const { applications, error, isLoading, retry } = useApplications(user.id);
  const insights = useBoardInsights(applications);
  const failed = error !== undefined;
  useReportLoadFailure(error);
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
  // The same element while the bar's own values stay: the memoised heading around it then does not render
  // again when a card moves.
  const total = applications?.length ?? 0;
  const shown = visible?.length ?? 0;
  const filterBar = useMemo(
    () =>
      view !== 'insights' &&
      total > 0 && (
        <BoardFiltersBar
          filters={filters}
          onChange={setFilters}
          onClear={clearFilters}
          shown={shown}
          total={total}
          filtered={filtered}
        />
      ),
    [view, total, shown, filters, setFilters, clearFilters, filtered],
  );
  const openDetails = useCallback(
    (applicationId: string) => openDialog({ type: 'details', applicationId }),
    [openDialog],
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
        {/* The greeting, "Up next" while folded and the counts share a line; opened, "Up next" takes a line
            of its own below them. */}
        <div className={classes.top}>
          {greeting}
          {applications &&
            applications.length > 0 &&
            renderUpNext?.({ applications, events, today, now, onOpen: openDetails })}
          <div className={classes.counts}>{renderCounts?.({ applications: visible, stages })}</div>
        </div>
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
        <Stack gap="sm">
          <BoardHeading view={view} onViewChange={setView} renderToolbar={renderToolbar} stageEditor={stageEditor}>
            {filterBar}
          </BoardHeading>
          {view === 'insights' ? (
            renderInsights({ userId: user.id, applications, onShowBoard: () => setView('board') })
          ) : (
            <>
              {applications.length === 0 && <EmptyBoard />}
              {filtered && visible.length === 0 ? (
                <NoMatches onClear={clearFilters} />
              ) : view === 'table' ? (
                applications.length > 0 && (
                  <ApplicationTable applications={visible} renderExport={renderExportSelection} />
                )
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
