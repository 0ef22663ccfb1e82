import type { BulkItem } from '../../lib/bulk/types.js';
import { COMPANY_COLUMNS, INVITATION_COLUMNS, type ImportKind } from './columns.js';
import { readTable, type ColumnSpec, type TableRead } from './csvReader.js';
import { readInvitations } from './read.js';
import {
  companyChecker,
  invitationChecker,
  type CheckedRow,
  type CompanyLists,
  type InvitationLists,
} from './checks.js';
import { companyItems, invitationItems } from './items.js';
import { companyTemplate, invitationTemplate, type TemplateExample } from './templates.js';

/** A checked row of either import. */
export type AnyRow = CheckedRow<string, unknown>;

/** What each import reads, checks, sends and offers as a template. */
export interface KindSetup {
  spec: readonly ColumnSpec<string>[];
  read: (text: string) => TableRead<string> & { list?: boolean };
  checker: (lists: InvitationLists & CompanyLists) => (row: never) => AnyRow;
  items: (tenant: string, rows: AnyRow[]) => BulkItem[];
  template: (lang: 'sv' | 'en', example: TemplateExample) => string;
}

export const SETUP: Record<ImportKind, KindSetup> = {
  invitations: {
    spec: INVITATION_COLUMNS,
    read: readInvitations,
    checker: (lists) => invitationChecker(lists) as (row: never) => AnyRow,
    items: (tenant, rows) => invitationItems(tenant, rows as never),
    template: invitationTemplate,
  },
  companies: {
    spec: COMPANY_COLUMNS,
    read: (text) => readTable(text, COMPANY_COLUMNS),
    checker: (lists) => companyChecker(lists) as (row: never) => AnyRow,
    items: (tenant, rows) => companyItems(tenant, rows as never),
    template: companyTemplate,
  },
};

/** Search the preview by any of a row's values or its row number. */
export function matchesRow(r: AnyRow, q: string): boolean {
  const s = q.trim().toLocaleLowerCase('sv-SE');
  if (!s) return true;
  if (String(r.row) === s) return true;
  return Object.values<string>(r.values).some((v) => v.toLocaleLowerCase('sv-SE').includes(s));
}
