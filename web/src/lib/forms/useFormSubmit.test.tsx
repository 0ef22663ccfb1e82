// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError, describeError } from '../data/api.js';
import { isConflict, useFormSubmit, type FormSubmitOptions } from './useFormSubmit.js';

interface Values {
  name: string;
  emails: string[];
}

function renderSubmit(options: FormSubmitOptions<Values, Values>) {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { name: 'Revisorer', emails: ['a@b.se'] } });
    return { form, submit: useFormSubmit(form, options) };
  });
}

const refused = (status: number, issues: ApiError['issues'] = []) =>
  new ApiError({ message: 'refused', status, code: 'upstream_rejected', issues });

describe('useFormSubmit', () => {
  it('sends the values and leaves no notice when the server takes them', async () => {
    const submit = vi.fn(async () => undefined);
    const { result } = renderSubmit({ submit, fields: ['name'] });
    await act(() => result.current.submit.onSubmit());
    expect(submit).toHaveBeenCalledWith({ name: 'Revisorer', emails: ['a@b.se'] });
    expect(result.current.submit.notice).toBeNull();
    expect(result.current.submit.pending).toBe(false);
  });

  it('puts the issues that name a field at that field, the rest in the notice', async () => {
    const err = refused(400, [
      { path: 'body.emails/1', message: 'Invalid email address' },
      { path: 'body.other', message: 'Too long' },
    ]);
    const { result } = renderSubmit({ submit: () => Promise.reject(err), fields: ['emails'] });
    await act(() => result.current.submit.onSubmit());
    expect(result.current.form.formState.errors.emails?.type).toBe('server');
    expect(result.current.submit.notice).toContain('other:');
  });

  it('gives a refusal without field issues as the notice', async () => {
    const err = refused(502);
    const { result } = renderSubmit({ submit: () => Promise.reject(err), fields: ['name'] });
    await act(() => result.current.submit.onSubmit());
    expect(result.current.submit.notice).toBe(describeError(err));
    expect(result.current.form.formState.errors.name).toBeUndefined();
  });

  it('words a refusal the form explains itself, at a field or as the notice', async () => {
    const explain = (e: unknown) =>
      isConflict(e) ? { field: 'name' as const, message: 'Taken' } : undefined;
    const { result } = renderSubmit({ submit: () => Promise.reject(refused(409)), explain });
    await act(() => result.current.submit.onSubmit());
    expect(result.current.form.formState.errors.name?.message).toBe('Taken');
    expect(result.current.submit.notice).toBeNull();

    const asNotice = renderSubmit({
      submit: () => Promise.reject(refused(409)),
      explain: () => ({ notice: 'Overlaps' }),
    });
    await act(() => asNotice.result.current.submit.onSubmit());
    expect(asNotice.result.current.submit.notice).toBe('Overlaps');
  });

  it('shows every refusal at the one field of a one-field form', async () => {
    const err = refused(403);
    const { result } = renderSubmit({ submit: () => Promise.reject(err), errorAt: 'name' });
    await act(() => result.current.submit.onSubmit());
    expect(result.current.form.formState.errors.name?.message).toBe(describeError(err));
    expect(result.current.submit.notice).toBeNull();
  });

  it('clears the last notice when the form is sent again', async () => {
    const submit = vi.fn().mockRejectedValueOnce(refused(502)).mockResolvedValueOnce(undefined);
    const { result } = renderSubmit({ submit, fields: [] });
    await act(() => result.current.submit.onSubmit());
    expect(result.current.submit.notice).not.toBeNull();
    await act(() => result.current.submit.onSubmit());
    expect(result.current.submit.notice).toBeNull();
  });

  it('takes only a 409 that names no field as a conflict', () => {
    expect(isConflict(refused(409))).toBe(true);
    expect(isConflict(refused(409, [{ path: 'name', message: 'Taken' }]))).toBe(false);
    expect(isConflict(refused(400))).toBe(false);
    expect(isConflict(new Error('409'))).toBe(false);
  });
});
