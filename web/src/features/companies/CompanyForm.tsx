import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CompanyCreate, luhnValid, orgNrDigits } from 'bff/contract';
import { Button, Group, MultiSelect, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { ApiError } from '../../lib/api.js';
import { applyServerError } from '../../lib/forms.js';
import { FormError } from '../../lib/ui.js';

export type CompanyCreateValues = z.input<typeof CompanyCreate>;
type AuthType = 1 | 2 | 3 | 4;

export const AUTHORIZATION_TYPES: { value: AuthType; label: string; description: string }[] = [
  { value: 1, label: 'Everyone', description: 'Every user of the tenant has access.' },
  { value: 2, label: 'Users and groups', description: 'The listed users and groups.' },
  { value: 3, label: 'Groups', description: 'Members of the listed groups.' },
  { value: 4, label: 'Users', description: 'The listed users only.' },
];

const usesUsers = (t: number) => t === 2 || t === 4;
const usesGroups = (t: number) => t === 2 || t === 3;

const FIELDS = [
  'name',
  'organizationNumber',
  'country',
  'authorization',
  'authorization.type',
  'authorization.userIds',
  'authorization.groupIds',
] as const;

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

export interface Option {
  value: string;
  label: string;
}

/** Create a company: name, organisation number (Luhn checked for Sweden), authorization. */
export function CompanyForm(props: {
  users: Option[];
  groups: Option[];
  onSubmit: (values: z.output<typeof CompanyCreate>) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CompanyCreateValues, unknown, z.output<typeof CompanyCreate>>({
    resolver: zodResolver(CompanyCreate),
    defaultValues: {
      name: '',
      organizationNumber: '',
      country: 'SWEDEN',
      authorization: { type: 1, userIds: [], groupIds: [] },
    },
  });
  const { errors } = form.formState;
  const type = form.watch('authorization.type');
  const orgNr = form.watch('organizationNumber');

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await props.onSubmit(values);
    } catch (e) {
      // Organisation numbers are unique per tenant: a conflict belongs to that field.
      if (e instanceof ApiError && e.status === 409 && e.issues.length === 0) {
        form.setError('organizationNumber', { type: 'server', message: e.message });
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
          {...form.register('name')}
          error={errors.name?.message}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Organisation number"
            withAsterisk
            placeholder="NNNNNN-NNNN"
            description="Ten digits with a valid check digit for Swedish companies"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.register('organizationNumber')}
            error={
              // 'custom' is the contract's check of a Swedish number; other messages as they come.
              errors.organizationNumber?.type === 'custom'
                ? orgNrProblem(orgNr ?? '')
                : errors.organizationNumber?.message
            }
          />
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label="Country"
                allowDeselect={false}
                data={[
                  { value: 'SWEDEN', label: 'Sweden' },
                  { value: 'OTHER', label: 'Other' },
                ]}
                value={field.value ?? 'SWEDEN'}
                onChange={(v) => field.onChange(v ?? 'SWEDEN')}
                onBlur={field.onBlur}
                error={errors.country?.message}
              />
            )}
          />
        </Group>
        <Controller
          control={form.control}
          name="authorization.type"
          render={({ field }) => (
            <Radio.Group
              label="Authorization"
              description="Who may work with the company"
              value={String(field.value)}
              onChange={(v) => {
                const t = Number(v) as AuthType;
                field.onChange(t);
                if (!usesUsers(t)) form.setValue('authorization.userIds', []);
                if (!usesGroups(t)) form.setValue('authorization.groupIds', []);
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
        {usesUsers(type) ? (
          <Controller
            control={form.control}
            name="authorization.userIds"
            render={({ field }) => (
              <MultiSelect
                label="Users with access"
                placeholder={props.users.length ? 'Pick users' : 'No users'}
                searchable
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
        {usesGroups(type) ? (
          <Controller
            control={form.control}
            name="authorization.groupIds"
            render={({ field }) => (
              <MultiSelect
                label="Groups with access"
                placeholder={props.groups.length ? 'Pick groups' : 'No groups'}
                searchable
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
