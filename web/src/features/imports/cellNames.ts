/**
 * What a file's cells name, resolved: V1's codes by the code itself or by their name in either
 * language, groups by id or name, users by id or e-mail, and cells that name several things.
 */
import {
  AnnualReportFramework,
  Country,
  LegalForm,
  Module,
  type AuthorizationType,
  type Group,
  type User,
} from '@ledger/contract';
import { enums as enEnums } from '../../i18n/en/enums.js';
import { enums as svEnums } from '../../i18n/sv/enums.js';
import { codes as enCodes } from '../../i18n/en/codes.js';
import { codes as svCodes } from '../../i18n/sv/codes.js';

export const norm = (s: string) => s.trim().toLocaleLowerCase('sv-SE').replace(/\s+/g, ' ');

type Entry = string | { name: string };
const nameOf = (e: Entry) => (typeof e === 'string' ? e : e.name);

/**
 * A code by itself (any case) or by its name in either language; a name with the Swedish one in
 * brackets ("Limited company (aktiebolag)") also by either part.
 */
function codeIndex<C extends string | number>(
  codes: readonly C[],
  ...catalogs: Readonly<Record<C, Entry>>[]
): Map<string, C> {
  const index = new Map<string, C>();
  for (const code of codes) {
    index.set(norm(String(code)), code);
    for (const names of catalogs) {
      const name = nameOf(names[code]);
      index.set(norm(name), code);
      const m = /^(.*?)\s*\((.*)\)$/.exec(name);
      if (m) {
        index.set(norm(m[1]!), code);
        index.set(norm(m[2]!), code);
      }
    }
  }
  return index;
}

export const MODULES = codeIndex(Module.options, enCodes.module, svCodes.module);
export const LEGAL_FORMS = codeIndex(LegalForm.options, enEnums.legalForm, svEnums.legalForm);
export const FRAMEWORKS = codeIndex(
  AnnualReportFramework.options,
  enCodes.framework,
  svCodes.framework,
);
export const COUNTRIES = codeIndex(Country.options, enCodes.country, svCodes.country);
export const ACCESS_TYPES = codeIndex<AuthorizationType>(
  [1, 2, 3, 4],
  enCodes.accessType,
  svCodes.accessType,
);

/** A cell naming several things: `|`, `;`, `,` or a line break between them. */
export function splitList(cell: string): string[] {
  return cell
    .split(/[|;,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The ids a cell names: the whole cell when it names one thing (a group called "Revision, Nord"),
 * else each part; the parts that name nothing are `unknown`.
 */
export function resolveList(
  cell: string,
  resolve: (s: string) => string | undefined,
): { ids: string[]; unknown: string[] } {
  const whole = cell.trim();
  if (!whole) return { ids: [], unknown: [] };
  const one = resolve(whole);
  if (one !== undefined) return { ids: [one], unknown: [] };
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const part of splitList(whole)) {
    const id = resolve(part);
    if (id === undefined) unknown.push(part);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unknown };
}

/** Groups by id, or by name in any case. */
export function groupResolver(groups: readonly Group[]) {
  const byId = new Set(groups.map((g) => g.id));
  const byName = new Map<string, string>();
  for (const g of groups) if (!byName.has(norm(g.name))) byName.set(norm(g.name), g.id);
  return (s: string) => (byId.has(s) ? s : byName.get(norm(s)));
}

/** Users (active or invited) by id, or by e-mail in any case. */
export function userResolver(users: readonly User[]) {
  const byId = new Set(users.map((u) => u.id));
  const byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u.id]));
  return (s: string) => (byId.has(s) ? s : byEmail.get(s.toLowerCase()));
}
