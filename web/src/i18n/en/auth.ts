/** The sign-in page. */
export const auth = {
  pageTitle: 'Sign in',
  signInToContinue: 'Sign in to continue',
  signInToGoBack: 'Sign in to go back to where you were.',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign in',
  enterUsername: 'Enter your username',
  enterPassword: 'Enter your password',
  wrongCredentials: 'Wrong username or password.',
  signInWith: (name: string) => `Sign in with ${name}`,
  or: 'or',
  oidcNoAccess: 'Your account has not been given access to the console; ask your administrator.',
  oidcFailed: 'The sign-in could not be completed. Try again.',
  oidcUnavailable: 'Your identity provider cannot be reached right now. Try again later.',
  oidcBusy: 'Too many sign-ins were started from this address. Wait ten minutes, then try again.',
  tooManyAttempts: (minutes: number | null) =>
    minutes === null
      ? 'Too many failed attempts. Try again later.'
      : `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
};
