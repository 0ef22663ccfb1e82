// The auditor's working papers kept by the BFF (docs/BFF-NOTES.md, "Materiality levels and
// sign-off"): an assignment's materiality levels (ISA 320, ISA 450), and the sign-off of a
// financial year's accounts and statement lines with its review notes and history (ISA 230).
import { z } from 'zod';
import { DurableKey, plainText, TenantId, UuidV4 } from '../primitives.js';
import { issueText } from '../issues.js';
import {
  DEFAULT_PERFORMANCE_SHARE,
  DEFAULT_TRIVIAL_SHARE,
  isHundredths,
  isWholeOre,
  MAX_WORK_MATERIALITY,
} from '../rules.js';
import { ReviewKey } from './records.js';

export {
  DEFAULT_PERFORMANCE_SHARE,
  DEFAULT_TRIVIAL_SHARE,
  isHundredths,
  shareOfAmount,
} from '../rules.js';

/** An amount in kronor and öre, 0 to MAX_WORK_MATERIALITY (as an assignment's work materiality). */
const Kronor = z
  .number()
  .min(0, issueText('not_negative'))
  .max(MAX_WORK_MATERIALITY, issueText('too_large'))
  .refine(isWholeOre, issueText('whole_ore'));

/** A share of overall materiality in per cent: 0 to 100, at most two decimals. */
const Share = z
  .number()
  .min(0, issueText('not_negative'))
  .max(100, issueText('max_value', { max: 100 }))
  .refine(isHundredths, issueText('hundredths'));

const MaterialityKey = {
  tenant: TenantId,
  /** The company's durable key and the V1 audit assignment the levels are of. */
  company: DurableKey,
  assignment: UuidV4,
};

/** `GET /api/materiality`: an assignment's materiality levels. */
export const MaterialityQuery = z.strictObject(MaterialityKey);
export type MaterialityQuery = z.infer<typeof MaterialityQuery>;

/**
 * `PUT /api/materiality`: overall materiality (null: none yet) and the shares of it; a share left
 * out is its default (75 % performance, 5 % clearly trivial), not the one stored before.
 */
export const MaterialityRequest = z.strictObject({
  ...MaterialityKey,
  overall: Kronor.nullable(),
  performanceShare: Share.default(DEFAULT_PERFORMANCE_SHARE),
  trivialShare: Share.default(DEFAULT_TRIVIAL_SHARE),
});
export type MaterialityRequest = z.infer<typeof MaterialityRequest>;

/**
 * An assignment's materiality levels: overall materiality as set (kronor), the shares, and the
 * performance materiality and clearly-trivial limit computed from them to the öre (null without
 * an overall). Never set: overall null, the default shares, updatedBy and updatedAt null.
 */
