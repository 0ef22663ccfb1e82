/**
 * The voucher list (voucher-list.ts): what a stored voucher keeps of `#VER` and `#TRANS`, that
 * `#RTRANS`/`#BTRANS` stay out, that batches and chunk boundaries change nothing, and that on a
 * generated year the rows of every account sum to the reader's movements.
 */
import { describe, expect, it } from 'vitest';
import { encodeCp437 } from './encoding.js';
import { generateSieBuffer } from './generator.js';
import { readSieBytes } from './reader.js';
import { readVoucherBatches, readVouchers } from './voucher-list.js';

const FILE = encodeCp437(
  [
    '#FLAGGA 0',
    '#SIETYP 4',
    '#RAR 0 20240101 20241231',
    '#VER A 1 20240105 "Kaffebröd till mötet" 20240210 "Anna Berg"',
    '{',
    '   #TRANS 4010 {} 120.50 20240104 "Konditori \\"Ljuset\\""',
    '\t#TRANS\t1930\t{1 "100" 6 P1}\t-120.50',
    '}',
    '#VER "" "" 20240106 ""',
    '{',
    '#BTRANS 1930 {} -50 20240301 "" "" "Anna Berg"',
    '#RTRANS 1930 {} -40 20240301 "" "" "Anna Berg"',
    '#TRANS 1930 {} -40',
    '#TRANS 2440 {} 40 "" "text utan datum"',
    '}',
    '#VER B 10 20240107 Lön 2024013X',
    '{',
    '#TRANS 7210 {} 1',
    '#TRANS 1930 {} -1',
    '}',
  ].join('\r\n') + '\r\n',
);

describe('readVouchers', () => {
  it('keeps the voucher fields and #TRANS rows, not the history', async () => {
    const v = await readVouchers([FILE]);
    expect(v).toEqual([
      {
        series: 'A',
        number: '1',
        date: '2024-01-05',
        text: 'Kaffebröd till mötet',
        registeredAt: '2024-02-10',
        registeredBy: 'Anna Berg',
        rows: [
          {
            account: '4010',
            amount: 12050,
            transDate: '2024-01-04',
            text: 'Konditori "Ljuset"',
            objects: [],
          },
          {
            account: '1930',
            amount: -12050,
            objects: [
              ['1', '100'],
              ['6', 'P1'],
            ],
          },
        ],
      },
      {
        series: '',
        number: '',
        date: '2024-01-06',
        rows: [
          { account: '1930', amount: -4000, objects: [] },
          { account: '2440', amount: 4000, text: 'text utan datum', objects: [] },
        ],
      },
      // a registration date that is no date is none
      {
        series: 'B',
        number: '10',
        date: '2024-01-07',
        text: 'Lön',
        rows: [
          { account: '7210', amount: 100, objects: [] },
          { account: '1930', amount: -100, objects: [] },
        ],
      },
    ]);
  });

  it('gives the same vouchers whatever the chunks and batches', async () => {
    const whole = await readVouchers([FILE]);
    const bytes = [...FILE].map((b) => Uint8Array.of(b));
    const batches: unknown[][] = [];
    for await (const batch of readVoucherBatches(bytes, { batchRows: 2 })) batches.push(batch);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(whole);
  });

  it("sums, per account, to the reader's movements on a generated year", async () => {
    const file = generateSieBuffer({ rows: 20_000, seed: 7 });
    const summary = readSieBytes(file);
    const sums = new Map<string, number>();
    let rows = 0;
    const vouchers = await readVouchers([file]);
    for (const v of vouchers)
      for (const r of v.rows) {
        rows++;
        sums.set(r.account, (sums.get(r.account) ?? 0) + r.amount);
      }
    const movements = new Map<string, number>();
    for (const m of summary.movements)
      movements.set(m.account, (movements.get(m.account) ?? 0) + m.amount);
    expect(vouchers).toHaveLength(summary.counts.vouchers);
    expect(rows).toBe(summary.counts.transactions);
    expect(Object.fromEntries(sums)).toEqual(Object.fromEntries(movements));
  });
});
