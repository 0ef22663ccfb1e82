import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './memberCount.js';

describe('limitConcurrency', () => {
  it('runs at most n at once, in order, and a call aborted while waiting never starts', async () => {
    const limited = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const work = (i: number) => () => {
      started.push(i);
      running++;
      most = Math.max(most, running);
      return new Promise<number>((done) =>
        releases.push(() => {
          running--;
          done(i);
        }),
      );
    };
    const abort = new AbortController();
    const calls = [
      limited(work(0)),
      limited(work(1)),
      limited(work(2), abort.signal),
      limited(work(3)),
    ];
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    abort.abort();
    await expect(calls[2]).rejects.toBeDefined();
    releases.shift()!();
    await calls[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 3]);
    releases.shift()!();
    releases.shift()!();
    expect(await Promise.all([calls[1], calls[3]])).toEqual([1, 3]);
    expect(most).toBe(2);
  });
});
