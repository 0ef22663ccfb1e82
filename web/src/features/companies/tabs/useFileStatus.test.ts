import { describe, expect, it } from 'vitest';
import { pollDelay } from './useFileStatus.js';

describe('file status polling', () => {
  it('polls with growing delays, capped', () => {
    expect(pollDelay(0)).toBe(1000);
    expect(pollDelay(1)).toBe(1500);
    expect(pollDelay(2)).toBe(2250);
    expect(pollDelay(20)).toBe(15000);
  });
});
