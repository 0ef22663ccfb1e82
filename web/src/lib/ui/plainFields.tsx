import { forwardRef, useId, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
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
}

/** A native select with Mantine's chevron (the language menu). Named by `aria-label`. */
export function PlainSelect({ options, w, className, ...select }: PlainSelectProps) {
  return (
    <div
      className={className ? `plain-field-control ${className}` : 'plain-field-control'}
      style={w ? { width: w } : undefined}
    >
      <select {...select} className="plain-field-input">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <svg className="plain-field-chevron" viewBox="0 0 15 15" fill="none" aria-hidden>
        <path
          d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
          fill="currentColor"
          fillRule="evenodd"
          clipRule="evenodd"
        />
      </svg>
    </div>
  );
}
