import { currentT } from '../../../i18n/index.js';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import {
  checkExtendedAttributeValue,
  checkOrganizationNumber,
  CompanyUpdate,
  toIssues,
  UpdateCompanyExtendedAttributes,
  type Company,
  type CompanyExtendedAttributeChoice,
} from 'bff/contract';
import { useOpMutation, useTenant } from '../../../lib/data/queries.js';
import { applyServerError } from '../../../lib/forms/forms.js';
import { NumberField } from '../../../lib/forms/NumberField.js';
import { IfCan, useCan } from '../../../lib/access/access.js';
import { FormError } from '../../../lib/ui/ui.js';
import { ConfirmDeleteButton } from '../../../lib/ui/confirm.js';
import { formatMoneyText, formatOrgNr, formatSni } from '../../../lib/format/format.js';
import { codeOptions, countryLabel, legalFormLabel } from '../../../lib/format/codeLabels.js';
import { FRAMEWORK_OPTIONS, orgNrError } from '../CompanyForm.js';
import { tenantPath } from '../../../lib/routing/tenantPath.js';
import { Facts, LabelledValue } from '../../../lib/ui/LabelledValue.js';

/** The edit form's fields: every field V1 lets a company update, as text ('' = not given). */
export interface EditValues {
  name: string;
  organizationNumber: string;
  country: string;
  address: string;
  legalForm: string;
  annualReportFramework: string;
}
const EDIT_FIELDS = [
  'name',
  'organizationNumber',
  'country',
  'address',
  'legalForm',
  'annualReportFramework',
] as const satisfies readonly (keyof EditValues & keyof z.input<typeof CompanyUpdate>)[];

export function editValues(c: Company): EditValues {
  return {
    name: c.name,
    organizationNumber: c.organizationNumber,
    country: c.country ?? '',
    address: c.address ?? '',
    legalForm: c.legalForm ?? '',
    annualReportFramework: c.annualReportFramework ?? '',
  };
}

/**
 * The fields that changed, as V1's `CompanyUpdate`. Unchanged fields stay out, so a value the
 * console does not know (a legal form or country from a V1 service) is never sent back.
 */
export function editBody(company: Company, values: EditValues): Record<string, string> {
  const before = editValues(company);
  const body: Record<string, string> = {};
  for (const k of EDIT_FIELDS) if (values[k] !== before[k]) body[k] = values[k];
  return body;
}

/**
 * Checks the changed fields with the contract's `CompanyUpdate`, and the organisation number
 * with its rule against the country the company will have (the stored one unless changed).
 */
export function editResolver(
  company: Company,
): Resolver<EditValues, unknown, z.output<typeof CompanyUpdate>> {
  return async (values) => {
    const body = editBody(company, values);
    const parsed = CompanyUpdate.safeParse(body);
    const errors: FieldErrors<EditValues> = {};
    if (!parsed.success) {
      for (const issue of toIssues(parsed.error)) {
        const field = issue.path as keyof EditValues;
        errors[field] ??= { type: 'validation', message: issue.message };
      }
    }
    if (body.organizationNumber !== undefined || body.country !== undefined) {
      const problem = checkOrganizationNumber(values.organizationNumber, values.country);
      if (problem) errors.organizationNumber ??= { type: 'validation', message: problem };
    }
    if (!parsed.success || Object.keys(errors).length) return { values: {}, errors };
    return { values: parsed.data, errors: {} };
  };
}

