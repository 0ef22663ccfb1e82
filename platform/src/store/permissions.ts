import type { GroupsAndUsers } from '@ledger/contract';
import type { DbOrTrx } from '../db/index.js';
import { notFound } from '../http/errors.js';
import { getCompanyRow } from './companies.js';
import { getGroupsByIds } from './groups.js';
import { getUserRow, usersAmong } from './users.js';

export async function getPermissions(
  db: DbOrTrx,
  tenantId: string,
  key: string,
): Promise<GroupsAndUsers> {
  await getCompanyRow(db, tenantId, key);
  const users = await usersAmong(
    db,
    tenantId,
    db.selectFrom('company_user_permissions').select('user_id').where('company_key', '=', key),
  );
  const groupIds = await db
    .selectFrom('company_group_permissions')
    .select('group_id')
    .where('company_key', '=', key)
    .execute();
  return {
    users,
    groups: await getGroupsByIds(
      db,
      tenantId,
      groupIds.map((g) => g.group_id),
    ),
  };
}

export async function setUserPermission(
  db: DbOrTrx,
  tenantId: string,
  key: string,
  userId: string,
  granted: boolean,
): Promise<void> {
  await getCompanyRow(db, tenantId, key);
  if (!(await getUserRow(db, tenantId, userId))) throw notFound(`No user ${userId}`);
  if (granted) {
    await db
      .insertInto('company_user_permissions')
      .values({ company_key: key, user_id: userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('company_user_permissions')
      .where('company_key', '=', key)
      .where('user_id', '=', userId)
      .execute();
  }
}

export async function setGroupPermission(
  db: DbOrTrx,
  tenantId: string,
  key: string,
  groupId: string,
  granted: boolean,
): Promise<void> {
  await getCompanyRow(db, tenantId, key);
  const group = await db
    .selectFrom('groups')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!group) throw notFound(`No group ${groupId}`);
  if (granted) {
    await db
      .insertInto('company_group_permissions')
      .values({ company_key: key, group_id: groupId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('company_group_permissions')
      .where('company_key', '=', key)
      .where('group_id', '=', groupId)
      .execute();
  }
}
