import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { Company, CompanyExtendedAttributeChoice, CompanyUpdate } from '@ledger/contract';
import { useOpMutation } from '../../../lib/data/mutations.js';
import { useFormSubmit } from '../../../lib/forms/useFormSubmit.js';
import { DecimalField } from '../../../lib/forms/DecimalField.js';
import { decimalText } from '../../../lib/format/decimal.js';
import { FormError } from '../../../lib/ui/ui.js';
import { formatSni } from '../../../lib/format/format.js';
import { codeOptions } from '../../../lib/format/codeOptions.js';
import { orgNrError } from '../CompanyForm.js';
import { useLanguage, useT } from '../../../i18n/index.js';
import { renderDescribedOption } from '../describedOption.js';
import { orgNrInput } from '../orgNrField.js';
import {
  EDIT_FIELDS,
  editResolver,
  editValues,
  COMPANY_MATERIALITY_FIELDS,
  materialityResolver,
  SniSchema,
  type EditValues,
} from './companyEdit.js';
import { sekText } from './sekText.js';
import { SectionCard } from '../../../lib/ui/SectionCard.js';

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
  const form = useForm<EditValues, unknown, z.output<typeof CompanyUpdate>>({
    resolver: editResolver(company),
    defaultValues: editValues(company),
  });
  const { errors } = form.formState;
  const orgNr = form.watch('organizationNumber');
  const country = form.watch('country');
  const orgNrField = form.register('organizationNumber');
  const { onSubmit, notice, pending } = useFormSubmit(form, {
    submit: async (body) => form.reset(editValues(await update.mutateAsync(body))),
    fields: EDIT_FIELDS,
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
    <form onSubmit={onSubmit} noValidate aria-label={t.companies.overview.editLabel}>
      <Stack gap="sm">
        <FormError message={notice} />
        <TextInput label={field.name} {...form.register('name')} error={errors.name?.message} />
        <TextInput
          label={field.organizationNumber}
          {...orgNrField}
          {...orgNrInput(country, orgNrField.onChange)}
          error={orgNrError(errors.organizationNumber?.message, orgNr)}
        />
        {select('country', field.country, codeOptions(t.codes.country, company.country))}
        {select(
          'annualReportFramework',
          field.framework,
          codeOptions(t.codes.framework, company.annualReportFramework),
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
          <Button type="submit" loading={pending} disabled={!form.formState.isDirty}>
            {t.companies.overview.saveChanges}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

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
  const current =
    attribute === 'snicode'
      ? company.extendedAttributes?.SNI
      : company.extendedAttributes?.workMateriality;
  const rules = COMPANY_MATERIALITY_FIELDS.value;
  // V1 keeps the materiality as text: shown in the language's way when it is a number.
  const asText = (v: string | number | undefined) =>
    v === undefined || v === ''
      ? ''
      : attribute === 'snicode'
        ? String(v)
        : Number.isFinite(Number(v))
          ? decimalText(Number(v), lang, rules)
          : String(v);
  const form = useForm<{ value: string }, unknown, { value: number }>({
    // Both typed as text: SNI keeps its leading zeros, materiality is read in the language's way.
    mode: attribute === 'snicode' ? 'onSubmit' : 'onTouched',
    resolver: attribute === 'snicode' ? zodResolver(SniSchema) : materialityResolver,
    defaultValues: { value: asText(current) },
  });
  const { onSubmit, notice, pending } = useFormSubmit(form, {
    submit: async ({ value }) => {
      await save.mutateAsync(value);
      form.reset({ value: attribute === 'snicode' ? formatSni(value) : asText(value) });
    },
    fields: ['value'],
  });
  const label = attribute === 'snicode' ? o.sniLabel : o.materialityLabel;
  const help = attribute === 'snicode' ? o.sniHelp : o.materialityHelp;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="xs">
        <FormError message={notice} />
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
            <DecimalField
              control={form.control}
              name="value"
              label={label}
              description={help}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              style={{ flex: 1 }}
              rules={rules}
            />
          )}
          <Button type="submit" mt={25} loading={pending} variant="light">
            {o.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The overview's edit cards: the company's details, and its SNI code and work materiality. A
 * chunk of their own (with zod and react-hook-form), loaded only for someone who may edit.
 */
export default function OverviewEditCards({
  company,
  canEdit,
  canAttr,
}: {
  company: Company;
  canEdit: boolean;
  canAttr: boolean;
}) {
  const o = useT().companies.overview;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {canEdit ? (
        <SectionCard title={o.details}>
          <CompanyEditForm key={JSON.stringify(editValues(company))} company={company} />
        </SectionCard>
      ) : null}
      {canAttr ? (
        <SectionCard title={o.attributesTitle}>
          <Stack gap="md">
            <AttributeForm company={company} attribute="snicode" />
            <AttributeForm company={company} attribute="workmateriality" />
          </Stack>
        </SectionCard>
      ) : null}
    </SimpleGrid>
  );
}
