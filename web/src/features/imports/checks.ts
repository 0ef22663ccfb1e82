import {
  AUTHORIZATION_LISTS,
  checkOrganizationNumber,
  CompanyCreate,
  InviteUserData,
  normaliseSwedishOrgNr,
  orgNrDigits,
  type AuthorizationType,
  type CompanyAuthorization,
  type Group,
  type Company,
  type IssueCode,
  type IssueParams,
  type User,
} from '@ledger/contract';
import { issueCode, issueText } from '@ledger/contract/issues';
import type { z } from 'zod';
import {
  ACCESS_TYPES,
  COUNTRIES,
  FRAMEWORKS,
  groupResolver,
  LEGAL_FORMS,
  MODULES,
  norm,
  resolveList,
  userResolver,
} from './cellNames.js';
import type { CompanyColumn, InvitationColumn } from './columns.js';
import type { TableRow } from './csvReader.js';

/*
 * The preview's checks of every row, before anything is sent: the contract's own schemas
 * (InviteUserData, CompanyCreate: e-mail form, organisation number with its check digit, lengths,
 * which id lists an access type takes) on the body each row would send, plus what only the file
 * and the tenant's lists can tell: a value given twice in the file, an address that is already a
 * user or invited, an organisation number a company has, names of groups, users, modules and codes
 * that match nothing. Problems are codes with values, worded by the screen.
 */

/** A contract issue (worded by `describeIssue`). */
export interface ContractIssue {
  message: string;
  code?: IssueCode;
  params?: IssueParams;
}

export type ProblemDetail =
  | { kind: 'required' }
  | { kind: 'repeated'; firstRow: number }
  | { kind: 'existingUser' }
  | { kind: 'pendingInvitation' }
  | { kind: 'existingCompany'; name: string }
  | { kind: 'unknownGroup'; value: string }
  | { kind: 'unknownUser'; value: string }
  | { kind: 'unknownModule'; value: string }
  | { kind: 'unknownCode'; value: string }
  | { kind: 'extraCells'; count: number }
  | { kind: 'issue'; issue: ContractIssue };

/** One problem of a row: the column it is in (null: the row as a whole) and what it is. */
export type Problem<K extends string> = { column: K | null } & ProblemDetail;

export interface CheckedRow<K extends string, B> {
  /** The row's number in the file (the header is row 1), or the line of a pasted list. */
  row: number;
  values: Record<K, string>;
  problems: Problem<K>[];
  /** What the row sends, when it has no problem. */
  body: B | null;
  /** The bulk item's key: the e-mail (lower case), or the organisation number. */
  key: string;
  /** What a person reads: the e-mail, or the company's name. */
  label: string;
}

export type InviteBody = z.output<typeof InviteUserData>;
export type CompanyBody = z.output<typeof CompanyCreate>;
export type CheckedInvitation = CheckedRow<InvitationColumn, InviteBody>;
export type CheckedCompany = CheckedRow<CompanyColumn, CompanyBody>;

/** A contract message with the code and values it is worded from. */
function contractIssue(message: string): ContractIssue {
  const known = issueCode(message);
  return { message, ...(known ? { code: known.code, params: known.params } : {}) };
}

/** Where a contract issue's path points in the file. */
function issueProblems<K extends string>(
  error: z.ZodError,
  columnOf: (path: string) => K | null,
  taken: ReadonlySet<K | null>,
): Problem<K>[] {
  const out: Problem<K>[] = [];
  for (const i of error.issues) {
    const column = columnOf(i.path.map(String).join('.'));
    if (taken.has(column)) continue;
    out.push({ column, kind: 'issue', issue: contractIssue(i.message) });
  }
  return out;
}

/** Problems of a cell already seen for this row come first; the schema adds only new columns. */
const columnsOf = <K extends string>(problems: readonly Problem<K>[]) =>
  new Set(problems.map((p) => p.column));

// ---- Running over many rows without holding the page ------------------------------------

const BATCH = 400;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `check` over every row in order, in batches with a pause between them, so a 10,000-row
 * preview never holds the page for long; stops (throws an AbortError) when `signal` aborts.
 */
