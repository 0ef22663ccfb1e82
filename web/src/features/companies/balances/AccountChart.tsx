import { Legend, Line, LineChart, ResponsiveContainer } from 'recharts';
import { useT } from '../../../i18n/index.js';
import type { SeriesPoint } from '../workbench/series.js';
import { materialityLines, moneyChartFrame } from './chartParts.js';

/** An account's monthly movements, this year over the prior, with the materiality lines. */
export default function AccountChart(p: {
  account: string;
  points: SeriesPoint[];
  materiality: number | null;
}) {
  const w = useT().workbench;
  const data = p.points.map((x) => ({ ...x, label: x.month ?? x.priorMonth ?? String(x.index) }));
  return (
    <div
      role="img"
      aria-label={w.drill.chartLabel(p.account)}
      style={{ width: '100%', height: 300 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          {moneyChartFrame('label')}
          <Legend />
          {materialityLines(p.materiality, w.drill.materiality)}
          <Line
            name={w.drill.current}
            dataKey="current"
            stroke="#4263eb"
            strokeWidth={2}
            isAnimationActive={false}
            dot={(props: { cx?: number; cy?: number; index?: number }) => (
              <circle
                key={props.index}
                cx={props.cx}
                cy={props.cy}
                r={p.points[props.index ?? 0]?.flagged ? 6 : 3}
                fill={p.points[props.index ?? 0]?.flagged ? '#c92a2a' : '#4263eb'}
              />
            )}
          />
          <Line
            name={w.drill.prior}
            dataKey="prior"
            stroke="#868e96"
            strokeDasharray="4 3"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
