import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/format/csv.js';
import {
  auditCsvHeader,
  auditCsvRows,
  auditFilters,
  withChosen,
  splitIds,
  targetItems,
  targetText,
  type AuditEntry,
} from './auditApi.js';

const entry = (e: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-22T10:00:00.000Z',
  username: 'admin',
  role: 'admin',
  tenantId: 'nordrevision',
  operation: 'companies.create',
  method: 'POST',
  path: '/api/t/nordrevision/companies',
  targetIds: {},
  outcome: 'success',
  status: 200,
  requestId: 'r-1',
  ...e,
});

describe('audit CSV', () => {
  it('writes one line per entry with the targets joined, and nothing for missing values', () => {
    const csv = toCsv(
      auditCsvHeader(),
      auditCsvRows([
        entry({ targetIds: { companyDurableKey: 'k1', name: 'Bageriet i Hörby AB' } }),
        entry({
          id: '0',
          at: '2026-11-22T09:59:00.000Z',
          username: null,
          role: null,
          tenantId: null,
          operation: 'auth.login',
          method: null,
          path: null,
          outcome: 'failure',
          status: 401,
          requestId: null,
        }),
      ]),
    );
    expect(csv.split('\r\n')).toEqual([
      'time,user,role,tenant,event,operation,method,path,targets,outcome,status,request id',
      '2026-11-22T10:00:00.000Z,admin,admin,nordrevision,Created the company Bageriet i Hörby AB,companies.create,POST,/api/t/nordrevision/companies,"companyDurableKey=k1 name=""Bageriet i Hörby AB""",Success,200,r-1',
      '2026-11-22T09:59:00.000Z,,,,Signed in,auth.login,,,,Failed,401,',
    ]);
    expect(targetText({ companyDurableKey: 'k', userId: 'u' })).toBe(
      'companyDurableKey=k userId=u',
    );
  });

  it('names what a create made: its new id and its name, quoted when it has spaces', () => {
    const groupId = '5b0c4c1e-2a9f-4f0e-8d7c-3b7a1e2f9c10';
    expect(targetItems({ groupId, name: 'Revisorer Malmö' })).toEqual([
      `groupId=${groupId}`,
      'name="Revisorer Malmö"',
    ]);
    expect(targetItems({ name: 'Granskare' })).toEqual(['name=Granskare']);
    expect(targetItems({ name: '' })).toEqual(['name=""']);
    expect(targetItems({ name: 'säg "hej"' })).toEqual(['name="säg \\"hej\\""']);
  });
});

describe('splitIds', () => {
  const key = '4d268bba-0518-4a5b-8065-708796a42753';
  const file = 'D83AB1AA-3AAC-45C3-B795-130280FA162E';

  it('marks each UUID in a path or target, keeping every character', () => {
    const path = `/api/t/nordrevision/company/${key}/files/${file}`;
    const parts = splitIds(path);
    expect(parts).toEqual([
      { text: '/api/t/nordrevision/company/', id: false },
      { text: key, id: true },
      { text: '/files/', id: false },
      { text: file, id: true },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(path);
    expect(splitIds(`companyDurableKey=${key}`)).toEqual([
      { text: 'companyDurableKey=', id: false },
      { text: key, id: true },
    ]);
  });

  it('leaves text without a UUID whole, and nothing for nothing', () => {
    expect(splitIds('/auth/login')).toEqual([{ text: '/auth/login', id: false }]);
    expect(splitIds('4d268bba-0518')).toEqual([{ text: '4d268bba-0518', id: false }]);
    expect(splitIds('')).toEqual([]);
  });

  it('the CSV keeps full ids while the page lists targets one by one', () => {
    const targets = { companyDurableKey: key, fileId: file };
    expect(targetItems(targets)).toEqual([`companyDurableKey=${key}`, `fileId=${file}`]);
    expect(targetItems({})).toEqual([]);
    expect(targetItems(null)).toEqual([]);
    const [row] = auditCsvRows([
      entry({
        id: '2',
        at: '2026-11-22T16:03:00.000Z',
        operation: 'files.upload',
        path: `/api/t/nordrevision/company/${key}/files/upload`,
        targetIds: targets,
        requestId: file,
      }),
    ]);
    expect(row).toContain(`/api/t/nordrevision/company/${key}/files/upload`);
    expect(row).toContain(`companyDurableKey=${key} fileId=${file}`);
    expect(row).toContain(file);
  });
});

describe('audit filters', () => {
  it('reads the filters the address bar holds, leaving out empty ones and other parameters', () => {
    const params = new URLSearchParams(
      'tenant=nordrevision&user=&outcome=denied&cursor=abc&sort=x',
    );
    expect(auditFilters(params)).toEqual({ tenant: 'nordrevision', outcome: 'denied' });
  });

  it('is of the tenant in view unless another or all are chosen', () => {
    expect(auditFilters(new URLSearchParams('outcome=denied'), 'sydekonomi')).toEqual({
      tenant: 'sydekonomi',
      withoutTenant: '1',
      outcome: 'denied',
    });
    expect(auditFilters(new URLSearchParams('tenant=nordrevision'), 'sydekonomi')).toEqual({
      tenant: 'nordrevision',
    });
    expect(auditFilters(new URLSearchParams('tenant=all'), 'sydekonomi')).toEqual({});
  });

  it('keeps a chosen event the list does not know among the options, as it is', () => {
    const options = [{ value: 'companies.create', label: 'Company created' }];
    expect(withChosen(options, 'companies.create')).toBe(options);
    expect(withChosen(options, undefined)).toBe(options);
    expect(withChosen(options, 'legacy.op')).toEqual([
      ...options,
      { value: 'legacy.op', label: 'legacy.op' },
    ]);
  });
});
