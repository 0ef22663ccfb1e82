import { counted } from '../plural.js';
import { listWords, tryAnotherSearch } from './lists.js';

/** The companies screens: the list, a new company, a company's page and its tabs (not files or balances). */
export const companies = {
  /** For "Your role does not give access to …". */
  what: 'companies',
  creatingWhat: 'creating companies',
  list: {
    title: 'Companies',
    description:
      "Companies of this tenant. SNI code and performance materiality are on each company's overview.",
    newCompany: 'New company',
    ...listWords({ one: 'company', other: 'companies' }),
    tryAnotherSearch,
    searchPlaceholder: 'Search by name, organisation number or legal form',
    empty: 'No companies yet',
    createFirst: 'Create the first company to get started.',
  },
  /** Field names, shared by the list, the forms and the overview. */
  field: {
    name: 'Name',
    organizationNumber: 'Organisation number',
    legalForm: 'Legal form',
    framework: 'Annual report framework',
    frameworkShort: 'Framework',
    country: 'Country',
    address: 'Address',
    accountPlan: 'Account plan',
    sniCode: 'SNI code',
    workMateriality: 'Performance materiality',
  },
  create: {
    title: 'New company',
    description: 'Add a company and decide who may work with it.',
    created: 'Company created',
  },
  form: {
    formLabel: 'New company',
    orgNrHelp: 'Ten digits with a valid check digit for Swedish companies',
    checkDigit: 'The last digit, the check digit, does not match the first nine. Look for a typo.',
    /** `format` is kept on one line on screen. */
    notInFormat: (format: string) => `The number is not in the format ${format}.`,
    orgNrTaken:
      'Another company of this tenant already has this organisation number. Check the number, or open that company instead.',
    choose: 'Choose',
    chooseFramework: 'Choose the annual report framework',
    notGiven: 'Not given',
    noMatchingLegalForm: 'No matching legal form',
    access: 'Who gets access',
    accessHelp:
      "Which of the firm's platform users may work with the company; its Permissions tab changes it later",
    /** The choices of who gets access (lib/access/newCompany.ts). */
    accessChoice: {
      mine: 'Only my groups',
      mineNamed: (groups: string) => `Only my groups: ${groups}`,
      mineHelp: 'The groups your platform user belongs to.',
      mineLoading: 'Reading your groups…',
      mineUnlinked:
        'Your console account is not linked to a user of the platform in this firm, so the console does not know your groups.',
      mineNone: 'Your platform user belongs to no group.',
      mineFailed: 'Your groups could not be read.',
      chosen: 'Chosen users and groups',
      chosenHelp: 'Only the users and groups you choose below.',
      nobody: 'Nobody yet',
      nobodyHelp: "No platform user until you give access on the company's Permissions tab.",
      everyone: 'Everyone in the firm',
      everyoneHelp: 'Every user the firm has today, whatever their groups.',
    },
    chooseAccess: 'Choose who gets access.',
    chooseSomeone: 'Choose at least one user or group, or choose Nobody yet.',
    reachTitle: 'Who will see it',
    reachNobody:
      "No user of the platform yet; you give access on the company's Permissions tab. The firm's administrators see it here in the console.",
    reachEveryone: (people: string) =>
      `Everyone in the firm: ${people} today. Users who join later do not get access.`,
    reachListed: (who: string, people: string | null) =>
      people ? `${who}: ${people}.` : `${who}.`,
    membersOf: (groups: string) => `the members of ${groups}`,
    people: counted('en', { one: '# person', other: '# people' }),
    users: counted('en', { one: '# user', other: '# users' }),
    usersWithAccess: 'Users with access',
    groupsWithAccess: 'Groups with access',
    findUsers: 'Type to find users',
    noUsers: 'No users',
    findGroups: 'Type to find groups',
    noGroups: 'No groups',
    noMatchingUser: 'No matching user',
    noMatchingGroup: 'No matching group',
    accountPlanNote:
      'The account plan starts as BAS2024 and follows the first uploaded accounting file.',
    submit: 'Create company',
  },
  page: {
    loading: 'Loading company…',
    loadingBalances: 'Loading the balances screen…',
    tabs: {
      overview: 'Overview',
      permissions: 'Permissions',
      'financial-years': 'Financial years',
      files: 'Files',
      assignments: 'Assignments',
      balances: 'Balances',
    },
    /** What a role may not open, for "Your role does not give access to …". */
    tabOfCompany: (tab: string) => `the ${tab.toLowerCase()} of a company`,
  },
  notFound: {
    company: 'No such company',
    tab: 'No such tab',
    explanation: 'It may have been deleted or belong to another tenant.',
    back: 'Back to companies',
  },
  overview: {
    companyId: 'Company id',
    details: 'Details',
    editLabel: 'Edit company',
    saveChanges: 'Save changes',
    saved: 'Saved',
    updated: (name: string) => `${name} updated`,
    attributesTitle: 'Industry and performance materiality',
    sniLabel: 'SNI code (industry)',
    sniHelp:
      "The company's industry in the Swedish Standard Industrial Classification (SNI 2007): five digits.",
    sniPlaceholder: 'e.g. 62010',
    sniFormat: 'Enter an SNI 2007 code of five digits, e.g. 62010',
    sniRange: 'SNI codes are 00001–99999',
    sniSaved: (code: string) => `SNI code ${code}`,
    materialityLabel: 'Performance materiality, default (SEK)',
    materialityFact: 'Performance materiality (default for assignments)',
    materialityHelp:
      "The default for this company's assignments. An assignment's own performance materiality, set on the Assignments tab, applies to that year's audit instead.",
    materialitySaved: (amount: string) => `Performance materiality ${amount}`,
    save: 'Save',
    deleteTitle: 'Delete company',
    deleteHelp: 'Removes the company and everything under it.',
    deleteMessage: (name: string) =>
      `Delete “${name}” with all its financial years, files and assignments? This cannot be undone.`,
    deleted: 'Company deleted',
    couldNotDelete: 'Could not delete',
  },
  permissions: {
    what: 'permissions',
    loading: 'Loading permissions…',
    intro: (company: string) =>
      `Who may work with ${company} in the audit platform: the users listed here, and every member of the groups listed here. Grant or revoke access below.`,
    platformNote:
      'These permissions are for the tenant’s platform users. They do not decide who may sign in to this console: console accounts have their own roles.',
    consoleScope:
      'A console auditor linked to a platform user sees in the console only the companies these permissions give that user, directly or through a group; unlinked auditors and admins see every company of the tenant.',
    users: (n: number) => `Users (${n})`,
    groups: (n: number) => `Groups (${n})`,
    grantUser: 'Grant a user access',
    grantUserPlaceholder: 'Type a name or email',
    grantGroup: 'Grant a group access',
    grantGroupPlaceholder: 'Type a group name',
    everyoneHasAccess: 'Everyone already has access',
    chooseFirst: 'Choose one first',
    grant: 'Grant',
    granted: 'Access granted',
    revoked: 'Access revoked',
    noUsers: 'No users have access',
    noGroups: 'No groups have access',
    group: 'Group',
    revoke: 'Revoke',
    revokeTitle: 'Revoke access',
    revokeUserLabel: (email: string) => `Revoke access of ${email}`,
    revokeUserMessage: (email: string, company: string) =>
      `Revoke the access of ${email} to ${company}?`,
    revokeGroupLabel: (group: string) => `Revoke access of group ${group}`,
    revokeGroupMessage: (group: string, company: string) =>
      `Revoke the access of the group ${group} to ${company}?`,
    usersCaption: 'Users with access',
    groupsCaption: 'Groups with access',
  },
  years: {
    title: 'Financial years',
    addTitle: 'Add a financial year',
    formLabel: 'New financial year',
    startDate: 'Start date',
    endDate: 'End date',
    atTheLatest: (date: string) => `${date} at the latest`,
    add: 'Add year',
    rule: 'At most 18 months, not overlapping another year.',
    added: 'Financial year added',
    overlaps:
      'These dates overlap a financial year the company already has. Choose dates outside the existing years, or delete the year that is in the way first.',
    start: 'Start',
    end: 'End',
    months: 'Months',
    deleteVerb: 'Delete',
    deleteLabel: (period: string) => `Delete financial year ${period}`,
    deleteTitle: 'Delete financial year',
    deleteMessage: (period: string) =>
      `Delete ${period} with the data of its files and its assignments?`,
    deleted: (period: string) => `Financial year ${period} deleted`,
    none: 'No financial years',
    noneHelp: 'Add one, or upload a SIE file that names its year.',
  },
};
