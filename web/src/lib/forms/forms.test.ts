import { describe, expect, it } from 'vitest';
import { ApiError } from '../data/api.js';
import { applyServerError, issueField } from './forms.js';

function collect() {
  const calls: [string, string][] = [];
  const setError = ((name: string, e: { message?: string }) =>
    calls.push([name, e.message ?? ''])) as never;
  return { calls, setError };
}

describe('server issues', () => {
  it('normalises issue paths', () => {
    expect(issueField('body.organizationNumber')).toBe('organizationNumber');
    expect(issueField('/authorization/userIds')).toBe('authorization.userIds');
    expect(issueField('emails[2]')).toBe('emails.2');
  });

  it('puts each issue at its field and nothing at the form', () => {
    const { calls, setError } = collect();
    const err = new ApiError({
      message: 'Invalid request',
      status: 400,
      issues: [
        { path: 'organizationNumber', message: 'already used' },
        { path: 'emails.1', message: 'not an email' },
      ],
    });
    expect(applyServerError(err, setError, ['organizationNumber', 'emails'])).toBeNull();
    expect(calls).toEqual([
      ['organizationNumber', 'already used'],
      ['emails', 'not an email'],
    ]);
  });

  it('returns issues for unknown fields and plain errors as form-level text', () => {
    const { calls, setError } = collect();
    const err = new ApiError({
      message: 'Invalid request',
      status: 400,
      issues: [{ path: 'nickname', message: 'unknown field' }],
    });
    expect(applyServerError(err, setError, ['name'])).toBe(
      'Invalid request: nickname: unknown field',
    );
    expect(calls).toEqual([]);
    const conflict = new ApiError({ message: 'Name taken', status: 409, requestId: 'r-1' });
    expect(applyServerError(conflict, setError, ['name'])).toBe('Name taken (request r-1)');
  });
});
