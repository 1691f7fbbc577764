import { BarChart } from '@mantine/charts';
import type { Insights } from '../utils/compute-insights';
import { describeSources, percent } from '../utils/describe';
import { ChartCard } from './chart-card';

/** Per source: applications, those that led to an interview, and those that led to an offer. */
export function SourceOutcomesCard({ insights }: { insights: Insights }) {
  const { sources } = insights;
  return (
    <ChartCard
      title="Sources that lead somewhere"
      summary={describeSources(insights)}
      chart={
        <BarChart
          h={Math.max(140, 56 * sources.length + 48)}
          data={sources}
          dataKey="label"
          orientation="vertical"
          series={[
            { name: 'applications', label: 'Applications', color: 'sand.3' },
            { name: 'interviews', label: 'Interviews', color: 'iris.4' },
            { name: 'offers', label: 'Offers', color: 'iris.8' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 32 }}
          tickLine="none"
          gridAxis="x"
          withTooltip={false}
          accessibilityLayer={false}
          xAxisProps={{ allowDecimals: false }}
          yAxisProps={{ width: 108 }}
          barChartProps={{ barGap: 2 }}
        />
      }
      table={{
        columns: ['Source', 'Applications', 'Interviews', 'Offers', 'Interview rate'],
        rows: sources.map((s) => [
          s.label,
          s.applications,
          s.interviews,
          s.offers,
          percent(s.interviews / s.applications),
        ]),
      }}
    />
  );
}
