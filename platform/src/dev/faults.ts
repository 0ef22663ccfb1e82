import { z } from 'zod';

/** `POST /dev/faults` body. `status: 0` drops the connection; no status with a latency only delays. */
export const FaultConfig = z.strictObject({
  rate: z.number().min(0).max(1),
  status: z
    .number()
    .int()
    .refine((s) => s === 0 || (s >= 400 && s <= 599), 'must be 0 (drop) or 400-599')
    .optional(),
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  methods: z.array(z.enum(['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'PATCH'])).optional(),
  paths: z
    .array(z.string().min(1).max(500))
    .max(50)
    .optional()
    .superRefine((paths, ctx) => {
      for (const [i, p] of (paths ?? []).entries()) {
        if (p.startsWith('^')) {
          try {
            new RegExp(p);
          } catch {
            ctx.addIssue({
              code: 'custom',
              path: [i],
              message: 'is not a valid regular expression',
            });
          }
        }
      }
    }),
});
export type FaultConfig = z.infer<typeof FaultConfig>;

// A path pattern starting with `^` is a regular expression; any other is a prefix. Both are
// tried against the full path (`/v1/companies`) and the path without `/v1` (`/companies`).

export interface FaultDecision {
  latencyMs: number;
  /** undefined: pass through after the latency; 0: drop the connection. */
  status?: number;
}

export class Faults {
  private config: FaultConfig | null = null;
  private matchers: ((path: string) => boolean)[] = [];

  set(config: FaultConfig): void {
    this.config = config;
    this.matchers = (config.paths ?? []).map((p) => {
      if (p.startsWith('^')) {
        const re = new RegExp(p);
        return (path: string) => re.test(path) || re.test(path.replace(/^\/v1/, ''));
      }
      return (path: string) => path.startsWith(p) || path.replace(/^\/v1/, '').startsWith(p);
    });
  }

  clear(): void {
    this.config = null;
    this.matchers = [];
  }

  get current(): FaultConfig | null {
    return this.config;
  }

  /** What to do with a request under /v1 (null: nothing). */
  decide(method: string, path: string, random = Math.random()): FaultDecision | null {
    const cfg = this.config;
    if (!cfg) return null;
    if (cfg.methods && !cfg.methods.includes(method as never)) return null;
    const listed = this.matchers.some((m) => m(path));
    if (this.matchers.length > 0 && !listed) return null;
    // The token endpoint is left alone unless a path pattern names it.
    if (/^\/v1\/token\/?$/.test(path) && !listed) return null;
    if (random >= cfg.rate) return null;
    const status = cfg.status ?? (cfg.latencyMs !== undefined ? undefined : 503);
    return { latencyMs: cfg.latencyMs ?? 0, status };
  }
}
