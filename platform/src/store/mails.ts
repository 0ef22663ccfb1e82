import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { DbOrTrx } from '../db/index.js';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string;
  sentAt: number;
  userId: string;
  tenantId: string;
}

export async function addMail(db: DbOrTrx, mail: Omit<Mail, 'id'>): Promise<void> {
  await db
    .insertInto('mails')
    .values({
      id: crypto.randomUUID(),
      tenant_id: mail.tenantId,
      user_id: mail.userId,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      link: mail.link,
      sent_at: mail.sentAt,
    })
    .execute();
}

/** The outbox, newest first. */
export async function listMails(db: DbOrTrx): Promise<Mail[]> {
  const rows = await db
    .selectFrom('mails')
    .selectAll()
    .orderBy('sent_at', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    link: r.link,
    sentAt: r.sent_at,
    userId: r.user_id,
    tenantId: r.tenant_id,
  }));
}
