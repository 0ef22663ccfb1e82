// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type {
  AccountingFile,
  AssignmentSummary,
  FileReport,
  MaterialityLevels,
  MonthlyBalanceRecord,
} from '@ledger/contract';
import { sessionKey, type Session } from '../lib/data/session.js';
import { createQueryClient, opKey } from '../lib/data/queries.js';
import { prefetchPath } from '../lib/routing/prefetch.js';
import { onUnauthorized } from '../lib/data/api.js';
import { ALL_OPERATIONS } from '../test/render.js';
import { fakeBffPerTest } from '../test/fakeBff.js';
import { company, companyParams as params, year } from '../test/fixtures.js';
import { setLanguage } from '../i18n/index.js';
import { auditQuery, opQuery } from '../lib/data/queryOptions.js';
import { QueryObserver } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, auditFilters } from '../features/audit/prefetch.js';
import { materialityQuery } from '../features/companies/tabs/materiality.js';
import './screens.js';

const KEY = company.durableKey;
const file: AccountingFile = {
  id: '88335703-d9f2-43dc-9437-2fbe5a62b3a4',
  name: 'Bokslut.se',
  uploadedByUserId: null,
  status: 'verified',
  uploadedDate: '2025-01-15T09:29:00.000Z',
  parsedDate: '2025-01-15T09:29:05.000Z',
};
const report: FileReport = {
  fileId: file.id,
  status: 'verified',
  size: 120,
  contentType: 'text/plain',
  financialYearId: year.id,
  counts: { accounts: 1, vouchers: 1, transactions: 2 },
  errors: [],
  discrepancies: [],
};
const balances: MonthlyBalanceRecord[] = [];

function client(role: 'admin' | 'auditor', tenants = ['nordrevision']) {
  const qc = createQueryClient(); // the console's: fresh for 30 s
  const session: Session = {
    user: { username: role, role, language: null, scope: 'tenant', platformUserIds: {} },
    tenants: tenants.map((id) => ({ id, name: id })),
    operations: [...ALL_OPERATIONS],
    machineUsers: [],
  };
  qc.setQueryData(sessionKey, session);
  return qc;
}

