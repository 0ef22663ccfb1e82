import type { JournalTestResult } from '@ledger/contract';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useT } from '../../../i18n/index.js';
import { formatPercentOne } from '../../../lib/format/format.js';

/** Benford's first digits, actual against expected, as bars. */
export function BenfordChart({ test }: { test: JournalTestResult }) {
  const b = useT().workbench.journal.benford;
  const data = (test.digits ?? []).map((d) => ({
    digit: String(d.digit),
    actual: Math.round(d.actual * 1000) / 10,
    expected: Math.round(d.expected * 1000) / 10,
  }));
  return (
    <div role="img" aria-label={b.chartLabel} style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e9ecef" />
          <XAxis dataKey="digit" tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={(v: number) => `${v} %`} tick={{ fontSize: 12 }} width="auto" />
          <Tooltip formatter={(v) => formatPercentOne(Number(v))} />
          <Legend />
          <Bar name={b.actual} dataKey="actual" fill="#4263eb" isAnimationActive={false} />
          <Bar name={b.expected} dataKey="expected" fill="#adb5bd" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
