import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  AUTHORIZATION_LISTS,
  AnnualReportFramework,
  checkOrganizationNumber,
  CompanyCreate,
  ORG_NR_MESSAGE,
  luhnValid,
  orgNrDigits,
  type AuthorizationType,
} from 'bff/contract';
import { Button, Group, Radio, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { ApiError } from '../../lib/data/api.js';
import { applyServerError } from '../../lib/forms/forms.js';
import { codeOptions } from '../../lib/format/codeLabels.js';
import { currentT } from '../../i18n/index.js';
import { FormError } from '../../lib/ui/ui.js';
import { RequiredSelect } from '../../lib/forms/RequiredSelect.js';
import { PickerMultiSelect } from '../../lib/forms/pickers.js';

export type CompanyCreateValues = z.input<typeof CompanyCreate>;
export type CompanyCreateBody = z.output<typeof CompanyCreate>;

/** What each authorization type grants when the company is created (PLATFORM.md; V1.md names only the numbers). */
const AUTHORIZATION_TYPES: {
  value: AuthorizationType;
  label: string;
  description: string;
}[] = [
  { value: 1, label: 'Everyone', description: 'Every current user of the tenant gets access.' },
  { value: 2, label: 'Users and groups', description: 'The chosen users and groups get access.' },
  { value: 3, label: 'Groups', description: 'The chosen groups get access.' },
  { value: 4, label: 'Users', description: 'The chosen users get access.' },
];

const FIELDS = [
  'data.name',
  'data.organizationNumber',
  'data.country',
  'data.annualReportFramework',
  'data.legalForm',
  'data.address',
  'authorization',
  'authorization.type',
  'authorization.userIds',
  'authorization.groupIds',
] as const;

/** Framework codes as V1 has them (V1 gives them no meanings). */
export const FRAMEWORK_OPTIONS = AnnualReportFramework.options.map((f) => ({ value: f, label: f }));

/**
 * Why a Swedish organisation number was refused, in the form's words. The contract's message
 * (for API users) repeats the field's hint; this says only what is wrong with what was typed.
 */
function orgNrProblem(value: string): ReactNode {
  const digits = orgNrDigits(value);
  if (digits && !luhnValid(digits))
    return 'The last digit, the check digit, does not match the first nine. Look for a typo.';
  return (
    <>
      The number is not in the format <span style={{ whiteSpace: 'nowrap' }}>NNNNNN-NNNN</span>.
    </>
  );
}

/** The organisation number's error as the form shows it (the contract's Luhn rule reworded). */
export function orgNrError(message: string | undefined, value: string): ReactNode {
  return message === ORG_NR_MESSAGE ? orgNrProblem(value) : message;
}

const schemaResolver = zodResolver(CompanyCreate);

/**
 * The contract's `CompanyCreate`, and its organisation-number rule also while other fields are
 * still missing (zod skips an object's refinements when a required field is absent).
 */
const companyCreateResolver: Resolver<CompanyCreateValues, unknown, CompanyCreateBody> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const data = values.data;
  if (!result.errors.data?.organizationNumber && data?.organizationNumber?.trim()) {
    const problem = checkOrganizationNumber(data.organizationNumber, data.country ?? 'SWEDEN');
    if (problem) {
      const errors = { ...result.errors };
      errors.data = {
        ...errors.data,
        organizationNumber: { type: 'custom', message: problem },
      };
      return { values: {}, errors };
    }
  }
  return result;
};

/** V1's create body: both id lists always there (empty where unused), no empty address. */
function createBody(values: CompanyCreateBody): CompanyCreateBody {
  const { address, ...data } = values.data;
  return {
    authorization: {
      type: values.authorization.type,
      userIds: values.authorization.userIds,
      groupIds: values.authorization.groupIds,
    },
    data: address ? { ...data, address } : data,
  };
}

export interface Option {
  value: string;
  label: string;
}

