/**
 * zod (the forms' schemas, in lazy chunks) without its compiled fast path: to find out whether it
 * may compile, zod calls `new Function`, which the BFF's Content-Security-Policy (no
 * 'unsafe-eval') refuses and reports as a violation, even though zod catches the error. zod 4
 * keeps its settings (`z.config()`) in one object on `globalThis.__zod_globalConfig`, shared by
 * every copy of it; writing `jitless` into that object here, at start, before any schema is built,
 * is `z.config({ jitless: true })` without putting zod in the first download (importing
 * `config` from zod/v4/core costs 4 KB gzip). zodSettings.test.ts holds zod to that.
 */
export function makeZodJitless(): void {
  const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  g.__zod_globalConfig ??= {};
  g.__zod_globalConfig.jitless = true;
}
