import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Group, type ButtonProps, type ComboboxItem } from '@mantine/core';
import { PlainId } from 'bff/contract';
import { describeError } from '../data/api.js';
import { PickerSelect } from './pickers.js';

/** The one field of a `PickOneForm`: an id as the contract's path parameters take it. */
export function pickOneSchema(requiredMessage: string) {
  // The message says what to do when nothing is chosen; the contract's rule follows.
  return z.object({ id: z.string().min(1, requiredMessage).pipe(PlainId) });
}

type PickOneValues = z.input<ReturnType<typeof pickOneSchema>>;

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
  const form = useForm<PickOneValues, unknown, z.output<ReturnType<typeof pickOneSchema>>>({
    resolver: zodResolver(pickOneSchema(props.requiredMessage)),
    defaultValues: { id: '' },
  });
  const submit = form.handleSubmit(async ({ id }) => {
    try {
      await props.onSubmit(id);
      form.reset({ id: '' });
    } catch (err) {
      form.setError('id', { type: 'server', message: describeError(err) });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={props.formLabel}>
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
        <Button
          type="submit"
          mt={25}
          loading={form.formState.isSubmitting}
          variant={props.buttonVariant}
        >
          {props.submitLabel}
        </Button>
      </Group>
    </form>
  );
}
