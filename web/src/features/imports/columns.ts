import type { ColumnSpec } from './csvReader.js';

/*
 * The columns of each import. Keys are V1.md's field names (InviteUserData's `groupIds` and
 * `modules` read as `groups` and `modules` here, since a cell may name groups rather than give
 * ids; CompanyCreate's `data.*` fields by their own names, `authorization.*` as V1.md writes
 * them). Each also answers to its Swedish name (compared without case, spaces or punctuation, so
 * `Legal form` is `legalForm`), so a file with Swedish headings reads too.
 */

export type InvitationColumn = 'email' | 'groups' | 'modules';
export const INVITATION_COLUMNS: readonly ColumnSpec<InvitationColumn>[] = [
  { key: 'email', required: true, aliases: ['e-mail', 'e-post', 'epostadress', 'emails', 'mail'] },
  { key: 'groups', required: false, aliases: ['groupIds', 'grupper', 'grupp', 'group'] },
  { key: 'modules', required: false, aliases: ['moduler', 'modul', 'module'] },
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
  { key: 'name', required: true, aliases: ['namn', 'företagsnamn'] },
  {
    key: 'organizationNumber',
    required: true,
    aliases: ['organisationsnummer', 'orgnr', 'organisationnumber', 'organisationnr'],
  },
  { key: 'annualReportFramework', required: true, aliases: ['regelverk', 'framework'] },
  { key: 'legalForm', required: false, aliases: ['bolagsform', 'legalform'] },
  { key: 'country', required: false, aliases: ['land'] },
  { key: 'address', required: false, aliases: ['adress'] },
  { key: 'authorization.type', required: false, aliases: ['behörighet', 'access'] },
  { key: 'authorization.userIds', required: false, aliases: ['användare', 'users'] },
  { key: 'authorization.groupIds', required: false, aliases: ['grupper', 'groups'] },
];

export type ImportKind = 'invitations' | 'companies';
export type ColumnOf<Kind extends ImportKind> = Kind extends 'invitations'
  ? InvitationColumn
  : CompanyColumn;
