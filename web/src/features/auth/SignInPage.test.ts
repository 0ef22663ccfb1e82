import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/data/api.js';
import { safeNext } from '../../lib/data/session.js';
import { signInErrorText, validateSignIn } from './SignInPage.js';

describe('sign-in', () => {
  it('requires both fields', () => {
    expect(validateSignIn('  ', '')).toEqual({
      username: 'Enter your username',
      password: 'Enter your password',
    });
    expect(validateSignIn('admin', ' ')).toEqual({});
  });
  it('explains wrong credentials and throttling', () => {
    expect(signInErrorText(new ApiError({ message: 'x', status: 401 }))).toBe(
      'Wrong username or password.',
    );
    expect(signInErrorText(new ApiError({ message: 'x', status: 429, retryAfterS: 61 }))).toBe(
      'Too many failed attempts. Try again in 2 minutes.',
    );
  });
  it('goes back only to paths inside the console', () => {
    expect(safeNext('/t/nordrevision/companies?q=å')).toBe('/t/nordrevision/companies?q=å');
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext('/sign-in')).toBeNull();
  });
});
