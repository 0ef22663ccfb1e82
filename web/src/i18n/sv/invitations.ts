import type { Catalog } from '../catalog.js';
import { counted } from '../plural.js';
import { listWords, tryAnotherSearch } from './lists.js';

export const invitations: Catalog['invitations'] = {
  title: 'Inbjudningar',
  description: 'Bjud in personer via e-post; de blir användare när de tackar ja.',
  what: 'inbjudningar',
  ...listWords({ one: 'inbjudan', other: 'inbjudningar' }, 'Ingen'),
  tryAnotherSearch,
  inviteHeading: 'Bjud in användare',
  pendingHeading: 'Obesvarade inbjudningar',
  searchPlaceholder: 'Sök på e-post eller namn',
  empty: 'Inga obesvarade inbjudningar',
  invited: 'Inbjuden',
  resend: 'Skicka igen',
  resendLabel: (email) => `Skicka inbjudan till ${email} igen`,
  resent: 'Inbjudan har skickats igen',
  sentAgain: (when, who) => `skickad igen ${when} av ${who}`,
  withdraw: 'Dra tillbaka',
  withdrawLabel: (email) => `Dra tillbaka inbjudan till ${email}`,
  withdrawTitle: 'Dra tillbaka inbjudan',
  withdrawMessage: (email) => `Dra tillbaka inbjudan till ${email}?`,
  withdrawn: 'Inbjudan har dragits tillbaka',
  sent: counted('sv', { one: 'Inbjudan har skickats', other: '# inbjudningar har skickats' }),
  pendingLongerThan: counted('sv', {
    one: 'Visar inbjudningarna som har väntat mer än # dag.',
    other: 'Visar inbjudningarna som har väntat mer än # dagar.',
  }),
  selectThem: counted('sv', {
    one: 'Markera den för att skicka igen eller dra tillbaka',
    other: 'Markera alla # för att skicka igen eller dra tillbaka',
  }),
  showAll: 'Visa alla',
  form: {
    label: 'Bjud in användare',
    emails: 'E-postadresser',
    emailsHelp:
      'Skriv eller klistra in flera adresser; tryck Enter, komma eller mellanslag mellan dem',
    groups: 'Grupper (valfritt)',
    groupsPlaceholder: 'Lägg till i grupper',
    noGroups: 'Inga grupper',
    modules: 'Moduler (valfritt)',
    modulesHelp: 'De delar av plattformen som de inbjudna får använda',
    willNotSend: 'De här skickas inte',
    notSent: 'Skickades inte',
    alreadyUser: (email) => `${email} är redan användare på plattformen`,
    alreadyInvited: (email) => `${email} är redan inbjuden: skicka inbjudan igen från listan nedan`,
    send: counted('sv', {
      zero: 'Skicka inbjudan',
      one: 'Skicka inbjudan',
      other: 'Skicka # inbjudningar',
    }),
  },
};
