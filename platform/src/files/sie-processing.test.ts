/**
 * Every real SIE sample (sie/fixtures: the SIE association's test files) uploaded over HTTP to
 * a company whose organisation number matches ends in the status docs/SIE.md "The sample files"
 * gives it,
 * and its report names the finding; plus year creation, #KPTYP and re-reading idempotence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  settledFile,
  sieSample,
  startBareTestPlatform,
  uploadPath,
  type Client,
  type TestPlatform,
} from '../../test/platform-helpers.js';

let p: TestPlatform;
let c: Client;
beforeAll(async () => {
  ({ p, c } = await startBareTestPlatform());
});
afterAll(() => p.dispose());

const company = (org: string, country: 'SWEDEN' | 'OTHER' = 'SWEDEN') =>
  createCompany(c, org, country);

async function upload(key: string, file: string, query = '') {
  const res = await c.upload(uploadPath(key, query), file, sieSample(file));
  expect(res.status, res.text).toBe(200);
  expect(res.json).toMatchObject({ status: 'pending', name: file });
  const id = (res.json as { id: string }).id;
  return { id, ...(await settledFile(c, key, id)) };
}

interface Case {
  file: string;
  org: string;
  country?: 'OTHER';
  status: 'verified' | 'parsed' | 'corrupt';
  sieType: number;
  period: [string, string];
  /** What the report must show. */
  finding: (r: Awaited<ReturnType<typeof upload>>['report']) => void;
}

const noErrors = (r: Awaited<ReturnType<typeof upload>>['report']) => {
  expect(r.errors.filter((e) => e.severity === 'error')).toEqual([]);
  expect(r.discrepancies).toEqual([]);
};