export async function checkInBatches<R, C>(
  rows: readonly R[],
  check: (row: R) => C,
  opts: { signal?: AbortSignal; onProgress?: (done: number) => void } = {},
): Promise<C[]> {
  const out: C[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    opts.signal?.throwIfAborted();
    for (const row of rows.slice(start, start + BATCH)) out.push(check(row));
    opts.onProgress?.(out.length);
    if (out.length < rows.length) await yieldToPage();
  }
  opts.signal?.throwIfAborted();
  return out;
}

// ---- Invitations ------------------------------------------------------------------------

export interface InvitationLists {
  users: readonly User[];
  invitations: readonly User[];
  groups: readonly Group[];
}

/** A checker of invitation rows in file order (it remembers the addresses it has seen). */
export function invitationChecker(lists: InvitationLists) {
  const users = new Set(lists.users.map((u) => u.email.toLowerCase()));
  const pending = new Set(lists.invitations.map((u) => u.email.toLowerCase()));
  const group = groupResolver(lists.groups);
  const seen = new Map<string, number>();
  const columnOf = (path: string): InvitationColumn | null =>
    path.startsWith('emails')
      ? 'email'
      : path.startsWith('groupIds')
        ? 'groups'
        : path.startsWith('modules')
          ? 'modules'
          : null;

  return (r: TableRow<InvitationColumn>): CheckedInvitation => {
    const { email, groups, modules } = r.values;
    const key = email.toLowerCase();
    const problems: Problem<InvitationColumn>[] = [];
    if (r.extraCells) problems.push({ column: null, kind: 'extraCells', count: r.extraCells });
    if (!email) problems.push({ column: 'email', kind: 'required' });
    else {
      const first = seen.get(key);
      if (first !== undefined)
        problems.push({ column: 'email', kind: 'repeated', firstRow: first });
      else seen.set(key, r.row);
      if (users.has(key)) problems.push({ column: 'email', kind: 'existingUser' });
      else if (pending.has(key)) problems.push({ column: 'email', kind: 'pendingInvitation' });
    }
    const g = resolveList(groups, group);
    for (const value of g.unknown) problems.push({ column: 'groups', kind: 'unknownGroup', value });
    const m = resolveList(modules, (s) => MODULES.get(norm(s)));
    for (const value of m.unknown)
      problems.push({ column: 'modules', kind: 'unknownModule', value });
    const parsed = InviteUserData.safeParse({
      emails: [email],
      ...(g.ids.length ? { groupIds: g.ids } : {}),
      ...(m.ids.length ? { modules: m.ids } : {}),
    });
    if (!parsed.success)
      problems.push(...issueProblems(parsed.error, columnOf, columnsOf(problems)));
    return {
      row: r.row,
      values: r.values,
      problems,
      body: parsed.success && problems.length === 0 ? parsed.data : null,
      key,
      label: email,
    };
  };
}

// ---- Companies --------------------------------------------------------------------------

export interface CompanyLists {
  companies: readonly Company[];
  /** Active and invited users: `authorization.userIds` may name either by e-mail. */
  users: readonly User[];
  groups: readonly Group[];
  /**
   * What a row that names no access gets: the new-company form's default, the importer's own
   * groups or nobody (lib/access/newCompany.ts), never everyone.
   */
  defaultAccess: CompanyAuthorization;
}

/** How the file's organisation numbers are compared: the ten digits, else the text. */
export const orgNrKey = (s: string) => orgNrDigits(s) ?? norm(s);

/** Without an access type: what the lists given imply (called only when one is given). */
function impliedType(users: boolean, groups: boolean): AuthorizationType {
  return users && groups ? 2 : groups ? 3 : 4;
}

