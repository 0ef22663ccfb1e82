import { describe, expect, it } from 'vitest';
import { balanceSourceOf } from './balances.js';
import { generateSie, generateSieBuffer } from './generator.js';
import { readSie } from './reader.js';
import { verifySie } from './verify.js';

describe('generateSie', () => {
  it('produces exactly the requested rows, deterministically, and the file verifies', async () => {
    const opts = {
      rows: 20_000,
      seed: 7,
      chunkBytes: 16 * 1024,
      organizationNumber: '556677-8899',
    };
    const chunks = [...generateSie(opts)];
    expect(chunks.length).toBeGreaterThan(10);
    expect(Buffer.concat(chunks).equals(Buffer.concat([...generateSie(opts)]))).toBe(true);
    const s = await readSie(chunks);
    expect(s.counts.transactions).toBe(20_000);
    expect(s.header.companyName).toBe('Exempelbolaget i Göteborg AB');
    expect(s.accounts.find((a) => a.number === '7210')?.name).toBe('Löner till tjänstemän');
    const v = verifySie(s, {
      organizationNumber: '556677-8899',
      country: 'SWEDEN',
      financialYear: { startDate: '2024-01-01', endDate: '2024-12-31' },
    });
    expect(v.findings).toEqual([]);
    expect(v.status).toBe('verified');
    // every month of the year has movements, VAT and salaries included
    const src = balanceSourceOf(s)!;
    expect(new Set(src.movements.map((m) => m.period)).size).toBe(12);
    for (const acc of ['2611', '2621', '2641', '2710', '2731', '7510'])
      expect(src.movements.some((m) => m.account === acc)).toBe(true);
  });

  it('meets small row targets exactly', async () => {
    for (const rows of [0, 1, 2, 3, 4, 5, 6, 7, 11]) {
      const s = await readSie(generateSie({ rows, seed: rows }));
      expect(s.counts.transactions).toBe(rows === 1 ? 0 : rows);
      expect(s.vouchers.unbalanced).toBe(0);
    }
  });

  it('honours the voucher count, dates, name and org number options', async () => {
    const s = await readSie(
      generateSie({
        vouchers: 300,
        seed: 3,
        startDate: '2023-07-01',
        endDate: '2024-06-30',
        companyName: 'Åkeri & Söner AB',
        organizationNumber: '556265-1892',
        psaldo: false,
      }),
    );
    expect(s.counts.vouchers).toBe(300);
    expect(s.counts.bytes).toBe(
      generateSieBuffer({
        vouchers: 300,
        seed: 3,
        startDate: '2023-07-01',
        endDate: '2024-06-30',
        companyName: 'Åkeri & Söner AB',
        organizationNumber: '556265-1892',
        psaldo: false,
      }).length,
    );
    expect(s.header.companyName).toBe('Åkeri & Söner AB');
    expect(s.periodBalances).toEqual([]);
    expect(s.vouchers.firstDate! >= '2023-07-01' && s.vouchers.lastDate! <= '2024-06-30').toBe(
      true,
    );
    const v = verifySie(s, {
      organizationNumber: '556265-1892',
      country: 'SWEDEN',
      financialYear: { startDate: '2023-07-01', endDate: '2024-06-30' },
    });
    expect(v.status).toBe('verified');
  });
});
