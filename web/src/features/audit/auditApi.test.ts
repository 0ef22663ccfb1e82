import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.js';
import { AUDIT_CSV_COLUMNS, auditCsvRows, splitIds, targetItems, targetText } from './auditApi.js';

describe('audit CSV', () => {
  it('writes one line per entry with the targets joined', () => {
    const csv = toCsv(
      AUDIT_CSV_COLUMNS,
      auditCsvRows([
        {
          id: '1',
          at: '2026-11-22T10:00:00.000Z',
          username: 'admin',
          role: 'admin',
          tenantId: 'nordrevision',
          operation: 'companies.create',
          method: 'POST',
          path: '/api/t/nordrevision/companies',
          targetIds: ['k1', 'k2'],
          outcome: 'success',
          status: 201,
          requestId: 'r-1',
        },
      ]),
    );
    expect(csv.split('\r\n')).toEqual([
      'at,username,role,tenant,operation,method,path,targets,outcome,status,requestId',
      '2026-11-22T10:00:00.000Z,admin,admin,nordrevision,companies.create,POST,/api/t/nordrevision/companies,k1 k2,success,201,r-1',
    ]);
    expect(targetText({ companyKey: 'k', userId: 'u' })).toBe('companyKey=k userId=u');
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
    expect(splitIds(`companyKey=${key}`)).toEqual([
      { text: 'companyKey=', id: false },
      { text: key, id: true },
    ]);
  });

  it('leaves text without a UUID whole, and nothing for nothing', () => {
    expect(splitIds('/auth/login')).toEqual([{ text: '/auth/login', id: false }]);
    expect(splitIds('4d268bba-0518')).toEqual([{ text: '4d268bba-0518', id: false }]);
    expect(splitIds('')).toEqual([]);
  });

  it('the CSV keeps full ids while the page lists targets one by one', () => {
    const targets = { companyKey: key, fileId: file };
    expect(targetItems(targets)).toEqual([`companyKey=${key}`, `fileId=${file}`]);
    expect(targetItems(['a', 'b'])).toEqual(['a', 'b']);
    expect(targetItems(null)).toEqual([]);
    const [row] = auditCsvRows([
      {
        id: '2',
        at: '2026-11-22T16:03:00.000Z',
        username: 'admin',
        role: 'admin',
        tenantId: 'nordrevision',
        operation: 'files.upload',
        method: 'POST',
        path: `/api/t/nordrevision/company/${key}/files`,
        targetIds: targets,
        outcome: 'success',
        status: 201,
        requestId: file,
      },
    ]);
    expect(row).toContain(`/api/t/nordrevision/company/${key}/files`);
    expect(row).toContain(`companyKey=${key} fileId=${file}`);
    expect(row).toContain(file);
  });
});
