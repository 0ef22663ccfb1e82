import { describe, expect, it } from 'vitest';
import type { Company, Group, User } from '@ledger/contract';
import type { CompanyAuthorization } from '@ledger/contract';
import { NOBODY } from '../../lib/access/newCompany.js';
import { readTable } from './csvReader.js';
import { COMPANY_COLUMNS } from './columns.js';
import { readInvitations } from './read.js';
import { checkInBatches, companyChecker, invitationChecker, type Problem } from './checks.js';
import { describeProblem } from './words.js';
import { problemRowsCsv } from './templates.js';
import { setLanguage } from '../../i18n/index.js';

const user = (id: string, email: string): User => ({
  id,
  username: email,
  firstName: '',
  lastName: '',
  email,
});
const groups: Group[] = [
  { id: 'g-rev', name: 'Revisorer' },
  { id: 'g-gr', name: 'Granskare' },
  { id: 'g-comma', name: 'Revision, Nord' },
];
const users = [user('u-anna', 'anna.lindqvist@nordrevision.se')];
const invitations = [user('u-karin', 'karin.wahlqvist@nordrevision.se')];
const companies: Company[] = [
  {
    durableKey: '21956b86-1c68-488e-8773-13c1fb38e381',
    organizationNumber: '556677-8899',
    name: 'Norrsken Bygg AB',
    defaultAccountPlan: 'BAS2024',
  },
];

/** The problems of each row as `[row, column, kind]`. */
const summary = <K extends string>(rows: { row: number; problems: Problem<K>[] }[]) =>
  rows.flatMap((r) => r.problems.map((p) => [r.row, p.column, p.kind]));

