import { useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Group, type ButtonProps, type ComboboxItem } from '@mantine/core';
import { PlainId } from '@ledger/contract';
import { PickerSelect } from './pickers.js';
import { localized } from './forms.js';
import { useFormSubmit } from './useFormSubmit.js';

/** The one field of a `PickOneForm`: an id as the contract's path parameters take it. */
const PickOneSchema = z.object({ id: PlainId });

type PickOneValues = z.input<typeof PickOneSchema>;
type PickOneOutput = z.output<typeof PickOneSchema>;

/**
 * Nothing chosen: the form's own words (`requiredMessage`, what to do); a choice: the contract's
 * rule, its message in the console's language.
 */
function pickOneResolver(requiredMessage: string): Resolver<PickOneValues, unknown, PickOneOutput> {
  const contract = localized(zodResolver(PickOneSchema));
  return (values, context, options) =>
    values.id
      ? contract(values, context, options)
      : Promise.resolve({
          values: {},
          errors: { id: { type: 'required', message: requiredMessage } },
        });
}

/**
 * One searchable choice and a button: grant a user or group access, add a member. The choice
 * clears when `onSubmit` succeeds; a refusal shows under the picker.
 */
export function PickOneForm(props: {
  label: string;
  placeholder: string;
  options: ComboboxItem[];
  requiredMessage: string;
  submitLabel: string;
  onSubmit: (id: string) => Promise<unknown>;
  /** The form's accessible name (none: the picker's label names it). */
  formLabel?: string;
  buttonVariant?: ButtonProps['variant'];
  maw?: number;
  mb?: string;
}) {
  const resolver = useMemo(() => pickOneResolver(props.requiredMessage), [props.requiredMessage]);
  const form = useForm<PickOneValues, unknown, PickOneOutput>({
    resolver,
    defaultValues: { id: '' },
  });
  const { onSubmit, pending } = useFormSubmit(form, {
    submit: async ({ id }) => {
      await props.onSubmit(id);
      form.reset({ id: '' });
    },
    errorAt: 'id',
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={props.formLabel}>
      <Group align="flex-start" wrap="nowrap" maw={props.maw} mb={props.mb}>
        <Controller
          control={form.control}
          name="id"
          render={({ field, fieldState }) => (
            <PickerSelect
              label={props.label}
              placeholder={props.placeholder}
              data={props.options}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              style={{ flex: 1 }}
            />
          )}
        />
        <Button type="submit" mt={25} loading={pending} variant={props.buttonVariant}>
          {props.submitLabel}
        </Button>
      </Group>
    </form>
  );
}
