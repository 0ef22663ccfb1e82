import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * A number field of a react-hook-form form: empty is `undefined` (the schema says whether that
 * is allowed), the field's error under it.
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  ...input
}: { control: Control<T>; name: Path<T> } & Omit<
  NumberInputProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name'
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...input}
          value={(field.value as number | undefined) ?? ''}
          onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
