import '@mantine/charts/styles.css';
import { Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import type { JobApplication } from '@/lib/applications/application';
import { waitingStages } from '@/lib/applications/stages';
import { useStages } from '@/lib/applications/use-stages';
import { useStatusHistory } from '../api/get-status-history';
import { computeInsights, PERIODS, type InsightsPeriod } from '../utils/compute-insights';
import { applicationCount } from '../utils/describe';
import { buildStagePaths } from '../utils/stage-paths';
import { FunnelCard } from './funnel-card';
import { InsightsEmpty } from './insights-empty';
import { InsightsSkeleton } from './insights-skeleton';
import { ResponseCard } from './response-card';
import { SourceOutcomesCard } from './source-outcomes-card';
import { StandingCard } from './standing-card';
import { StageTimeCard } from './stage-time-card';
import { WeeklyPaceCard } from './weekly-pace-card';

/** Below this many applications in the period, the figures are early signs and the view says so. */
export const FEW_APPLICATIONS = 5;

const PERIOD_PARAM = 'period';
const DEFAULT_PERIOD: InsightsPeriod = 'all';

export interface InsightsViewProps {
  userId: string;
  /** The board's applications, already loaded: the view adds only the history. */
  applications: readonly JobApplication[];
  onShowBoard: () => void;
}

function usePeriod(): [InsightsPeriod, (period: InsightsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(PERIOD_PARAM);
  const period = PERIODS.some((p) => p.value === value) ? (value as InsightsPeriod) : DEFAULT_PERIOD;
  const setPeriod = (next: InsightsPeriod) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_PERIOD) updated.delete(PERIOD_PARAM);
        else updated.set(PERIOD_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return [period, setPeriod];
}

/** The Insights view: what the history says about the search, for the period the user picks. */
export default function InsightsView({ userId, applications, onShowBoard }: InsightsViewProps) {
  const [period, setPeriod] = usePeriod();
  const history = useStatusHistory(userId);
  // The user's stages (labels, order, kinds), as the board's request brought them.
  const stages = useStages(userId);
  const paths = useMemo(
    () => (history.data ? buildStagePaths(applications, history.data) : null),
    [applications, history.data],
  );
  const insights = useMemo(
    () =>
      paths &&
      computeInsights(paths, {
        stages,
        waitingStages: waitingStages(stages),
        period,
        now: new Date(),
      }),
    [paths, period, stages],
  );
  const periodLabel = PERIODS.find((p) => p.value === period)!.label;

  if (applications.length === 0) {
    return (
      <InsightsEmpty title="Insights grow with your search" action={{ label: 'Go to the board', onClick: onShowBoard }}>
        Add the jobs you apply to and move them along the board as you hear back: how far they get, how often companies
        respond and how long each stage takes show up here.
      </InsightsEmpty>
    );
  }
  if (history.error && !history.data) {
    return (
      <LoadError title="Your insights could not be loaded" retryLabel="Try again" onRetry={() => void history.mutate()}>
        The history of your applications did not arrive. Check your connection and try again.
      </LoadError>
    );
  }
  if (!insights) return <InsightsSkeleton />;

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {period === 'all'
            ? `Counting all ${applicationCount(insights.applications)} on your board.`
            : `Counting the ${applicationCount(insights.applications)} you added in the ${periodLabel.toLowerCase()}.`}
        </Text>
        <SegmentedControl
          aria-label="Period"
          value={period}
          onChange={(value) => setPeriod(value as InsightsPeriod)}
          data={PERIODS.map((p) => ({ value: p.value, label: p.label }))}
          size="sm"
        />
      </Group>
      {insights.applications === 0 ? (
        <InsightsEmpty
          title={`No applications added in the ${periodLabel.toLowerCase()}`}
          action={{ label: 'Show all time', onClick: () => setPeriod('all') }}
        >
          The figures count the applications you added in the period you pick. Yours are older: all time shows them.
        </InsightsEmpty>
      ) : (
        <>
          {insights.applications < FEW_APPLICATIONS && (
            <InsightsEmpty title="Early days">
              With {applicationCount(insights.applications)} these figures are first signs; they settle as you add more
              and move them along.
            </InsightsEmpty>
          )}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <Stack gap="lg">
              <FunnelCard insights={insights} />
              <StandingCard insights={insights} />
            </Stack>
            <Stack gap="lg">
              <ResponseCard insights={insights} />
              <WeeklyPaceCard insights={insights} />
            </Stack>
            <StageTimeCard insights={insights} />
            <SourceOutcomesCard insights={insights} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
