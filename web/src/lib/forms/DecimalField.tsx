import type { Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useLanguage, useT } from '../../i18n/index.js';
import type { DecimalRules } from '../format/decimal.js';
import { readField, shownDecimal } from './decimals.js';

type InputProps = Omit<
  TextInputProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'success' | 'inputMode' | 'type'
>;

/**
 * An amount or percentage field: text read in the console's language (`readDecimal`), never a
 * number input that clamps or drops what it cannot read. Under it, what the text will be kept as
 * (`Sparas som 120 000,50 kr` / `Will be saved as 120,000.50 SEK`) while it reads, or `error`.
 * `kept` words that line (default: "will be saved as").
 */
export function DecimalInput({
  rules,
  value,
  onChange,
  onBlur,
  error,
  kept,
  inputRef,
  ...input
}: InputProps & {
  rules: DecimalRules;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  error?: string;
  kept?: (shown: string) => string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const lang = useLanguage();
  const words = useT().common.decimal;
  const reading = readField(value, rules, lang);
  const shown = reading.kind === 'value' ? shownDecimal(reading.value, rules, lang) : null;
  return (
    <TextInput
      {...input}
      ref={inputRef}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      success={!error && shown !== null ? (kept ?? words.savedAs)(shown) : undefined}
      // Mantine's success colour (teal 8) is under WCAG AA's 4.5:1 for this small text; 9 is 5:1.
      styles={{ success: { color: 'var(--mantine-color-teal-9)' } }}
    />
  );
}

/**
 * A `DecimalInput` of a react-hook-form form: the form keeps the text, and `decimalResolver`
 * reads it with the same rules when the form is checked.
 */
export function DecimalField<T extends FieldValues, O = T>({
  control,
  name,
  ...input
}: { control: Control<T, unknown, O>; name: Path<T> } & InputProps & {
    rules: DecimalRules;
    kept?: (shown: string) => string;
  }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DecimalInput
          {...input}
          inputRef={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
