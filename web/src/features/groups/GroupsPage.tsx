import { useMemo } from 'react';
import type { KeyboardEvent } from 'react';
import type { z } from 'zod';
import { Card, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { CreateGroup, Group } from '@ledger/contract';
import { useOp, useTenant } from '../../lib/data/queries.js';
import { useOpMutation } from '../../lib/data/mutations.js';
import { IfCan, screenFor, useCan } from '../../lib/access/access.js';
import { selectionColumn } from '../../lib/tables/selection.js';
import { useBulkRun } from '../../lib/bulk/useBulkRun.js';
import { BulkRunPanel } from '../../lib/bulk/RunPanel.js';
import { AccessBulkActions } from '../../lib/bulk/BulkActions.js';
import { lazyForm } from '../../lib/forms/lazyForm.js';
import { CreateGroupFormShape } from './CreateGroupFormShape.js';
import { PageHeader } from '../../lib/ui/ui.js';
import { nameLinkColumn } from '../../lib/tables/linkColumn.js';
import { SearchableList } from '../../lib/lists/SearchableList.js';
import { useSearchableList } from '../../lib/lists/useSearchableList.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { useT } from '../../i18n/index.js';
import { MemberCount } from './memberCount.js';
import { SectionCard } from '../../lib/ui/SectionCard.js';

const CreateGroupForm = lazyForm(
  () => import('./CreateGroupForm.js').then((m) => m.CreateGroupForm),
  CreateGroupFormShape,
);

/** A group whose name holds the search (any case). */
export function matchesGroup(g: Group, q: string): boolean {
  return g.name.toLocaleLowerCase('sv-SE').includes(q.trim().toLocaleLowerCase('sv-SE'));
}

/**
 * The group Enter in the search box opens: the one named exactly so (names are unique in any
 * case), else the only one the search leaves; none when the search is empty or leaves several.
 */
export function groupToOpen(shown: readonly Group[], q: string): Group | undefined {
  const s = q.trim().toLocaleLowerCase('sv-SE');
  if (!s) return undefined;
  return (
    shown.find((g) => g.name.toLocaleLowerCase('sv-SE') === s) ??
    (shown.length === 1 ? shown[0] : undefined)
  );
}

const groupKey = (g: Group) => g.id;
const groupName = (g: Group) => g.name;

function Groups() {
  const t = useT();
  const tenant = useTenant();
  const navigate = useNavigate();
  const create = useOpMutation('createGroup', {
    call: (body: z.output<typeof CreateGroup>) => ({ body }),
    success: (g) => ({ title: t.groups.create.created, message: g.name }),
    // A created group opens, ready for its members.
    onSuccess: (g) => navigate(tenantPath(tenant, 'groups', g.id)),
  });
  const groups = useOp('listGroups');
  const list = useSearchableList(groups.data, matchesGroup, groupKey);
  const { selection } = list;
  const bulk = useBulkRun();
  const selectable = useCan('grantGroupPermission');
  const columns = useMemo<ColumnDef<Group, unknown>[]>(
    () => [
      ...(selectable ? [selectionColumn<Group>(selection, groupName, t.bulk.selection)] : []),
      nameLinkColumn<Group>(t.common.name, groupName, (g) => tenantPath(tenant, 'groups', g.id)),
      {
        id: 'members',
        header: t.groups.memberColumn,
        enableSorting: false,
        cell: ({ row }) => <MemberCount groupId={row.original.id} />,
        meta: { nowrap: true },
      },
    ],
    [tenant, t, selectable, selection],
  );
  return (
    <>
      <PageHeader title={t.groups.title} description={t.groups.description} />
      <BulkRunPanel bulk={bulk} />
      <Stack gap="lg">
        <IfCan op="createGroup">
          <SectionCard title={t.groups.create.heading} maw={640}>
            <CreateGroupForm onSubmit={(body) => create.mutateAsync(body)} />
          </SectionCard>
        </IfCan>
        <Card p="md">
          <SearchableList
            words={t.groups}
            searchBox={{
              mb: 'md',
              w: 320,
              description: t.groups.searchHelp,
              onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
                if (e.key !== 'Enter') return;
                const q = e.currentTarget.value;
                const g = groupToOpen(
                  (groups.data ?? []).filter((x) => matchesGroup(x, q)),
                  q,
                );
                if (g) navigate(tenantPath(tenant, 'groups', g.id));
              },
            }}
            query={groups}
            list={list}
            bulkActions={
              selectable
                ? (chosen) => (
                    <AccessBulkActions
                      principals={chosen.map((g) => ({
                        kind: 'group' as const,
                        id: g.id,
                        name: g.name,
                      }))}
                      bulk={bulk}
                    />
                  )
                : null
            }
            table={{ columns, defaultSort: 'name', getRowId: groupKey }}
          />
          <Text size="xs" c="dimmed" mt="sm">
            {t.groups.footnote}
          </Text>
        </Card>
      </Stack>
    </>
  );
}

export default screenFor({ op: 'listGroups', what: (t) => t.groups.what }, Groups);
