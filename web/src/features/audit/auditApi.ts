import { request, withQuery } from '../../lib/api.js';
import type { CsvValue } from '../../lib/csv.js';

export interface AuditEntry {
  id: string;
  at: string;
  username: string;
  role: string;
  tenantId: string | null;
  operation: string;
  method: string;
  path: string;
  targetIds: string[] | Record<string, string> | null;
  outcome: string;
  status: number;
  requestId: string;
}
export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

export const AUDIT_FILTERS = ['tenant', 'user', 'operation', 'outcome', 'from', 'to'] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTERS)[number], string>>;

export function fetchAudit(
  filters: AuditFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
) {
  return request<AuditPage>(withQuery('/api/audit', { ...filters, cursor, limit }), { signal });
}

export function targetText(t: AuditEntry['targetIds']): string {
  if (!t) return '';
  if (Array.isArray(t)) return t.join(' ');
  return Object.entries(t)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
}

export const AUDIT_CSV_COLUMNS = [
  'at',
  'username',
  'role',
  'tenant',
  'operation',
  'method',
  'path',
  'targets',
  'outcome',
  'status',
  'requestId',
] as const;

export function auditCsvRows(entries: AuditEntry[]): CsvValue[][] {
  return entries.map((e) => [
    e.at,
    e.username,
    e.role,
    e.tenantId ?? '',
    e.operation,
    e.method,
    e.path,
    targetText(e.targetIds),
    e.outcome,
    e.status,
    e.requestId,
  ]);
}

/** Every page for the filters (newest first), at most `max` entries. */
export async function fetchAllAudit(filters: AuditFilters, max = 10_000): Promise<AuditEntry[]> {
  const all: AuditEntry[] = [];
  let cursor: string | null = null;
  do {
    const page: AuditPage = await fetchAudit(filters, cursor, 500);
    all.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor && all.length < max);
  return all.slice(0, max);
}
