import type { BulkAction, BulkRun, BulkRunStatus } from '@ledger/contract';
import { ApiError, describeError, request } from '../data/api.js';
import type { BulkItem, BulkOutcome } from './types.js';

/** How one item of a run stands. */
export type ItemResult =
  | { status: 'pending' }
  | { status: 'running' }
  | { status: 'done'; note?: string }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string; error: unknown };

/**
 * Where a run stands: `opening` (asking the BFF for the run), `running`, `finished` (every item
 * done, skipped or failed), `cancelled` (stopped by the person: the calls in flight finished, the
 * rest were not sent), `stopped` (the session ended: nothing more is sent until `continue()`),
 * `refused` (the BFF would not open the run: `error` says why; nothing was sent).
 */
export type RunPhase = 'opening' | 'running' | 'finished' | 'cancelled' | 'stopped' | 'refused';

export interface RunCounts {
  total: number;
  done: number;
  skipped: number;
  failed: number;
  /** Not sent (yet): waiting, or left by a cancel or an ended session. */
  pending: number;
  running: number;
}

/** What a screen shows of a run: a new object whenever anything changed. */
export interface RunSnapshot {
  action: BulkAction;
  tenant: string;
  items: readonly BulkItem[];
  /** By item index; the array is shared between snapshots (read it, do not keep it). */
  results: readonly ItemResult[];
  phase: RunPhase;
  counts: RunCounts;
  /** The run's id at the BFF (null until opened). */
  runId: string | null;
  /** Why the run could not be opened (`refused`), or why it stopped. */
  error: unknown;
  /** While some item waits to be sent again (429/503): when the wait ends (ms epoch). */
  waitingUntil: number | null;
}

/**
 * The BFF calls of a run: opening it and ending it (the real routes by default). The BFF counts
 * what the run's calls did itself; the browser tells it only the end and the items it skipped
 * without a call.
 */
export interface RunApi {
  open(body: { tenant: string; action: BulkAction; total: number }): Promise<{ id: string }>;
  end(body: { id: string; status: RunEnd; skipped: number }): Promise<unknown>;
}

/** How a run ends at the BFF, for good: no call of it is taken afterwards. */
export type RunEnd = Extract<BulkRunStatus, 'finished' | 'cancelled'>;

export const bffRunApi: RunApi = {
  open: (body) => request<BulkRun>('/api/bulk-runs', { method: 'POST', body }),
  // An end refused for an ended session leaves the run open at the BFF, where `continue()` goes
  // on with it: the item that met the 401 has already sent the person to sign in.
  end: (body) =>
    request<BulkRun>('/api/bulk-runs', { method: 'PUT', body, allowUnauthorized: true }),
};

export interface RunnerOptions {
  /** Calls in flight at most (default 4). */
  concurrency?: number;
  /** How often one item is sent again after 429 or 503 (default 3). */
  maxRetries?: number;
  /** The wait before the n-th retry (1-based) when the answer names no Retry-After. */
  backoffMs?: (attempt: number) => number;
  /** The longest wait a Retry-After may ask for (default 60 s). */
  maxWaitMs?: number;
  api?: RunApi;
  /** Least time between two notifications of a change (default 100 ms; 0: at once). */
  notifyEveryMs?: number;
}

/** The header that names the run on each of its calls (the BFF links their audit entries). */
export const BULK_RUN_HEADER = 'x-bulk-run';

const RETRY_STATUSES = new Set([429, 503]);

/** The BFF's refusals of a call whose run takes no more calls. */
const BULK_RUN_CLOSED = new Set(['bulk_run_ended', 'bulk_run_full']);

/** A 401: the session ended; the call was refused before it reached the platform. */
const sessionEnded = (err: unknown) => err instanceof ApiError && err.status === 401;

/**
 * One bulk run: its items sent through the BFF at most `concurrency` at a time, each answer
 * recorded. 429 and 503 are waited out (the answer's Retry-After, else a back-off) and the item
 * sent again, a bounded number of times. A 401 stops the run with its place kept: the item goes
 * back to pending, nothing more is sent, and `continue()` (after signing in again) sends the
 * items not yet done, none twice. `cancel()` sends nothing more; the calls in flight finish.
 *
 * At the BFF a run takes calls only while it is open and only as many as it was opened for, and
 * an end is for good. So the runner ends its BFF run when it finishes or is cancelled, and what
 * it sends afterwards (continue after a cancel, retry the failed) goes in a new BFF run of just
 * those items. After a 401 nothing is ended: `continue()` goes on in the same BFF run.
 */
