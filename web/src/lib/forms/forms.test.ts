import { afterEach, describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateGroup, LoginRequest } from '@ledger/contract';
import { ApiError } from '../data/api.js';
import { applyServerError, issueField, localized } from './forms.js';
import { setLanguage } from '../../i18n/index.js';

function collect() {
  const calls: [string, string][] = [];
  const setError = ((name: string, e: { message?: string }) =>
    calls.push([name, e.message ?? ''])) as never;
  return { calls, setError };
}

afterEach(() => setLanguage('en'));

describe('server issues', () => {
  it('normalises issue paths', () => {
    expect(issueField('body.organizationNumber')).toBe('organizationNumber');
    expect(issueField('/authorization/userIds')).toBe('authorization.userIds');
    expect(issueField('emails[2]')).toBe('emails.2');
  });

  it("puts each issue at its field in the console's words, by its code", async () => {
    const { calls, setError } = collect();
    const err = new ApiError({
      message: 'Invalid request',
      code: 'invalid_request',
      status: 400,
      issues: [
        {
          path: 'body.name',
          message: 'must be at most 100 characters',
          code: 'max_length',
          params: { max: 100 },
        },
        { path: 'emails.1', message: 'must be a valid email address', code: 'email' },
      ],
    });
    expect(applyServerError(err, setError, ['name', 'emails'])).toBeNull();
    expect(calls).toEqual([
      ['name', 'Use at most 100 characters.'],
      ['emails', 'Enter a valid email address, like name@firm.se.'],
    ]);
    await setLanguage('sv');
    const sv = collect();
    applyServerError(err, sv.setError, ['name', 'emails']);
    expect(sv.calls[0]).toEqual(['name', 'Använd högst 100 tecken.']);
  });

  it('reads an issue without a code back from its English message; one of no known kind shows it', () => {
    const { calls, setError } = collect();
    const err = new ApiError({
      message: 'Invalid request',
      status: 400,
      issues: [
        { path: 'organizationNumber', message: 'must not be empty' },
        { path: 'emails.1', message: 'already used elsewhere' },
      ],
    });
    applyServerError(err, setError, ['organizationNumber', 'emails']);
    expect(calls).toEqual([
      ['organizationNumber', 'Fill this in.'],
      ['emails', 'This value is not valid. (already used elsewhere)'],
    ]);
  });

  it('returns issues for unknown fields and plain errors as form-level text, without ids', () => {
    const { calls, setError } = collect();
    const err = new ApiError({
      message: 'Invalid request',
      code: 'invalid_request',
      status: 400,
      issues: [{ path: 'nickname', message: 'is not allowed', code: 'not_allowed' }],
    });
    expect(applyServerError(err, setError, ['name'])).toBe(
      'Some of what was sent is not valid. Check the marked fields. nickname: This field is not allowed here.',
    );
    expect(calls).toEqual([]);
    const conflict = new ApiError({
      message: 'Name taken',
      code: 'upstream_conflict',
      status: 409,
      requestId: 'r-1',
    });
    const text = applyServerError(conflict, setError, ['name']);
    expect(text).toBe(
      'This conflicts with something the platform already holds (for example a duplicate).',
    );
    expect(text).not.toContain('r-1');
  });
});

describe('form validation in the chosen language', () => {
  it("translates the contract schema's messages, and follows a language switch", async () => {
    const resolve = localized(zodResolver(LoginRequest));
    const run = () =>
      resolve({ username: '', password: 'x'.repeat(201) }, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      } as never);
    let result = await run();
    expect(result.errors.username?.message).toBe('Fill this in.');
    expect(result.errors.password?.message).toBe('Use at most 200 characters.');
    await setLanguage('sv');
    result = await run();
    expect(result.errors.username?.message).toBe('Fyll i fältet.');
    expect(result.errors.password?.message).toBe('Använd högst 200 tecken.');
  });

  it('says in either language that control characters and direction marks must go', async () => {
    const resolve = localized(zodResolver(CreateGroup));
    const run = (name: string) =>
      resolve({ name }, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
    for (const name of ['Revisorer\u0000', 'Revi\tsorer', 'Revisorer\u202e'])
      expect((await run(name)).errors.name?.message, name).toBe(
        'Remove the control characters or text-direction marks.',
      );
    expect((await run('Revisorer\n')).errors.name).toBeUndefined(); // trimmed
    await setLanguage('sv');
    expect((await run('Revi\u2066sorer')).errors.name?.message).toBe(
      'Ta bort styrtecknen eller textriktningstecknen.',
    );
  });
});