const ANSWERS: Record<string, unknown> = {
  [`/api/t/nordrevision/companies/${KEY}`]: company,
  [`/api/t/nordrevision/company/${KEY}/financialyears`]: [year],
  [`/api/t/nordrevision/company/${KEY}/files`]: [file],
  [`/api/t/nordrevision/company/${KEY}/files/${file.id}/report`]: report,
  [`/api/t/nordrevision/generalledger/balances/${KEY}/calculated/month?startDate=20250101&endDate=20251231`]:
    balances,
  '/api/t/nordrevision/users': [],
};

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('prefetch on intent: a screen’s code and first reads, asked for together', () => {
  const startBff = fakeBffPerTest();

  it('a company’s balances: the company, years and files at once, then the months and reports', async () => {
    await setLanguage('en');
    const bff = await startBff((req) => {
      const body = ANSWERS[req.url ?? ''];
      return body === undefined ? undefined : { status: 200, body };
    });
    const qc = client('admin');
    prefetchPath(qc, `/t/nordrevision/companies/${KEY}/balances`);
    await expect.poll(() => bff.seen.length, { timeout: 8000 }).toBe(5);
    await settle();
    const urls = bff.seen.map((r) => r.url);
    // The three that need nothing first come first, in any order; then the two that need them.
    expect(new Set(urls.slice(0, 3))).toEqual(
      new Set([
        `/api/t/nordrevision/companies/${KEY}`,
        `/api/t/nordrevision/company/${KEY}/files`,
        `/api/t/nordrevision/company/${KEY}/financialyears`,
      ]),
    );
    expect(new Set(urls.slice(3))).toEqual(
      new Set([
        `/api/t/nordrevision/company/${KEY}/files/${file.id}/report`,
        `/api/t/nordrevision/generalledger/balances/${KEY}/calculated/month?startDate=20250101&endDate=20251231`,
      ]),
    );
    // Under the keys the tab's own reads use: it finds them in the cache.
    expect(
      qc.getQueryData(
        opKey('nordrevision', 'getMonthlyBalances', params, {
          startDate: '20250101',
          endDate: '20251231',
        }),
      ),
    ).toEqual(balances);
    expect(qc.getQueryData(opKey('nordrevision', 'getCompany', params))).toEqual(company);

    // Asked again while fresh (a second pointer over the link): nothing is fetched again.
    prefetchPath(qc, `/t/nordrevision/companies/${KEY}/balances`);
    await settle();
    expect(bff.seen).toHaveLength(5);
  });

  it('resolves once the first reads have answered, those that waited for others too', async () => {
    await setLanguage('en');
    await startBff((req) => {
      const body = ANSWERS[req.url ?? ''];
      return body === undefined ? undefined : { status: 200, body };
    });
    const qc = client('admin');
    // What the first render waits for (main.tsx): the report and the months come after the
    // files and years they need.
    await prefetchPath(qc, `/t/nordrevision/companies/${KEY}/balances`);
    const report = opKey('nordrevision', 'getFileReport', { ...params, fileId: file.id });
    expect(qc.getQueryState(report)?.status).toBe('success');
    expect(
      qc.getQueryState(
        opKey('nordrevision', 'getMonthlyBalances', params, {
          startDate: '20250101',
          endDate: '20251231',
        }),
      )?.status,
    ).toBe('success');
  });

  it('asks only for what the role may read, in a tenant of the session', async () => {
    const bff = await startBff((req) => {
      const body = ANSWERS[req.url ?? ''];
      return body === undefined ? undefined : { status: 200, body };
    });
    prefetchPath(client('auditor'), '/t/nordrevision/users');
    prefetchPath(client('admin'), '/t/sydekonomi/users');
    prefetchPath(null, '/t/nordrevision/users');
    await settle();
    expect(bff.seen).toEqual([]);
    prefetchPath(client('admin'), '/t/nordrevision/users');
    await expect.poll(() => bff.seen.map((r) => r.url)).toEqual(['/api/t/nordrevision/users']);
  });

  it('the audit log: its page of entries is asked for with its code, under the page’s key', async () => {
    const page = { entries: [], nextCursor: null };
    const bff = await startBff((req) =>
      req.url?.startsWith('/api/audit?') ? { status: 200, body: page } : undefined,
    );
    // Not for an auditor (the log is the admins').
    prefetchPath(client('auditor'), '/t/nordrevision/audit');
    await settle();
    expect(bff.seen).toEqual([]);
    const qc = client('admin');
    prefetchPath(qc, '/t/nordrevision/audit?outcome=failure');
    await expect
      .poll(() => bff.seen.map((r) => r.url))
      .toEqual(['/api/audit?outcome=failure&tenant=nordrevision&withoutTenant=1&limit=50']);
    await settle();
    const filters = auditFilters(new URLSearchParams('outcome=failure'), 'nordrevision');
    expect(qc.getQueryData(auditQuery(filters, null, AUDIT_PAGE_SIZE).queryKey)).toEqual(page);
  });

  it('a company’s assignments: the list with the years, then each row’s two reads, before the first render', async () => {
    await setLanguage('en');
    const assignment: AssignmentSummary = {
      id: 'f3a5d7c2-0b7e-4f55-9f5e-1d2c3b4a5e6f',
      type: 'AE',
      subType: '2025',
      financialYearId: year.id,
      status: 'OPEN',
    };
    const workMateriality = { workMateriality: 250000, workMaterialityPercentage: 80 };
    const levels: MaterialityLevels = {
      overall: 400000,
      performanceShare: 75,
      trivialShare: 5,
      performance: 300000,
      trivial: 20000,
      updatedBy: 'admin',
      updatedAt: '2026-11-30T09:00:00.000Z',
    };
    const rows = `/api/t/nordrevision/company/${KEY}/assignments`;
    const answers: Record<string, unknown> = {
      ...ANSWERS,
      [rows]: [assignment],
      [`${rows}/${assignment.id}/work-materiality`]: workMateriality,
      [`/api/materiality?tenant=nordrevision&company=${KEY}&assignment=${assignment.id}`]: levels,
    };
    const bff = await startBff((req) => {
      const body = answers[req.url ?? ''];
      return body === undefined ? undefined : { status: 200, body };
    });
    const qc = client('admin');
    await prefetchPath(qc, `/t/nordrevision/companies/${KEY}/assignments`);
    const urls = bff.seen.map((r) => r.url);
    expect(new Set(urls.slice(0, 3))).toEqual(
      new Set([
        `/api/t/nordrevision/companies/${KEY}`,
        `/api/t/nordrevision/company/${KEY}/financialyears`,
        rows,
      ]),
    );
    expect(new Set(urls.slice(3))).toEqual(
      new Set([
        `${rows}/${assignment.id}/work-materiality`,
        `/api/materiality?tenant=nordrevision&company=${KEY}&assignment=${assignment.id}`,
      ]),
    );
    // Under the keys the cells' own reads use.
    expect(
      qc.getQueryData(
        opKey('nordrevision', 'getWorkMateriality', {
          ...params,
          auditAssignmentId: assignment.id,
        }),
      ),
    ).toEqual(workMateriality);
    expect(
      qc.getQueryData(
        materialityQuery('nordrevision', { company: KEY, assignment: assignment.id }).queryKey,
      ),
    ).toEqual(levels);
  });

  it('a session ended since: the prefetch’s 401 does not send anyone to sign-in', async () => {
    const bff = await startBff(() => ({
      status: 401,
      body: { message: 'sign in first', code: 'not_signed_in', status: 401, requestId: 'x' },
    }));
    let announced = 0;
    const off = onUnauthorized(() => (announced += 1));
    try {
      prefetchPath(client('admin'), '/t/nordrevision/users');
      await expect.poll(() => bff.seen.length).toBe(1);
      await settle();
      expect(announced).toBe(0);
    } finally {
      off();
    }
  });

  it('a screen that opened while the read was on its way: its 401 sends the person to sign-in', async () => {
    await startBff(() => ({
      status: 401,
      body: { message: 'sign in first', code: 'not_signed_in', status: 401, requestId: 'x' },
    }));
    let announced = 0;
    const off = onUnauthorized(() => (announced += 1));
    const qc = client('admin');
    try {
      void prefetchPath(qc, '/t/nordrevision/users');
      // As the users screen's own read does when it renders: it takes the read on its way.
      const screen = new QueryObserver(qc, {
        ...opQuery('nordrevision', 'listUsers'),
        retry: false,
      });
      const stop = screen.subscribe(() => undefined);
      await expect.poll(() => announced).toBe(1);
      stop();
    } finally {
      off();
    }
  });
});