/** A checker of company rows in file order (it remembers the numbers it has seen). */
export function companyChecker(lists: CompanyLists) {
  const existing = new Map(lists.companies.map((c) => [orgNrKey(c.organizationNumber), c.name]));
  const group = groupResolver(lists.groups);
  const user = userResolver(lists.users);
  const seen = new Map<string, number>();
  const columnOf = (path: string): CompanyColumn | null => {
    const [head, field] = path.split('.');
    if (head === 'data' && field) return field as CompanyColumn;
    if (head === 'authorization' && (field === 'userIds' || field === 'groupIds'))
      return `authorization.${field}`;
    if (head === 'authorization') return 'authorization.type';
    return null;
  };

  return (r: TableRow<CompanyColumn>): CheckedCompany => {
    const v = r.values;
    const problems: Problem<CompanyColumn>[] = [];
    if (r.extraCells) problems.push({ column: null, kind: 'extraCells', count: r.extraCells });
    for (const column of ['name', 'organizationNumber', 'annualReportFramework'] as const)
      if (!v[column]) problems.push({ column, kind: 'required' });
    const key = v.organizationNumber ? orgNrKey(v.organizationNumber) : '';
    if (key) {
      const first = seen.get(key);
      if (first !== undefined)
        problems.push({ column: 'organizationNumber', kind: 'repeated', firstRow: first });
      else seen.set(key, r.row);
      const name = existing.get(key);
      if (name !== undefined)
        problems.push({ column: 'organizationNumber', kind: 'existingCompany', name });
    }
    const code = <C>(column: CompanyColumn, index: Map<string, C>): C | undefined => {
      const cell = v[column];
      if (!cell) return undefined;
      const found = index.get(norm(cell));
      if (found === undefined) problems.push({ column, kind: 'unknownCode', value: cell });
      return found;
    };
    const framework = code('annualReportFramework', FRAMEWORKS);
    const legalForm = code('legalForm', LEGAL_FORMS);
    const country = code('country', COUNTRIES);
    const type = code('authorization.type', ACCESS_TYPES);
    const users = resolveList(v['authorization.userIds'], user);
    for (const value of users.unknown)
      problems.push({ column: 'authorization.userIds', kind: 'unknownUser', value });
    const groups = resolveList(v['authorization.groupIds'], group);
    for (const value of groups.unknown)
      problems.push({ column: 'authorization.groupIds', kind: 'unknownGroup', value });
    const usersGiven = users.ids.length > 0 || users.unknown.length > 0;
    const groupsGiven = groups.ids.length > 0 || groups.unknown.length > 0;
    // A row that names no access at all gets the default; one that names some, what it names.
    const namesNone = type === undefined && !usersGiven && !groupsGiven && !v['authorization.type'];
    const authorization: CompanyAuthorization = namesNone
      ? lists.defaultAccess
      : {
          type: type ?? impliedType(usersGiven, groupsGiven),
          userIds: users.ids,
          groupIds: groups.ids,
        };
    const authorizationType = authorization.type;
    // The contract's own rules, also where other fields keep its schema from reaching them.
    const taken = columnsOf(problems);
    if (v.organizationNumber && !taken.has('organizationNumber')) {
      const message = checkOrganizationNumber(v.organizationNumber, country ?? 'SWEDEN');
      if (message)
        problems.push({
          column: 'organizationNumber',
          kind: 'issue',
          issue: contractIssue(message),
        });
    }
    const uses = AUTHORIZATION_LISTS[authorizationType];
    for (const [column, used, given] of [
      ['authorization.userIds', uses.users, usersGiven],
      ['authorization.groupIds', uses.groups, groupsGiven],
    ] as const) {
      if (given && !used && !taken.has(column))
        problems.push({
          column,
          kind: 'issue',
          issue: contractIssue(issueText('must_be_empty_for_type', { type: authorizationType })),
        });
    }
    const parsed = CompanyCreate.safeParse({
      authorization,
      data: {
        name: v.name,
        organizationNumber: v.organizationNumber,
        annualReportFramework: framework ?? v.annualReportFramework,
        ...(legalForm ? { legalForm } : {}),
        ...(country ? { country } : {}),
        ...(v.address ? { address: v.address } : {}),
      },
    });
    if (!parsed.success)
      problems.push(...issueProblems(parsed.error, columnOf, columnsOf(problems)));
    return {
      row: r.row,
      values: v,
      problems,
      body: parsed.success && problems.length === 0 ? parsed.data : null,
      key: normaliseSwedishOrgNr(v.organizationNumber) ?? (v.organizationNumber || `row-${r.row}`),
      label: v.name || v.organizationNumber,
    };
  };
}
