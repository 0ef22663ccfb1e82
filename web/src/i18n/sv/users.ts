import type { Catalog } from '../catalog.js';

export const users: Catalog['users'] = {
  title: 'Användare',
  description:
    'Byråns aktiva användare; en användares grupper finns på användarens sida. Inbjudna visas under Inbjudningar tills de har tackat ja.',
  what: 'användare',
  noun: { one: 'användare', other: 'användare' },
  searchLabel: 'Sök användare',
  searchPlaceholder: 'Sök på namn eller e-post',
  empty: 'Inga aktiva användare',
  loading: 'Laddar användare…',
  noMatch: 'Ingen användare matchar',
  tryAnotherSearch: 'Prova en annan sökning.',
  columns: {
    username: 'Användarnamn',
    emailVerified: 'E-post verifierad',
    created: 'Skapad',
  },
  detail: {
    loading: 'Laddar användaren…',
    notFoundTitle: 'Användaren finns inte',
    notFound: 'Användaren kan ha tagits bort eller har ännu inte tackat ja till sin inbjudan.',
    backToList: 'Tillbaka till användare',
    deleteButton: 'Ta bort användare',
    deleteTitle: 'Ta bort användaren',
    deleteMessage: (name) =>
      `Ta bort ${name} tillsammans med medlemskap i grupper och behörigheter till företag?`,
    deleted: 'Användaren har tagits bort',
    groups: 'Grupper',
    groupsCount: (n) => `Grupper (${n})`,
    loadingGroups: 'Laddar användarens grupper…',
    noGroups: 'Inte medlem i någon grupp.',
    accessNote:
      'Vilka företag den här användaren i plattformen får arbeta med bestäms på varje företags flik Behörigheter, för användaren eller någon av hens grupper; en granskare i konsolen som är kopplad till användaren ser de företagen, och bara dem, i konsolen.',
  },
};
