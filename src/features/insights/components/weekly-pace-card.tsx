import { BarChart } from '@mantine/charts';
import { shortDay } from '@/lib/applications/calendar';
import type { Insights } from '../utils/compute-insights';
import { describeWeeklyPace } from '../utils/describe';
import { ChartCard } from './chart-card';

/** Applications added in each of the last 12 weeks. */
export function WeeklyPaceCard({ insights }: { insights: Insights }) {
  const today = insights.weeklyPace.at(-1)!.weekStart;
  const data = insights.weeklyPace.map((week) => ({ week: shortDay(week.weekStart, today), added: week.added }));
  return (
    <ChartCard
      title="Applications added per week"
      summary={describeWeeklyPace(insights)}
      chart={
        <BarChart
          h={200}
          data={data}
          dataKey="week"
          series={[{ name: 'added', label: 'Added', color: 'iris.6' }]}
          tickLine="none"
          gridAxis="y"
          withTooltip={false}
          accessibilityLayer={false}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
          yAxisProps={{ allowDecimals: false, width: 28 }}
          maxBarWidth={28}
        />
      }
      table={{ columns: ['Week of', 'Added'], rows: data.map((row) => [row.week, row.added]) }}
    />
  );
}