function CompanyEditForm({ company }: { company: Company }) {
  const update = useOpMutation('updateCompany', {
    call: (body: z.output<typeof CompanyUpdate>) => ({
      params: { companyDurableKey: company.durableKey },
      body,
    }),
    success: (updated) => ({ title: 'Saved', message: `${updated.name} updated` }),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EditValues, unknown, z.output<typeof CompanyUpdate>>({
    resolver: editResolver(company),
    defaultValues: editValues(company),
  });
  const { errors } = form.formState;
  const orgNr = form.watch('organizationNumber');
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      form.reset(editValues(await update.mutateAsync(body)));
    } catch (e) {
      setFormError(applyServerError(e, form.setError, EDIT_FIELDS));
    }
  });
  const select = (
    name: 'country' | 'legalForm' | 'annualReportFramework',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder="Not given"
          allowDeselect={false}
          searchable={name === 'legalForm'}
          data={data}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Edit company">
      <Stack gap="sm">
        <FormError message={formError} />
        <TextInput label="Name" {...form.register('name')} error={errors.name?.message} />
        <TextInput
          label="Organisation number"
          {...form.register('organizationNumber')}
          error={orgNrError(errors.organizationNumber?.message, orgNr)}
        />
        {select('country', 'Country', codeOptions(currentT().enums.country, company.country))}
        {select(
          'annualReportFramework',
          'Annual report framework',
          codeOptions(
            Object.fromEntries(FRAMEWORK_OPTIONS.map((f) => [f.value, f.label])),
            company.annualReportFramework,
          ),
        )}
        {select(
          'legalForm',
          'Legal form',
          codeOptions(currentT().enums.legalForm, company.legalForm),
        )}
        <Textarea
          label="Address"
          autosize
          minRows={2}
          maxRows={4}
          {...form.register('address')}
          error={errors.address?.message}
        />
        <Group>
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            disabled={!form.formState.isDirty}
          >
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * SNI is typed as text so that leading zeros stay (01110); the platform takes the number. The
 * range is the contract's (`checkExtendedAttributeValue`), in the form's words.
 */
export const SniSchema = z.object({
  value: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'Enter an SNI 2007 code of five digits, e.g. 62010')
    .refine(
      (v) => checkExtendedAttributeValue('snicode', Number(v)) === null,
      'SNI codes are 00001–99999',
    )
    .transform(Number),
});
/** Work materiality: a number first (the form's own message), then the contract's rules. */
export const MaterialitySchema = z.object({
  value: z
    .number({ error: 'Enter an amount' })
    .pipe(UpdateCompanyExtendedAttributes.shape.value)
    .superRefine((v, ctx) => {
      const problem = checkExtendedAttributeValue('workmateriality', v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

function AttributeForm({
  company,
  attribute,
}: {
  company: Company;
  attribute: CompanyExtendedAttributeChoice;
}) {
  const save = useOpMutation('setExtendedAttribute', {
    call: (value: number) => ({
      params: { companyDurableKey: company.durableKey, companyExtendedAttribute: attribute },
      body: { value },
    }),
    success: (res) => ({
      title: 'Saved',
      message:
        attribute === 'snicode'
          ? `SNI code ${formatSni(res.value)}`
          : `Work materiality ${formatMoneyText(res.value)} SEK`,
    }),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const current =
    attribute === 'snicode'
      ? company.extendedAttributes?.SNI
      : company.extendedAttributes?.workMateriality;
  const form = useForm<{ value: string | number }, unknown, { value: number }>({
    // Two schemas, one form: SNI takes text (keeps leading zeros), materiality a number.
    resolver: (attribute === 'snicode'
      ? zodResolver(SniSchema)
      : zodResolver(MaterialitySchema)) as unknown as Resolver<
      { value: string | number },
      unknown,
      { value: number }
    >,
    defaultValues: {
      value:
        attribute === 'snicode'
          ? (current ?? '')
          : current !== undefined
            ? Number(current)
            : (undefined as unknown as number),
    },
  });
  const submit = form.handleSubmit(async ({ value }) => {
    setFormError(null);
    try {
      await save.mutateAsync(value);
      form.reset({ value: attribute === 'snicode' ? formatSni(value) : value });
    } catch (e) {
      setFormError(applyServerError(e, form.setError, ['value']));
    }
  });
  const label = attribute === 'snicode' ? 'SNI code (SNI 2007)' : 'Work materiality (SEK)';
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs">
        <FormError message={formError} />
        <Group align="flex-end" wrap="nowrap">
          {attribute === 'snicode' ? (
            <TextInput
              label={label}
              style={{ flex: 1 }}
              inputMode="numeric"
              maxLength={5}
              placeholder="e.g. 62010"
              {...form.register('value')}
              error={form.formState.errors.value?.message}
            />
          ) : (
            <NumberField
              control={form.control}
              name="value"
              label={label}
              style={{ flex: 1 }}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=" "
              min={0}
            />
          )}
          <Button type="submit" loading={form.formState.isSubmitting} variant="light">
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function OverviewTab({ company }: { company: Company }) {
  const tenant = useTenant();
  const navigate = useNavigate();
  const canEdit = useCan('updateCompany');
  const canAttr = useCan('setExtendedAttribute');
  const del = useOpMutation('deleteCompany', {
    call: () => ({ params: { companyDurableKey: company.durableKey } }),
    success: { title: 'Company deleted', message: company.name },
    onSuccess: () => navigate(tenantPath(tenant, 'companies')),
  });

  const onDelete = () =>
    del.mutate(undefined, {
      onError: (e) =>
        notifications.show({ color: 'red', title: 'Could not delete', message: e.message }),
    });

  return (
    <Stack gap="lg">
      <Card p="lg">
        <Facts>
          <LabelledValue label="Organisation number">
            {formatOrgNr(company.organizationNumber)}
          </LabelledValue>
          <LabelledValue label="Country">{countryLabel(company.country)}</LabelledValue>
          <LabelledValue label="Legal form">{legalFormLabel(company.legalForm)}</LabelledValue>
          <LabelledValue label="Annual report framework">
            {company.annualReportFramework ?? '–'}
          </LabelledValue>
          <LabelledValue label="Address">{company.address || '–'}</LabelledValue>
          <LabelledValue label="Account plan">{company.defaultAccountPlan}</LabelledValue>
          <LabelledValue label="SNI code">
            {formatSni(company.extendedAttributes?.SNI)}
          </LabelledValue>
          <LabelledValue label="Work materiality">
            {company.extendedAttributes?.workMateriality !== undefined
              ? `${formatMoneyText(company.extendedAttributes.workMateriality)} SEK`
              : '–'}
          </LabelledValue>
          <LabelledValue label="Key">
            <Text span size="xs" ff="monospace">
              {company.durableKey}
            </Text>
          </LabelledValue>
        </Facts>
      </Card>
      {canEdit || canAttr ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {canEdit ? (
            <Card p="lg">
              <Title order={2} size="h4" mb="sm">
                Details
              </Title>
              <CompanyEditForm key={JSON.stringify(editValues(company))} company={company} />
            </Card>
          ) : null}
          {canAttr ? (
            <Card p="lg">
              <Title order={2} size="h4" mb="sm">
                Extended attributes
              </Title>
              <Stack gap="md">
                <AttributeForm company={company} attribute="snicode" />
                <AttributeForm company={company} attribute="workmateriality" />
              </Stack>
            </Card>
          ) : null}
        </SimpleGrid>
      ) : null}
      <IfCan op="deleteCompany">
        <Card p="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
          <Group justify="space-between">
            <div>
              <Title order={2} size="h4">
                Delete company
              </Title>
              <Text size="sm" c="dimmed">
                Removes the company and everything under it.
              </Text>
            </div>
            <ConfirmDeleteButton
              title="Delete company"
              message={`Delete “${company.name}” with all its financial years, files and assignments? This cannot be undone.`}
              pending={del.isPending}
              onConfirm={onDelete}
            >
              Delete company
            </ConfirmDeleteButton>
          </Group>
        </Card>
      </IfCan>
    </Stack>
  );
}
