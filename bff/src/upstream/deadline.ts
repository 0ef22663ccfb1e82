import { UpstreamError } from '../http/errors.js';

/** Why a call's wait ended early: its time ran out, or the client went away. */
export type EndReason = 'timeout' | 'client';

/**
 * The one deadline of a client request (V1_TIMEOUT_MS from its start): the token, the wait for a
 * connection, every attempt and retry and the whole answer, streamed ones included. It also ends
 * when the client disconnects. One timer per request; listeners are plain callbacks (an
 * AbortSignal costs more on the proxy's hot path).
 */
export class Deadline {
  readonly at: number;
  reason: EndReason | undefined;
  private listeners: (() => void)[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(
    readonly budgetMs: number,
    spentMs = 0,
  ) {
    const ms = Math.max(0, budgetMs - spentMs);
    this.at = Date.now() + ms;
    this.timer = setTimeout(() => this.end('timeout'), ms);
  }

  get remainingMs(): number {
    return this.at - Date.now();
  }

  end(reason: EndReason) {
    if (this.reason) return;
    this.reason = reason;
    clearTimeout(this.timer);
    const listeners = this.listeners;
    this.listeners = [];
    for (const l of listeners) l();
  }

  /** Stops the timer once the answer is complete (no listener is called). */
  dispose() {
    clearTimeout(this.timer);
    this.listeners = [];
  }

  /** Calls `fn` when the deadline ends (at once if it has); answers the unsubscriber. */
  onEnd(fn: () => void): () => void {
    if (this.reason) {
      fn();
      return () => undefined;
    }
    this.listeners.push(fn);
    return () => {
      const i = this.listeners.indexOf(fn);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  /** The 504 (or the client's departure) for a call ended while `waitingFor` happened. */
  error(waitingFor: string): UpstreamError {
    if (this.reason === 'client')
      return new UpstreamError('the client closed the request', 504, undefined, 'cancelled');
    return new UpstreamError(
      `V1 did not answer within ${formatMs(this.budgetMs)} (${waitingFor})`,
      504,
      undefined,
      'timeout',
    );
  }

  /** `promise`, or this deadline's error once it ends first. */
  race<T>(promise: Promise<T>, waitingFor: string): Promise<T> {
    if (this.reason) return Promise.reject(this.error(waitingFor));
    return new Promise<T>((resolve, reject) => {
      const off = this.onEnd(() => reject(this.error(waitingFor)));
      promise.then(
        (v) => {
          off();
          resolve(v);
        },
        (e: unknown) => {
          off();
          reject(e as Error);
        },
      );
    });
  }

  /** Waits `ms`, or less when the deadline ends first. */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        off();
        resolve();
      }, ms);
      const off = this.onEnd(() => {
        clearTimeout(t);
        resolve();
      });
    });
  }
}

export function formatMs(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}
