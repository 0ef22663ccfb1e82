import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@ledger/contract';
import { currentT, setLanguage } from '../../i18n/index.js';
import { OPERATIONS } from '../../lib/data/operations.js';
import { auditEvent, eventOptions, recordedName } from './auditEventNames.js';
import { auditSentence, auditSentenceText, NO_NAMES, type NameLookup } from './auditEvents.js';

const KEY = '4d268bba-0518-4a5b-8065-708796a42753';
const FILE = 'd83ab1aa-3aac-45c3-b795-130280fa162e';
const USER = '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';

const entry = (e: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-22T10:00:00.000Z',
  username: 'anna',
  role: 'admin',
  tenantId: 'nordrevision',
  operation: 'files.upload',
  method: 'POST',
  path: `/api/t/nordrevision/company/${KEY}/files/upload`,
  targetIds: {},
  outcome: 'success',
  status: 200,
  requestId: 'r-1',
  ...e,
});

const names: NameLookup = {
  company: (tenant, key) =>
    tenant === 'nordrevision' && key === KEY ? 'Norrsken Bygg AB' : undefined,
  user: (_, id) => (id === USER ? 'Erik Holm' : undefined),
  group: () => undefined,
};

describe('audit entries in words', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('has a sentence for every operation the log records, found by id or recorded name', () => {
    const t = currentT();
    for (const [id, meta] of Object.entries(OPERATIONS)) {
      if (!meta.audit) continue;
      expect(auditEvent(meta.audit, t), meta.audit).toBe(id);
      expect(auditEvent(id, t), id).toBe(id);
      expect(recordedName(auditEvent(id, t)!)).toBe(meta.audit);
    }
    expect(auditEvent('auth.login', t)).toBe('login');
    expect(auditEvent('preferences.language.set', t)).toBe('setPreferences');
    expect(auditEvent('reports.archive', t)).toBeNull();
  });

  it('says an upload with the file and company names, linked, in English and Swedish', async () => {
    const upload = entry({
      targetIds: { companyDurableKey: KEY, fileId: FILE, name: 'rapport.se' },
    });
    expect(auditSentenceText(upload, names, currentT())).toBe(
      'Uploaded the file rapport.se to Norrsken Bygg AB',
    );
    const parts = auditSentence(upload, names, currentT());
    expect(parts.filter((p) => p.kind === 'name')).toEqual([
      {
        kind: 'name',
        text: 'rapport.se',
        href: `/t/nordrevision/companies/${KEY}/files`,
      },
      {
        kind: 'name',
        text: 'Norrsken Bygg AB',
        href: `/t/nordrevision/companies/${KEY}`,
        title: undefined,
      },
    ]);
    await setLanguage('sv');
    expect(auditSentenceText(upload, names, currentT())).toBe(
      'Laddade upp filen rapport.se till Norrsken Bygg AB',
    );
    // The names the BFF records win over the lists.
    expect(
      auditSentenceText(
        entry({ targetIds: { companyDurableKey: KEY, companyName: 'Ny AB', fileName: 'a.se' } }),
        names,
        currentT(),
      ),
    ).toBe('Laddade upp filen a.se till Ny AB');
  });

  it('falls back to short ids where no name is known, never a parameter dump', () => {
    const text = auditSentenceText(
      entry({
        operation: 'permissions.users.grant',
        targetIds: { companyDurableKey: KEY, userId: 'u-42' },
      }),
      NO_NAMES,
      currentT(),
    );
    expect(text).toBe('Gave user u-42 access to company 4d268bba…');
    expect(text).not.toMatch(/=|companyDurableKey/);
  });

  it('says settings by name: performance materiality in kronor, the language chosen', async () => {
    await setLanguage('sv');
    expect(
      auditSentenceText(
        entry({
          operation: 'companies.attributes.set',
          targetIds: {
            companyDurableKey: KEY,
            companyExtendedAttribute: 'workmateriality',
            value: '250000',
          },
        }),
        names,
        currentT(),
      ),
    ).toBe('Satte arbetsväsentligheten för Norrsken Bygg AB till 250\u00a0000,00\u00a0kr');
    // An assignment's: the amount and share V1 took (its answer, recorded by the BFF).
    expect(
      auditSentenceText(
        entry({
          operation: 'assignments.workmateriality.set',
          targetIds: {
            companyDurableKey: KEY,
            auditAssignmentId: 'a-1',
            workMateriality: '120000.5',
            workMaterialityPercentage: '75',
          },
        }),
        names,
        currentT(),
      ),
    ).toBe(
      'Satte arbetsväsentlighet för ett uppdrag för Norrsken Bygg AB till 120\u00a0000,50\u00a0kr (75\u00a0%)',
    );
    expect(
      auditSentenceText(
        entry({ operation: 'preferences.language.set', targetIds: { language: 'en' } }),
        names,
        currentT(),
      ),
    ).toBe('Valde engelska som konsolens språk');
    expect(
      auditSentenceText(
        entry({
          operation: 'reviews.mark',
          targetIds: { companyDurableKey: KEY, financialYearId: 'fy-1', account: '1510' },
        }),
        names,
        currentT(),
      ),
    ).toBe('Prickade av konto 1510 i Norrsken Bygg AB');
    expect(auditEvent('reviews.unmark', currentT())).toBe('unmarkReviewed');
  });
});

