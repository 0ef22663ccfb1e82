import { num } from './db.js';
import type { StoreHandle } from './core.js';
import type { MaterialityKey, MaterialitySetting } from './types.js';

// The auditor's working papers kept by the console (docs/BFF-NOTES.md, "Materiality levels and
// sign-off"): an assignment's materiality levels (here), the sign-off of a year's accounts and
// statement lines (sign-offs.ts) and the vouchers examined (voucher-marks.ts).

/** Whole öre of kronor with at most two decimals (and back), exact for the contract's amounts. */
export const toOre = (kronor: number) => Math.round(kronor * 100);
export const toKronor = (ore: number) => ore / 100;

export const figureOf = (ore: number | string | null) => (ore === null ? null : toKronor(num(ore)));

/** A step of an append-only history (sign-off, vouchers examined): which, when, who and what. */
export const stepOf = <A extends string>(r: {
  id: string;
  at: string;
  username: string;
  action: string;
}) => ({ id: r.id, at: r.at, username: r.username, action: r.action as A });

/** An audit assignment's materiality levels as last set (the audit log keeps each change). */
export class MaterialityRepository {
  constructor(private readonly h: StoreHandle) {}

  /** An assignment's levels as last set, or undefined when they never were. */
  async get(key: MaterialityKey): Promise<MaterialitySetting | undefined> {
    const r = await this.h.db
      .selectFrom('materiality_levels')
      .selectAll()
      .where('tenant_id', '=', key.tenantId)
      .where('company_key', '=', key.companyKey)
      .where('assignment_id', '=', key.assignmentId)
      .executeTakeFirst();
    if (!r) return undefined;
    return {
      overall: figureOf(r.overall_ore),
      performanceShare: num(r.performance_share) / 100,
      trivialShare: num(r.trivial_share) / 100,
      updatedBy: r.updated_by,
      updatedAt: r.updated_at,
    };
  }

  /** Sets an assignment's levels, replacing what was set before (the audit log keeps each). */
  async set(key: MaterialityKey, m: MaterialitySetting): Promise<void> {
    const values = {
      overall_ore: m.overall === null ? null : toOre(m.overall),
      performance_share: Math.round(m.performanceShare * 100),
      trivial_share: Math.round(m.trivialShare * 100),
      updated_by: m.updatedBy,
      updated_at: m.updatedAt,
    };
    await this.h.db
      .insertInto('materiality_levels')
      .values({
        tenant_id: key.tenantId,
        company_key: key.companyKey,
        assignment_id: key.assignmentId,
        ...values,
      })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'company_key', 'assignment_id']).doUpdateSet(values),
      )
      .execute();
  }
}
