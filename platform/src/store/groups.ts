import crypto from 'node:crypto';
import type { Group, User } from '@ledger/contract';
import type { DbOrTrx } from '../db/index.js';
import { conflict, notFound } from '../http/errors.js';
import { getUserRow, usersAmong } from './users.js';

/** V1's `Group`: `{id, name}`. */
const groups = (db: DbOrTrx, tenantId: string) =>
  db
    .selectFrom('groups')
    .select(['groups.id', 'groups.name'])
    .where('groups.tenant_id', '=', tenantId);

export async function listGroups(db: DbOrTrx, tenantId: string): Promise<Group[]> {
  return groups(db, tenantId).orderBy('groups.name_lower').execute();
}

async function getGroup(db: DbOrTrx, tenantId: string, id: string): Promise<Group> {
  const g = await groups(db, tenantId).where('groups.id', '=', id).executeTakeFirst();
  if (!g) throw notFound(`No group ${id}`);
  return g;
}

export async function getGroupsByIds(db: DbOrTrx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return groups(db, tenantId).where('groups.id', 'in', ids).orderBy('groups.name_lower').execute();
}

/** The groups a user belongs to, by name. */
export async function listUserGroups(
  db: DbOrTrx,
  tenantId: string,
  userId: string,
): Promise<Group[]> {
  return groups(db, tenantId)
    .innerJoin('group_members', 'group_members.group_id', 'groups.id')
    .where('group_members.user_id', '=', userId)
    .orderBy('groups.name_lower')
    .execute();
}

/** Names compare case-insensitively. */
export async function getGroupByName(db: DbOrTrx, tenantId: string, name: string): Promise<Group> {
  const g = await groups(db, tenantId)
    .where('groups.name_lower', '=', name.toLowerCase())
    .executeTakeFirst();
  if (!g) throw notFound(`No group named ${JSON.stringify(name)}`);
  return g;
}

export async function createGroup(
  db: DbOrTrx,
  tenantId: string,
  name: string,
  now = Date.now(),
  id: string = crypto.randomUUID(),
): Promise<Group> {
  const existing = await db
    .selectFrom('groups')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('name_lower', '=', name.toLowerCase())
    .executeTakeFirst();
  if (existing) throw conflict(`A group named ${JSON.stringify(existing.name)} exists already`);
  await db
    .insertInto('groups')
    .values({ id, tenant_id: tenantId, name, name_lower: name.toLowerCase(), created_ts: now })
    .execute();
  return { id, name };
}

/** Deletes the group; memberships and company permissions go with it (foreign keys). */
export async function deleteGroup(db: DbOrTrx, tenantId: string, id: string): Promise<void> {
  await getGroup(db, tenantId, id);
  await db.deleteFrom('groups').where('id', '=', id).execute();
}

export async function listMembers(db: DbOrTrx, tenantId: string, groupId: string): Promise<User[]> {
  await getGroup(db, tenantId, groupId);
  const members = db.selectFrom('group_members').select('user_id').where('group_id', '=', groupId);
  return usersAmong(db, tenantId, members);
}

async function checkMember(db: DbOrTrx, tenantId: string, groupId: string, userId: string) {
  await getGroup(db, tenantId, groupId);
  if (!(await getUserRow(db, tenantId, userId))) throw notFound(`No user ${userId}`);
}

export async function addMember(db: DbOrTrx, tenantId: string, groupId: string, userId: string) {
  await checkMember(db, tenantId, groupId, userId);
  await db
    .insertInto('group_members')
    .values({ group_id: groupId, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeMember(db: DbOrTrx, tenantId: string, groupId: string, userId: string) {
  await checkMember(db, tenantId, groupId, userId);
  await db
    .deleteFrom('group_members')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
}
