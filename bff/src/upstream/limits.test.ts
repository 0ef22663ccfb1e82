import { describe, expect, it } from 'vitest';
import { Deadline } from './deadline.js';
import { CallLimits } from './limits.js';

describe('CallLimits', () => {
  it('holds one operation to its share and lets the others past', async () => {
    const limits = new CallLimits(3, 2);
    expect(limits.tryAcquire('a')).toBe(true);
    expect(limits.tryAcquire('a')).toBe(true);
    expect(limits.tryAcquire('a')).toBe(false);
    expect(limits.tryAcquire('b')).toBe(true);
    expect(limits.tryAcquire('b')).toBe(false); // all 3 in use
    const d = new Deadline(60_000);
    let granted = false;
    const waiting = limits.acquire('a', d).then(() => (granted = true));
    limits.release('b');
    await Promise.resolve();
    expect(granted).toBe(false); // 'a' is at its share
    limits.release('a');
    await waiting;
    expect(granted).toBe(true);
    d.dispose();
  });

  it('takes a waiter whose deadline ended out of the queue: it is never granted a slot', async () => {
    const limits = new CallLimits(1, 1);
    expect(limits.tryAcquire('a')).toBe(true);
    const d = new Deadline(60_000);
    const waiting = limits.acquire('a', d);
    d.end('client');
    await expect(waiting).rejects.toMatchObject({ kind: 'cancelled' });
    expect(limits.counts).toEqual({ inFlight: 1, waiting: 0 });
    limits.release('a');
    expect(limits.counts).toEqual({ inFlight: 0, waiting: 0 });
  });
});