const cases: Case[] = [
  {
    file: 'BL0001_typ4.SE',
    org: '556265-1892',
    status: 'verified',
    sieType: 4,
    period: ['2009-07-01', '2010-06-30'],
    finding: noErrors,
  },
  {
    file: 'MAMUT_SIE4_EXPORT.SE',
    org: '555555-5555',
    status: 'verified',
    sieType: 4,
    period: ['2010-01-01', '2010-12-31'],
    finding: noErrors,
  },
  {
    file: 'SIE4_Exempelfil_med_underdim.SE',
    org: '555555-5555',
    status: 'verified',
    sieType: 4,
    period: ['2021-01-01', '2021-12-31'],
    finding: noErrors,
  },
  {
    file: 'magenta_bokforing_SIE4E.se',
    org: '112233-4567',
    country: 'OTHER',
    status: 'verified',
    sieType: 4,
    period: ['2011-01-01', '2011-12-31'],
    finding: noErrors,
  },
  {
    file: 'Sie4.se',
    org: '556654-7898',
    status: 'parsed',
    sieType: 4,
    period: ['2014-01-01', '2014-12-31'],
    finding: (r) => {
      const ub = r.discrepancies.filter((d) => d.kind === 'UB');
      expect(ub.map((d) => d.account)).toEqual(['2440', '2640']);
      expect(ub.every((d) => d.line !== null && /#UB/.test(d.message))).toBe(true);
    },
  },
  {
    file: 'Sie4.si',
    org: '556036-0793',
    status: 'parsed',
    sieType: 4,
    period: ['2010-01-01', '2010-12-31'],
    finding: (r) => {
      expect(new Set(r.discrepancies.map((d) => d.account)).size).toBe(29);
      expect(r.discrepancies.every((d) => d.kind === 'UB' && d.line !== null)).toBe(true);
    },
  },
  {
    file: 'XE_SIE_4_20151125095119.SE',
    org: '5560602345',
    country: 'OTHER',
    status: 'corrupt',
    sieType: 4,
    period: ['2015-09-01', '2016-08-31'],
    finding: (r) => {
      const errors = r.errors.filter((e) => e.severity === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ line: 1356 });
      expect(errors[0]!.message).toMatch(
        /voucher 1 1 .*does not balance: debit 12\.00, credit -10\.00/,
      );
    },
  },
  {
    file: 'typ1.se',
    org: '000000-0000',
    status: 'verified',
    sieType: 1,
    period: ['2012-01-01', '2012-12-31'],
    finding: noErrors,
  },
  {
    file: 'typ2.se',
    org: '000000-0000',
    status: 'verified',
    sieType: 2,
    period: ['2012-01-01', '2012-12-31'],
    finding: noErrors,
  },
  {
    file: 'typ3.se',
    org: '000000-0000',
    status: 'verified',
    sieType: 3,
    period: ['2012-01-01', '2012-12-31'],
    finding: noErrors,
  },
];

describe('sample files uploaded to a matching company', () => {
  for (const k of cases) {
    it(`${k.file} ends ${k.status}`, async () => {
      const key = await company(k.org, k.country);
      try {
        const f = await upload(key, k.file);
        expect(f.status).toBe(k.status);
        expect(f.report).toMatchObject({
          sieType: k.sieType,
          period: { startDate: k.period[0], endDate: k.period[1] },
        });
        k.finding(f.report);
        expect(
          f.report.errors.every((e) => ['error', 'warning', 'info'].includes(e.severity)),
        ).toBe(true);
        const file = (await c.get(`/company/${key}/files/${f.id}`)).json as {
          parsedDate: string | null;
        };
        expect(file.parsedDate).not.toBeNull();
        const years = (await c.get(`/company/${key}/financialyears`)).json as {
          id: string;
          startDate: string;
          endDate: string;
        }[];
        if (k.status === 'corrupt') {
          // a corrupt file changes nothing of the company
          expect(years).toEqual([]);
          expect(f.report.financialYearId).toBeUndefined();
        } else {
          // #RAR 0 with no overlapping year: the year is created and the file tied to it
          expect(years).toMatchObject([{ startDate: k.period[0], endDate: k.period[1] }]);
          expect(f.report.financialYearId).toBe(years[0]!.id);
        }
      } finally {
        expect((await c.del(`/companies/${key}`)).status).toBe(200);
      }
    });
  }

  it('FAKT.SI (no #RAR): verified when a year holds its dates, corrupt naming the year otherwise', async () => {
    const key = await company('555555-5555');
    try {
      const none = await upload(key, 'FAKT.SI');
      expect(none.status).toBe('corrupt');
      expect(
        none.report.errors.some(
          (e) => e.severity === 'error' && /financial year cannot be told/.test(e.message),
        ),
      ).toBe(true);
      const year = await c.json('POST', `/company/${key}/financialyears`, {
        startDate: '2011-01-01',
        endDate: '2011-12-31',
      });
      expect(year.status, year.text).toBe(200);
      const ok = await upload(key, 'FAKT.SI');
      expect(ok.status).toBe('verified');
      expect(ok.report.financialYearId).toBe((year.json as { id: string }).id);
      // the startDate/endDate query names the year as well
      const byQuery = await upload(key, 'FAKT.SI', '?startDate=2011-01-01&endDate=2011-12-31');
      expect(byQuery.status).toBe('verified');
    } finally {
      await c.del(`/companies/${key}`);
    }
  });

  it("an organisation number that is not the company's makes the file corrupt", async () => {
    const key = await company('556677-8899');
    try {
      const f = await upload(key, 'BL0001_typ4.SE');
      expect(f.status).toBe('corrupt');
      expect(
        f.report.errors.some((e) =>
          /organisation number 556265-1892 is not the company's/.test(e.message),
        ),
      ).toBe(true);
    } finally {
      await c.del(`/companies/${key}`);
    }
  });

  it('#KPTYP becomes the default account plan; a matching existing year is reused', async () => {
    const key = await company('555555-5555');
    try {
      const y = await c.json('POST', `/company/${key}/financialyears`, {
        startDate: '2010-01-01',
        endDate: '2010-12-31',
      });
      const f = await upload(key, 'MAMUT_SIE4_EXPORT.SE');
      expect(f.status).toBe('verified');
      expect(f.report.financialYearId).toBe((y.json as { id: string }).id);
      expect((await c.get(`/companies/${key}`)).json).toMatchObject({
        defaultAccountPlan: 'EUBAS97',
      });
    } finally {
      await c.del(`/companies/${key}`);
    }
  });

  it('a file that is not SIE becomes uploaded; text starting with a label but no year is corrupt', async () => {
    const key = await company('556265-1892');
    try {
      const pdf = await c.upload(uploadPath(key), 'bilaga.pdf', '%PDF-1.4 ...');
      const id = (pdf.json as { id: string }).id;
      expect((await settledFile(c, key, id)).status).toBe('uploaded');
      const bare = await c.upload(uploadPath(key), 'tom.se', '#FLAGGA 0\r\n#SIETYP 4\r\n');
      const s = await settledFile(c, key, (bare.json as { id: string }).id);
      expect(s.status).toBe('corrupt');
      expect(s.report.errors.some((e) => /financial year/.test(e.message))).toBe(true);
    } finally {
      await c.del(`/companies/${key}`);
    }
  });
});
