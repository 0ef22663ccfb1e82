import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { CompanyUpdate, ExtendedAttributeRequest, type Company } from 'bff/contract';
import { callOp } from '../../../lib/api.js';
import { opKey, useTenant } from '../../../lib/queries.js';
import { applyServerError } from '../../../lib/forms.js';
import { IfCan, useCan } from '../../../lib/access.js';
import { FormError } from '../../../lib/ui.js';
import { confirmDelete } from '../../../lib/confirm.js';
import { formatDate, formatMoneyText, formatOrgNr, formatSni } from '../../../lib/format.js';
import { AUTHORIZATION_TYPES } from '../CompanyForm.js';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** Keep every cached copy of the company in step. */
function useCompanyCache() {
  const tenant = useTenant();
  const qc = useQueryClient();
  return (key: string, update: (c: Company) => Company) => {
    qc.setQueryData<Company>(opKey(tenant, 'getCompany', { companyKey: key }), (old) =>
      old ? update(old) : old,
    );
    qc.setQueryData<Company[]>(opKey(tenant, 'listCompanies'), (old) =>
      old?.map((c) => (c.durableKey === key ? update(c) : c)),
    );
  };
}

type EditValues = z.input<typeof CompanyUpdate>;

export function CompanyEditForm({ company }: { company: Company }) {
  const tenant = useTenant();
  const updateCache = useCompanyCache();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EditValues, unknown, z.output<typeof CompanyUpdate>>({
    resolver: zodResolver(CompanyUpdate),
    defaultValues: {
      name: company.name,
      organizationNumber: company.organizationNumber,
      country: company.country,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const updated = await callOp(tenant, 'updateCompany', {
        params: { companyKey: company.durableKey },
        body: values,
      });
      updateCache(company.durableKey, () => updated);
      form.reset({
        name: updated.name,
        organizationNumber: updated.organizationNumber,
        country: updated.country,
      });
      notifications.show({ color: 'teal', title: 'Saved', message: `${updated.name} updated` });
    } catch (e) {
      setFormError(applyServerError(e, form.setError, ['name', 'organizationNumber', 'country']));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Edit company">
      <Stack gap="sm">
        <FormError message={formError} />
        <TextInput label="Name" {...form.register('name')} error={errors.name?.message} />
        <TextInput
          label="Organisation number"
          {...form.register('organizationNumber')}
          error={errors.organizationNumber?.message}
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
              error={errors.country?.message}
            />
          )}
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

/** SNI is typed as text so that leading zeros stay (01110); the platform takes the number. */
export const SniSchema = z.object({
  value: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'Enter an SNI 2007 code of five digits, e.g. 62010')
    .refine((v) => Number(v) >= 1, 'SNI codes are 00001–99999')
    .transform(Number),
});
const MaterialitySchema = ExtendedAttributeRequest.extend({
  value: z.number({ error: 'Enter an amount' }).int('Whole kronor').min(0, 'Must not be negative'),
});

export function AttributeForm({
  company,
  attribute,
}: {
  company: Company;
  attribute: 'snicode' | 'workmateriality';
}) {
  const tenant = useTenant();
  const updateCache = useCompanyCache();
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
      const res = await callOp(tenant, 'setExtendedAttribute', {
        params: { companyKey: company.durableKey, attribute },
        body: { value },
      });
      updateCache(company.durableKey, (c) => ({
        ...c,
        extendedAttributes: {
          ...c.extendedAttributes,
          ...(attribute === 'snicode'
            ? { SNI: formatSni(res.value) }
            : { workMateriality: res.value }),
        },
      }));
      form.reset({ value: attribute === 'snicode' ? formatSni(value) : value });
      notifications.show({
        color: 'teal',
        title: 'Saved',
        message:
          attribute === 'snicode'
            ? `SNI code ${formatSni(res.value)}`
            : `Work materiality ${formatMoneyText(res.value)} SEK`,
      });
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
            <Controller
              control={form.control}
              name="value"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={label}
                  style={{ flex: 1 }}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
                  onBlur={field.onBlur}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=" "
                  min={0}
                  error={fieldState.error?.message}
                />
              )}
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
  const qc = useQueryClient();
  const canEdit = useCan('updateCompany');
  const canAttr = useCan('setExtendedAttribute');
  const [deleting, setDeleting] = useState(false);
  const auth = AUTHORIZATION_TYPES.find((t) => t.value === company.authorizationType);

  const onDelete = () =>
    confirmDelete({
      title: 'Delete company',
      message: `Delete “${company.name}” with all its financial years, files and assignments? This cannot be undone.`,
      onConfirm: async () => {
        setDeleting(true);
        try {
          await callOp(tenant, 'deleteCompany', { params: { companyKey: company.durableKey } });
          qc.setQueryData<Company[]>(opKey(tenant, 'listCompanies'), (old) =>
            old?.filter((c) => c.durableKey !== company.durableKey),
          );
          qc.removeQueries({
            queryKey: opKey(tenant, 'getCompany', { companyKey: company.durableKey }),
          });
          notifications.show({ color: 'teal', title: 'Company deleted', message: company.name });
          navigate(`/t/${encodeURIComponent(tenant)}/companies`);
        } catch (e) {
          notifications.show({
            color: 'red',
            title: 'Could not delete',
            message: e instanceof Error ? e.message : String(e),
          });
        } finally {
          setDeleting(false);
        }
      },
    });

  return (
    <Stack gap="lg">
      <Card p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          <Detail label="Organisation number">{formatOrgNr(company.organizationNumber)}</Detail>
          <Detail label="Country">{company.country === 'SWEDEN' ? 'Sweden' : 'Other'}</Detail>
          <Detail label="Account plan">{company.defaultAccountPlan}</Detail>
          <Detail label="Created">{formatDate(company.createdTimestamp)}</Detail>
          <Detail label="Authorization">
            {company.authorizationType} – {auth?.label}
          </Detail>
          <Detail label="SNI code">{formatSni(company.extendedAttributes?.SNI)}</Detail>
          <Detail label="Work materiality">
            {company.extendedAttributes?.workMateriality !== undefined
              ? `${formatMoneyText(company.extendedAttributes.workMateriality)} SEK`
              : '–'}
          </Detail>
          <Detail label="Key">
            <Text span size="xs" ff="monospace">
              {company.durableKey}
            </Text>
          </Detail>
        </SimpleGrid>
      </Card>
      {canEdit || canAttr ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {canEdit ? (
            <Card p="lg">
              <Title order={2} size="h4" mb="sm">
                Details
              </Title>
              <CompanyEditForm
                key={`${company.name}|${company.organizationNumber}|${company.country}`}
                company={company}
              />
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
            <Button color="red" variant="light" onClick={onDelete} loading={deleting}>
              Delete company
            </Button>
          </Group>
        </Card>
      </IfCan>
    </Stack>
  );
}
