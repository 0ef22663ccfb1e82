import { Bar, BarChart, Line, LineChart, ResponsiveContainer } from 'recharts';
import type { BalanceRow, Metric } from './math.js';
import { CHART_HEIGHT } from './chartSize.js';
import { chartData } from './math.js';
import { materialityLines, moneyChartFrame } from './chartParts.js';
import { useT } from '../../../i18n/index.js';
import './chart.css';

const PALETTE = [
  '#4263eb',
  '#e8590c',
  '#2b8a3e',
  '#c2255c',
  '#1098ad',
  '#7048e8',
  '#f08c00',
  '#5c940d',
  '#495057',
  '#d6336c',
];

export default function BalanceChart(props: {
  rows: BalanceRow[];
  periods: string[];
  metric: Metric;
  kind: 'line' | 'bar';
  /** Work materiality, drawn as a line above and below zero (for movements). */
  materiality?: number | null;
  /** A click on a month (`YYYY-MM`). */
  onMonth?: (month: string) => void;
}) {
  const t = useT();
  const data = chartData(props.rows, props.periods, props.metric);
  const name = (acc: string) => {
    const r = props.rows.find((x) => x.accountNumber === acc);
    return r ? `${r.accountNumber} ${r.accountName}` : acc;
  };
  const click = (state: { activeLabel?: string | number | undefined } | null) => {
    const label = state?.activeLabel;
    if (label !== undefined && props.onMonth) props.onMonth(String(label));
  };
  const common = (
    <>
      {moneyChartFrame('period', name)}
      {materialityLines(props.materiality, t.workbench.drill.materiality)}
    </>
  );
  const frame = {
    data,
    margin: { top: 8, right: 16, bottom: 8, left: 8 },
    onClick: click,
    style: { cursor: props.onMonth ? 'pointer' : undefined },
  };
  return (
    <>
      <div
        role="img"
        aria-label={t.balances.chartLabel(
          props.kind,
          props.metric,
          props.rows.map((r) => r.accountNumber).join(', '),
        )}
        style={{ width: '100%', height: CHART_HEIGHT }}
      >
        <ResponsiveContainer width="100%" height="100%">
          {props.kind === 'line' ? (
            <LineChart {...frame}>
              {common}
              {props.rows.map((r, i) => (
                <Line
                  key={r.accountNumber}
                  type="monotone"
                  dataKey={r.accountNumber}
                  stroke={PALETTE[i % PALETTE.length]}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                  connectNulls
                />
              ))}
            </LineChart>
          ) : (
            <BarChart {...frame}>
              {common}
              {props.rows.map((r, i) => (
                <Bar
                  key={r.accountNumber}
                  dataKey={r.accountNumber}
                  fill={PALETTE[i % PALETTE.length]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      {/* The legend under the chart, as text that wraps: on a phone recharts' own legend took
        more height than the plot. */}
      <ul className="chart-legend">
        {props.rows.map((r, i) => (
          <li key={r.accountNumber}>
            <span
              aria-hidden
              className="chart-legend-mark"
              data-kind={props.kind}
              style={{ background: PALETTE[i % PALETTE.length] }}
            />
            {name(r.accountNumber)}
          </li>
        ))}
      </ul>
    </>
  );
}
