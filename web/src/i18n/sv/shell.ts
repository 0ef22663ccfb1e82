import type { Catalog } from '../catalog.js';

export const shell: Catalog['shell'] = {
  nav: {
    main: 'Huvudmeny',
    overview: 'Översikt',
    companies: 'Företag',
    users: 'Användare',
    invitations: 'Inbjudningar',
    groups: 'Grupper',
    audit: 'Händelselogg',
    security: 'Inloggningssäkerhet',
    access: 'Konsolåtkomst',
  },
  toggleNavigation: 'Visa eller dölj menyn',
  homeSuffix: ': översikt',
  tenant: 'Byrå',
  chooseTenant: 'Välj byrå',
  language: 'Språk',
  signedInUser: 'Inloggad användare',
  signOut: 'Logga ut',
  signOutFailed: 'Utloggningen misslyckades',
  signedOut: 'Utloggad',
  seeYouSoon: 'Välkommen tillbaka.',
  sessionExpired: 'Din session har gått ut. Logga in igen.',
  checkingSession: 'Kontrollerar din inloggning…',
  tenantNotAvailable: 'Byrån är inte tillgänglig',
  noAccessToTenant: (tenant) =>
    `Du har ingen behörighet till ”${tenant}”. Välj en av dina byråer ovan.`,
  languageRule: 'Sparas i den här webbläsaren; öppna sessioner på andra ställen behåller sitt',
  pageNotFound: 'Sidan finns inte',
  nothingAtAddress: 'Det finns inget på den här adressen.',
  goToOverview: 'Gå till översikten',
};
