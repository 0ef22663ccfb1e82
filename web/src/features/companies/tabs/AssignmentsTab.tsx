import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Box, Button, Card, Group, Modal, Stack, TextInput, Title } from '@mantine/core';
import {
  AssignmentCreate,
  AssignmentType,
  WorkMaterialityUpdate,
  type AssignmentStatus,
  type AssignmentSummary,
  type AuditAssignmentWorkMateriality,
  type Company,
  type FinancialYear,
  type OperationId,
} from 'bff/contract';
import { useOp, useOpMutation } from '../../../lib/data/queries.js';
import { PickerSelect, yearOption } from '../../../lib/forms/pickers.js';
import { applyServerError } from '../../../lib/forms/forms.js';
import { NumberField } from '../../../lib/forms/NumberField.js';
import { UpstreamNote, useCan } from '../../../lib/access/access.js';
import { useAccess } from '../../../lib/data/session.js';
import { can, offered, type Access } from '../../../lib/access/roles.js';
import { EmptyState, FormError, QueryView } from '../../../lib/ui/ui.js';
import { RequiredSelect } from '../../../lib/forms/RequiredSelect.js';
import { useSearchParam } from '../../../lib/routing/url.js';
import { AssignmentsTable } from './AssignmentsTable.js';

export { nextStatuses } from './AssignmentsTable.js';

/** V1's assignment type codes; V1 gives them no meanings, so the console shows the codes. */
export const ASSIGNMENT_TYPES = AssignmentType.options;

/** The extension operations that change assignments, and how the note names each. */
const CHANGES = {
  createAssignment: 'creating assignments',
  setAssignmentStatus: 'changing the status of assignments',
  setWorkMateriality: 'setting work materiality',
} as const satisfies Partial<Record<OperationId, string>>;

/**
 * The quiet line of the tab where the V1 service lacks changes the role could otherwise make
 * (null where it lacks none of them, or the role could make none anyway).
 */
export function assignmentsNote(access: Access | null): string | null {
  const ids = Object.keys(CHANGES) as (keyof typeof CHANGES)[];
  const lacking = ids.filter((id) => !offered(access?.operations, id));
  const noticed = lacking.filter((id) => can(access?.role, id));
  if (!noticed.length) return null;
  if (lacking.length === ids.length)
    return 'This V1 service does not offer creating assignments or changing their status; they are read-only here.';
  const names = noticed.map((id) => CHANGES[id]);
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
  return `This V1 service does not offer ${list}.`;
}

type WmValues = z.input<typeof WorkMaterialityUpdate>;