describe('a bulk run in the audit log', () => {
  afterEach(() => setLanguage('en'));
  const run = entry({
    operation: 'bulk.run',
    method: 'POST',
    path: '/api/bulk-runs',
    status: 201,
    targetIds: { bulkRunId: 'r1', action: 'grantAccess', total: '40' },
    bulk: {
      id: 'r1',
      tenantId: 'nordrevision',
      username: 'anna',
      action: 'grantAccess',
      total: 40,
      done: 37,
      skipped: 1,
      failed: 1,
      status: 'cancelled',
      startedAt: '2026-11-22T10:00:00.000Z',
      endedAt: '2026-11-22T10:01:00.000Z',
    },
  });

  it('says who did what to how many, and how it ended, in both languages', async () => {
    expect(auditEvent('bulk.run', currentT())).toBe('openBulkRun');
    expect(recordedName('openBulkRun')).toBe('bulk.run');
    expect(auditSentenceText(run, NO_NAMES, currentT())).toBe(
      'Bulk action “Give access to companies” on 40 items: 37 done, 1 skipped, 1 failed, 1 not sent (cancelled)',
    );
    await setLanguage('sv');
    expect(auditSentenceText(run, NO_NAMES, currentT())).toBe(
      'Massåtgärden ”Ge behörighet till företag” för 40 poster: 37 klara, 1 överhoppade, 1 misslyckade, 1 ej skickade (avbruten)',
    );
  });

  it('a run entry from before the counts were reported still reads', () => {
    const { bulk: _, ...bare } = run;
    expect(auditSentenceText(bare, NO_NAMES, currentT())).toBe(
      'Bulk action “Give access to companies” on 40 items: –',
    );
  });
});

describe('materiality levels in the audit log (ISA 320/450)', () => {
  afterEach(() => setLanguage('en'));
  const set = entry({
    operation: 'materiality.set',
    targetIds: {
      companyDurableKey: KEY,
      assignmentId: 'a-1',
      overall: '400000.00',
      performance: '300000.00',
      trivial: '20000.00',
      performanceShare: '75',
      trivialShare: '5',
    },
  });

  it('says the three amounts with their shares, in English and Swedish, and filters by its name', async () => {
    expect(auditSentenceText(set, names, currentT()).replace(/\u00a0/g, ' ')).toBe(
      'Set the materiality levels of an assignment of Norrsken Bygg AB: overall materiality 400,000.00 SEK, performance materiality 300,000.00 SEK (75%), clearly trivial threshold 20,000.00 SEK (5%)',
    );
    expect(eventOptions(currentT())).toContainEqual({
      value: 'materiality.set',
      label: 'Set materiality levels',
    });
    await setLanguage('sv');
    expect(auditSentenceText(set, names, currentT()).replace(/\u00a0/g, ' ')).toBe(
      'Satte väsentlighetsnivåerna för ett uppdrag för Norrsken Bygg AB: väsentlighet 400 000,00 kr, arbetsväsentlighet 300 000,00 kr (75 %), obetydlighetsgräns 20 000,00 kr (5 %)',
    );
  });

  it('an entry without an overall says none was set', () => {
    const none = entry({
      operation: 'materiality.set',
      targetIds: { companyDurableKey: KEY, performanceShare: '75', trivialShare: '5' },
    });
    expect(auditSentenceText(none, names, currentT())).toBe(
      'Set the materiality levels of an assignment of Norrsken Bygg AB: none (no overall materiality)',
    );
  });

  it('words console access, in both languages, without a tenant', async () => {
    const access = (operation: string, targetIds: Record<string, string>) =>
      entry({ operation, targetIds, tenantId: null, role: 'owner', path: '/api/access/accounts' });
    const cases: [AuditEntry, string, string][] = [
      [
        access('access.account.add', { username: 'bo', role: 'auditor', tenants: 'nordrevision' }),
        'Added the console account bo as Auditor, tenants nordrevision',
        'Lade till konsolkontot bo som Revisor, byråer nordrevision',
      ],
      [
        access('access.account.update', {
          username: 'bo',
          role: 'admin',
          was: 'auditor',
          tenants: 'nordrevision',
        }),
        'Changed the console access of bo: Auditor → Administrator, tenants nordrevision',
        'Ändrade konsolåtkomsten för bo: Revisor → Administratör, byråer nordrevision',
      ],
      [
        access('access.sessions.end', { username: 'bo', sessions: 'all' }),
        'Ended every session of bo',
        'Avslutade alla sessioner för bo',
      ],
      [
        access('access.sessions.end', { username: 'bo', session: 'abc' }),
        'Ended a session of bo',
        'Avslutade en session för bo',
      ],
    ];
    for (const [e, en] of cases) expect(auditSentenceText(e, NO_NAMES, currentT())).toBe(en);
    expect(recordedName('removeAccessAccount')).toBe('access.account.remove');
    await setLanguage('sv');
    for (const [e, , sv] of cases) expect(auditSentenceText(e, NO_NAMES, currentT())).toBe(sv);
  });
});
