/**
 * The journal-entry tests on the hand-made fixture of e2e/fixtures/sie (read here by a few lines
 * of its own, not by the platform's reader): each planted voucher found, nothing else.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runJournalTests } from './index.js';
import type { JournalRow, JournalVoucher } from './types.js';

const YEAR = { startDate: '2024-01-01', endDate: '2024-12-31' };

/** The vouchers of a SIE 4 file: #VER and #TRANS only, enough for the hand-made fixture. */
function fixtureVouchers(name: string): JournalVoucher[] {
  const text = readFileSync(
    new URL(`../../../e2e/fixtures/sie/${name}`, import.meta.url),
    'latin1',
  );
  const out: JournalVoucher[] = [];
  const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
  for (const line of text.split(/\r?\n/)) {
    const ver = /^#VER (\S+) (\S+) (\d{8}) "([^"]*)" (\d{8}) "([^"]*)"$/.exec(line);
    if (ver) {
      out.push({
        series: ver[1]!,
        number: ver[2]!,
        date: iso(ver[3]!),
        text: ver[4]!,
        registeredAt: iso(ver[5]!),
        registeredBy: ver[6]!,
        transactions: [],
      });
    }
    const trans = /^#TRANS (\S+) \{\} (-?)(\d+)\.(\d\d)$/.exec(line);
    if (trans) {
      const ore = Number(trans[3]) * 100 + Number(trans[4]);
      (out.at(-1)!.transactions as JournalRow[]).push({
        account: trans[1]!,
        amountOre: trans[2] ? -ore : ore,
      });
    }
  }
  return out;
}

describe('the hand-made two-year fixture (e2e/fixtures/sie/README.md)', () => {
  it('2024: each test finds exactly its planted voucher', () => {
    const vouchers = fixtureVouchers('journal-2024.se');
    expect(vouchers).toHaveLength(63);
    const r = runJournalTests(vouchers, { year: YEAR });
    const found = Object.fromEntries(
      r.tests.map((t) => [t.id, t.items.map((i) => `${i.series} ${i.number}`)]),
    );
    expect(found).toMatchObject({
      weekend: ['B 12'],
      holiday: ['A 16'],
      'after-year-end': ['B 15'],
      backdated: ['A 5'],
      'round-amount': ['A 28'],
      'number-gap': ['A 20'],
      duplicate: ['B 5', 'B 6'],
      'unusual-combination': ['A 21'],
      'rare-account': ['A 31'],
      unbalanced: [],
      benford: [],
    });
    expect(r.population).toMatchObject({ vouchers: 63, transactions: 153 });
    expect(r.population.debit).toBe(-r.population.credit);
  });

  it('2025: the exact tests find nothing', () => {
    const r = runJournalTests(fixtureVouchers('journal-2025.se'), {
      year: { startDate: '2025-01-01', endDate: '2025-12-31' },
    });
    for (const t of r.tests) if (t.id !== 'benford') expect([t.id, t.count]).toEqual([t.id, 0]);
  });
});
