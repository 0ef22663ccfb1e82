import type { InvitationResend, ReviewMark, UploadRecord } from '@ledger/contract';
import { num } from './db.js';
import type { StoreHandle } from './core.js';
import { isYear } from './filters.js';
import { toUpload } from './rows.js';
import type { ReviewYear } from './types.js';

// The console's records of V1's data: the uploads made through it, the invitations it resent,
// and the review marks.

/** The uploads made through the console, with the status V1 last answered for each. */
export class UploadRepository {
  constructor(private readonly h: StoreHandle) {}

  /** Records an upload V1 accepted (a second record of the same file id replaces the first). */
  async record(tenantId: string, u: UploadRecord): Promise<void> {
    const row = {
      file_id: u.fileId,
      tenant_id: tenantId,
      company_key: u.companyDurableKey,
      name: u.name,
      size: u.size,
      username: u.username,
      uploaded_at: u.uploadedAt,
      status: u.status,
    };
    await this.h.db
      .insertInto('uploads')
      .values(row)
      .onConflict((oc) => oc.columns(['tenant_id', 'file_id']).doUpdateSet(row))
      .execute();
  }

  /** A company's uploads, newest first (at most `limit`). */
  async list(tenantId: string, companyKey: string, limit = 500): Promise<UploadRecord[]> {
    const rows = await this.h.db
      .selectFrom('uploads')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('company_key', '=', companyKey)
      .orderBy('uploaded_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toUpload);
  }

  /**
   * Keeps the recorded status of the console's uploads current with what V1 answered for them
   * (a file read or listed through the proxy). Files the console did not upload have no record
   * and are left alone; a record already at the status is not written. Returns the rows changed.
   */
  async updateStatuses(
    tenantId: string,
    files: readonly { fileId: string; status: string }[],
  ): Promise<number> {
    const byStatus = new Map<string, string[]>();
    for (const f of files) {
      const ids = byStatus.get(f.status) ?? [];
      ids.push(f.fileId);
      byStatus.set(f.status, ids);
    }
    let changed = 0;
    for (const [status, ids] of byStatus) {
      // Bounded IN lists: a long file list is written in slices.
      for (let i = 0; i < ids.length; i += 500) {
        const r = await this.h.db
          .updateTable('uploads')
          .set({ status })
          .where('tenant_id', '=', tenantId)
          .where('file_id', 'in', ids.slice(i, i + 500))
          .where('status', '<>', status)
          .executeTakeFirst();
        changed += Number(r.numUpdatedRows ?? 0);
      }
    }
    return changed;
  }

  /**
   * The tenant's uploads uploaded at or after `since` (ISO) whose recorded status is one of
   * `statuses`, newest first (at most `limit`), and how many there are of each status.
   */
  async withStatus(
    tenantId: string,
    statuses: readonly string[],
    since: string,
    limit: number,
  ): Promise<{ counts: Record<string, number>; items: UploadRecord[] }> {
    const base = this.h.db
      .selectFrom('uploads')
      .where('tenant_id', '=', tenantId)
      .where('status', 'in', [...statuses])
      .where('uploaded_at', '>=', since);
    const [countRows, rows] = await Promise.all([
      base
        .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
        .groupBy('status')
        .execute(),
      base.selectAll().orderBy('uploaded_at', 'desc').limit(limit).execute(),
    ]);
    const counts: Record<string, number> = {};
    for (const s of statuses) counts[s] = 0;
    for (const r of countRows) counts[r.status] = num(r.n);
    return { counts, items: rows.map(toUpload) };
  }
}

/** The console's last resend of each invitation. */
export class InvitationResendRepository {
  constructor(private readonly h: StoreHandle) {}

  /**
   * Records a resend V1 accepted: the invitation's last resend, by whom. An earlier record is
   * replaced; a later one (two resends crossing) is kept.
   */
  async record(tenantId: string, r: InvitationResend): Promise<void> {
    const values = { resent_at: r.resentAt, resent_by: r.resentBy };
    await this.h.db
      .insertInto('invitation_resends')
      .values({ tenant_id: tenantId, user_id: r.userId, ...values })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'user_id'])
          .doUpdateSet(values)
          .where('invitation_resends.resent_at', '<=', r.resentAt),
      )
      .execute();
  }

  /** The last resend of each of the tenant's invitations the console resent. */
  async list(tenantId: string): Promise<InvitationResend[]> {
    const rows = await this.h.db
      .selectFrom('invitation_resends')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('user_id')
      .execute();
    return rows.map((r) => ({ userId: r.user_id, resentAt: r.resent_at, resentBy: r.resent_by }));
  }
}

/** Accounts of a financial year marked as reviewed. */
export class ReviewMarkRepository {
  constructor(private readonly h: StoreHandle) {}

  /** Marks an account as reviewed, replacing an earlier mark of it (comment, figures, who, when). */
  async mark(key: ReviewYear & { account: string }, mark: ReviewMark): Promise<void> {
    const values = {
      comment: mark.comment,
      figures: mark.figures,
      username: mark.username,
      marked_at: mark.markedAt,
    };
    await this.h.db
      .insertInto('review_marks')
      .values({
        tenant_id: key.tenantId,
        company_key: key.companyKey,
        financial_year_id: key.financialYearId,
        account: key.account,
        ...values,
      })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'company_key', 'financial_year_id', 'account'])
          .doUpdateSet(values),
      )
      .execute();
  }

  /** Removes an account's mark; false when it had none. */
  async unmark(key: ReviewYear & { account: string }): Promise<boolean> {
    const r = await this.h.db
      .deleteFrom('review_marks')
      .where(isYear(key))
      .where('account', '=', key.account)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** The marks of a company's financial year, by account number (numerically). */
  async list(key: ReviewYear): Promise<ReviewMark[]> {
    const rows = await this.h.db
      .selectFrom('review_marks')
      .selectAll()
      .where(isYear(key))
      .execute();
    return rows
      .map((r) => ({
        account: r.account,
        comment: r.comment,
        figures: r.figures,
        username: r.username,
        markedAt: r.marked_at,
      }))
      .sort(
        (a, b) =>
          Number(a.account) - Number(b.account) ||
          (a.account < b.account ? -1 : a.account > b.account ? 1 : 0),
      );
  }
}
