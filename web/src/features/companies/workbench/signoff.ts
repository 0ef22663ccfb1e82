/**
 * Sign-off (ISA 230): an account or statement line signed as prepared, then as reviewed, with the
 * figure signed, so the screen can say when today's figure differs from it. Pure.
 */
import type { SignOff, SignOffKind, SignOffSignature } from '@ledger/contract';
import type { TrialBalanceRow } from './trial-balance.js';

export type { SignOff, SignOffKind, SignOffSignature };

const ore = (kr: number) => Math.round(kr * 100);

/** The key of an item in the year's map: `account:1930`, `line:netSales`. */
export const signOffKey = (kind: SignOffKind, item: string) => `${kind}:${item}`;

/** An account's figure signed: its closing balance, debit positive, to the öre. */
export const accountFigure = (row: TrialBalanceRow): number => ore(row.closing) / 100;

/** A statement line's figure signed: its amount as shown, to the öre. */
export const lineFigure = (amount: number): number => ore(amount) / 100;

/** Has the figure moved since the signature? Compared in whole öre. */
export const changedSince = (signature: SignOffSignature | null, figure: number): boolean =>
  signature !== null && ore(signature.figure) !== ore(figure);

export type SignOffState = 'none' | 'prepared' | 'reviewed';

export interface SignOffSummary {
  state: SignOffState;
  /** Today's figure differs from a standing signature's. */
  changed: boolean;
  openNotes: number;
}

/** What a row shows of an item's sign-off. */
export function signOffSummary(s: SignOff | undefined, figure: number): SignOffSummary {
  if (!s) return { state: 'none', changed: false, openNotes: 0 };
  return {
    state: s.reviewed ? 'reviewed' : s.prepared ? 'prepared' : 'none',
    changed: changedSince(s.prepared, figure) || changedSince(s.reviewed, figure),
    openNotes: s.notes.filter((n) => n.clearedAt === null).length,
  };
}
