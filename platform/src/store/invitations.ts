import crypto from 'node:crypto';
import type { InviteUserData, UserResponse } from '@ledger/contract';
import { randomToken, sha256 } from '../auth/secrets.js';
import type { DbOrTrx } from '../db/index.js';
import { conflict, fieldError, HttpError, notFound } from '../http/errors.js';
import { addMail } from './mails.js';
import { getTenant } from './tenants.js';
import { getUserRow, initialsOf, toUserResponse, type UserRow } from './users.js';

const ACCEPT_TTL_MS = 7 * 24 * 3600 * 1000;

/** Writes a new accept token and an invitation mail for a pending user. */
export async function sendInvitationMail(
  db: DbOrTrx,
  user: UserRow,
  publicUrl: string,
  now: number,
): Promise<void> {
  const token = randomToken();
  // A resend makes earlier links stop working.
  await db.deleteFrom('accept_tokens').where('user_id', '=', user.id).execute();
  await db
    .insertInto('accept_tokens')
    .values({
      hash: sha256(token),
      user_id: user.id,
      expires_at: now + ACCEPT_TTL_MS,
      used_at: null,
    })
    .execute();
  const tenant = await getTenant(db, user.tenant_id);
  const link = `${publicUrl}/accept/${token}`;
  await addMail(db, {
    tenantId: user.tenant_id,
    userId: user.id,
    to: user.email,
    subject: `Inbjudan till ${tenant?.name ?? user.tenant_id}`,
    text:
      `Hej!\n\nDu har bjudits in till ${tenant?.name ?? user.tenant_id}. ` +
      `Öppna länken för att aktivera ditt konto (giltig i 7 dagar):\n\n${link}\n`,
    link,
    sentAt: now,
  });
}

/**
 * Creates pending users for every email (all or nothing) and mails each an invitation; answers
 * V1's `UserResponse` in request order. The contract has refused bad and repeated addresses;
 * unknown `groupIds` are 400 here, an address already a user or invited 409.
 */
export async function createInvitations(
  db: DbOrTrx,
  tenantId: string,
  req: InviteUserData,
  publicUrl: string,
  now = Date.now(),
): Promise<UserResponse[]> {
  const emails = req.emails.map((e) => e.toLowerCase());
  const requested = req.groupIds ?? [];
  const groupIds = [...new Set(requested)];
  if (groupIds.length > 0) {
    const found = await db
      .selectFrom('groups')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', groupIds)
      .execute();
    const known = new Set(found.map((g) => g.id));
    const idx = requested.findIndex((g) => !known.has(g));
    if (idx >= 0) throw fieldError('body', `groupIds.${idx}`, `unknown group ${requested[idx]}`);
  }
  const existing = await db
    .selectFrom('users')
    .select(['email', 'is_active'])
    .where('tenant_id', '=', tenantId)
    .where('email', 'in', emails)
    .execute();
  if (existing.length > 0) {
    const e = existing[0]!;
    throw conflict(`${e.email} is already ${e.is_active ? 'a user' : 'invited'} in this tenant`);
  }
  const modules = [...new Set(req.modules ?? [])];
  const rows: UserRow[] = emails.map((email) => ({
    id: crypto.randomUUID(),
    tenant_id: tenantId,
    username: email,
    email,
    first_name: '',
    last_name: '',
    initials: initialsOf('', '', email),
    email_verified: 0,
    is_active: 0,
    source: 'USER',
    modules: JSON.stringify(modules),
    created_ts: now,
    invited_ts: now,
    last_sent_ts: now,
    mails_sent: 1,
  }));
  await db.insertInto('users').values(rows).execute();
  const memberships = rows.flatMap((u) => groupIds.map((g) => ({ group_id: g, user_id: u.id })));
  if (memberships.length > 0) await db.insertInto('group_members').values(memberships).execute();
  for (const u of rows) await sendInvitationMail(db, u, publicUrl, now);
  return rows.map(toUserResponse);
}

async function pendingUser(db: DbOrTrx, tenantId: string, userId: string): Promise<UserRow> {
  const user = await getUserRow(db, tenantId, userId);
  if (!user || user.is_active === 1) throw notFound(`No pending invitation for user ${userId}`);
  return user;
}

export async function resendInvitation(
  db: DbOrTrx,
  tenantId: string,
  userId: string,
  publicUrl: string,
  now = Date.now(),
): Promise<void> {
  const user = await pendingUser(db, tenantId, userId);
  await db
    .updateTable('users')
    .set({ last_sent_ts: now, mails_sent: user.mails_sent + 1 })
    .where('id', '=', user.id)
    .execute();
  await sendInvitationMail(db, user, publicUrl, now);
}

export async function deleteInvitation(db: DbOrTrx, tenantId: string, userId: string) {
  const user = await pendingUser(db, tenantId, userId);
  await db.deleteFrom('users').where('id', '=', user.id).execute();
}

/** The pending user an accept token belongs to, if the token is valid, unused and fresh. */
export async function findAcceptable(
  db: DbOrTrx,
  token: string,
  now = Date.now(),
): Promise<UserRow | null> {
  const row = await db
    .selectFrom('accept_tokens')
    .selectAll()
    .where('hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now) return null;
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', row.user_id)
    .executeTakeFirst();
  return user && user.is_active === 0 ? user : null;
}

/** Activates the invited user with the given names; the token is used up. */
export async function acceptInvitation(
  db: DbOrTrx,
  token: string,
  firstName: string,
  lastName: string,
  now = Date.now(),
): Promise<UserRow> {
  const user = await findAcceptable(db, token, now);
  if (!user) throw new HttpError(404, 'This invitation link is invalid, used or expired');
  await db
    .updateTable('accept_tokens')
    .set({ used_at: now })
    .where('hash', '=', sha256(token))
    .execute();
  await db
    .updateTable('users')
    .set({
      first_name: firstName,
      last_name: lastName,
      initials: initialsOf(firstName, lastName, user.email),
      is_active: 1,
      email_verified: 1,
    })
    .where('id', '=', user.id)
    .execute();
  return { ...user, first_name: firstName, last_name: lastName, is_active: 1 };
}
