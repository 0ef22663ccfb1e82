/** Rows as stored, turned into what the store answers; the store's ids. */
import { randomBytes } from 'node:crypto';
import type { BulkAction, BulkRun, BulkRunStatus, UploadRecord } from '@ledger/contract';
import { num } from './db.js';
import type { AccountsTable, BulkRunsTable, UploadsTable } from './tables.js';
import type { Account, Role } from './types.js';

export const parseTenants = (s: string): string[] => {
  try {
    const v = JSON.parse(s) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/** `{tenantId: userId}` as stored; anything else (null, bad JSON) is no link. */
export const parsePlatformUsers = (s: string | null): Record<string, string> => {
  if (!s) return {};
  try {
    const v = JSON.parse(s) as unknown;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
    return Object.fromEntries(
      Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string' && !!e[1]),
    );
  } catch {
    return {};
  }
};

let lastIdMs = 0;
let idSeq = 0;
/** Time-ordered, lexicographically sortable id (newest = largest). */
export function sortableId(ms: number): string {
  if (ms === lastIdMs) idSeq++;
  else {
    lastIdMs = ms;
    idSeq = 0;
  }
  return `${ms.toString(36).padStart(9, '0')}${idSeq.toString(36).padStart(4, '0')}${randomBytes(6).toString('hex')}`;
}

export function toUpload(r: UploadsTable): UploadRecord {
  return {
    fileId: r.file_id,
    companyDurableKey: r.company_key,
    name: r.name,
    size: r.size === null ? null : num(r.size),
    username: r.username,
    uploadedAt: r.uploaded_at,
    status: r.status,
  };
}

export function toBulkRun(r: BulkRunsTable): BulkRun {
  return {
    id: r.id,
    tenantId: r.tenant_id,
    username: r.username,
    action: r.action as BulkAction,
    total: num(r.total),
    done: num(r.done),
    skipped: num(r.skipped),
    failed: num(r.failed),
    status: r.status as BulkRunStatus,
    startedAt: r.started_at,
    endedAt: r.ended_at,
  };
}

export function toAccount(r: AccountsTable): Account {
  return {
    username: r.username,
    passwordHash: r.password_hash,
    role: r.role as Role,
    tenants: parseTenants(r.tenants),
    createdAt: num(r.created_at),
    updatedAt: num(r.updated_at),
    language: r.language,
    platformUsers: parsePlatformUsers(r.platform_users),
  };
}
