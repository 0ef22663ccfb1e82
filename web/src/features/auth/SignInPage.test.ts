import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/data/api.js';
import { safeNext } from '../../lib/data/session.js';
import { providerErrorText, validateSignIn } from './SignInPage.js';
import { signInErrorText } from './signInErrorText.js';

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
  it("says in words why the identity provider's sign-in came back refused", () => {
    expect(providerErrorText('oidc_no_access')).toBe(
      'Your account has not been given access to the console; ask your administrator.',
    );
    expect(providerErrorText('oidc_failed')).toBe('The sign-in could not be completed. Try again.');
    expect(providerErrorText('something-else')).toBeNull();
    expect(providerErrorText(null)).toBeNull();
  });
  it('goes back only to paths inside the console', () => {
    expect(safeNext('/t/nordrevision/companies?q=å')).toBe('/t/nordrevision/companies?q=å');
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext('/sign-in')).toBeNull();
  });
});