function WorkMaterialityForm(props: {
  initial: AuditAssignmentWorkMateriality | null | undefined;
  onSubmit: (v: z.output<typeof WorkMaterialityUpdate>) => Promise<unknown>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<WmValues, unknown, z.output<typeof WorkMaterialityUpdate>>({
    resolver: zodResolver(WorkMaterialityUpdate),
    defaultValues: {
      workMateriality: props.initial?.workMateriality ?? (undefined as unknown as number),
      workMaterialityPercentage:
        props.initial?.workMaterialityPercentage ?? (undefined as unknown as number),
    },
  });
  const submit = form.handleSubmit(async (v) => {
    setFormError(null);
    try {
      await props.onSubmit(v);
    } catch (e) {
      setFormError(
        applyServerError(e, form.setError, ['workMateriality', 'workMaterialityPercentage']),
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Work materiality">
      <Stack gap="sm">
        <FormError message={formError} />
        <NumberField
          control={form.control}
          name="workMateriality"
          label="Work materiality (SEK)"
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=" "
        />
        <NumberField
          control={form.control}
          name="workMaterialityPercentage"
          label="Percentage of overall materiality"
          min={0}
          max={100}
          decimalScale={2}
          decimalSeparator=","
          suffix=" %"
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save work materiality
        </Button>
      </Stack>
    </form>
  );
}

function EditWorkMateriality({
  a,
  companyDurableKey,
  onClose,
}: {
  a: AssignmentSummary;
  companyDurableKey: string;
  onClose: () => void;
}) {
  const params = { companyDurableKey, auditAssignmentId: a.id };
  const wm = useOp('getWorkMateriality', { params });
  const save = useOpMutation('setWorkMateriality', {
    call: (body: z.output<typeof WorkMaterialityUpdate>) => ({ params, body }),
    success: { title: 'Saved', message: 'Work materiality updated' },
  });
  return (
    <QueryView query={{ ...wm, data: wm.isPending ? undefined : (wm.data ?? null) }}>
      {(initial) => (
        <WorkMaterialityForm
          initial={initial}
          onSubmit={async (body) => {
            await save.mutateAsync(body);
            onClose();
          }}
        />
      )}
    </QueryView>
  );
}

type CreateValues = z.input<typeof AssignmentCreate>;

function CreateAssignmentForm({
  company,
  years,
  onDone,
}: {
  company: Company;
  years: FinancialYear[];
  onDone: () => void;
}) {
  const create = useOpMutation('createAssignment', {
    call: (body: z.output<typeof AssignmentCreate>) => ({
      params: { companyDurableKey: company.durableKey },
      body,
    }),
    success: (a) => ({ title: 'Assignment created', message: `${a.type} · ${a.subType}` }),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateValues, unknown, z.output<typeof AssignmentCreate>>({
    resolver: zodResolver(AssignmentCreate),
    defaultValues: { subType: '', financialYearId: years[0]?.id ?? '' },
  });
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await create.mutateAsync(body);
      onDone();
    } catch (e) {
      setFormError(applyServerError(e, form.setError, ['type', 'subType', 'financialYearId']));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="New assignment">
      <Stack gap="sm">
        <FormError message={formError} />
        <RequiredSelect
          control={form.control}
          name="type"
          label="Type"
          placeholder="Choose a type"
          data={ASSIGNMENT_TYPES}
          chooseMessage="Choose a type"
        />
        <TextInput
          label="Sub-type"
          placeholder="e.g. Annual audit"
          {...form.register('subType')}
          error={form.formState.errors.subType?.message}
        />
        <Controller
          control={form.control}
          name="financialYearId"
          render={({ field, fieldState }) => (
            <PickerSelect
              label="Financial year"
              allowDeselect={false}
              data={years.map(yearOption)}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={fieldState.error?.message ? 'Choose a financial year' : undefined}
            />
          )}
        />
        <Button type="submit" loading={form.formState.isSubmitting}>
          Create assignment
        </Button>
      </Stack>
    </form>
  );
}

export function AssignmentsTab({ company }: { company: Company }) {
  const companyDurableKey = company.durableKey;
  const [fy, setFy] = useSearchParam('fy');
  const years = useOp('listFinancialYears', { params: { companyDurableKey } });
  const assignments = useOp('listAssignments', {
    params: { companyDurableKey },
    query: fy ? { financialYearId: fy } : undefined,
  });
  const canStatus = useCan('setAssignmentStatus');
  const canWm = useCan('setWorkMateriality');
  const canCreate = useCan('createAssignment');
  const note = assignmentsNote(useAccess());
  const [editing, setEditing] = useState<AssignmentSummary | null>(null);
  const [creating, setCreating] = useState(false);
  const setStatus = useOpMutation('setAssignmentStatus', {
    call: (v: { id: string; status: AssignmentStatus }) => ({
      params: { companyDurableKey, auditAssignmentId: v.id },
      body: { status: v.status },
    }),
    success: (a) => `Assignment is now ${a.status}`,
    toastError: true,
  });
  const sortedYears = [...(years.data ?? [])].sort((a, b) =>
    b.startDate.localeCompare(a.startDate),
  );

  return (
    <Card p="lg">
      <Group justify="space-between" mb="md" align="flex-end">
        <Title order={2} size="h4">
          Assignments
        </Title>
        <Group align="flex-end">
          <PickerSelect
            label="Financial year"
            placeholder="All years"
            clearable
            data={sortedYears.map(yearOption)}
            value={fy || null}
            onChange={(v) => setFy(v)}
            w={260}
          />
          {canCreate ? (
            <Button onClick={() => setCreating(true)} disabled={!sortedYears.length}>
              New assignment
            </Button>
          ) : null}
        </Group>
      </Group>
      {note ? (
        <Box mb="md">
          <UpstreamNote>{note}</UpstreamNote>
        </Box>
      ) : null}
      <QueryView
        query={assignments}
        isEmpty={(d) => d.length === 0}
        empty={
          <EmptyState title="No assignments">
            {fy ? 'None in this financial year.' : 'No assignments yet.'}
          </EmptyState>
        }
      >
        {(data) => (
          <AssignmentsTable
            assignments={data}
            companyDurableKey={companyDurableKey}
            years={years.data}
            canStatus={canStatus}
            canWm={canWm}
            changing={(id) => setStatus.isPending && setStatus.variables?.id === id}
            onStatus={(id, status) => setStatus.mutate({ id, status })}
            onEditWorkMateriality={setEditing}
          />
        )}
      </QueryView>
      <Modal opened={!!editing} onClose={() => setEditing(null)} title="Set work materiality">
        {editing ? (
          <EditWorkMateriality
            a={editing}
            companyDurableKey={companyDurableKey}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <Modal opened={creating} onClose={() => setCreating(false)} title="New assignment">
        {creating ? (
          <CreateAssignmentForm
            company={company}
            years={sortedYears}
            onDone={() => setCreating(false)}
          />
        ) : null}
      </Modal>
    </Card>
  );
}
