import { useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  Box,
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
} from '@ledger/contract';
import { useOpMutation, useTenant } from '../../../lib/data/queries.js';
import { applyServerError } from '../../../lib/forms/forms.js';
import { describeError, describeIssue } from '../../../lib/data/api.js';
import { NumberField } from '../../../lib/forms/NumberField.js';
import { IfCan, useCan } from '../../../lib/access/access.js';
import { FormError } from '../../../lib/ui/ui.js';
import { ConfirmDeleteButton } from '../../../lib/ui/confirm.js';
import { formatOrgNr, formatSek, formatSni } from '../../../lib/format/format.js';
import {
  codeLabel,
  codeOptions,
  countryLabel,
  legalFormLabel,
} from '../../../lib/format/codeLabels.js';
import { orgNrError } from '../CompanyForm.js';
import { tenantPath } from '../../../lib/routing/tenantPath.js';
import { Facts, LabelledValue } from '../../../lib/ui/LabelledValue.js';
import { TechnicalDetails } from '../../../lib/ui/TechnicalDetails.js';
import { currentT, useLanguage, useT } from '../../../i18n/index.js';
import { renderDescribedOption } from '../describedOption.js';

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
        errors[field] ??= { type: 'validation', message: describeIssue(issue) };
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

/** An amount V1 sent as text, with its currency; text that is not an amount, as it is. */
function sekText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const n = Number(value);
  return Number.isFinite(n) ? formatSek(n) : String(value);
}

function CompanyEditForm({ company }: { company: Company }) {
  const t = useT();
  const field = t.companies.field;
  const update = useOpMutation('updateCompany', {
    call: (body: z.output<typeof CompanyUpdate>) => ({
      params: { companyDurableKey: company.durableKey },
      body,
    }),
    success: (updated) => ({
      title: t.companies.overview.saved,
      message: t.companies.overview.updated(updated.name),
    }),
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
          placeholder={t.companies.form.notGiven}
          allowDeselect={false}
          searchable={name === 'legalForm'}
          renderOption={name === 'annualReportFramework' ? renderDescribedOption : undefined}
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
    <form onSubmit={submit} noValidate aria-label={t.companies.overview.editLabel}>
      <Stack gap="sm">
        <FormError message={formError} />
        <TextInput label={field.name} {...form.register('name')} error={errors.name?.message} />
        <TextInput
          label={field.organizationNumber}
          {...form.register('organizationNumber')}
          error={orgNrError(errors.organizationNumber?.message, orgNr)}
        />
        {select('country', field.country, codeOptions(t.enums.country, company.country))}
        {select(
          'annualReportFramework',
          field.framework,
          codeOptions(t.enums.framework, company.annualReportFramework),
        )}
        {select('legalForm', field.legalForm, codeOptions(t.enums.legalForm, company.legalForm))}
        <Textarea
          label={field.address}
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
            {t.companies.overview.saveChanges}
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
    .regex(/^\d{1,5}$/, { error: () => currentT().companies.overview.sniFormat })
    .refine((v) => checkExtendedAttributeValue('snicode', Number(v)) === null, {
      error: () => currentT().companies.overview.sniRange,
    })
    .transform(Number),
});
/**
 * Work materiality: a number first (the form's own message), then the contract's rules, worded in
 * the console's language.
 */
export const MaterialitySchema = z.object({
  value: z
    .number({ error: () => currentT().companies.overview.enterAmount })
    .superRefine((v, ctx) => {
      const parsed = UpdateCompanyExtendedAttributes.shape.value.safeParse(v);
      const issue = parsed.success ? undefined : toIssues(parsed.error)[0];
      const problem = issue ?? checkExtendedAttributeValue('workmateriality', v);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: describeIssue(typeof problem === 'string' ? { message: problem } : problem),
        });
    }),
});

