import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, describeError } from '../data/api.js';
import { applyServerError } from './forms.js';

/** A refusal the form words itself: at one of its fields, or as the form's notice. */
export type OwnRefusal<T extends FieldValues> =
  { field: Path<T>; message: string } | { notice: string };

/** A 409 that names no field: V1 refused because of what already exists (a number, a period). */
export function isConflict(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409 && err.issues.length === 0;
}

export interface FormSubmitOptions<T extends FieldValues, O> {
  /** Sends the checked values; what the form does after success goes here too (reset, close). */
  submit: (values: O) => Promise<unknown>;
  /** The form's fields a server issue may name (`applyServerError`). */
  fields?: readonly string[];
  /** A refusal this form words itself (undefined: the usual mapping of the BFF's error). */
  explain?: (err: unknown) => OwnRefusal<T> | undefined;
  /** A form of one field: every refusal shows at that field, in the error's words. */
  errorAt?: Path<T>;
}

export interface FormSubmit {
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** The form-level text of the last refusal (null: none, or it went to fields). */
  notice: string | null;
  pending: boolean;
}

/**
 * A form's submit and its server errors in one place: the values checked, sent, and a refusal
 * shown where it belongs (the fields the BFF's issues name, the rest as the form's notice).
 */
export function useFormSubmit<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  options: FormSubmitOptions<T, O>,
): FormSubmit {
  const [notice, setNotice] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      await options.submit(values);
    } catch (err) {
      if (options.errorAt) {
        form.setError(options.errorAt, { type: 'server', message: describeError(err) });
        return;
      }
      const own = options.explain?.(err);
      if (own && 'field' in own) form.setError(own.field, { type: 'server', message: own.message });
      else if (own) setNotice(own.notice);
      else setNotice(applyServerError(err, form.setError, options.fields ?? []));
    }
  });
  return { onSubmit, notice, pending: form.formState.isSubmitting };
}
