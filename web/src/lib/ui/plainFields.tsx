import { forwardRef, useId, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import { IconSelector } from '@tabler/icons-react';
import './plainFields.css';

/*
 * The fields of the screens in the entry chunk (sign-in's two fields, the language menu): plain
 * elements drawn as Mantine's TextInput and NativeSelect are (`plainFields.css`), because
 * Mantine's Input family costs the entry 5 KB gzip. Every other screen (all lazy) uses Mantine's
 * inputs, with `useFormSubmit` and react-hook-form.
 */

export interface PlainTextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field, which is then marked invalid and described by it. */
  error?: string | undefined;
}

/** A labelled text field (the sign-in's): a label, the input, its error under it. */
export const PlainTextInput = forwardRef<HTMLInputElement, PlainTextInputProps>(
  function PlainTextInput({ label, error, id, ...input }, ref) {
    const generated = useId();
    const inputId = id ?? generated;
    const errorId = `${inputId}-error`;
    return (
      <div className="plain-field" data-error={error ? true : undefined}>
        <label className="plain-field-label" htmlFor={inputId}>
          {label}
        </label>
        <div className="plain-field-control">
          <input
            {...input}
            ref={ref}
            id={inputId}
            className="plain-field-input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        {error ? (
          <p className="plain-field-error" id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);

export interface PlainSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly { value: string; label: string }[];
  /** Its width in px; the whole width when omitted. */
  w?: number | undefined;
  /** A line over the options, in the open menu (the language menu's rule). */
  groupLabel?: string;
}

/** A native select with the tenant menu's arrows (the language menu). Named by `aria-label`. */
export function PlainSelect({ options, w, className, groupLabel, ...select }: PlainSelectProps) {
  const items = options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
  return (
    <div
      className={className ? `plain-field-control ${className}` : 'plain-field-control'}
      style={w ? { width: w } : undefined}
    >
      <select {...select} className="plain-field-input">
        {groupLabel ? <optgroup label={groupLabel}>{items}</optgroup> : items}
      </select>
      <IconSelector size={16} aria-hidden className="plain-field-chevron" />
    </div>
  );
}
