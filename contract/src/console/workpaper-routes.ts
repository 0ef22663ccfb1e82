import { z } from 'zod';
import { ReviewMark, ReviewMarkRequest, ReviewUnmarkQuery, ReviewsQuery } from './records.js';
import {
  MaterialityLevels,
  MaterialityQuery,
  MaterialityRequest,
  SignOff,
  SignOffEvent,
  SignOffHistoryQuery,
  SignOffNote,
  SignOffNoteClearRequest,
  SignOffNoteRequest,
  SignOffRequest,
  SignOffWithdrawQuery,
  SignOffsQuery,
  VoucherMark,
  VoucherMarkEvent,
  VoucherMarkHistoryQuery,
  VoucherMarkRequest,
  VoucherMarksQuery,
  VoucherUnmarkQuery,
} from './workpapers.js';
import type { ConsoleRoute } from './route.js';

/**
 * The workbench's working papers: tick marks, materiality, sign-offs and review notes, examined
 * vouchers.
 */
export const workpaperRoutes = [
  {
    id: 'listReviews',
    method: 'GET',
    path: '/api/reviews',
    summary:
      "Review marks of a company's financial year, by account (the BFF's own record; admin and auditor)",
    query: ReviewsQuery,
    status: 200,
    response: z.array(ReviewMark),
  },
  {
    id: 'markReviewed',
    method: 'PUT',
    path: '/api/reviews',
    summary:
      'Mark an account of a financial year as reviewed, with an optional comment (again: replaces the mark)',
    body: ReviewMarkRequest,
    status: 200,
    response: ReviewMark,
    audit: 'reviews.mark',
  },
  {
    id: 'unmarkReviewed',
    method: 'DELETE',
    path: '/api/reviews',
    summary: "Remove an account's review mark (204 also when there was none)",
    query: ReviewUnmarkQuery,
    status: 204,
    response: null,
    audit: 'reviews.unmark',
  },
  {
    id: 'getMateriality',
    method: 'GET',
    path: '/api/materiality',
    summary:
      "An assignment's materiality levels (ISA 320/450): overall, the shares and the performance and clearly-trivial amounts computed from them (the BFF's own record)",
    query: MaterialityQuery,
    status: 200,
    response: MaterialityLevels,
  },
  {
    id: 'setMateriality',
    method: 'PUT',
    path: '/api/materiality',
    summary:
      "Set an assignment's overall materiality and the shares of it (defaults 75 % and 5 %); V1's work materiality is set apart, through setWorkMateriality",
    body: MaterialityRequest,
    status: 200,
    response: MaterialityLevels,
    audit: 'materiality.set',
  },
  {
    id: 'listSignOffs',
    method: 'GET',
    path: '/api/signoffs',
    summary:
      "Sign-offs (prepared, reviewed, with the figure signed) and review notes of a company's financial year, by account and statement line (the BFF's own record)",
    query: SignOffsQuery,
    status: 200,
    response: z.array(SignOff),
  },
  {
    id: 'signOff',
    method: 'PUT',
    path: '/api/signoffs',
    summary:
      'Sign an account or statement line as prepared or reviewed with the figure signed (a review needs it prepared; again: replaces the signature, the history keeps both)',
    body: SignOffRequest,
    status: 200,
    response: SignOff,
    audit: 'signoffs.sign',
  },
  {
    id: 'withdrawSignOff',
    method: 'DELETE',
    path: '/api/signoffs',
    summary:
      'Withdraw a signature (a preparation stays while its review stands); the history keeps it',
    query: SignOffWithdrawQuery,
    status: 200,
    response: SignOff,
    audit: 'signoffs.withdraw',
  },
  {
    id: 'openSignOffNote',
    method: 'POST',
    path: '/api/signoffs/notes',
    summary: 'Open a review note on an account or statement line; it stays open until cleared',
    body: SignOffNoteRequest,
    status: 201,
    response: SignOffNote,
    audit: 'signoffs.note.open',
  },
  {
    id: 'clearSignOffNote',
    method: 'PUT',
    path: '/api/signoffs/notes',
    summary: 'Clear an open review note, optionally saying how (once)',
    body: SignOffNoteClearRequest,
    status: 200,
    response: SignOffNote,
    audit: 'signoffs.note.clear',
  },
  {
    id: 'listSignOffHistory',
    method: 'GET',
    path: '/api/signoffs/history',
    summary:
      'Every sign-off step of an account or statement line, oldest first (append-only: never rewritten)',
    query: SignOffHistoryQuery,
    status: 200,
    response: z.array(SignOffEvent),
  },
  {
    id: 'listVoucherMarks',
    method: 'GET',
    path: '/api/voucher-marks',
    summary:
      "Vouchers of a company's financial year marked as examined, with who, when and the note (the BFF's own record)",
    query: VoucherMarksQuery,
    status: 200,
    response: z.array(VoucherMark),
  },
  {
    id: 'markVoucherExamined',
    method: 'PUT',
    path: '/api/voucher-marks',
    summary:
      'Mark a voucher (series and number) as examined with an optional note (again: the new mark stands, the history keeps both)',
    body: VoucherMarkRequest,
    status: 200,
    response: VoucherMark,
    audit: 'vouchers.examine',
  },
  {
    id: 'unmarkVoucherExamined',
    method: 'DELETE',
    path: '/api/voucher-marks',
    summary:
      "Withdraw a voucher's examined mark (204 also when there was none); the history keeps it",
    query: VoucherUnmarkQuery,
    status: 204,
    response: null,
    audit: 'vouchers.unexamine',
  },
  {
    id: 'listVoucherMarkHistory',
    method: 'GET',
    path: '/api/voucher-marks/history',
    summary:
      'Every examined mark of a voucher and its withdrawals, oldest first (append-only: never rewritten)',
    query: VoucherMarkHistoryQuery,
    status: 200,
    response: z.array(VoucherMarkEvent),
  },
] as const satisfies readonly ConsoleRoute[];
