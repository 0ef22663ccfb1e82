import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { CreateFinancialYear, type Company, type FinancialYear } from '@ledger/contract';
import { useOp, useOpMutation } from '../../../lib/data/queries.js';
import { localized } from '../../../lib/forms/forms.js';
import { isConflict, useFormSubmit } from '../../../lib/forms/useFormSubmit.js';
import { useCan } from '../../../lib/access/access.js';
import { EmptyState, FormError, QueryView } from '../../../lib/ui/ui.js';
import { ActionsHeader } from '../../../lib/tables/ActionsHeader.js';
import { ConfirmDeleteIcon } from '../../../lib/ui/confirm.js';
import { DataTable } from '../../../lib/tables/DataTable.js';
import { IsoDateInput } from '../../../lib/forms/IsoDateInput.js';
import { currentT, useT } from '../../../i18n/index.js';
import { endHint, monthsBetween, period } from './financialYears.js';

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

type FyValues = z.input<typeof CreateFinancialYear>;

function FinancialYearForm({ company }: { company: Company }) {
  const t = useT().companies.years;
  const create = useOpMutation('createFinancialYear', {
    call: (body: z.output<typeof CreateFinancialYear>) => ({
      params: { companyDurableKey: company.durableKey },
      body,
    }),
    success: (y) => ({ title: t.added, message: period(y) }),
  });
  const form = useForm<FyValues, unknown, z.output<typeof CreateFinancialYear>>({
    resolver: localized(zodResolver(CreateFinancialYear)),
    defaultValues: { startDate: '', endDate: '' },
  });
  const { errors } = form.formState;
  const start = form.watch('startDate');
  const { onSubmit, notice, pending } = useFormSubmit(form, {
    submit: async (values) => {
      await create.mutateAsync(values);
      form.reset({ startDate: '', endDate: '' });
    },
    fields: ['startDate', 'endDate'],
    // V1 refuses a year that overlaps one the company has with a 409: say so, and what to do.
    explain: (e) => (isConflict(e) ? { notice: currentT().companies.years.overlaps } : undefined),
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.formLabel}>
      <Stack gap="sm">
        <FormError message={notice} />
        <Group align="flex-start">
          <Controller
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <IsoDateInput
                label={t.startDate}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.startDate?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="endDate"
            render={({ field }) => (
              <IsoDateInput
                label={t.endDate}
                description={endHint(start)}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.endDate?.message}
              />
            )}
          />
          <Button type="submit" mt={25} loading={pending}>
            {t.add}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t.rule}
        </Text>
      </Stack>
    </form>
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
        <Card p="lg">
          <Title order={2} size="h4" mb="sm">
            {t.addTitle}
          </Title>
          <FinancialYearForm company={company} />
        </Card>
      ) : null}
      <Card p="lg">
        <Title order={2} size="h4" mb="sm">
          {t.title}
        </Title>
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
      </Card>
    </Stack>
  );
}
