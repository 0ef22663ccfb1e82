import type { Catalog } from '../catalog.js';

export const auth: Catalog['auth'] = {
  pageTitle: 'Logga in',
  signInToContinue: 'Logga in för att fortsätta',
  signInToGoBack: 'Logga in för att komma tillbaka dit du var.',
  username: 'Användarnamn',
  password: 'Lösenord',
  signIn: 'Logga in',
  enterUsername: 'Ange ditt användarnamn',
  enterPassword: 'Ange ditt lösenord',
  wrongCredentials: 'Fel användarnamn eller lösenord.',
  tooManyAttempts: (minutes) =>
    minutes === null
      ? 'För många misslyckade försök. Försök igen senare.'
      : `För många misslyckade försök. Försök igen om ${minutes} ${minutes === 1 ? 'minut' : 'minuter'}.`,
};
