import { Box, Stack } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { Company, FinancialYear } from '@ledger/contract';
import { useOp } from '../../../lib/data/queries.js';
import { useOpMutation } from '../../../lib/data/mutations.js';
import { useCan } from '../../../lib/access/access.js';
import { lazyForm } from '../../../lib/forms/lazyForm.js';
import { FinancialYearFormShape } from './FinancialYearFormShape.js';
import { EmptyState, QueryView } from '../../../lib/ui/ui.js';
import { ActionsHeader } from '../../../lib/tables/ActionsHeader.js';
import { ConfirmDeleteIcon } from '../../../lib/ui/confirm.js';
import { DataTable } from '../../../lib/tables/DataTable.js';
import { useT } from '../../../i18n/index.js';
import { monthsBetween, period } from './financialYears.js';
import { SectionCard } from '../../../lib/ui/SectionCard.js';

// The form's code (react-hook-form, zod, the contract's schemas, the date input) comes when it is
// drawn: a reader who may not add years never loads it.
const FinancialYearForm = lazyForm(
  () => import('./FinancialYearForm.js').then((m) => m.FinancialYearForm),
  FinancialYearFormShape,
);

function Timeline({ years }: { years: FinancialYear[] }) {
  const sorted = [...years].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return null;
  const t0 = Date.parse(first.startDate);
  const t1 = Date.parse(last.endDate) + 86_400_000;
  const span = Math.max(1, t1 - t0);
  return (
    <Box
      aria-hidden
      pos="relative"
      h={44}
      mb="md"
      style={{ background: 'var(--mantine-color-gray-1)', borderRadius: 8 }}
    >
      {sorted.map((y, i) => {
        const left = ((Date.parse(y.startDate) - t0) / span) * 100;
        const width = ((Date.parse(y.endDate) + 86_400_000 - Date.parse(y.startDate)) / span) * 100;
        return (
          <Box
            key={y.id}
            pos="absolute"
            top={6}
            h={32}
            style={{
              left: `${left}%`,
              width: `calc(${width}% - 4px)`,
              background: `var(--mantine-color-${i % 2 ? 'indigo-9' : 'indigo-7'})`,
              borderRadius: 6,
              color: 'white',
              fontSize: 12,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'hidden',
              textAlign: 'center',
              lineHeight: 1.1,
            }}
          >
            {/* Two lines when the bar is narrow (a phone), never broken inside a month. */}
            <span>
              <span style={{ whiteSpace: 'nowrap' }}>{y.startDate.slice(0, 7)} –</span>{' '}
              <span style={{ whiteSpace: 'nowrap' }}>{y.endDate.slice(0, 7)}</span>
            </span>
          </Box>
        );
      })}
    </Box>
  );
}

/** A company's years, newest first until sorted otherwise; a delete button each where allowed. */
function YearsTable(props: {
  years: FinancialYear[];
  /** Whether the year is being deleted; null where the user may not delete years. */
  deleting: ((id: string) => boolean) | null;
  onDelete: (id: string) => void;
}) {
  const { deleting, onDelete } = props;
  const t = useT().companies.years;
  const columns: ColumnDef<FinancialYear, unknown>[] = [
    { id: 'start', header: t.start, accessorFn: (y) => y.startDate, meta: { nowrap: true } },
    { id: 'end', header: t.end, accessorFn: (y) => y.endDate, meta: { nowrap: true } },
    {
      id: 'months',
      header: t.months,
      accessorFn: (y) => monthsBetween(y.startDate, y.endDate),
      meta: { align: 'right' },
    },
  ];
  if (deleting)
    columns.push({
      id: 'actions',
      header: ActionsHeader,
      enableSorting: false,
      meta: { width: 60 },
      cell: ({ row: { original: y } }) => (
        <ConfirmDeleteIcon
          verb={t.deleteVerb}
          label={t.deleteLabel(period(y))}
          title={t.deleteTitle}
          message={t.deleteMessage(period(y))}
          pending={deleting(y.id)}
          onConfirm={() => onDelete(y.id)}
        />
      ),
    });
  return (
    <DataTable
      caption={t.title}
      data={props.years}
      columns={columns}
      defaultSort="-start"
      getRowId={(y) => y.id}
      minWidth={0}
      phone="scroll"
      striped={false}
      rowHeight={deleting ? 49 : undefined}
    />
  );
}

export function FinancialYearsTab({ company }: { company: Company }) {
  const companyDurableKey = company.durableKey;
  const years = useOp('listFinancialYears', { params: { companyDurableKey } });
  const canCreate = useCan('createFinancialYear');
  const canDelete = useCan('deleteFinancialYear');
  const t = useT().companies.years;
  const del = useOpMutation('deleteFinancialYear', {
    call: (financialYearId: string) => ({ params: { companyDurableKey, financialYearId } }),
    success: (fy) => t.deleted(period(fy)),
    toastError: true,
  });

  return (
    <Stack gap="lg">
      {canCreate ? (
        <SectionCard title={t.addTitle}>
          <FinancialYearForm company={company} />
        </SectionCard>
      ) : null}
      <SectionCard title={t.title}>
        <QueryView
          query={years}
          isEmpty={(d) => d.length === 0}
          empty={<EmptyState title={t.none}>{t.noneHelp}</EmptyState>}
        >
          {(data) => (
            <>
              <Timeline years={data} />
              <YearsTable
                years={data}
                deleting={canDelete ? (id) => del.isPending && del.variables === id : null}
                onDelete={(id) => del.mutate(id)}
              />
            </>
          )}
        </QueryView>
      </SectionCard>
    </Stack>
  );
}
