import type { Insights } from '../utils/compute-insights';
import { dayFigure, describeStageTimes } from '../utils/describe';
import { ChartCard } from './chart-card';
import { StageBars } from './stage-bars';

/** The median calendar days a stay in each stage lasted. */
export function StageTimeCard({ insights }: { insights: Insights }) {
  const timed = insights.stageTimes.filter((time) => time.medianDays !== null);
  return (
    <ChartCard
      title="Time in each stage"
      summary={describeStageTimes(insights)}
      chart={
        timed.length > 0 && (
          <StageBars
            bars={timed.map((time) => ({
              label: time.stage.label,
              value: time.medianDays!,
              display: dayFigure(time.medianDays),
            }))}
          />
        )
      }
      table={{
        columns: ['Stage', 'Median time there', 'Finished stays'],
        rows: insights.stageTimes.map((time) => [time.stage.label, dayFigure(time.medianDays), time.stays]),
      }}
    />
  );
}
