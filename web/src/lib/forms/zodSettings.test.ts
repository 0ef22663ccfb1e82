import { describe, expect, it } from 'vitest';
import { makeZodJitless } from './zodSettings.js';

describe('zod without its compiled fast path (no `new Function` under the CSP)', () => {
  it('z.config() then says jitless, and a schema parses without calling `new Function`', async () => {
    makeZodJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // A schema built now parses without compiling: the probe that calls `new Function` is not run.
    const calls: string[] = [];
    const real = globalThis.Function;
    globalThis.Function = new Proxy(real, {
      construct(target, args) {
        calls.push(String(args.at(-1)));
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const schema = z.object({ name: z.string(), n: z.number() });
      expect(schema.parse({ name: 'a', n: 1 })).toEqual({ name: 'a', n: 1 });
    } finally {
      globalThis.Function = real;
    }
    expect(calls).toEqual([]);
  });
});
