import { Select, type SelectProps } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A required choice bound to a react-hook-form field: nothing chosen is `undefined`, a choice
 * cannot be undone, and while nothing is chosen its error is `chooseMessage` (the schema's own
 * message is shown only for a value that is there).
 */
export function RequiredSelect<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed,
>({
  control,
  name,
  chooseMessage,
  ...select
}: Omit<SelectProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<TValues, unknown, TTransformed>;
  name: TName;
  chooseMessage: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          allowDeselect={false}
          {...select}
          value={(field.value as string | undefined) ?? null}
          onChange={(v) => field.onChange(v ?? undefined)}
          onBlur={field.onBlur}
          error={
            fieldState.error ? (field.value ? fieldState.error.message : chooseMessage) : undefined
          }
        />
      )}
    />
  );
}
