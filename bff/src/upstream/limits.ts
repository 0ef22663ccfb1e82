import type { Deadline } from './deadline.js';

interface Waiter {
  key: string;
  grant: () => void;
}

/**
 * How many V1 calls may be in flight: at most `total` (the connection pool's size, so undici
 * never queues a request where its deadline cannot reach it) and at most `perKey` of one
 * operation, so a slow operation cannot hold every connection while the others wait. Waiters
 * queue here in order; one whose deadline ends (or whose client leaves) is taken out of the
 * queue and never reaches V1.
 */
export class CallLimits {
  private inFlight = 0;
  private readonly byKey = new Map<string, number>();
  private readonly queue: Waiter[] = [];

  constructor(
    readonly total: number,
    readonly perKey: number,
  ) {}

  /** Takes a slot at once when one is free (the common case: no promise, no allocation). */
  tryAcquire(key: string): boolean {
    const n = this.byKey.get(key) ?? 0;
    if (this.inFlight >= this.total || n >= this.perKey) return false;
    if (this.queue.length > 0 && this.queue.some((w) => w.key === key)) return false;
    this.inFlight++;
    this.byKey.set(key, n + 1);
    return true;
  }

  /** Waits for a slot until the deadline ends; rejects with the deadline's error then. */
  acquire(key: string, deadline: Deadline): Promise<void> {
    if (this.tryAcquire(key)) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        key,
        grant: () => {
          off();
          resolve();
        },
      };
      this.queue.push(waiter);
      const off = deadline.onEnd(() => {
        const i = this.queue.indexOf(waiter);
        if (i >= 0) this.queue.splice(i, 1);
        reject(deadline.error('waiting for a free connection to V1'));
      });
    });
  }

  release(key: string) {
    this.inFlight--;
    const n = (this.byKey.get(key) ?? 1) - 1;
    if (n === 0) this.byKey.delete(key);
    else this.byKey.set(key, n);
    this.wake();
  }

  /** Calls in flight and waiting (for metrics and tests). */
  get counts() {
    return { inFlight: this.inFlight, waiting: this.queue.length };
  }

  private wake() {
    for (let i = 0; i < this.queue.length && this.inFlight < this.total;) {
      const w = this.queue[i]!;
      const n = this.byKey.get(w.key) ?? 0;
      if (n >= this.perKey) {
        i++;
        continue;
      }
      this.queue.splice(i, 1);
      this.inFlight++;
      this.byKey.set(w.key, n + 1);
      w.grant();
    }
  }
}
