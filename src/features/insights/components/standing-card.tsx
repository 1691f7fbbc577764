import type { Insights } from '../utils/compute-insights';
import { describeStanding } from '../utils/describe';
import { ChartCard } from './chart-card';
import { StageBars } from './stage-bars';

const IN_PLAY = 'Still in play';

/** Where the period's applications stand now: in play, or ended in a rejected, offer or closed stage. */
export function StandingCard({ insights }: { insights: Insights }) {
  const rows = insights.standing.map((entry) => ({
    label: entry.stage?.label ?? IN_PLAY,
    applications: entry.applications,
    emphasis: entry.stage?.kind === 'offer',
  }));
  return (
    <ChartCard
      title="Where they stand"
      summary={describeStanding(insights)}
      chart={
        <StageBars
          bars={rows.map((row) => ({
            label: row.label,
            value: row.applications,
            display: String(row.applications),
            emphasis: row.emphasis,
          }))}
        />
      }
      table={{ columns: ['Stage', 'Applications'], rows: rows.map((row) => [row.label, row.applications]) }}
    />
  );
}
