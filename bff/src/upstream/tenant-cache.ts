/** Answers kept at most this many; the oldest goes first. */
const MAX_ENTRIES = 10_000;

/**
 * Answers computed from V1 (the company scope, the open-assignment check), kept per tenant and
 * key for a short time, computed once for concurrent callers, and dropped for the whole tenant
 * when the console changes something they are computed from. Only successful answers are kept.
 */
export class TenantCache<A extends { ok: boolean }> {
  private readonly kept = new Map<string, { answer: A; at: number }>();
  private readonly inflight = new Map<string, { generation: number; answer: Promise<A> }>();
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs: number,
  ) {}

  get(tenant: string, key: string, compute: () => Promise<A>): Promise<A> {
    const k = `${tenant}\u0000${key}`;
    const hit = this.kept.get(k);
    if (hit && this.now() - hit.at < this.ttlMs) return Promise.resolve(hit.answer);
    const generation = this.generations.get(tenant) ?? 0;
    const flying = this.inflight.get(k);
    if (flying && flying.generation === generation) return flying.answer;
    const answer = compute().then((a) => {
      // A change made while this was computed may not be in it: keep it only when none was.
      if (a.ok && (this.generations.get(tenant) ?? 0) === generation) {
        this.kept.delete(k);
        this.kept.set(k, { answer: a, at: this.now() });
        if (this.kept.size > MAX_ENTRIES) this.kept.delete(this.kept.keys().next().value!);
      }
      return a;
    });
    const entry = { generation, answer };
    this.inflight.set(k, entry);
    void answer.finally(() => {
      if (this.inflight.get(k) === entry) this.inflight.delete(k);
    });
    return answer;
  }

  /** Forgets every answer of the tenant, and any computed while it changed. */
  invalidate(tenant: string) {
    this.generations.set(tenant, (this.generations.get(tenant) ?? 0) + 1);
    const prefix = `${tenant}\u0000`;
    for (const k of this.kept.keys()) if (k.startsWith(prefix)) this.kept.delete(k);
    for (const k of this.inflight.keys()) if (k.startsWith(prefix)) this.inflight.delete(k);
  }
}
