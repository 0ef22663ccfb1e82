import { CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAxisAmount, formatMoney, formatSek } from '../../../lib/format/format.js';

/**
 * What every balances chart draws around its series: the grid, the month axis (`monthKey` of each
 * point), the amount axis in full amounts as in the tables (as wide as its longest tick needs),
 * and a tooltip of amounts; `seriesName` names a series in it (by its data key) where the
 * series' own names do not. A fragment, not a component: recharts reads its children's types.
 */
export function moneyChartFrame(monthKey: string, seriesName?: (key: string) => string) {
  return (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="#e9ecef" />
      <XAxis dataKey={monthKey} tick={{ fontSize: 12 }} />
      <YAxis
        tickFormatter={(v: number) => formatAxisAmount(v)}
        tick={{ fontSize: 12 }}
        width="auto"
      />
      <Tooltip
        formatter={(v, key) => {
          const amount = typeof v === 'number' ? formatMoney(v) : String(v ?? '–');
          return seriesName ? [amount, seriesName(String(key))] : amount;
        }}
      />
    </>
  );
}

/**
 * Performance (work) materiality as dashed red lines above and below zero, labelled with the
 * level and its amount; none without one.
 */
export function materialityLines(materiality: number | null | undefined, label: string) {
  if (!materiality) return null;
  return [materiality, -materiality].map((y) => (
    <ReferenceLine
      key={y}
      ifOverflow="extendDomain"
      y={y}
      stroke="#c92a2a"
      strokeDasharray="6 4"
      label={{
        value: `${label} ${formatSek(materiality)}`,
        position: 'insideTopRight',
        fontSize: 12,
      }}
    />
  ));
}
