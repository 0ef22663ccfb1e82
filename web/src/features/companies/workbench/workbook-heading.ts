/**
 * What the workbook is made from (`WorkbookInput`), and the heading block every sheet and the
 * printed page start with: company, year, comparison, materiality, sign-offs, sources.
 */
import type { Catalog } from '../../../i18n/index.js';
import type { Flag } from './flags.js';
import type { KeyRatios } from './ratios.js';
import type { ReviewMark } from './review.js';
import { signOffKey, type SignOff, type SignOffSignature } from './signoff.js';
import type { TrialBalance } from './trial-balance.js';
import { day, money, s, type XCell, type XSheet } from './workbook-cells.js';

/** A file the figures come from. */
export interface SourceFile {
  name: string;
  uploaded: string;
  /** SHA-256 of the bytes, lowercase hex; null when the platform's report does not give it. */
  checksum: string | null;
}

/**
 * The heading's source files, or why they are not named: the platform has no file reports
 * (`notFromPlatform`, a V1 service without our extensions), or they could not be read just now
 * (`unread`).
 */
export type Sources = readonly SourceFile[] | 'notFromPlatform' | 'unread';

export interface WorkbookInput {
  tb: TrialBalance;
  flags: ReadonlyMap<string, Flag[]>;
  ratios: { current: KeyRatios | null; prior: KeyRatios | null };
  company: string;
  /** Performance (work) materiality, the flags' level. */
  materiality: number | null;
  /** The assignment's stored overall materiality and clearly-trivial limit, when known. */
  levels?: { overall: number | null; trivial: number | null };
  /** Tick marks by account. */
  marks?: ReadonlyMap<string, ReviewMark>;
  /** Sign-offs by `signOffKey`. */
  signOffs?: ReadonlyMap<string, SignOff>;
  sources?: Sources;
  exportedAt: string;
  t: Catalog['workbench'];
}

/** One line of the heading block: a label and a text or an amount (null: not set). */
export type HeadingFact =
  { label: string; text: string } | { label: string; amount: number | null };

export const signedBy = (t: Catalog['workbench'], sig: SignOffSignature | null | undefined) =>
  sig ? t.export.signedBy(sig.username, day(sig.at)) : '';

/** Who signed the accounts at a step, and how many: "3 of 28 accounts: anna 2026-11-29". */
function signedSummary(i: WorkbookInput, step: 'prepared' | 'reviewed'): string {
  const who = new Set<string>();
  let signed = 0;
  for (const r of i.tb.rows) {
    const sig = i.signOffs?.get(signOffKey('account', r.accountNumber))?.[step];
    if (!sig) continue;
    signed++;
    who.add(signedBy(i.t, sig));
  }
  return i.t.export.signedAccounts(signed, i.tb.rows.length, [...who].sort().join(', '));
}

/**
 * The heading of the export and of the printed page: company, year, comparison, the three
 * materiality levels, the sign-offs, the open review notes, the source files, the export time.
 */
export function headingFacts(i: WorkbookInput): HeadingFact[] {
  const e = i.t.export;
  const r = i.tb.range;
  const c = i.tb.comparison;
  const openNotes = [...(i.signOffs?.values() ?? [])].reduce(
    (n, so) => n + so.notes.filter((x) => x.clearedAt === null).length,
    0,
  );
  const sources = i.sources ?? [];
  return [
    { label: e.company, text: i.company },
    { label: e.year, text: `${r.firstMonth} – ${r.lastMonth}` },
    {
      label: e.comparedWith,
      text: c.available
        ? `${c.range.firstMonth} – ${c.range.lastMonth}`
        : i.t.comparisonNone[c.reason],
    },
    { label: e.overallMateriality, amount: i.levels?.overall ?? null },
    { label: e.materiality, amount: i.materiality },
    { label: e.clearlyTrivial, amount: i.levels?.trivial ?? null },
    { label: e.preparedBy, text: signedSummary(i, 'prepared') },
    { label: e.reviewedBy, text: signedSummary(i, 'reviewed') },
    { label: e.openNotes, text: String(openNotes) },
    ...(typeof sources === 'string'
      ? [{ label: e.sources, text: e.sourcesMissing[sources] }]
      : sources.map((f, n) => ({
          label: n === 0 ? e.sources : '',
          text: e.source(f.name, f.uploaded, f.checksum),
        }))),
    { label: e.exportedAt, text: i.exportedAt },
  ];
}

function heading(i: WorkbookInput): XCell[][] {
  return [
    ...headingFacts(i).map((f): XCell[] => [
      s(f.label, true),
      'text' in f ? s(f.text) : f.amount === null ? s(i.t.export.notSet) : money(f.amount),
    ]),
    [],
  ];
}

export function sheet(
  name: string,
  i: WorkbookInput,
  header: string[],
  body: XCell[][],
  widths: number[],
): XSheet {
  const top = heading(i);
  return {
    name,
    rows: [...top, header.map((h) => s(h, true)), ...body],
    frozenRows: top.length + 1,
    widths,
  };
}
