import { Card, Table, Text, Title } from '@mantine/core';
import { roleLabel } from '../../lib/access/roles.js';
import { formatDateTime } from '../../lib/format/format.js';
import { TableScroll } from '../../lib/tables/TableScroll.js';
import { EmptyState } from '../../lib/ui/ui.js';
import { useT } from '../../i18n/index.js';
import type { AccessOverview } from './accessApi.js';

type ProviderPerson = NonNullable<AccessOverview['providerPeople']>[number];

/** The people who signed in through the identity provider, with the role it gave them. */
export function ProviderPeopleCard(props: {
  people: ProviderPerson[];
  tenantName: (id: string) => string;
}) {
  const a = useT().access;
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb={4}>
        {a.providerPeople}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {a.providerPeopleText}
      </Text>
      {props.people.length === 0 ? (
        <EmptyState title={a.noProviderPeople} />
      ) : (
        <TableScroll label={a.providerPeople}>
          <Table className="phone-scroll" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{a.name}</Table.Th>
                <Table.Th>{a.email}</Table.Th>
                <Table.Th>{a.role}</Table.Th>
                <Table.Th>{a.tenants}</Table.Th>
                <Table.Th>{a.lastSignIn}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.people.map((p) => (
                <Table.Tr key={p.subject}>
                  <Table.Td fw={600}>{p.name ?? p.subject}</Table.Td>
                  <Table.Td>{p.email ?? ''}</Table.Td>
                  <Table.Td>{p.role ? roleLabel(p.role) : a.refused}</Table.Td>
                  <Table.Td>{p.tenants.map(props.tenantName).join(', ')}</Table.Td>
                  <Table.Td>{formatDateTime(p.lastSignInAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
