import { describe, expect, it } from 'vitest';
import { FileReport } from '@ledger/contract/resources';
import { encodeCp437 } from './encoding.js';
import { readSieBytes } from './reader.js';
import { buildFileReport, orgNumberMatches, verifySie } from './verify.js';

/** The served report without the file record's own facts (the platform adds those). */
const SieReport = FileReport.omit({ size: true, contentType: true, financialYearId: true });

const FY = { startDate: '2024-01-01', endDate: '2024-12-31' };
const ctx = { organizationNumber: '556677-8899', country: 'SWEDEN' as const, financialYear: FY };
const read = (lines: string[]) => readSieBytes(encodeCp437(lines.join('\n') + '\n'));
const HEAD = ['#FLAGGA 0', '#SIETYP 4', '#ORGNR 556677-8899', '#RAR 0 20240101 20241231'];
const VOUCHER = ['#VER A 1 20240115', '{', '#TRANS 1930 {} 100', '#TRANS 3010 {} -100', '}'];

describe('verifySie', () => {
  it('verifies IB + movements = UB and movements = RES', () => {
    const s = read([...HEAD, '#IB 0 1930 50', '#UB 0 1930 150', '#RES 0 3010 -100', ...VOUCHER]);
    expect(verifySie(s, ctx)).toMatchObject({ status: 'verified', discrepancies: [] });
  });

  it('reports UB/RES discrepancies in kronor with the line of the record', () => {
    const s = read([...HEAD, '#IB 0 1930 50', '#UB 0 1930 151.5', '#RES 0 3010 -99', ...VOUCHER]);
    const v = verifySie(s, ctx);
    expect(v.status).toBe('parsed');
    expect(v.discrepancies).toEqual([
      expect.objectContaining({
        account: '1930',
        kind: 'UB',
        line: 6,
        expected: 151.5,
        actual: 150,
        severity: 'error',
      }),
      expect.objectContaining({
        account: '3010',
        kind: 'RES',
        line: 7,
        expected: -99,
        actual: -100,
      }),
    ]);
  });

  it('classifies by #KTYP, then by number, never by whether #UB exists', () => {
    // 3010 is a result account: its #UB (as XE writes) is not checked, its #RES is
    const s = read([...HEAD, '#UB 0 3010 12345', '#RES 0 3010 -100', '#UB 0 1930 100', ...VOUCHER]);
    expect(verifySie(s, ctx).status).toBe('verified');
    // #KTYP T turns 3010 into a balance account: now its #UB must hold
    const t = read([...HEAD, '#KTYP 3010 T', '#UB 0 3010 12345', '#UB 0 1930 100', ...VOUCHER]);
    expect(verifySie(t, ctx).discrepancies.map((d) => [d.account, d.kind])).toEqual([
      ['3010', 'UB'],
    ]);
  });

  it('compares monthly movements with year-0 #PSALDO', () => {
    const ok = read([
      ...HEAD,
      '#PSALDO 0 202401 1930 {} 100',
      '#PSALDO 0 202401 3010 {} -100',
      ...VOUCHER,
    ]);
    expect(verifySie(ok, ctx).status).toBe('verified');
    const bad = read([
      ...HEAD,
      '#PSALDO 0 202401 1930 {} 90',
      '#PSALDO 0 202401 3010 {} -100',
      ...VOUCHER,
    ]);
    expect(verifySie(bad, ctx).discrepancies).toEqual([
      expect.objectContaining({
        account: '1930',
        kind: 'PSALDO',
        period: '2024-01',
        expected: 90,
        actual: 100,
        line: 5,
      }),
    ]);
  });

  it('reconciles SIE 2 files from #PSALDO', () => {
    const lines = [
      '#FLAGGA 0',
      '#SIETYP 2',
      '#RAR 0 20240101 20241231',
      '#IB 0 1930 10',
      '#UB 0 1930 40',
    ];
    expect(verifySie(read([...lines, '#PSALDO 0 202403 1930 {} 30']), ctx).status).toBe('verified');
    expect(verifySie(read([...lines, '#PSALDO 0 202403 1930 {} 31']), ctx).status).toBe('parsed');
  });

  it('warns (does not fail) about vouchers outside the financial year', () => {
    const s = read([
      ...HEAD,
      '#VER A 1 20250115',
      '{',
      '#TRANS 1930 {} 1',
      '#TRANS 3010 {} -1',
      '}',
    ]);
    const v = verifySie(s, ctx);
    expect(v.status).toBe('verified');
    expect(v.findings.filter((f) => f.severity === 'warning')).toHaveLength(1);
  });

  it('fails on an unknown financial year or a foreign organisation number', () => {
    const s = read([...HEAD, ...VOUCHER]);
    expect(verifySie(s, { ...ctx, financialYear: null }).status).toBe('corrupt');
    expect(verifySie(s, { ...ctx, organizationNumber: '556036-0793' }).status).toBe('corrupt');
  });

  it('compares organisation numbers as digits; an empty #ORGNR never fails', () => {
    expect(orgNumberMatches('5560602345', '556060-2345')).toBe(true);
    expect(orgNumberMatches('"556060-2345"', '5560602345')).toBe(true);
    expect(orgNumberMatches('556060-2346', '556060-2345')).toBe(false);
    expect(orgNumberMatches('', '556060-2345')).toBe(true);
    expect(orgNumberMatches(undefined, 'anything')).toBe(true);
    expect(orgNumberMatches('ABC', 'abc')).toBe(true);
  });

  it('builds a FileReport that satisfies the contract', () => {
    const s = read([...HEAD, '#PROGRAM "Visma" 2.0', '#UB 0 1930 1', ...VOUCHER]);
    const v = verifySie(s, ctx);
    const report = buildFileReport('0b7c3a8e-1f2d-4c5b-9a8e-7d6c5b4a3f2e', s, v, FY);
    expect(SieReport.parse(report)).toEqual(report);
    expect(report).toMatchObject({
      status: 'parsed',
      sieType: 4,
      program: 'Visma 2.0',
      organizationNumber: '556677-8899',
      period: FY,
      counts: { accounts: 0, vouchers: 1, transactions: 2 },
    });
    expect(report.discrepancies).toHaveLength(1);
  });
});
