import type { AuditEntry, AuditPage } from '@ledger/contract';
import type { CsvValue } from '../../lib/format/csv.js';
import { fetchAudit, type AuditFilters } from '../../lib/data/queryOptions.js';
import { currentT, type Catalog } from '../../i18n/index.js';
import { auditSentenceText, NO_NAMES, type NameLookup } from './auditEvents.js';

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

export type { AuditEntry, AuditPage };
export { AUDIT_FILTERS, auditQuery, type AuditFilters } from '../../lib/data/queryOptions.js';
export { ALL_TENANTS, AUDIT_PAGE_SIZE, auditFilters } from './prefetch.js';

/** A target's value as written: quoted (JSON) when it has spaces or quotes, like a name. */
function targetValue(v: string): string {
  return v === '' || /[\s"]/.test(v) ? JSON.stringify(v) : v;
}

/**
 * An entry's targets as `key=value`, one item per target: the ids from the path and, for a
 * create, the new id and its name (`groupId=… name="Revisorer Malmö"`).
 */
export function targetItems(t: AuditEntry['targetIds'] | null | undefined): string[] {
  if (!t) return [];
  return Object.entries(t).map(([k, v]) => `${k}=${targetValue(String(v))}`);
}

export function targetText(t: AuditEntry['targetIds'] | null | undefined): string {
  return targetItems(t).join(' ');
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Text split around the UUIDs in it (`id: true`), so that the page can show those compactly. */
export function splitIds(text: string): { text: string; id: boolean }[] {
  const parts: { text: string; id: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(UUID)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index), id: false });
    parts.push({ text: m[0], id: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), id: false });
  return parts;
}

export const AUDIT_CSV_COLUMNS = [
  'at',
  'username',
  'role',
  'tenant',
  'event',
  'operation',
  'method',
  'path',
  'targets',
  'outcome',
  'status',
  'requestId',
] as const;

/** The CSV's header in the active language. */
export function auditCsvHeader(t: Catalog = currentT()): string[] {
  return AUDIT_CSV_COLUMNS.map((c) => t.audit.csvColumns[c]);
}

/**
 * One line per entry: what happened in words (names resolved where the console has them), the
 * outcome by name, and the machine details (operation, method, path, targets, request id).
 */
export function auditCsvRows(
  entries: AuditEntry[],
  names: NameLookup = NO_NAMES,
  t: Catalog = currentT(),
): CsvValue[][] {
  return entries.map((e) => [
    e.at,
    e.username ?? '',
    e.role ?? '',
    e.tenantId ?? '',
    auditSentenceText(e, names, t),
    e.operation,
    e.method ?? '',
    e.path ?? '',
    targetText(e.targetIds),
    own(t.audit.outcome, e.outcome) ? t.audit.outcome[e.outcome] : e.outcome,
    e.status,
    e.requestId ?? '',
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

/** The options with the chosen value among them (as it is, when the list does not know it). */
export function withChosen<O extends { value: string; label: string }>(
  options: O[],
  chosen: string | undefined,
): (O | { value: string; label: string })[] {
  return chosen && !options.some((o) => o.value === chosen)
    ? [...options, { value: chosen, label: chosen }]
    : options;
}
