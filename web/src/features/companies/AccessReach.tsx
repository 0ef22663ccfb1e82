import { useQueries } from '@tanstack/react-query';
import { Alert, Text } from '@mantine/core';
import type { CompanyAuthorization, Group, User } from '@ledger/contract';
import { opQuery } from '../../lib/data/queryOptions.js';
import { useTenant } from '../../lib/data/queries.js';
import { peopleCount } from '../../lib/access/newCompany.js';
import { fullName, listText } from '../../lib/format/format.js';
import { useT } from '../../i18n/index.js';

const capitalised = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * Says, before the company is created, who will see it: nobody, everyone (how many users the firm
 * has), or the users and groups named, with how many people they are once the groups' member
 * lists are read.
 */
export function AccessReach(props: {
  authorization: CompanyAuthorization | null;
  users: readonly User[];
  groups: readonly Group[];
}) {
  const tenant = useTenant();
  const tf = useT().companies.form;
  const auth = props.authorization;
  const groupIds = auth?.groupIds ?? [];
  const members = useQueries({
    queries: groupIds.map((groupId) =>
      opQuery(tenant, 'listGroupMembers', { params: { groupId } }),
    ),
  });
  if (!auth) return null;

  let text: string;
  if (auth.type === 1) text = tf.reachEveryone(tf.users(props.users.length));
  else if (!auth.userIds.length && !auth.groupIds.length) text = tf.reachNobody;
  else {
    const userNames = auth.userIds.map((id) => {
      const u = props.users.find((x) => x.id === id);
      return u ? fullName(u) : id;
    });
    const groupNames = auth.groupIds.map((id) => props.groups.find((g) => g.id === id)?.name ?? id);
    const who = listText([
      ...userNames,
      ...(groupNames.length ? [tf.membersOf(listText(groupNames))] : []),
    ]);
    const lists = members.map((m) => m.data);
    const known = lists.every((l) => l !== undefined);
    const people = known
      ? tf.people(
          peopleCount(
            auth.userIds,
            lists.filter((l) => !!l),
          ),
        )
      : null;
    text = tf.reachListed(capitalised(who), people);
  }
  return (
    <Alert
      variant="light"
      color="blue"
      role="note"
      title={tf.reachTitle}
      aria-label={tf.reachTitle}
    >
      <Text size="sm">{text}</Text>
    </Alert>
  );
}