/** Create a company: every V1 field, and who gets access (the authorization). */
export function CompanyForm(props: {
  users: Option[];
  groups: Option[];
  onSubmit: (body: CompanyCreateBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CompanyCreateValues, unknown, CompanyCreateBody>({
    resolver: companyCreateResolver,
    defaultValues: {
      data: { name: '', organizationNumber: '', country: 'SWEDEN', address: '' },
      authorization: { type: 1, userIds: [], groupIds: [] },
    },
  });
  const { errors } = form.formState;
  const type = form.watch('authorization.type');
  const uses = AUTHORIZATION_LISTS[type];
  const orgNr = form.watch('data.organizationNumber');

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await props.onSubmit(createBody(values));
    } catch (e) {
      // Organisation numbers are unique per tenant: a conflict belongs to that field.
      if (e instanceof ApiError && e.status === 409 && e.issues.length === 0) {
        form.setError('data.organizationNumber', { type: 'server', message: e.message });
        return;
      }
      setFormError(applyServerError(e, form.setError, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New company">
      <Stack gap="md" maw={640}>
        <FormError message={formError} />
        <TextInput
          label="Name"
          withAsterisk
          {...form.register('data.name')}
          error={errors.data?.name?.message}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Organisation number"
            withAsterisk
            placeholder="NNNNNN-NNNN"
            description="Ten digits with a valid check digit for Swedish companies"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.register('data.organizationNumber')}
            error={orgNrError(errors.data?.organizationNumber?.message, orgNr ?? '')}
          />
          <Controller
            control={form.control}
            name="data.country"
            render={({ field }) => (
              <Select
                label="Country"
                allowDeselect={false}
                data={codeOptions(currentT().enums.country)}
                value={field.value ?? 'SWEDEN'}
                onChange={(v) => field.onChange(v ?? 'SWEDEN')}
                onBlur={field.onBlur}
                error={errors.data?.country?.message}
              />
            )}
          />
        </Group>
        <Group grow align="flex-start">
          <RequiredSelect
            control={form.control}
            name="data.annualReportFramework"
            label="Annual report framework"
            withAsterisk
            placeholder="Choose"
            data={FRAMEWORK_OPTIONS}
            chooseMessage="Choose the annual report framework"
          />
          <Controller
            control={form.control}
            name="data.legalForm"
            render={({ field, fieldState }) => (
              <Select
                label="Legal form"
                placeholder="Not given"
                searchable
                clearable
                data={codeOptions(currentT().enums.legalForm)}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                nothingFoundMessage="No matching legal form"
              />
            )}
          />
        </Group>
        <Textarea
          label="Address"
          autosize
          minRows={2}
          maxRows={4}
          {...form.register('data.address')}
          error={errors.data?.address?.message}
        />
        <Controller
          control={form.control}
          name="authorization.type"
          render={({ field }) => (
            <Radio.Group
              label="Authorization"
              description="Who gets access now; the company's Permissions tab changes it later"
              value={String(field.value)}
              onChange={(v) => {
                const t = Number(v) as AuthorizationType;
                field.onChange(t);
                if (!AUTHORIZATION_LISTS[t].users) form.setValue('authorization.userIds', []);
                if (!AUTHORIZATION_LISTS[t].groups) form.setValue('authorization.groupIds', []);
              }}
              error={errors.authorization?.type?.message ?? errors.authorization?.message}
            >
              <Stack gap="xs" mt="xs">
                {AUTHORIZATION_TYPES.map((t) => (
                  <Radio
                    key={t.value}
                    value={String(t.value)}
                    label={`${t.value} – ${t.label}`}
                    description={t.description}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {uses.users ? (
          <Controller
            control={form.control}
            name="authorization.userIds"
            render={({ field }) => (
              <PickerMultiSelect
                label="Users with access"
                placeholder={props.users.length ? 'Type to find users' : 'No users'}
                data={props.users}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.authorization?.userIds?.message}
                nothingFoundMessage="No matching user"
              />
            )}
          />
        ) : null}
        {uses.groups ? (
          <Controller
            control={form.control}
            name="authorization.groupIds"
            render={({ field }) => (
              <PickerMultiSelect
                label="Groups with access"
                placeholder={props.groups.length ? 'Type to find groups' : 'No groups'}
                data={props.groups}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.authorization?.groupIds?.message}
                nothingFoundMessage="No matching group"
              />
            )}
          />
        ) : null}
        <Text size="xs" c="dimmed">
          The account plan starts as BAS2024 and follows the first uploaded accounting file.
        </Text>
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Create company
          </Button>
          {props.onCancel ? (
            <Button variant="default" onClick={props.onCancel}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
