/**
 * The workbench's state as it lives in the URL (everything shareable): year, range, comparison,
 * view, signs, filters, materiality and the open account. Pure: parsing and checks only.
 */
import type { FlagCode } from './flags.js';
import type { ComparisonMode } from './trial-balance.js';

import { DEFAULT_VIEW, VIEWS, type WorkbenchView } from './views.js';

export { DEFAULT_VIEW, VIEWS, type WorkbenchView } from './views.js';

/** What the table can be narrowed to: a flag, any flag, or the accounts not yet reviewed. */
export type FilterId = FlagCode | 'FLAGGED' | 'UNREVIEWED';
export const FILTERS: readonly FilterId[] = [
  'FLAGGED',
  'MATERIAL_CHANGE',
  'PERCENT_CHANGE',
  'WRONG_SIGN',
  'MATERIAL_MONTH',
  'DORMANT_MOVED',
  'NEW_ACCOUNT',
  'UNREVIEWED',
];

export const SORTS = ['account', 'closing', 'change', 'changePercent', 'materiality'] as const;
export type SortId = (typeof SORTS)[number];

export type SignMode = 'trial' | 'statement';

/** Why a typed amount is refused. */
export type AmountProblem = 'NOT_A_NUMBER' | 'NOT_POSITIVE';

/**
 * A positive amount as an auditor types it, in either language's way: `250000`, `250 000`,
 * `250 000,50`, `250,000.50`. A comma alone is the decimal comma unless it groups thousands.
 */
export function parseAmount(text: string): { value: number } | { problem: AmountProblem } {
  let s = text.replace(/[\s\u00a0\u202f]/g, '').replace(/\u2212/g, '-');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  else s = s.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(s)) return { problem: 'NOT_A_NUMBER' };
  const value = Number(s);
  if (!Number.isFinite(value)) return { problem: 'NOT_A_NUMBER' };
  if (value <= 0) return { problem: 'NOT_POSITIVE' };
  return { value };
}

export interface WorkbenchState {
  view: WorkbenchView;
  /** The chosen year's id; null: the latest with balances (decided by the screen). */
  yearId: string | null;
  /** Last month (`YYYY-MM`) of the range; null: the whole year. */
  through: string | null;
  /** null: the module's default (whole prior year for a whole year, else the same months). */
  comparison: ComparisonMode | null;
  signs: SignMode;
  /** A BAS class digit (1-8) the table is narrowed to. */
  classDigit: number | null;
  filter: FilterId | null;
  search: string;
  sort: SortId;
  descending: boolean;
  /** The percentage threshold for PERCENT_CHANGE (default 20), and the text when refused. */
  percent: number;
  percentText: string | null;
  percentProblem: AmountProblem | null;
  /** The auditor's own materiality: the text as typed, its value when valid. */
  materialityText: string | null;
  materiality: number | null;
  materialityProblem: AmountProblem | null;
  /** The account whose months are open. */
  account: string | null;
  /** A month (`YYYY-MM`) clicked in the months chart. */
  month: string | null;
}

const pick = <T extends string>(all: readonly T[], v: string | null, fallback: T): T =>
  v !== null && (all as readonly string[]).includes(v) ? (v as T) : fallback;

export const DEFAULT_PERCENT = 20;

/** The state in `params` (unknown values fall back to the defaults; typed amounts are checked). */
export function readWorkbench(params: URLSearchParams): WorkbenchState {
  const m = params.get('mat');
  const mat = m === null || m === '' ? null : parseAmount(m);
  const p = params.get('pct');
  const pct = p === null || p === '' ? null : parseAmount(p);
  const through = params.get('through');
  const cls = Number(params.get('class'));
  const month = params.get('month');
  return {
    view: pick(VIEWS, params.get('view'), DEFAULT_VIEW),
    yearId: params.get('year') || null,
    through: through && /^\d{4}-\d{2}$/.test(through) ? through : null,
    comparison: pick(['fullYear', 'sameMonths', ''] as const, params.get('cmp'), '') || null,
    signs: params.get('signs') === 'statement' ? 'statement' : 'trial',
    classDigit: Number.isInteger(cls) && cls >= 1 && cls <= 8 ? cls : null,
    filter: pick([...FILTERS, ''] as const, params.get('filter'), '') || null,
    search: params.get('q') ?? '',
    sort: pick(SORTS, params.get('sort'), 'account'),
    descending: params.get('desc') === '1',
    percent: pct && 'value' in pct ? pct.value : DEFAULT_PERCENT,
    percentText: p,
    percentProblem: pct && 'problem' in pct ? pct.problem : null,
    materialityText: m,
    materiality: mat && 'value' in mat ? mat.value : null,
    materialityProblem: mat && 'problem' in mat ? mat.problem : null,
    account: params.get('acc1') || null,
    month: month && /^\d{4}-\d{2}$/.test(month) ? month : null,
  };
}