export class BulkRunner {
  readonly results: ItemResult[];
  private phase: RunPhase = 'opening';
  private runId: string | null = null;
  /** The BFF run is open (opened, and not ended as far as the runner knows). */
  private runOpen = false;
  /** Items skipped before the current BFF run was opened (the run's own are the rest). */
  private skippedBefore = 0;
  private error: unknown = null;
  private readonly counts: RunCounts;
  private readonly waits = new Map<number, number>();
  private readonly listeners = new Set<() => void>();
  private snapshot: RunSnapshot;
  private notifyTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly abort = new AbortController();
  private readonly opts: Required<Omit<RunnerOptions, 'api'>> & { api: RunApi };
  private draining: Promise<void> | undefined;

  constructor(
    readonly tenant: string,
    readonly action: BulkAction,
    readonly items: readonly BulkItem[],
    opts: RunnerOptions = {},
  ) {
    this.opts = {
      concurrency: opts.concurrency ?? 4,
      maxRetries: opts.maxRetries ?? 3,
      backoffMs: opts.backoffMs ?? ((n) => Math.min(1000 * 2 ** (n - 1), 8000)),
      maxWaitMs: opts.maxWaitMs ?? 60_000,
      api: opts.api ?? bffRunApi,
      notifyEveryMs: opts.notifyEveryMs ?? 100,
    };
    this.results = items.map((): ItemResult => ({ status: 'pending' }));
    this.counts = {
      total: items.length,
      done: 0,
      skipped: 0,
      failed: 0,
      pending: items.length,
      running: 0,
    };
    this.snapshot = this.makeSnapshot();
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  getSnapshot = (): RunSnapshot => this.snapshot;

  /** Opens the run at the BFF and sends every item; settles when the run has ended. */
  async start(): Promise<RunSnapshot> {
    return this.drain();
  }

  /** After the session ended (`stopped`): sends the items not yet done. */
  async continue(): Promise<RunSnapshot> {
    if (this.phase !== 'stopped' && this.phase !== 'cancelled') return this.snapshot;
    return this.drain();
  }

  /** Sends the failed items again (after the run ended), in a new BFF run. */
  async retryFailed(): Promise<RunSnapshot> {
    if (this.isActive()) return this.snapshot;
    // Their calls were counted in the BFF run they were made in: that one is done with.
    if (this.runOpen) await this.report('finished');
    this.runOpen = false;
    this.results.forEach((r, i) => {
      if (r.status === 'failed') this.set(i, { status: 'pending' });
    });
    return this.drain();
  }

  /** Sends nothing more; the calls in flight finish and are recorded. */
  cancel(): void {
    if (this.phase === 'running' || this.phase === 'opening') {
      this.phase = 'cancelled';
      this.changed(true);
    }
  }

  /** Forget the run: what is in flight is aborted (the page is going away for good). */
  dispose(): void {
    // A run stopped by an ended session and never continued is cancelled at the BFF.
    if (this.runOpen && !this.isActive()) void this.report('cancelled');
    this.cancel();
    this.abort.abort();
    this.listeners.clear();
    clearTimeout(this.notifyTimer);
  }

  isActive(): boolean {
    return this.phase === 'opening' || this.phase === 'running' || this.counts.running > 0;
  }

  private drain(): Promise<RunSnapshot> {
    this.draining ??= this.runAll().finally(() => (this.draining = undefined));
    return this.draining.then(() => this.snapshot);
  }

  private async runAll(): Promise<void> {
    this.error = null;
    if (!this.runOpen) {
      this.phase = 'opening';
      this.changed(true);
      try {
        // The first run is opened for every item, a later one for what it is to send.
        const opened = await this.opts.api.open({
          tenant: this.tenant,
          action: this.action,
          total: this.counts.pending,
        });
        this.runId = opened.id;
        this.runOpen = true;
        this.skippedBefore = this.counts.skipped;
      } catch (err) {
        this.error = err;
        this.phase = sessionEnded(err) ? 'stopped' : 'refused';
        this.changed(true);
        return;
      }
      // Cancelled while opening: nothing is sent.
      if ((this.phase as RunPhase) === 'cancelled') {
        await this.report('cancelled');
        return;
      }
    }
    this.phase = 'running';
    this.changed(true);

    let next = 0;
    const takeNext = (): number | undefined => {
      while (next < this.items.length) {
        const i = next++;
        if (this.results[i]!.status === 'pending') return i;
      }
      return undefined;
    };
    const worker = async () => {
      for (;;) {
        if (this.phase !== 'running') return;
        const i = takeNext();
        if (i === undefined) return;
        await this.runItem(i);
      }
    };
    await Promise.all(Array.from({ length: this.opts.concurrency }, worker));
    if (this.phase === 'running') this.phase = 'finished';
    this.changed(true);
    // A run stopped by an ended session stays open at the BFF for `continue()`.
    if (this.phase === 'finished' || this.phase === 'cancelled') await this.report(this.phase);
  }

  private async runItem(i: number): Promise<void> {
    const item = this.items[i]!;
    const ctx = {
      signal: this.abort.signal,
      headers: { [BULK_RUN_HEADER]: this.runId! },
    };
    this.set(i, { status: 'running' });
    for (let attempt = 0; ; attempt++) {
      let outcome: BulkOutcome;
      try {
        outcome = await item.run(ctx);
      } catch (err) {
        if (sessionEnded(err)) {
          // Refused before the platform was asked: sent again by continue().
          this.set(i, { status: 'pending' });
          if (this.phase === 'running') {
            this.phase = 'stopped';
            this.error = err;
          }
          return;
        }
        // The BFF run takes no more calls (it was ended, or is full): a retry opens a new one.
        if (err instanceof ApiError && BULK_RUN_CLOSED.has(err.code ?? '')) this.runOpen = false;
        const retry =
          err instanceof ApiError &&
          RETRY_STATUSES.has(err.status) &&
          attempt < this.opts.maxRetries;
        if (retry && this.phase === 'running') {
          const wait =
            err.retryAfterS !== undefined
              ? Math.min(err.retryAfterS * 1000, this.opts.maxWaitMs)
              : this.opts.backoffMs(attempt + 1);
          this.waits.set(i, Date.now() + wait);
          this.changed();
          await new Promise((resolve) => setTimeout(resolve, wait));
          this.waits.delete(i);
          if (this.phase === 'running') continue;
          this.set(i, { status: 'pending' });
          return;
        }
        this.set(i, { status: 'failed', reason: describeError(err), error: err });
        return;
      }
      this.set(
        i,
        outcome.status === 'done'
          ? { status: 'done', ...(outcome.note ? { note: outcome.note } : {}) }
          : { status: 'skipped', reason: outcome.reason },
      );
      return;
    }
  }

  /**
   * Ends the BFF run (a failure to tell is not the run's failure: the run then stays open there,
   * and `continue()` goes on in it).
   */
  private async report(status: RunEnd): Promise<void> {
    if (this.runId === null || !this.runOpen) return;
    try {
      await this.opts.api.end({
        id: this.runId,
        status,
        skipped: this.counts.skipped - this.skippedBefore,
      });
      this.runOpen = false;
    } catch (err) {
      // Ended already (an answer lost on the way): nothing more goes in it either way.
      if (err instanceof ApiError && err.code === 'bulk_run_ended') this.runOpen = false;
    }
  }

  private set(i: number, r: ItemResult) {
    const before = this.results[i]!.status;
    this.counts[before === 'running' ? 'running' : before] -= 1;
    this.counts[r.status === 'running' ? 'running' : r.status] += 1;
    this.results[i] = r;
    this.changed();
  }

  private makeSnapshot(): RunSnapshot {
    let waitingUntil: number | null = null;
    for (const until of this.waits.values())
      waitingUntil = waitingUntil === null ? until : Math.max(waitingUntil, until);
    return {
      action: this.action,
      tenant: this.tenant,
      items: this.items,
      results: this.results,
      phase: this.phase,
      counts: { ...this.counts },
      runId: this.runId,
      error: this.error,
      waitingUntil,
    };
  }

  /** A new snapshot for the listeners: at once for a change of phase, else at most every notifyEveryMs. */
  private changed(now = false) {
    if (now || this.opts.notifyEveryMs === 0) {
      clearTimeout(this.notifyTimer);
      this.notifyTimer = undefined;
      this.emit();
      return;
    }
    this.notifyTimer ??= setTimeout(() => {
      this.notifyTimer = undefined;
      this.emit();
    }, this.opts.notifyEveryMs);
  }

  private emit() {
    this.snapshot = this.makeSnapshot();
    for (const fn of this.listeners) fn();
  }
}
