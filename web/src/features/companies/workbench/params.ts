/**
 * The workbench's state as it lives in the URL (everything shareable): year, range, comparison,
 * view, signs, filters, materiality and the open account. Parsing and checks only (the amounts
 * in the console's language unless told another).
 */
import { MAX_WORK_MATERIALITY } from '@ledger/contract/rules';
import { currentLanguage, type Language } from '../../../i18n/index.js';
import {
  readDecimal,
  type DecimalProblem,
  type DecimalRules,
} from '../../../lib/format/decimal.js';
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
  'OVERDRAFT',
  'OPENING_MISMATCH',
  'MATERIAL_MONTH',
  'DORMANT_MOVED',
  'NEW_ACCOUNT',
  'UNREVIEWED',
];

export const SORTS = ['account', 'closing', 'change', 'changePercent', 'materiality'] as const;
export type SortId = (typeof SORTS)[number];

export type SignMode = 'trial' | 'statement';

/**
 * The auditor's own materiality: kronor and öre above zero, at most what an assignment takes;
 * the percentage threshold: above zero, hundredths of a per cent. Read in the console's language
 * by the shared reader (`lib/format/decimal.ts`), as every amount field is.
 */
export const MATERIALITY_RULES: DecimalRules = {
  unit: 'sek',
  decimals: 2,
  max: MAX_WORK_MATERIALITY,
  positive: true,
};
/** The percentage flag's amount floor: kronor and öre, zero (no floor) or more. */
export const FLOOR_RULES: DecimalRules = {
  unit: 'sek',
  decimals: 2,
  max: MAX_WORK_MATERIALITY,
};
export const PERCENT_RULES: DecimalRules = {
  unit: 'percent',
  decimals: 2,
  max: 1_000_000,
  positive: true,
};

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
  percentProblem: DecimalProblem | null;
  /** The percentage flag's amount floor in kronor (null: the default, see `percentFloor`), and
   *  the text as typed. */
  floor: number | null;
  floorText: string | null;
  floorProblem: DecimalProblem | null;
  /** The auditor's own materiality: the text as typed, its value when valid. */
  materialityText: string | null;
  materiality: number | null;
  materialityProblem: DecimalProblem | null;
  /** The account whose months are open. */
  account: string | null;
  /** A month (`YYYY-MM`) clicked in the months chart. */
  month: string | null;
}

const pick = <T extends string>(all: readonly T[], v: string | null, fallback: T): T =>
  v !== null && (all as readonly string[]).includes(v) ? (v as T) : fallback;

export const DEFAULT_PERCENT = 20;

/**
 * The state in `params` (unknown values fall back to the defaults). The typed amounts are kept as
 * typed and read in `lang`, the console's language unless given: a link's `mat=1 000,50` reads
 * the same in English, and one the reader's language cannot read is refused, never misread.
 */
export function readWorkbench(
  params: URLSearchParams,
  lang: Language = currentLanguage(),
): WorkbenchState {
  const m = params.get('mat');
  const mat = m === null ? null : readDecimal(m, lang, MATERIALITY_RULES);
  const p = params.get('pct');
  const pct = p === null ? null : readDecimal(p, lang, PERCENT_RULES);
  const f = params.get('floor');
  const floor = f === null ? null : readDecimal(f, lang, FLOOR_RULES);
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
    percent: pct?.kind === 'value' ? pct.value : DEFAULT_PERCENT,
    percentText: p,
    percentProblem: pct?.kind === 'problem' ? pct.problem : null,
    floor: floor?.kind === 'value' ? floor.value : null,
    floorText: f,
    floorProblem: floor?.kind === 'problem' ? floor.problem : null,
    materialityText: m,
    materiality: mat?.kind === 'value' ? mat.value : null,
    materialityProblem: mat?.kind === 'problem' ? mat.problem : null,
    account: params.get('acc1') || null,
    month: month && /^\d{4}-\d{2}$/.test(month) ? month : null,
  };
}
