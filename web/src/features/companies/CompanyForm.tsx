import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { CompanyCreate, Group as UserGroup, User } from '@ledger/contract';
import {
  checkOrganizationNumber,
  ORG_NR_MESSAGE,
  luhnValid,
  orgNrDigits,
} from '@ledger/contract/orgnr';
import { Button, Group, Radio, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { describeIssue } from '../../lib/data/issues.js';
import { schemaOnUse } from '../../lib/forms/schemaOnUse.js';
import { isConflict, useFormSubmit } from '../../lib/forms/useFormSubmit.js';
import { codeOptions } from '../../lib/format/codeOptions.js';
import { currentT, useT } from '../../i18n/index.js';
import { FormError } from '../../lib/ui/ui.js';
import { RequiredSelect } from '../../lib/forms/RequiredSelect.js';
import { lazyForm } from '../../lib/forms/lazyForm.js';
import { describedChoices } from './describedOption.js';
import {
  ACCESS_CHOICES,
  authorizationFor,
  canChooseMine,
  defaultAccessChoice,
  type AccessChoice,
  type MyGroups,
} from '../../lib/access/newCompany.js';
import { listText } from '../../lib/format/format.js';
import { AccessReach } from './AccessReach.js';
import { orgNrInput } from './orgNrField.js';

export type CompanyCreateValues = z.input<typeof CompanyCreate>;
export type CompanyCreateBody = z.output<typeof CompanyCreate>;

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

/** How a Swedish organisation number is written (a format, the same in both languages). */
const ORG_NR_FORMAT = 'NNNNNN-NNNN';

/**
 * Why a Swedish organisation number was refused, in the form's words. The contract's message
 * (for API users) repeats the field's hint; this says only what is wrong with what was typed.
 */
function orgNrProblem(value: string): ReactNode {
  const { form } = currentT().companies;
  const digits = orgNrDigits(value);
  if (digits && !luhnValid(digits)) return form.checkDigit;
  const [before = '', after = ''] = form.notInFormat(ORG_NR_FORMAT).split(ORG_NR_FORMAT);
  return (
    <>
      {before}
      <span style={{ whiteSpace: 'nowrap' }}>{ORG_NR_FORMAT}</span>
      {after}
    </>
  );
}

/**
 * The organisation number's error as the form shows it: the contract's Luhn rule (as it comes, or
 * as `localized` worded it) reworded; any other message as it is.
 */
export function orgNrError(message: string | undefined, value: string): ReactNode {
  const orgNrRule =
    message === ORG_NR_MESSAGE || message === describeIssue({ message: ORG_NR_MESSAGE });
  return orgNrRule ? orgNrProblem(value) : message;
}

// zod and the contract's schemas (about 40 KB gzip) are not part of the form's first paint: fetched
// once the form is drawn, they are there by the first check (on submit), which waits for them.
const schema = schemaOnUse<CompanyCreateValues, CompanyCreateBody>(() =>
  import('./companyCreateSchema.js').then((m) => m.CompanyCreate),
);

/**
 * The contract's `CompanyCreate`, and its organisation-number rule also while other fields are
 * still missing (zod skips an object's refinements when a required field is absent).
 */
const companyCreateResolver: Resolver<CompanyCreateValues, unknown, CompanyCreateBody> = async (
  values,
  context,
  options,
) => {
  const result = await schema.resolver(values, context, options);
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

/** V1's create body: the authorization chosen, both id lists always there, no empty address. */
function createBody(
  values: CompanyCreateBody,
  authorization: CompanyCreateBody['authorization'],
): CompanyCreateBody {
  const { address, ...data } = values.data;
  return { authorization, data: address ? { ...data, address } : data };
}

// The pickers of users and groups (the multi-select) are not part of the form's first paint: the
// default choice takes neither. Their code is fetched once the form is drawn, ready for a type that
// takes them.
const loadAccessPickers = () => import('./AccessPickers.js');
const AccessPickers = lazyForm(() => loadAccessPickers().then((m) => m.AccessPickers));

/**
 * Create a company: every V1 field, and who gets access (the authorization), chosen explicitly:
 * it starts as the creator's groups, else nobody, never everyone (lib/access/newCompany.ts).
 */
export function CompanyForm(props: {
  users: readonly User[];
  groups: readonly UserGroup[];
  /** The creator's groups (through the platform user the console account is linked to). */
  myGroups: MyGroups;
  onSubmit: (body: CompanyCreateBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const t = useT();
  const tf = t.companies.form;
  const names = t.companies.field;
  const [picked, setPicked] = useState<AccessChoice | null>(null);
  const choice = picked ?? defaultAccessChoice(props.myGroups);
  // The resolver runs outside render: it reads who gets access through this.
  const access = useRef({ choice, myGroups: props.myGroups });
  access.current = { choice, myGroups: props.myGroups };
  const [resolver] = useState(
    (): Resolver<CompanyCreateValues, unknown, CompanyCreateBody> =>
      async (values, context, options) => {
        const result = await companyCreateResolver(values, context, options);
        const { choice, myGroups } = access.current;
        const chosen =
          choice &&
          authorizationFor(choice, myGroups, {
            userIds: values.authorization?.userIds ?? [],
            groupIds: values.authorization?.groupIds ?? [],
          });
        if (chosen) return result;
        const words = currentT().companies.form;
        const message = choice === 'chosen' ? words.chooseSomeone : words.chooseAccess;
        const errors = { ...result.errors };
        errors.authorization = { ...errors.authorization, type: { type: 'custom', message } };
        return { values: {}, errors };
      },
  );
  const form = useForm<CompanyCreateValues, unknown, CompanyCreateBody>({
    resolver,
    defaultValues: {
      data: { name: '', organizationNumber: '', country: 'SWEDEN', address: '' },
      // The lists the pickers fill; what is sent follows the choice (authorizationFor).
      authorization: { type: 2, userIds: [], groupIds: [] },
    },
  });
  const { errors } = form.formState;
  const orgNr = form.watch('data.organizationNumber');
  const pickedUsers = form.watch('authorization.userIds');
  const pickedGroups = form.watch('authorization.groupIds');
  const authorization =
    choice &&
    authorizationFor(choice, props.myGroups, {
      userIds: pickedUsers ?? [],
      groupIds: pickedGroups ?? [],
    });
  const country = form.watch('data.country');
  const orgNrField = form.register('data.organizationNumber');
  // Fetched ahead; a failure here is not the person's to see yet: the pickers and the submit
  // each load again when they need their code, and say so if it still does not come.
  useEffect(() => {
    loadAccessPickers().catch(() => undefined);
    schema.warm();
  }, []);

  const { onSubmit, notice, pending } = useFormSubmit(form, {
    submit: (values) =>
      props.onSubmit(
        createBody(values, authorizationFor(choice!, props.myGroups, values.authorization)!),
      ),
    fields: FIELDS,
    // Organisation numbers are unique per tenant: a conflict belongs to that field.
    explain: (e) =>
      isConflict(e)
        ? { field: 'data.organizationNumber', message: currentT().companies.form.orgNrTaken }
        : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={tf.formLabel}>
      <Stack gap="md" maw={640}>
        <FormError message={notice ?? errors.root?.message} />
        <TextInput
          label={names.name}
          withAsterisk
          {...form.register('data.name')}
          error={errors.data?.name?.message}
        />
        <Group grow align="flex-start">
          <TextInput
            label={names.organizationNumber}
            withAsterisk
            placeholder={ORG_NR_FORMAT}
            description={tf.orgNrHelp}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...orgNrField}
            {...orgNrInput(country, orgNrField.onChange)}
            error={orgNrError(errors.data?.organizationNumber?.message, orgNr ?? '')}
          />
          <Controller
            control={form.control}
            name="data.country"
            render={({ field }) => (
              <Select
                label={names.country}
                allowDeselect={false}
                data={codeOptions(t.codes.country)}
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
            label={names.framework}
            withAsterisk
            placeholder={tf.choose}
            {...describedChoices(t.codes.framework)}
            chooseMessage={tf.chooseFramework}
          />
          <Controller
            control={form.control}
            name="data.legalForm"
            render={({ field, fieldState }) => (
              <Select
                label={names.legalForm}
                placeholder={tf.notGiven}
                searchable
                clearable
                data={codeOptions(t.enums.legalForm)}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                nothingFoundMessage={tf.noMatchingLegalForm}
              />
            )}
          />
        </Group>
        <Textarea
          label={names.address}
          autosize
          minRows={2}
          maxRows={4}
          {...form.register('data.address')}
          error={errors.data?.address?.message}
        />
        <Radio.Group
          label={tf.access}
          description={tf.accessHelp}
          value={choice ?? ''}
          onChange={(v) => {
            setPicked(v as AccessChoice);
            form.clearErrors('authorization');
          }}
          error={errors.authorization?.type?.message ?? errors.authorization?.message}
        >
          <Stack gap="xs" mt="xs">
            {ACCESS_CHOICES.map((c) => (
              <Radio
                key={c}
                value={c}
                disabled={c === 'mine' && !canChooseMine(props.myGroups)}
                label={accessLabel(c, props.myGroups, tf.accessChoice)}
                description={accessHelp(c, props.myGroups, tf.accessChoice)}
              />
            ))}
          </Stack>
        </Radio.Group>
        {choice === 'chosen' ? (
          <AccessPickers
            control={form.control}
            uses={{ users: true, groups: true }}
            users={props.users}
            groups={props.groups}
            errors={{
              userIds: errors.authorization?.userIds?.message,
              groupIds: errors.authorization?.groupIds?.message,
            }}
          />
        ) : null}
        <AccessReach authorization={authorization} users={props.users} groups={props.groups} />
        <Text size="xs" c="dimmed">
          {tf.accountPlanNote}
        </Text>
        <Group>
          <Button type="submit" loading={pending}>
            {tf.submit}
          </Button>
          {props.onCancel ? (
            <Button variant="default" onClick={props.onCancel}>
              {t.common.cancel}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

type ChoiceWords = ReturnType<typeof currentT>['companies']['form']['accessChoice'];

/** A choice's name; "only my groups" names them. */
function accessLabel(choice: AccessChoice, mine: MyGroups, w: ChoiceWords): string {
  if (choice === 'mine')
    return mine.state === 'known' && mine.groups.length
      ? w.mineNamed(listText(mine.groups.map((g) => g.name)))
      : w.mine;
  return w[choice];
}

/** A choice's line of what it means; for "only my groups", why it cannot be chosen. */
function accessHelp(choice: AccessChoice, mine: MyGroups, w: ChoiceWords): string {
  if (choice === 'chosen') return w.chosenHelp;
  if (choice === 'nobody') return w.nobodyHelp;
  if (choice === 'everyone') return w.everyoneHelp;
  switch (mine.state) {
    case 'unlinked':
      return w.mineUnlinked;
    case 'loading':
      return w.mineLoading;
    case 'failed':
      return w.mineFailed;
    case 'known':
      return mine.groups.length ? w.mineHelp : w.mineNone;
  }
}
