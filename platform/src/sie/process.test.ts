import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FileReport } from '@ledger/contract/resources';
import { processSie } from './process.js';

/** The served report without the file record's own facts (the platform adds those). */
const SieReport = FileReport.omit({ size: true, contentType: true, financialYearId: true });

const open = (name: string) =>
  createReadStream(new URL(`./fixtures/${name}`, import.meta.url), { highWaterMark: 4096 });
const sweden = (organizationNumber: string) => ({ organizationNumber, country: 'SWEDEN' as const });

describe('processSie', () => {
  it('reads, resolves the year, verifies and returns what to store', async () => {
    const r = await processSie(open('Sie4.se'), {
      company: sweden('556654-7898'),
      years: [],
      query: {},
    });
    expect(r.status).toBe('parsed');
    expect(r.sieType).toBe(4);
    expect(r.year).toEqual({ kind: 'create', startDate: '2014-01-01', endDate: '2014-12-31' });
    expect(r.balances?.kind).toBe('transactions');
    expect(r.balances!.movements.length).toBeGreaterThan(10);
    const report = {
      fileId: '0b7c3a8e-1f2d-4c5b-9a8e-7d6c5b4a3f2e',
      status: r.status,
      ...r.report,
    };
    expect(SieReport.parse(report)).toEqual(report);
    expect(r.report.period).toEqual({ startDate: '2014-01-01', endDate: '2014-12-31' });
  });

  it('a corrupt file stores no balances; the year message is in the report', async () => {
    const r = await processSie(open('FAKT.SI'), {
      company: sweden('555555-5555'),
      years: [{ id: 'y', startDate: '2012-01-01', endDate: '2012-12-31' }],
      query: {},
    });
    expect(r.status).toBe('corrupt');
    expect(r.year.kind).toBe('none');
    expect(r.balances).toBeNull();
    expect(
      r.report.errors.some((f) => /no financial year of the company holds/.test(f.message)),
    ).toBe(true);
  });

  it('uses the financialYearId query and passes #KPTYP on', async () => {
    const r = await processSie(open('typ2.se'), {
      company: sweden('000000-0000'),
      years: [{ id: 'fy', startDate: '2012-01-01', endDate: '2012-12-31' }],
      query: { financialYearId: 'fy' },
    });
    expect(r).toMatchObject({
      status: 'verified',
      sieType: 2,
      year: { kind: 'existing', id: 'fy' },
    });
    expect(r.balances?.kind).toBe('psaldo');
    const typ4 = await processSie(open('BL0001_typ4.SE'), {
      company: sweden('556265-1892'),
      years: [],
      query: {},
    });
    expect(typ4.accountPlan).toBe('EUBAS97');
    expect(typ4.status).toBe('verified');
  });
});
