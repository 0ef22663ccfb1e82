/** The frame around every signed-in screen: header, navigation, tenant and language choice. */
export const shell = {
  nav: {
    main: 'Main',
    overview: 'Overview',
    companies: 'Companies',
    users: 'Users',
    invitations: 'Invitations',
    groups: 'Groups',
    audit: 'Audit log',
    security: 'Sign-in security',
    access: 'Console access',
  },
  toggleNavigation: 'Toggle navigation',
  /** Read after the console's name in the header's home link: "Ledger Console: overview". */
  homeSuffix: ': overview',
  tenant: 'Tenant',
  chooseTenant: 'Choose a tenant',
  language: 'Language',
  signedInUser: 'Signed in user',
  signOut: 'Sign out',
  signOutFailed: 'Sign-out failed',
  signedOut: 'Signed out',
  seeYouSoon: 'See you soon.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  checkingSession: 'Checking your session…',
  tenantNotAvailable: 'Tenant not available',
  noAccessToTenant: (tenant: string) =>
    `You have no access to “${tenant}”. Choose one of your tenants above.`,
  /** The rule, as the language menu says it (docs/I18N.md). */
  languageRule: 'Kept in this browser; open sessions elsewhere keep theirs',
  pageNotFound: 'Page not found',
  nothingAtAddress: 'There is nothing at this address.',
  goToOverview: 'Go to the overview',
};
