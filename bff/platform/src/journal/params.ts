/**
 * The journal-entry tests' parameters: defaults and validation. Every parameter is optional;
 * a bad one is an error that names it (the route answers 400 with `issues`).
 */
import type { JournalParams } from './types.js';

export const DEFAULT_PARAMS: Readonly<JournalParams> = Object.freeze({
  roundBase: 1000,
  roundFloor: 10_000,
  backdatedDays: 30,
  rareAccountMaxVouchers: 2,
  pairMaxVouchers: 1,
  pairMinAccountVouchers: 10,
  benfordMinAmount: 10,
  maxItems: 1000,
});

export const MAX_ITEMS_LIMIT = 10_000;

interface Rule {
  /** SEK amounts: positive, at most two decimals. Else a whole number. */
  kind: 'amount' | 'integer';
  min: number;
  max: number;
}

const RULES: Record<keyof JournalParams, Rule> = {
  roundBase: { kind: 'amount', min: 0.01, max: 1e12 },
  roundFloor: { kind: 'amount', min: 0, max: 1e12 },
  backdatedDays: { kind: 'integer', min: 0, max: 3660 },
  rareAccountMaxVouchers: { kind: 'integer', min: 1, max: 1_000_000 },
  pairMaxVouchers: { kind: 'integer', min: 1, max: 1_000_000 },
  pairMinAccountVouchers: { kind: 'integer', min: 1, max: 100_000_000 },
  benfordMinAmount: { kind: 'amount', min: 0.01, max: 1e12 },
  maxItems: { kind: 'integer', min: 0, max: MAX_ITEMS_LIMIT },
};

export const PARAM_NAMES = Object.keys(RULES) as (keyof JournalParams)[];

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

function check(name: keyof JournalParams, value: number): string | null {
  const r = RULES[name];
  if (!Number.isFinite(value)) return 'must be a number';
  if (r.kind === 'integer' && !Number.isInteger(value)) return 'must be a whole number';
  if (r.kind === 'amount' && Math.abs(Math.round(value * 100) - value * 100) > 1e-6)
    return 'must have at most two decimals';
  if (value < r.min || value > r.max) return `must be between ${r.min} and ${r.max}`;
  return null;
}

/** Defaults filled in, every given value checked; throws JournalParamsError naming the bad ones. */
export function resolveParams(
  given: Partial<Record<keyof JournalParams, number>> = {},
): JournalParams {
  const out: JournalParams = { ...DEFAULT_PARAMS };
  const issues: ParamIssue[] = [];
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (!(name in RULES)) {
      issues.push({ path: name, message: 'is not a parameter of the journal-entry tests' });
      continue;
    }
    const key = name as keyof JournalParams;
    const problem = check(key, value);
    if (problem) issues.push({ path: name, message: problem });
    else out[key] = value;
  }
  if (issues.length > 0) throw new JournalParamsError(issues);
  return out;
}

const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * Parameters from query fields (strings). Fields that are not parameters are left alone (the
 * route has its own, such as `financialYearId`); an empty or non-numeric value is an error.
 */
export function paramsFromQuery(query: Record<string, string | undefined>): JournalParams {
  const given: Partial<Record<keyof JournalParams, number>> = {};
  const issues: ParamIssue[] = [];
  for (const name of PARAM_NAMES) {
    const raw = query[name];
    if (raw === undefined) continue;
    const s = raw.trim();
    if (!NUMBER.test(s)) issues.push({ path: name, message: 'must be a number' });
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