export const MaterialityLevels = z.object({
  overall: z.number().nullable(),
  performanceShare: z.number(),
  trivialShare: z.number(),
  performance: z.number().nullable(),
  trivial: z.number().nullable(),
  /** The console account that set them, and when (ISO 8601). */
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type MaterialityLevels = z.infer<typeof MaterialityLevels>;

// ---- sign-off (ISA 230) ------------------------------------------------------------

/** What is signed off: an account of the trial balance, or a line of the statements. */
export const SIGN_OFF_KINDS = ['account', 'line'] as const;
export const SignOffKind = z.enum(SIGN_OFF_KINDS);
export type SignOffKind = z.infer<typeof SignOffKind>;
/** The two signatures of an item: prepared by, then reviewed by. */
export const SignOffStep = z.enum(['prepared', 'reviewed']);
export type SignOffStep = z.infer<typeof SignOffStep>;

/** A statement line as the web names it (`netSales`, `operatingResult`, `totalAssets`). */
const STATEMENT_LINE = /^[a-z][A-Za-z0-9]{0,63}$/;

/**
 * The item's key: the year (as review marks name it), its kind and the item, an account number
 * (`account`) or a statement line's id (`line`).
 */
const SignOffItemKey = {
  ...ReviewKey,
  kind: SignOffKind,
  item: z.string(),
};
/** The item's rule by its kind, checked once the fields have their types. */
const itemRule = (v: { kind: SignOffKind; item: string }, ctx: z.RefinementCtx) => {
  if (v.kind === 'account' ? /^\d{1,10}$/.test(v.item) : STATEMENT_LINE.test(v.item)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['item'],
    message:
      v.kind === 'account'
        ? issueText('account_number')
        : issueText('pattern', { pattern: String(STATEMENT_LINE) }),
  });
};

/** A figure signed: kronor and öre, either sign, under a thousand billion. */
const SignedFigure = z
  .number()
  .refine((v) => Math.abs(v) <= MAX_WORK_MATERIALITY, issueText('too_large'))
  .refine(isWholeOre, issueText('whole_ore'));

/** A note's id (the BFF's sortable ids). */
export const SignOffNoteId = z.string().regex(/^[0-9a-z]{1,64}$/);

/** Free text of a note or of what cleared it: plain text on several lines, 1-2000 characters. */
const NoteText = plainText(
  z
    .string()
    .trim()
    .min(1, issueText('not_empty'))
    .max(2000, issueText('max_length', { max: 2000 })),
  true,
);

/** `GET /api/signoffs`: the sign-offs and review notes of a company's financial year. */
export const SignOffsQuery = z.strictObject(ReviewKey);
export type SignOffsQuery = z.infer<typeof SignOffsQuery>;

/** `GET /api/signoffs/history`: every step of one item, oldest first. */
export const SignOffHistoryQuery = z.strictObject(SignOffItemKey).superRefine(itemRule);
export type SignOffHistoryQuery = z.infer<typeof SignOffHistoryQuery>;

/**
 * `PUT /api/signoffs`: sign an item as prepared or reviewed, with the figure signed (for an
 * account its closing balance, for a line its amount; kronor and öre), so the web can tell when
 * it changed since. Signing the same step again replaces the signature; the history keeps both.
 * A review needs the item prepared (409 `signoff_conflict`, reason `not_prepared`).
 */
export const SignOffRequest = z
  .strictObject({ ...SignOffItemKey, step: SignOffStep, figure: SignedFigure })
  .superRefine(itemRule);
export type SignOffRequest = z.infer<typeof SignOffRequest>;

/**
 * `DELETE /api/signoffs`: withdraw a step's signature (the history keeps it and the withdrawal).
 * The preparation stays while a review stands (409 `signoff_conflict`, reason `reviewed`).
 */
export const SignOffWithdrawQuery = z
  .strictObject({ ...SignOffItemKey, step: SignOffStep })
  .superRefine(itemRule);
export type SignOffWithdrawQuery = z.infer<typeof SignOffWithdrawQuery>;

/** `POST /api/signoffs/notes`: open a review note on an item; it stays open until cleared. */
export const SignOffNoteRequest = z
  .strictObject({ ...SignOffItemKey, text: NoteText })
  .superRefine(itemRule);
export type SignOffNoteRequest = z.infer<typeof SignOffNoteRequest>;

/**
 * `PUT /api/signoffs/notes`: clear an open note, optionally saying how (`resolution`). A note is
 * cleared once (again: 409 `signoff_conflict`, reason `note_cleared`); one of another item is 404.
 */
export const SignOffNoteClearRequest = z
  .strictObject({
    ...SignOffItemKey,
    noteId: SignOffNoteId,
    resolution: NoteText.optional(),
  })
  .superRefine(itemRule);
export type SignOffNoteClearRequest = z.infer<typeof SignOffNoteClearRequest>;

/** A signature: the console account's username, when (ISO 8601, the BFF's clock), the figure. */
export const SignOffSignature = z.object({
  username: z.string(),
  at: z.string(),
  figure: z.number(),
});
export type SignOffSignature = z.infer<typeof SignOffSignature>;

/** A review note: open while `clearedAt` is null. */
export const SignOffNote = z.object({
  id: z.string(),
  kind: SignOffKind,
  item: z.string(),
  text: z.string(),
  openedBy: z.string(),
  openedAt: z.string(),
  clearedBy: z.string().nullable(),
  clearedAt: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type SignOffNote = z.infer<typeof SignOffNote>;

/** An item's sign-off as it stands: its signatures and its notes (oldest first). */
export const SignOff = z.object({
  kind: SignOffKind,
  item: z.string(),
  prepared: SignOffSignature.nullable(),
  reviewed: SignOffSignature.nullable(),
  notes: z.array(SignOffNote),
});
export type SignOff = z.infer<typeof SignOff>;

/** What happened to an item, in the order it happened; the history is never rewritten. */
export const SIGN_OFF_ACTIONS = [
  'prepared',
  'reviewed',
  'prepared.withdrawn',
  'reviewed.withdrawn',
  'note.opened',
  'note.cleared',
] as const;
export const SignOffAction = z.enum(SIGN_OFF_ACTIONS);
export type SignOffAction = z.infer<typeof SignOffAction>;

/** A step of an append-only history (sign-off, vouchers examined): which, when, who and what. */
const historyStep = <A extends z.ZodType>(action: A) => ({
  id: z.string(),
  at: z.string(),
  username: z.string(),
  action,
});

/**
 * One step of an item's history: who, when, what; `figure` for a signature, `noteId` and `text`
 * (the note, or what cleared it) for a note's steps, else null.
 */
export const SignOffEvent = z.object({
  ...historyStep(SignOffAction),
  figure: z.number().nullable(),
  noteId: z.string().nullable(),
  text: z.string().nullable(),
});
export type SignOffEvent = z.infer<typeof SignOffEvent>;

// ---- vouchers examined (ISA 230, ISA 240) ------------------------------------------

/**
 * A voucher of the year as the SIE file names it: its series (`A`, `M`; empty in files without
 * series) and number, as text. One line each, at most 20 characters.
 */
const VoucherKey = {
  ...ReviewKey,
  series: plainText(z.string().max(20, issueText('max_length', { max: 20 }))),
  number: plainText(
    z
      .string()
      .min(1, issueText('not_empty'))
      .max(20, issueText('max_length', { max: 20 })),
  ),
};

/** `GET /api/voucher-marks`: the vouchers of a company's year marked as examined. */
export const VoucherMarksQuery = z.strictObject(ReviewKey);
export type VoucherMarksQuery = z.infer<typeof VoucherMarksQuery>;

/** `GET /api/voucher-marks/history`: every mark of one voucher and its withdrawals, oldest first. */
export const VoucherMarkHistoryQuery = z.strictObject(VoucherKey);
export type VoucherMarkHistoryQuery = z.infer<typeof VoucherMarkHistoryQuery>;

/**
 * `PUT /api/voucher-marks`: mark a voucher as examined, with an optional note (what was looked
 * at: the invoice, the approval). Again: a new mark stands, the history keeps the earlier one.
 */
export const VoucherMarkRequest = z.strictObject({ ...VoucherKey, note: NoteText.optional() });
export type VoucherMarkRequest = z.infer<typeof VoucherMarkRequest>;

/** `DELETE /api/voucher-marks`: withdraw a voucher's mark (the history keeps it). */
export const VoucherUnmarkQuery = z.strictObject(VoucherKey);
export type VoucherUnmarkQuery = z.infer<typeof VoucherUnmarkQuery>;

/** A voucher marked as examined: by which console account, when (ISO 8601), with what note. */
export const VoucherMark = z.object({
  series: z.string(),
  number: z.string(),
  examinedBy: z.string(),
  examinedAt: z.string(),
  note: z.string().nullable(),
});
export type VoucherMark = z.infer<typeof VoucherMark>;

export const VOUCHER_MARK_ACTIONS = ['examined', 'withdrawn'] as const;
export const VoucherMarkAction = z.enum(VOUCHER_MARK_ACTIONS);
export type VoucherMarkAction = z.infer<typeof VoucherMarkAction>;

/** One step of a voucher's marks, never rewritten: who, when, what, and the note of a mark. */
export const VoucherMarkEvent = z.object({
  ...historyStep(VoucherMarkAction),
  note: z.string().nullable(),
});
export type VoucherMarkEvent = z.infer<typeof VoucherMarkEvent>;
