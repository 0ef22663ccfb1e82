/**
 * How the store fails. A store that cannot be reached, is restarting, is locked by another writer
 * or does not answer in time is a passing condition, not a bug: the request that met it answers
 * 503 (errors.ts), and the next one may well succeed. Everything else is ours (500).
 */

/** The store could not serve a query now (connection lost or refused, busy, timed out). */
export class StoreUnavailableError extends Error {
  constructor(
    /** Short and safe to show: 'unreachable', 'timed out', 'busy', 'restarting', ... */
    readonly kind: string,
    /** The driver's own words (for the log, not for the browser). */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`the store is unavailable (${kind}): ${reason}`, options);
    this.name = 'StoreUnavailableError';
  }
}

/** The store could not be opened at start-up; the message is one line that names it and why. */
export class StoreOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreOpenError';
  }
}

/** Network errors: the server cannot be reached at all, or a connection to it broke. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const LOST_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE']);

/** pg's own messages for a connection that broke or never came (they carry no code). */
const PG_LOST =
  /^(Connection terminated|Client has encountered a connection error|Client was closed)/i;
const PG_UNREACHABLE =
  /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)/i;

/** One line, whatever the driver gave (an AggregateError from a dual-stack connect has no message). */
export function reasonOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err instanceof StoreUnavailableError) return err.reason;
  let text = err.message;
  if (!text && err instanceof AggregateError)
    text = [...new Set(err.errors.map((e: unknown) => reasonOf(e)))].join('; ');
  const code = (err as { code?: unknown }).code;
  if (!text && typeof code === 'string') text = code;
  return (text || err.name).replace(/\s+/g, ' ').trim();
}

function codeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  if (err instanceof AggregateError) for (const e of err.errors) if (codeOf(e)) return codeOf(e);
  return undefined;
}

/**
 * Why `err` means the store is unavailable for now, or undefined when it is some other failure.
 * PostgreSQL: network errors and pg's connection messages, SQLSTATE class 08 (connection), 57P0x
 * (connection ended by the server: shutdown, administrator, restart), 53 (too many connections,
 * disk, memory), 3D000 (no such database), 57014 (statement timeout), 40001/40P01
 * (serialization, deadlock). SQLite: busy, locked, I/O, disk full, read-only, cannot open.
 */
function unavailableKind(err: unknown): string | undefined {
  if (err instanceof StoreUnavailableError) return err.kind;
  const code = codeOf(err);
  if (code) {
    if (UNREACHABLE_CODES.has(code)) return 'unreachable';
    if (LOST_CODES.has(code)) return 'connection lost';
    if (code.startsWith('08')) return 'unreachable';
    if (code === '57P03') return 'starting up';
    if (/^57P0[1-5]$/.test(code)) return 'connection lost';
    if (code === '3D000') return 'no such database';
    if (code.startsWith('53')) return 'out of resources';
    if (code === '57014') return 'timed out';
    if (code === '40001' || code === '40P01') return 'busy';
    if (code === '55000' && /not currently accepting connections/i.test(reasonOf(err)))
      return 'not accepting connections';
    if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return 'busy';
    if (/^SQLITE_(IOERR|FULL|READONLY|CANTOPEN|PROTOCOL)/.test(code)) return 'cannot write';
  }
  if (err instanceof Error) {
    if (PG_UNREACHABLE.test(err.message)) return 'unreachable';
    if (PG_LOST.test(err.message)) return 'connection lost';
    if (/^Query read timeout$/.test(err.message)) return 'timed out';
    if (/^Cannot use a pool after calling end|database connection is not open/i.test(err.message))
      return 'closed';
  }
  return undefined;
}

/** `err` as a StoreUnavailableError when it is one of those failures, else `err` itself. */
export function mapStoreError(err: unknown): unknown {
  if (err instanceof StoreUnavailableError) return err;
  const kind = unavailableKind(err);
  return kind ? new StoreUnavailableError(kind, reasonOf(err), { cause: err }) : err;
}

/**
 * Worth waiting for at start-up: a server still starting or unreachable, a database about to be
 * created. Not a refused password or role, a read-only directory: waiting will not cure those.
 */
export function retriableAtStart(err: unknown): boolean {
  const base = err instanceof StoreUnavailableError && err.cause !== undefined ? err.cause : err;
  const kind = unavailableKind(base);
  return kind !== undefined && kind !== 'cannot write' && kind !== 'closed';
}
