/**
 * The journal-entry tests' parameters: defaults and validation, from the contract's table
 * (`JOURNAL_PARAMS`, the same the operation's query is checked against). Every parameter is
 * optional; a bad one is an error that names it (the route answers 400 with `issues`).
 */
import {
  issueText,
  JOURNAL_PARAMS,
  MAX_VOUCHER_PAGE,
  type JournalParamName,
} from '@ledger/contract';
import type { JournalParams } from './types.js';

export const PARAM_NAMES = Object.keys(JOURNAL_PARAMS) as JournalParamName[];

export const DEFAULT_PARAMS: Readonly<JournalParams> = Object.freeze(
  Object.fromEntries(PARAM_NAMES.map((n) => [n, JOURNAL_PARAMS[n].default])) as JournalParams,
);

export const MAX_ITEMS_LIMIT = MAX_VOUCHER_PAGE;

export interface ParamIssue {
  path: string;
  message: string;
}

export class JournalParamsError extends Error {
  constructor(readonly issues: ParamIssue[]) {
    super(issues.map((i) => `${i.path}: ${i.message}`).join('; '));
    this.name = 'JournalParamsError';
  }
}

function check(name: JournalParamName, value: number): string | null {
  const r = JOURNAL_PARAMS[name];
  if (!Number.isFinite(value))
    return issueText('wrong_type', { expected: 'number', received: 'NaN' });
  if (r.kind === 'whole' && !Number.isInteger(value)) return issueText('whole_number');
  if (r.kind === 'amount' && Math.abs(Math.round(value * 100) - value * 100) > 1e-6)
    return issueText('whole_ore');
  if (value < r.min) return issueText('too_small_value', { origin: 'number', min: r.min });
  if (value > r.max) return issueText('max_value', { max: r.max });
  return null;
}

/** Defaults filled in, every given value checked; throws JournalParamsError naming the bad ones. */
export function resolveParams(given: Partial<Record<string, number>> = {}): JournalParams {
  const out: JournalParams = { ...DEFAULT_PARAMS };
  const issues: ParamIssue[] = [];
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (!(name in JOURNAL_PARAMS)) {
      issues.push({ path: name, message: issueText('not_allowed') });
      continue;
    }
    const key = name as JournalParamName;
    const problem = check(key, value);
    if (problem) issues.push({ path: name, message: problem });
    else out[key] = value;
  }
  if (issues.length > 0) throw new JournalParamsError(issues);
  return out;
}

const NUMBER = /^\d{1,13}(?:\.\d+)?$/;

/**
 * Parameters from query fields (strings). Fields that are not parameters are left alone (the
 * route has its own, such as `financialYearId`); an empty or non-numeric value is an error.
 */
export function paramsFromQuery(query: Record<string, string | undefined>): JournalParams {
  const given: Partial<Record<JournalParamName, number>> = {};
  const issues: ParamIssue[] = [];
  for (const name of PARAM_NAMES) {
    const raw = query[name];
    if (raw === undefined) continue;
    const s = raw.trim();
    if (!NUMBER.test(s))
      issues.push({
        path: name,
        message: issueText(JOURNAL_PARAMS[name].kind === 'whole' ? 'whole_number' : 'whole_ore'),
      });
    else given[name] = Number(s);
  }
  let params: JournalParams | undefined;
  try {
    params = resolveParams(given);
  } catch (e) {
    if (!(e instanceof JournalParamsError)) throw e;
    issues.push(...e.issues);
  }
  if (issues.length > 0 || !params) throw new JournalParamsError(issues);
  return params;
}
