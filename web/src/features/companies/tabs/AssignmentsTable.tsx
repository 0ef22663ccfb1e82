import { useMemo } from 'react';
import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { AssignmentStatus, AssignmentSummary, FinancialYear } from '@ledger/contract';
import { HintTooltip } from '../../../lib/ui/HintTooltip.js';
import { nextStatuses } from './assignments.js';
import { useOp } from '../../../lib/data/queries.js';
import { DataTable } from '../../../lib/tables/DataTable.js';
import { formatMoney, formatPercent } from '../../../lib/format/format.js';
import { ActionsHeader } from '../../../lib/tables/ActionsHeader.js';
import { codeLabel } from '../../../lib/format/codeLabels.js';
import { codeDescription } from '../../../lib/format/codeOptions.js';
import { LOCALES, useLanguage, useT } from '../../../i18n/index.js';
import { useMaterialityLevels } from './materiality.js';
import { levelsText } from './levelsText.js';

const STATUS_COLORS: Record<AssignmentStatus, string> = {
  OPEN: 'teal',
  LOCKED: 'orange',
  ARCHIVED: 'gray',
};

/** A cell's own read on its way ("…"), or failed. */
function ReadState({ failed }: { failed: boolean }) {
  const t = useT().assignments.table;
  return failed ? (
    <Text size="sm" c="red">
      {t.couldNotLoad}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      …
    </Text>
  );
}

function WorkMaterialityCell({
  a,
  companyDurableKey,
}: {
  a: AssignmentSummary;
  companyDurableKey: string;
}) {
  const t = useT().assignments.table;
  const wm = useOp('getWorkMateriality', {
    params: { companyDurableKey, auditAssignmentId: a.id },
  });
  if (wm.isPending || wm.isError) return <ReadState failed={wm.isError} />;
  if (!wm.data || wm.data.workMateriality === null)
    return (
      <HintTooltip label={t.notSetHelp} multiline w={260}>
        <Text size="sm" c="dimmed">
          {t.notSet}
        </Text>
      </HintTooltip>
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

/** The assignment's three materiality levels (the BFF's record), or that none are set. */
function LevelsCell({ a, companyDurableKey }: { a: AssignmentSummary; companyDurableKey: string }) {
  const t = useT().assignments;
  const levels = useMaterialityLevels({ company: companyDurableKey, assignment: a.id });
  if (levels.isPending || levels.isError) return <ReadState failed={levels.isError} />;
  const lv = levels.data;
  if (lv.overall === null || lv.performance === null || lv.trivial === null)
    return (
      <Text size="sm" c="dimmed">
        {t.table.levelsNotSet}
      </Text>
    );
  return (
    <Text size="sm" className="num">
      {levelsText(t.levels, {
        ...lv,
        overall: lv.overall,
        performance: lv.performance,
        trivial: lv.trivial,
      })}
    </Text>
  );
}

/** A financial year as its dates, '–' for one the company's years do not hold. */
function yearLabel(years: FinancialYear[] | undefined, id: string): string {
  const y = years?.find((x) => x.id === id);
  return y ? `${y.startDate} – ${y.endDate}` : '–';
}

type Row = AssignmentSummary & { year: string; typeName: string };

/**
 * A company's assignments, sortable (newest financial year first, then by type); each row's
 * materiality is read by the rows on screen (the company prefetch reads it ahead for a short
 * list: `prefetchTabData`).
 */
export function AssignmentsTable(props: {
  assignments: AssignmentSummary[];
  companyDurableKey: string;
  years: FinancialYear[] | undefined;
  canStatus: boolean;
  canWm: boolean;
  changing: (id: string) => boolean;
  onStatus: (id: string, status: AssignmentStatus) => void;
  onEditLevels: (a: AssignmentSummary) => void;
  /** The pointer or focus came to an edit button: a chance to fetch the dialog's code. */
  onPointToEditLevels?: () => void;
}) {
  const { companyDurableKey, years, canStatus, canWm } = props;
  const t = useT();
  const tt = t.assignments.table;
  const lang = useLanguage();
  const typeName = (a: AssignmentSummary) => codeLabel(t.enums.assignmentType, a.type);
  // By type: the order within a year in any sort. The year's label is part of each row: TanStack
  // keeps a row's values until its data changes, and the years may load after the assignments.
  const rows = useMemo(
    () =>
      [...props.assignments]
        .map((a): Row => ({
          ...a,
          year: yearLabel(years, a.financialYearId),
          typeName: codeLabel(t.enums.assignmentType, a.type),
        }))
        .sort((a, b) => a.typeName.localeCompare(b.typeName, LOCALES[lang])),
    [props.assignments, years, t, lang],
  );
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'type',
      header: tt.type,
      accessorFn: (a) => a.typeName,
      cell: ({ row: { original: a } }) => {
        const description = codeDescription(t.enums.assignmentType, a.type);
        return description ? (
          <HintTooltip label={description} multiline w={260}>
            <Text span size="sm">
              {a.typeName}
            </Text>
          </HintTooltip>
        ) : (
          a.typeName
        );
      },
    },
    { id: 'subType', header: tt.subType, accessorFn: (a) => a.subType },
    {
      id: 'year',
      header: tt.financialYear,
      accessorFn: (a) => a.year,
      meta: { nowrap: true },
    },
    {
      id: 'status',
      header: t.common.status,
      meta: { nowrap: true },
      accessorFn: (a) => codeLabel(t.codes.assignmentStatus, a.status),
      cell: ({ row: { original: a } }) => (
        // The whole word, never cut ("ARKIVER…"): the label's own ellipsis is turned off.
        <Badge
          color={STATUS_COLORS[a.status]}
          variant="light"
          miw={90}
          styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {codeLabel(t.codes.assignmentStatus, a.status)}
        </Badge>
      ),
    },
    {
      id: 'workMateriality',
      header: tt.workMateriality,
      enableSorting: false,
      meta: { align: 'right' },
      cell: ({ row: { original: a } }) => (
        <WorkMaterialityCell a={a} companyDurableKey={companyDurableKey} />
      ),
    },
    {
      id: 'levels',
      header: tt.levels,
      enableSorting: false,
      cell: ({ row: { original: a } }) => (
        <LevelsCell a={a} companyDurableKey={companyDurableKey} />
      ),
    },
  ];
  if (canStatus || canWm)
    columns.push({
      id: 'actions',
      header: ActionsHeader,
      enableSorting: false,
      cell: ({ row: { original: a } }) => (
        // The two buttons go under each other rather than widen the table past a 1440 px screen.
        <Group gap={4} justify="flex-end">
          {canWm && a.status === 'OPEN' ? (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => props.onEditLevels(a)}
              onPointerEnter={props.onPointToEditLevels}
              onFocus={props.onPointToEditLevels}
            >
              {tt.editLevels}
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
                  aria-label={tt.changeStatusOf(typeName(a), a.subType)}
                >
                  {tt.changeStatus}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {nextStatuses(a.status).map((s) => (
                  <Menu.Item key={s} onClick={() => props.onStatus(a.id, s)}>
                    {tt.action[s]}
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
      caption={t.assignments.title}
      noun={t.assignments.noun}
      data={rows}
      columns={columns}
      defaultSort="-year"
      getRowId={(a) => a.id}
      striped={false}
      rowHeight={51}
    />
  );
}