function AttributeForm({
  company,
  attribute,
}: {
  company: Company;
  attribute: CompanyExtendedAttributeChoice;
}) {
  const t = useT();
  const lang = useLanguage();
  const o = t.companies.overview;
  const save = useOpMutation('setExtendedAttribute', {
    call: (value: number) => ({
      params: { companyDurableKey: company.durableKey, companyExtendedAttribute: attribute },
      body: { value },
    }),
    success: (res) => ({
      title: o.saved,
      message:
        attribute === 'snicode'
          ? o.sniSaved(formatSni(res.value))
          : o.materialitySaved(sekText(res.value)),
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
  const label = attribute === 'snicode' ? o.sniLabel : o.materialityLabel;
  const help = attribute === 'snicode' ? o.sniHelp : o.materialityHelp;
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs">
        <FormError message={formError} />
        <Group align="flex-start" wrap="nowrap">
          {attribute === 'snicode' ? (
            <TextInput
              label={label}
              description={help}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              style={{ flex: 1 }}
              inputMode="numeric"
              maxLength={5}
              placeholder={o.sniPlaceholder}
              {...form.register('value')}
              error={form.formState.errors.value?.message}
            />
          ) : (
            <NumberField
              control={form.control}
              name="value"
              label={label}
              description={help}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              style={{ flex: 1 }}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator={lang === 'sv' ? '\u00a0' : ','}
              min={0}
            />
          )}
          <Button type="submit" mt={25} loading={form.formState.isSubmitting} variant="light">
            {o.save}
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
  const t = useT();
  const field = t.companies.field;
  const o = t.companies.overview;
  const del = useOpMutation('deleteCompany', {
    call: () => ({ params: { companyDurableKey: company.durableKey } }),
    success: { title: o.deleted, message: company.name },
    onSuccess: () => navigate(tenantPath(tenant, 'companies')),
  });

  const onDelete = () =>
    del.mutate(undefined, {
      onError: (e) =>
        notifications.show({ color: 'red', title: o.couldNotDelete, message: describeError(e) }),
    });

  return (
    <Stack gap="lg">
      <Card p="lg">
        <Facts>
          <LabelledValue label={field.organizationNumber}>
            {formatOrgNr(company.organizationNumber)}
          </LabelledValue>
          <LabelledValue label={field.country}>{countryLabel(company.country)}</LabelledValue>
          <LabelledValue label={field.legalForm}>{legalFormLabel(company.legalForm)}</LabelledValue>
          <LabelledValue label={field.framework}>
            {codeLabel(t.enums.framework, company.annualReportFramework)}
          </LabelledValue>
          <LabelledValue label={field.address}>{company.address || '–'}</LabelledValue>
          <LabelledValue label={field.accountPlan}>{company.defaultAccountPlan}</LabelledValue>
          <LabelledValue label={field.sniCode}>
            {formatSni(company.extendedAttributes?.SNI)}
          </LabelledValue>
          <LabelledValue label={o.materialityFact}>
            {sekText(company.extendedAttributes?.workMateriality)}
          </LabelledValue>
        </Facts>
        <Box mt="md">
          <TechnicalDetails items={[{ label: o.companyId, value: company.durableKey }]} />
        </Box>
      </Card>
      {canEdit || canAttr ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {canEdit ? (
            <Card p="lg">
              <Title order={2} size="h4" mb="sm">
                {o.details}
              </Title>
              <CompanyEditForm key={JSON.stringify(editValues(company))} company={company} />
            </Card>
          ) : null}
          {canAttr ? (
            <Card p="lg">
              <Title order={2} size="h4" mb="sm">
                {o.attributesTitle}
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
                {o.deleteTitle}
              </Title>
              <Text size="sm" c="dimmed">
                {o.deleteHelp}
              </Text>
            </div>
            <ConfirmDeleteButton
              title={o.deleteTitle}
              message={o.deleteMessage(company.name)}
              pending={del.isPending}
              onConfirm={onDelete}
            >
              {o.deleteTitle}
            </ConfirmDeleteButton>
          </Group>
        </Card>
      </IfCan>
    </Stack>
  );
}
