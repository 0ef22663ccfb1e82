import type { Selectable } from 'kysely';
import type { InvitationResponse, Module, UserResponse } from '../../contract/index.js';
import type { DbOrTrx } from '../db/index.js';
import type { UserTable } from '../db/schema.js';

export type UserRow = Selectable<UserTable>;

/** Group ids per user, for a batch of users. */
async function groupIdsOf(db: DbOrTrx, userIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .selectFrom('group_members')
    .innerJoin('groups', 'groups.id', 'group_members.group_id')
    .select(['group_members.user_id', 'group_members.group_id'])
    .where('group_members.user_id', 'in', userIds)
    .orderBy('groups.name_lower')
    .execute();
  for (const r of rows) {
    const list = map.get(r.user_id) ?? [];
    list.push(r.group_id);
    map.set(r.user_id, list);
  }
  return map;
}

function toUser(row: UserRow, groupIds: string[]): UserResponse {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    initials: row.initials,
    emailVerified: row.email_verified === 1,
    isActive: row.is_active === 1,
    source: row.source,
    createdTimestamp: row.created_ts,
    groupIds,
    modules: JSON.parse(row.modules) as Module[],
  };
}

export async function toUsers(db: DbOrTrx, rows: UserRow[]): Promise<UserResponse[]> {
  const groups = await groupIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toUser(r, groups.get(r.id) ?? []));
}

export async function toInvitations(db: DbOrTrx, rows: UserRow[]): Promise<InvitationResponse[]> {
  const users = await toUsers(db, rows);
  return users.map((u, i) => ({
    ...u,
    invitedTimestamp: rows[i]!.invited_ts ?? rows[i]!.created_ts,
    lastSentTimestamp: rows[i]!.last_sent_ts ?? rows[i]!.created_ts,
    mailsSent: Math.max(1, rows[i]!.mails_sent),
  }));
}

const byName = (db: DbOrTrx, tenantId: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('email');

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

export async function getUserRows(
  db: DbOrTrx,
  tenantId: string,
  ids: string[],
): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
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
