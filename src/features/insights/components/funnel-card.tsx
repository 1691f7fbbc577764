import type { Insights } from '../utils/compute-insights';
import { describeFunnel, percent } from '../utils/describe';
import { ChartCard } from './chart-card';
import { StageBars } from './stage-bars';

/** How many applications reached each stage, and the share of the step before that got there. */
export function FunnelCard({ insights }: { insights: Insights }) {
  const { funnel } = insights;
  return (
    <ChartCard
      title="How far applications got"
      summary={describeFunnel(insights)}
      chart={
        <StageBars
          bars={funnel.map((step) => ({
            label: step.stage.label,
            value: step.reached,
            display: String(step.reached),
            ...(step.conversion === null ? {} : { note: percent(step.conversion) }),
            emphasis: step.stage.kind === 'offer',
          }))}
        />
      }
      table={{
        columns: ['Stage', 'Reached it or further', 'From the stage before'],
        rows: funnel.map((step) => [
          step.stage.label,
          step.reached,
          step.conversion === null ? '–' : percent(step.conversion),
        ]),
      }}
    />
  );
}
