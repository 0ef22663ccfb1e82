import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { User, UserResponse } from '@ledger/contract';
import type { DbOrTrx } from '../db/index.js';
import type { Database } from '../db/schema.js';
import type { UserTable } from '../db/schema.js';

export type UserRow = Selectable<UserTable>;

/** V1's `User` (active users, pending ones in `GET /invitations`, members, permissions). */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  emailVerified: row.email_verified === 1,
  createdTimestamp: row.created_ts,
});

/**
 * V1's `UserResponse` of a created invitation: not active yet, `source` USER, no `userRole`
 * (an invitation carries none), `createdTimestamp` in epoch milliseconds.
 */
export const toUserResponse = (row: UserRow): UserResponse => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  initials: row.initials,
  createdTimestamp: row.created_ts,
  isActive: row.is_active === 1,
  source: 'USER',
});

const byName = (db: DbOrTrx, tenantId: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('email');

/** The tenant's users whose ids `userIds` selects (a group's members, a company's users), by name. */
export async function usersAmong(
  db: DbOrTrx,
  tenantId: string,
  userIds: SelectQueryBuilder<Database, keyof Database, { user_id: string }>,
): Promise<User[]> {
  const rows = await byName(db, tenantId).where('id', 'in', userIds).execute();
  return rows.map(toUser);
}

export async function listUserRows(
  db: DbOrTrx,
  tenantId: string,
  active: boolean,
): Promise<UserRow[]> {
  return byName(db, tenantId)
    .where('is_active', '=', active ? 1 : 0)
    .execute();
}

export async function getUserRow(
  db: DbOrTrx,
  tenantId: string,
  id: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An active user of the tenant (pending users are not users yet: undefined). */
export async function getActiveUserRow(
  db: DbOrTrx,
  tenantId: string,
  id: string,
): Promise<UserRow | undefined> {
  const row = await getUserRow(db, tenantId, id);
  return row && row.is_active === 1 ? row : undefined;
}

/** Deletes a user; memberships, permissions and accept tokens go with it (foreign keys). */
export async function deleteUserRow(db: DbOrTrx, tenantId: string, id: string): Promise<void> {
  await db.deleteFrom('users').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** Initials from names, else from the email's local part (`anna.berg@x` -> `AB`). */
export function initialsOf(firstName: string, lastName: string, email: string): string {
  const first = firstName.trim()[0];
  const last = lastName.trim()[0];
  if (first || last) return `${first ?? ''}${last ?? ''}`.toUpperCase();
  const local = email.split('@')[0] ?? '';
  const parts = local.split(/[._+-]+/).filter(Boolean);
  if (parts.length >= 2) return `${parts[0]![0]}${parts[1]![0]}`.toUpperCase();
  return local.slice(0, 2).toUpperCase();
}
