import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.js';
import { AUDIT_CSV_COLUMNS, auditCsvRows, targetText } from './auditApi.js';

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
