import type { ColumnSpec } from './csvReader.js';
import { imports as enImports } from '../../i18n/en/imports.js';
import { imports as svImports } from '../../i18n/sv/imports.js';

/*
 * The columns of each import. Keys are V1.md's field names (InviteUserData's `groupIds` and
 * `modules` read as `groups` and `modules` here, since a cell may name groups rather than give
 * ids; CompanyCreate's `data.*` fields by their own names, `authorization.*` as V1.md writes
 * them). The templates head each column with its name in the chosen language
 * (`t.imports.column`: `Organisationsnummer`, `Groups with access`); a header is read as the
 * column whose key, name in either language or other known name (`orgnr`) it is, compared
 * without case, spaces or punctuation, so a file made from either language's template, or with
 * V1's names as the templates had them before, reads the same.
 */

/** The column's names in both languages, beside its key and the other names it is known by. */
function named<K extends keyof typeof enImports.column>(
  key: K,
  required: boolean,
  aliases: readonly string[] = [],
): ColumnSpec<K> {
  return { key, required, aliases: [enImports.column[key], svImports.column[key], ...aliases] };
}

export type InvitationColumn = 'email' | 'groups' | 'modules';
export const INVITATION_COLUMNS: readonly ColumnSpec<InvitationColumn>[] = [
  named('email', true, ['e-mail', 'epostadress', 'emails', 'mail']),
  named('groups', false, ['groupIds', 'grupp', 'group']),
  named('modules', false, ['modul', 'module']),
];

export type CompanyColumn =
  | 'name'
  | 'organizationNumber'
  | 'annualReportFramework'
  | 'legalForm'
  | 'country'
  | 'address'
  | 'authorization.type'
  | 'authorization.userIds'
  | 'authorization.groupIds';
export const COMPANY_COLUMNS: readonly ColumnSpec<CompanyColumn>[] = [
  named('name', true, ['företagsnamn']),
  named('organizationNumber', true, ['orgnr', 'organisationnr']),
  named('annualReportFramework', true),
  named('legalForm', false),
  named('country', false),
  named('address', false),
  named('authorization.type', false),
  named('authorization.userIds', false, ['användare', 'users']),
  named('authorization.groupIds', false, ['grupper', 'groups']),
];

export type ImportKind = 'invitations' | 'companies';
export type ColumnOf<Kind extends ImportKind> = Kind extends 'invitations'
  ? InvitationColumn
  : CompanyColumn;
