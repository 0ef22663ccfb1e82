import { currentT, type Language } from '../../i18n/index.js';
import { enums as enEnums } from '../../i18n/en/enums.js';
import { enums as svEnums } from '../../i18n/sv/enums.js';
import { codes as enCodes } from '../../i18n/en/codes.js';
import { codes as svCodes } from '../../i18n/sv/codes.js';
import { imports as enImports } from '../../i18n/en/imports.js';
import { imports as svImports } from '../../i18n/sv/imports.js';
import { toCsv } from '../../lib/format/csv.js';
import { COMPANY_COLUMNS, INVITATION_COLUMNS, type ImportKind } from './columns.js';
import type { CheckedRow } from './checks.js';
import { describeProblem } from './words.js';

/*
 * The downloadable templates: the import's columns by their names in the language (what the
 * reader takes in either language, as it takes V1's field names) and one example row, in the
 * language's CSV conventions (`;` in Swedish, `,` in English; the download adds a BOM), with
 * names in that language where the reader takes names (modules, legal form, country, access).
 */

const EXAMPLE_EMAIL = 'anna.lindqvist@example.se';
const EXAMPLE_ORG_NR = '556677-8899';
const EXAMPLE_ADDRESS = 'Storgatan 1, 903 26 Umeå';

const enumsOf = (lang: Language) =>
  lang === 'sv' ? { ...svEnums, ...svCodes } : { ...enEnums, ...enCodes };

/** The header row: each column's name in the language. */
const headers = (lang: Language, columns: readonly { key: keyof typeof enImports.column }[]) =>
  columns.map((c) => (lang === 'sv' ? svImports : enImports).column[c.key]);

/** What the example row names: a group of the tenant (none: the cell stays empty), a company. */
export interface TemplateExample {
  group?: string | undefined;
  /** The example company's name, from the catalog (`t.imports.template.exampleCompany`). */
  company: string;
}

export function invitationTemplate(lang: Language, { group }: TemplateExample): string {
  const e = enumsOf(lang);
  return toCsv(
    headers(lang, INVITATION_COLUMNS),
    [[EXAMPLE_EMAIL, group ?? '', `${e.module.AUDIT.name}, ${e.module.ANALYTICS.name}`]],
    lang,
  );
}

export function companyTemplate(lang: Language, { group, company }: TemplateExample): string {
  const e = enumsOf(lang);
  return toCsv(
    headers(lang, COMPANY_COLUMNS),
    [
      [
        company,
        EXAMPLE_ORG_NR,
        'K2',
        e.legalForm.LIMITED_LIABILITY_COMPANY,
        e.country.SWEDEN,
        EXAMPLE_ADDRESS,
        // No group to name: the access column left empty, so the example gets the default
        // (the importer's groups or nobody), never everyone.
        group ? e.accessType[3].name : '',
        '',
        group ?? '',
      ],
    ],
    lang,
  );
}

/**
 * The rows with problems as a CSV to correct and import again: the import's columns as they were
 * read, then what is wrong with each row (a column the reader names and ignores).
 */
export function problemRowsCsv(
  kind: ImportKind,
  rows: readonly CheckedRow<string, unknown>[],
  lang: Language,
): string {
  const columns = kind === 'invitations' ? INVITATION_COLUMNS : COMPANY_COLUMNS;
  const keys = columns.map((c) => c.key);
  return toCsv(
    [...headers(lang, columns), currentT().imports.problemsColumn],
    rows.map((r) => [
      ...keys.map((k) => (r.values as Record<string, string>)[k] ?? ''),
      r.problems.map((p) => describeProblem(p as never)).join('; '),
    ]),
    lang,
  );
}
