import { useMemo } from 'react';
import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import {
  ASSIGNMENT_STATUS_MOVES,
  type AssignmentStatus,
  type AssignmentSummary,
  type FinancialYear,
} from 'bff/contract';
import { useOp } from '../../../lib/data/queries.js';
import { compareSwedish, DataTable } from '../../../lib/tables/DataTable.js';
import { formatMoney, formatPercent } from '../../../lib/format/format.js';
import { ActionsHeader } from '../../../lib/tables/ActionsHeader.js';

const STATUS_COLORS: Record<AssignmentStatus, string> = {
  OPEN: 'teal',
  LOCKED: 'orange',
  ARCHIVED: 'gray',
};

/** The contract's allowed moves (OPEN <-> LOCKED -> ARCHIVED); none from a status it lacks. */
export function nextStatuses(s: AssignmentStatus): readonly AssignmentStatus[] {
  return Object.prototype.hasOwnProperty.call(ASSIGNMENT_STATUS_MOVES, s)
    ? ASSIGNMENT_STATUS_MOVES[s]
    : [];
}

const STATUS_ACTION: Record<AssignmentStatus, string> = {
  OPEN: 'Reopen',
  LOCKED: 'Lock',
  ARCHIVED: 'Archive',
};

function WorkMaterialityCell({
  a,
  companyDurableKey,
}: {
  a: AssignmentSummary;
  companyDurableKey: string;
}) {
  const wm = useOp('getWorkMateriality', {
    params: { companyDurableKey, auditAssignmentId: a.id },
  });
  if (wm.isPending)
    return (
      <Text size="sm" c="dimmed">
        …
      </Text>
    );
  if (wm.isError)
    return (
      <Text size="sm" c="red">
        error
      </Text>
    );
  if (!wm.data || wm.data.workMateriality === null)
    return (
      <Text size="sm" c="dimmed">
        not set
      </Text>
    );
  return (
    <Text size="sm" className="num">
      {formatMoney(wm.data.workMateriality)}
      {wm.data.workMaterialityPercentage !== null
        ? ` (${formatPercent(wm.data.workMaterialityPercentage)})`
        : ''}
    </Text>
  );
}

/** A financial year as its dates, '–' for one the company's years do not hold. */
function yearLabel(years: FinancialYear[] | undefined, id: string): string {
  const y = years?.find((x) => x.id === id);
  return y ? `${y.startDate} – ${y.endDate}` : '–';
}

type Row = AssignmentSummary & { year: string };

/**
 * A company's assignments, sortable (newest financial year first, then by type); work
 * materiality is fetched for the rows on screen only.
 */
export function AssignmentsTable(props: {
  assignments: AssignmentSummary[];
  companyDurableKey: string;
  years: FinancialYear[] | undefined;
  canStatus: boolean;
  canWm: boolean;
  changing: (id: string) => boolean;
  onStatus: (id: string, status: AssignmentStatus) => void;
  onEditWorkMateriality: (a: AssignmentSummary) => void;
}) {
  const { companyDurableKey, years, canStatus, canWm } = props;
  // By type: the order within a year in any sort. The year's label is part of each row: TanStack
  // keeps a row's values until its data changes, and the years may load after the assignments.
  const rows = useMemo(
    () =>
      [...props.assignments]
        .sort((a, b) => compareSwedish(a.type, b.type))
        .map((a): Row => ({ ...a, year: yearLabel(years, a.financialYearId) })),
    [props.assignments, years],
  );
  const columns: ColumnDef<Row, unknown>[] = [
    { id: 'type', header: 'Type', accessorFn: (a) => a.type },
    { id: 'subType', header: 'Sub-type', accessorFn: (a) => a.subType },
    {
      id: 'year',
      header: 'Financial year',
      accessorFn: (a) => a.year,
      meta: { nowrap: true },
    },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (a) => a.status,
      cell: ({ row: { original: a } }) => (
        <Badge
          color={STATUS_COLORS[a.status]}
          variant="light"
          style={{ overflow: 'visible' }}
          miw={90}
        >
          {a.status}
        </Badge>
      ),
    },
    {
      id: 'workMateriality',
      header: 'Work materiality (SEK)',
      enableSorting: false,
      meta: { align: 'right' },
      cell: ({ row: { original: a } }) => (
        <WorkMaterialityCell a={a} companyDurableKey={companyDurableKey} />
      ),
    },
  ];
  if (canStatus || canWm)
    columns.push({
      id: 'actions',
      header: ActionsHeader,
      enableSorting: false,
      cell: ({ row: { original: a } }) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {canWm && a.status === 'OPEN' ? (
            <Button size="xs" variant="subtle" onClick={() => props.onEditWorkMateriality(a)}>
              Work materiality
            </Button>
          ) : null}
          {canStatus && nextStatuses(a.status).length ? (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  size="xs"
                  variant="light"
                  rightSection={<IconChevronDown size={12} aria-hidden />}
                  loading={props.changing(a.id)}
                  aria-label={`Change status of ${a.type} ${a.subType}`}
                >
                  Status
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {nextStatuses(a.status).map((s) => (
                  <Menu.Item key={s} onClick={() => props.onStatus(a.id, s)}>
                    {STATUS_ACTION[s]} ({s})
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      ),
    });
  return (
    <DataTable
      caption="Assignments"
      noun={{ one: 'assignment', other: 'assignments' }}
      data={rows}
      columns={columns}
      defaultSort="-year"
      getRowId={(a) => a.id}
      striped={false}
      rowHeight={51}
    />
  );
}