describe('invitation rows', () => {
  const check = (text: string) =>
    checkInBatches(readInvitations(text).rows, invitationChecker({ users, invitations, groups }));

  it('names each problem by row and column: bad, repeated, existing, pending, unknown', async () => {
    const rows = await check(
      [
        'email;groups;modules',
        'ny.person@nordrevision.se;Granskare, revisorer;Revision, ANALYTICS',
        'inte-en-adress;;',
        'NY.PERSON@nordrevision.se;;',
        'anna.lindqvist@nordrevision.se;;',
        'karin.wahlqvist@nordrevision.se;;',
        'ok@nordrevision.se;Okänd grupp|Revisorer;Bokföring',
        ';Granskare;',
        'två@nordrevision.se;Revision, Nord;Audit;extra',
      ].join('\n'),
    );
    expect(summary(rows)).toEqual([
      [3, 'email', 'issue'],
      [4, 'email', 'repeated'],
      [5, 'email', 'existingUser'],
      [6, 'email', 'pendingInvitation'],
      [7, 'groups', 'unknownGroup'],
      [7, 'modules', 'unknownModule'],
      [8, 'email', 'required'],
      [9, null, 'extraCells'],
    ]);
    expect(rows[0]!.body).toEqual({
      emails: ['ny.person@nordrevision.se'],
      groupIds: ['g-gr', 'g-rev'],
      modules: ['AUDIT', 'ANALYTICS'],
    });
    expect(rows[2]!.problems[0]).toMatchObject({ firstRow: 2 });
    expect(rows[5]!.problems.map((p) => ('value' in p ? p.value : null))).toEqual([
      'Okänd grupp',
      'Bokföring',
    ]);
    // A group whose name holds a comma is found by the whole cell.
    expect(rows[7]!.values.groups).toBe('Revision, Nord');
    expect(rows.filter((r) => r.body).map((r) => r.row)).toEqual([2]);
  });

  it('words every problem in the active language, with the column', async () => {
    const rows = await check('email,groups\ninte-en-adress,\nanna.lindqvist@nordrevision.se,Okänd');
    const words = () =>
      rows.flatMap((r) => r.problems.map((p) => `${r.row} ${describeProblem(p)}`));
    expect(words()).toEqual([
      '2 Email: Enter a valid email address, like name@firm.se.',
      '3 Email: is already a user of this tenant',
      '3 Groups: no group is called “Okänd” or has that id',
    ]);
    await setLanguage('sv');
    try {
      expect(words()).toEqual([
        '2 E-post: Ange en giltig e-postadress, t.ex. namn@byran.se.',
        '3 E-post: är redan användare i byrån',
        '3 Grupper: ingen grupp heter ”Okänd” eller har det id:t',
      ]);
    } finally {
      await setLanguage('en');
    }
  });

  it('checks a pasted list of addresses, each row its line', async () => {
    const rows = await check('a@nordrevision.se\n\nb@nordrevision.se a@nordrevision.se');
    expect(summary(rows)).toEqual([[3, 'email', 'repeated']]);
  });

  it('checks 10,000 rows in batches, reporting progress, and stops when aborted', async () => {
    const text = [
      'email',
      ...Array.from({ length: 10_000 }, (_, i) => `p${i}@nordrevision.se`),
    ].join('\n');
    const seen: number[] = [];
    const rows = await checkInBatches(
      readInvitations(text).rows,
      invitationChecker({ users, invitations, groups }),
      { onProgress: (n) => seen.push(n) },
    );
    expect(rows).toHaveLength(10_000);
    expect(rows.every((r) => r.body)).toBe(true);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.at(-1)).toBe(10_000);
    const stop = new AbortController();
    const aborted = checkInBatches(
      readInvitations(text).rows,
      invitationChecker({ users, invitations, groups }),
      { signal: stop.signal, onProgress: () => stop.abort() },
    );
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('company rows', () => {
  const check = (text: string, defaultAccess: CompanyAuthorization = NOBODY) =>
    checkInBatches(
      readTable(text, COMPANY_COLUMNS).rows,
      companyChecker({ companies, users: [...users, ...invitations], groups, defaultAccess }),
    );
  const header =
    'name;organizationNumber;annualReportFramework;legalForm;country;address;authorization.type;authorization.userIds;authorization.groupIds';

  it('builds V1’s CompanyCreate from names in either language, implying the access type', async () => {
    const rows = await check(
      [
        header,
        'Ett AB;212000-0142;k2;Aktiebolag;Sverige;Storgatan 1;;karin.wahlqvist@nordrevision.se;Granskare',
        'Two Ltd;GB-12345;RedR;Foreign legal entity;Other country;;Groups;;Revisorer',
        'Tre HB;969663-7033;K1;Trading partnership (handelsbolag);;;;;',
        'Fyra AB;556036-0793;K3;;;;Alla;;',
      ].join('\n'),
    );
    expect(summary(rows)).toEqual([]);
    expect(rows.slice(0, 3).map((r) => r.body)).toEqual([
      {
        authorization: { type: 2, userIds: ['u-karin'], groupIds: ['g-gr'] },
        data: {
          name: 'Ett AB',
          organizationNumber: '212000-0142',
          annualReportFramework: 'K2',
          legalForm: 'LIMITED_LIABILITY_COMPANY',
          country: 'SWEDEN',
          address: 'Storgatan 1',
        },
      },
      {
        authorization: { type: 3, userIds: [], groupIds: ['g-rev'] },
        data: {
          name: 'Two Ltd',
          organizationNumber: 'GB-12345',
          annualReportFramework: 'RedR',
          legalForm: 'FOREIGN_JURIDICAL_PERSON',
          country: 'OTHER',
        },
      },
      {
        // Naming no access: the default (here nobody: V1's type 2 with both lists empty).
        authorization: { type: 2, userIds: [], groupIds: [] },
        data: {
          name: 'Tre HB',
          organizationNumber: '969663-7033',
          annualReportFramework: 'K1',
          legalForm: 'TRADING_PARTNERSHIP',
        },
      },
    ]);
    // Everyone only when the row says so.
    expect(rows[3]!.body?.authorization).toEqual({ type: 1, userIds: [], groupIds: [] });
    expect(rows.map((r) => [r.key, r.label])).toEqual([
      ['212000-0142', 'Ett AB'],
      ['GB-12345', 'Two Ltd'],
      ['969663-7033', 'Tre HB'],
      ['556036-0793', 'Fyra AB'],
    ]);
  });

  it('a row that names no access gets the importer’s groups when those are the default', async () => {
    const mine: CompanyAuthorization = { type: 3, userIds: [], groupIds: ['g-rev'] };
    const rows = await check(
      [header, 'Tre HB;969663-7033;K1;;;;;;', 'Ett AB;212000-0142;K2;;;;;;Granskare'].join('\n'),
      mine,
    );
    expect(rows.map((r) => r.body?.authorization)).toEqual([
      mine,
      { type: 3, userIds: [], groupIds: ['g-gr'] },
    ]);
  });

  it('names each problem by row and column, the contract’s rules included', async () => {
    const rows = await check(
      [
        header,
        ';212000-0141;K4;Bolag;Norge;;;;',
        'Dubbel AB;2120000142;K2;;;;;;',
        'Dubbel igen AB;212000-0142;K2;;;;;;',
        'Finns AB;556677-8899;K3;;;;Alla;;',
        'Fel typ AB;559999-9991;K2;;;;Users;;Granskare',
        'Okänd AB;;K2;;;;;nobody@example.se;Ingen',
      ].join('\n'),
    );
    expect(summary(rows)).toEqual([
      [2, 'name', 'required'],
      [2, 'annualReportFramework', 'unknownCode'],
      [2, 'legalForm', 'unknownCode'],
      [2, 'country', 'unknownCode'],
      [2, 'organizationNumber', 'issue'],
      [4, 'organizationNumber', 'repeated'],
      [5, 'organizationNumber', 'existingCompany'],
      [6, 'authorization.groupIds', 'issue'],
      [7, 'organizationNumber', 'required'],
      [7, 'authorization.userIds', 'unknownUser'],
      [7, 'authorization.groupIds', 'unknownGroup'],
    ]);
    const text = rows.flatMap((r) => r.problems.map((p) => describeProblem(p)));
    expect(text).toEqual([
      'Name: is required',
      'Framework: “K4” is not a framework: K1, K2, K3 or RedR',
      'Legal form: “Bolag” is not a legal form (e.g. Aktiebolag, Handelsbolag)',
      'Country: “Norge” is not a country here: Sweden or Other country',
      'Organisation number: Enter a Swedish organisation number as NNNNNN-NNNN with a valid check digit.',
      'Organisation number: is in the file twice: also in row 3',
      'Organisation number: belongs to a company already: Norrsken Bygg AB',
      'Groups with access: Leave this empty for the chosen kind of access.',
      'Organisation number: is required',
      'Users with access: no user has the email or id “nobody@example.se”',
      'Groups with access: no group is called “Ingen” or has that id',
    ]);
    expect(rows.every((r, i) => (i === 1 ? r.body !== null : r.body === null))).toBe(true);
  });
});

describe('the rows with problems, downloaded', () => {
  it('read back with their values, the problems column named and ignored', async () => {
    const rows = await checkInBatches(
      readTable(
        'name;organizationNumber;annualReportFramework;address\nEtt AB;212000-0141;K2;"Storgatan 1; Umeå"\nTvå AB;212000-0142;K9;\n',
        COMPANY_COLUMNS,
      ).rows,
      companyChecker({ companies, users, groups, defaultAccess: NOBODY }),
    );
    const csv = problemRowsCsv('companies', rows, 'en');
    const back = readTable(csv, COMPANY_COLUMNS);
    expect(back.ignored).toEqual(['problems']);
    expect(back.rows.map((r) => r.values)).toEqual(rows.map((r) => r.values));
    expect(csv).toContain('Framework: “K9” is not a framework: K1, K2, K3 or RedR');
  });
});
