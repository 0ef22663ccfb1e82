// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company, FinancialYear, Group, User } from '@ledger/contract';
import { opKey } from '../../lib/data/queries.js';
import { renderScreen } from '../../test/render.js';
import { fakeBffPerTest } from '../../test/fakeBff.js';
import { company, companyParams as params, year } from '../../test/fixtures.js';
import { columnHeaders, rowCells } from '../../test/table.js';
import { setLanguage } from '../../i18n/index.js';
import { englishLeft } from './englishLeft.js';
import CompaniesPage from './CompaniesPage.js';
import CompanyPage from './CompanyPage.js';
import { PermissionsTab } from './tabs/PermissionsTab.js';
import { FinancialYearsTab } from './tabs/FinancialYearsTab.js';

const T = 'nordrevision';
const full: Company = {
  ...company,
  country: 'SWEDEN',
  legalForm: 'TRADING_PARTNERSHIP',
  annualReportFramework: 'RedR',
};
const user: User = {
  id: '0b3e6b7e-8f6a-4c1e-9a8e-1c2d3e4f5a6b',
  firstName: 'Åsa',
  lastName: 'Öberg',
  email: 'asa@nordrevision.se',
} as User;
const group: Group = {
  id: '1c3e6b7e-8f6a-4c1e-9a8e-1c2d3e4f5a6b',
  name: 'Revisorer Luleå',
} as Group;
const long: FinancialYear = {
  ...year,
  id: 'y-long',
  startDate: '2023-07-01',
  endDate: '2024-12-31',
};

const text = () => document.body.textContent ?? '';

describe('company screens in Swedish', () => {
  afterEach(() => setLanguage('en'));

  it('the list: headings, columns and codes by Swedish name, the count in Swedish', async () => {
    await setLanguage('sv');
    renderScreen(<CompaniesPage />, {
      path: `/t/${T}/companies`,
      route: '/t/:tenant/companies',
      cached: [[opKey(T, 'listCompanies'), [full]]],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Företag' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nytt företag' })).toBeVisible();
    expect(screen.getByLabelText('Sök företag')).toBeInTheDocument();
    const table = screen.getByRole('table');
    // The first column holds the selection's boxes (an administrator may act on many).
    expect(columnHeaders(table).slice(1)).toEqual([
      'Namn',
      'Organisationsnummer',
      'Bolagsform',
      'Regelverk',
      'Land',
    ]);
    expect(rowCells(table, 1).slice(1)).toEqual([
      'Norrsken Bygg AB',
      '556812-3458',
      'Handelsbolag',
      'Redovisningsrådets rekommendationer',
      'Sverige',
    ]);
    expect(screen.getByText('1 företag')).toBeInTheDocument();
    expect(englishLeft(text(), ['companies'])).toEqual([]);
  });

  it('the company page: tab names in Swedish; a tab that does not exist', async () => {
    await setLanguage('sv');
    const cached: [readonly unknown[], unknown][] = [[opKey(T, 'getCompany', params), full]];
    const { unmount } = renderScreen(<CompanyPage />, {
      path: `/t/${T}/companies/${company.durableKey}/overview`,
      route: '/t/:tenant/companies/:key/:tab',
      cached,
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Översikt',
      'Behörigheter',
      'Räkenskapsår',
      'Filer',
      'Uppdrag',
      'Saldon',
    ]);
    expect(screen.getByText('556812-3458 · Sverige · BAS2014')).toBeInTheDocument();
    expect(englishLeft(text(), ['companies'])).toEqual([]);
    unmount();

    renderScreen(<CompanyPage />, {
      path: `/t/${T}/companies/${company.durableKey}/nonsense`,
      route: '/t/:tenant/companies/:key/:tab',
      cached,
    });
    expect(screen.getByText('Fliken finns inte')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tillbaka till företagen' })).toBeInTheDocument();
  });

  it('the company page: a tab the role may not open, named in Swedish', async () => {
    await setLanguage('sv');
    renderScreen(<CompanyPage />, {
      role: 'auditor',
      path: `/t/${T}/companies/${company.durableKey}/permissions`,
      route: '/t/:tenant/companies/:key/:tab',
      cached: [[opKey(T, 'getCompany', params), full]],
    });
    expect(
      screen.getByText('Din roll ger inte behörighet till ett företags behörigheter.'),
    ).toBeInTheDocument();
  });

  it('permissions: say they are for platform users, not console accounts', async () => {
    await setLanguage('sv');
    renderScreen(<PermissionsTab company={full} />, {
      cached: [
        [opKey(T, 'getCompanyPermissions', params), { users: [user], groups: [] }],
        [opKey(T, 'listUsers'), [user]],
        [opKey(T, 'listGroups'), [group]],
      ],
    });
    expect(
      screen.getByText(
        'Behörigheterna gäller byråns användare i plattformen. De avgör inte vem som får logga in i den här konsolen: konsolens konton har egna roller.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Användare (1)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Grupper (0)' })).toBeVisible();
    expect(screen.getByText('Inga grupper har behörighet')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Ta bort behörigheten för asa@nordrevision.se' }),
    ).toBeInTheDocument();
    expect(englishLeft(text(), ['companies'])).toEqual([]);
  });
});

describe('financial years', () => {
  const startBff = fakeBffPerTest();
  afterEach(() => setLanguage('en'));

  it('in Swedish: columns, months, and an overlap (409) said in words, without ids', async () => {
    await setLanguage('sv');
    await startBff((req) =>
      req.method === 'POST'
        ? {
            status: 409,
            body: {
              message: `Financial year ${year.id} overlaps`,
              status: 409,
              code: 'upstream_conflict',
              upstreamStatus: 409,
              requestId: 'req-4711',
            },
          }
        : undefined,
    );
    const u = userEvent.setup();
    renderScreen(<FinancialYearsTab company={full} />, {
      cached: [[opKey(T, 'listFinancialYears', params), [year, long]]],
    });
    const table = screen.getByRole('table');
    expect(columnHeaders(table).slice(0, 3)).toEqual(['Startdatum', 'Slutdatum', 'Månader']);
    expect(rowCells(table, 1).slice(0, 3)).toEqual(['2025-01-01', '2025-12-31', '12']);
    expect(rowCells(table, 2).slice(0, 3)).toEqual(['2023-07-01', '2024-12-31', '18']);

    const form = await screen.findByRole('form', { name: 'Nytt räkenskapsår' });
    await u.type(within(form).getByRole('textbox', { name: 'Startdatum' }), '2025-06-01');
    expect(within(form).getByText('senast 2026-11-30')).toBeInTheDocument();
    await u.type(within(form).getByRole('textbox', { name: 'Slutdatum' }), '2026-05-31');
    await u.click(within(form).getByRole('button', { name: 'Lägg till år' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Datumen överlappar ett räkenskapsår som företaget redan har. Välj datum utanför de befintliga räkenskapsåren, eller ta först bort det år som är i vägen.',
    );
    expect(alert.textContent).not.toMatch(/req-4711|bc3c9809/);
    expect(englishLeft(text(), ['companies'])).toEqual([]);
  });
});
