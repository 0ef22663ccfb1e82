/** What every call of one bulk run carries. */
export interface BulkContext {
  signal: AbortSignal;
  /** Headers every call of the run sends (the run's id, so the audit log groups them). */
  headers: Readonly<Record<string, string>>;
}

/** How one item ended when it did not fail (a failure is a thrown error, usually an ApiError). */
export type BulkOutcome =
  /** `note`: what was done, where it is worth saying (the year added). */
  { status: 'done'; note?: string } | { status: 'skipped'; reason: string };

/** One item of a bulk run: one V1 call (or a few) through the BFF's proxy. */
export interface BulkItem {
  /** Stable key (an id or an e-mail): retry and the result CSV use it. */
  key: string;
  /** What a person reads in the result list (a name, an e-mail). */
  label: string;
  run(ctx: BulkContext): Promise<BulkOutcome>;
}
