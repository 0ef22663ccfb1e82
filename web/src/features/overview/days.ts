// The BFF's windows (`ATTENTION_ACTION_DAYS`, `ATTENTION_UPLOAD_DAYS` in @ledger/contract), written
// again here because the overview is in the entry, which must not import the contract's values
// (they pull in zod); needsDoing.test.ts holds them equal.

/** The overview's recent actions: the audit entries of this many days. */
export const ATTENTION_ACTION_DAYS = 7;
/** The overview's uploads: those of this many days. */
export const ATTENTION_UPLOAD_DAYS = 30;
