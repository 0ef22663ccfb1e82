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
  signInWith: (name) => `Logga in med ${name}`,
  or: 'eller',
  oidcNoAccess: 'Ditt konto har inte fått åtkomst till konsolen; fråga din administratör.',
  oidcFailed: 'Inloggningen kunde inte slutföras. Försök igen.',
  oidcUnavailable: 'Din identitetsleverantör går inte att nå just nu. Försök igen senare.',
  oidcBusy:
    'För många inloggningar har påbörjats från den här adressen. Vänta tio minuter och försök sedan igen.',
  tooManyAttempts: (minutes) =>
    minutes === null
      ? 'För många misslyckade försök. Försök igen senare.'
      : `För många misslyckade försök. Försök igen om ${minutes} ${minutes === 1 ? 'minut' : 'minuter'}.`,
};
