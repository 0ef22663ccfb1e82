// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuditEntry, AuditPage as Page, Company, Group, User } from '@ledger/contract';
import { setLanguage } from '../../i18n/index.js';
import { audit as enAudit } from '../../i18n/en/audit.js';
import { audit as svAudit } from '../../i18n/sv/audit.js';
import { opKey } from '../../lib/data/queries.js';
import { auditQuery } from '../../lib/data/queryOptions.js';
import { renderScreen } from '../../test/render.js';
import AuditPage from './AuditPage.js';

const KEY = '4d268bba-0518-4a5b-8065-708796a42753';
const FILE = 'd83ab1aa-3aac-45c3-b795-130280fa162e';
const USER = 'a1b2c3d4-0000-4000-8000-000000000001';
const GROUP = 'b1b2c3d4-0000-4000-8000-000000000002';
const GONE = 'c1b2c3d4-0000-4000-8000-000000000003';

const entry = (e: Partial<AuditEntry>): AuditEntry => ({
  id: String(Math.random()),
  at: '2026-11-22T10:00:00.000Z',
  username: 'anna',
  role: 'admin',
  tenantId: 'nordrevision',
  operation: 'files.upload',
  method: 'POST',
  path: `/api/t/nordrevision/company/${KEY}/files/upload`,
  targetIds: {},
  outcome: 'success',
  status: 200,
  requestId: 'req-7f3a',
  ...e,
});

const page: Page = {
  entries: [
    entry({ targetIds: { companyDurableKey: KEY, fileId: FILE, name: 'rapport.se' } }),
    entry({
      operation: 'groups.members.add',
      path: `/api/t/nordrevision/groups/${GROUP}/members/${USER}`,
      targetIds: { groupId: GROUP, userId: USER },
    }),
    entry({
      operation: 'permissions.users.revoke',
      method: 'DELETE',
      targetIds: { companyDurableKey: KEY, userId: GONE },
      outcome: 'denied',
      status: 403,
    }),
    entry({ operation: 'auth.login', method: 'POST', path: '/auth/login', tenantId: null }),
  ],
  nextCursor: null,
};

const company = { durableKey: KEY, name: 'Norrsken Bygg AB' } as Company;
const user: User = {
  id: USER,
  username: 'erik',
  firstName: 'Erik',
  lastName: 'Holm',
  email: 'erik@example.se',
};
const group: Group = { id: GROUP, name: 'Revisorer Malmö' };

function show() {
  return renderScreen(<AuditPage />, {
    path: '/t/nordrevision/audit',
    route: '/t/:tenant/audit',
    cached: [
      // The log of the tenant in view, its default.
      [auditQuery({ tenant: 'nordrevision', withoutTenant: '1' }, null, 50).queryKey, page],
      [opKey('nordrevision', 'listCompanies'), [company]],
      [opKey('nordrevision', 'listUsers'), [user]],
      [opKey('nordrevision', 'listGroups'), [group]],
    ],
  });
}

/** The strings of an English catalog area that differ from the Swedish one's at the same place. */
function englishOnly(en: unknown, sv: unknown): string[] {
  if (typeof en === 'string') return typeof sv === 'string' && sv !== en ? [en] : [];
  if (!en || typeof en !== 'object' || !sv || typeof sv !== 'object') return [];
  return Object.entries(en).flatMap(([k, v]) => englishOnly(v, (sv as Record<string, unknown>)[k]));
}

/** `word` in `text` as a whole word. */
function appears(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(text);
}

describe('the audit log', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('names what was done in words, with links, and keeps the machine details folded', () => {
    show();
    const table = screen.getByRole('table', { name: 'Audit log entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Uploaded the file rapport.se to Norrsken Bygg AB');
    expect(within(rows[0]!).getByRole('link', { name: 'Norrsken Bygg AB' })).toHaveAttribute(
      'href',
      `/t/nordrevision/companies/${KEY}`,
    );
    expect(rows[1]).toHaveTextContent('Added Erik Holm to the group Revisorer Malmö');
    expect(within(rows[1]!).getByRole('link', { name: 'Erik Holm' })).toHaveAttribute(
      'href',
      `/t/nordrevision/users/${USER}`,
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Revisorer Malmö' })).toHaveAttribute(
      'href',
      `/t/nordrevision/groups/${GROUP}`,
    );
    // A user the lists do not hold: a short id, the whole one under Technical details.
    expect(rows[2]).toHaveTextContent('Removed the access of user c1b2c3d4… to Norrsken Bygg AB');
    expect(within(rows[2]!).getByText('Denied')).toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('Signed in');
    // Parameter dumps and request lines only under Technical details.
    const details = rows[0]!.querySelector('details')!;
    expect(details).toHaveTextContent('Technical details');
    expect(details).toHaveTextContent(`POST /api/t/nordrevision/company/${KEY}/files/upload`);
    expect(details).toHaveTextContent('req-7f3a');
    const visible = [...rows[0]!.querySelectorAll('td')]
      .map((td) => td.cloneNode(true) as HTMLElement)
      .map((td) => {
        td.querySelector('details')?.remove();
        return td.textContent;
      })
      .join(' ');
    expect(visible).not.toMatch(/companyDurableKey=|fileId=|files\.upload|\/api\/t\//);
    expect(screen.getByText(/fields separated by “,”, decimal points/)).toBeInTheDocument();
  });

  it('in Swedish: sentences, outcomes, headings and filters in Swedish', async () => {
    await setLanguage('sv');
    show();
    expect(screen.getByRole('heading', { name: 'Händelselogg' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Händelser i loggen' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Laddade upp filen rapport.se till Norrsken Bygg AB');
    expect(rows[1]).toHaveTextContent('Lade till Erik Holm i gruppen Revisorer Malmö');
    expect(rows[2]).toHaveTextContent(
      'Tog bort behörigheten för användaren c1b2c3d4… till Norrsken Bygg AB',
    );
    expect(within(rows[2]!).getByText('Nekad')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Lyckades')).toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('Loggade in');
    expect(rows[0]).toHaveTextContent('Tekniska detaljer');
    expect(screen.getByText('Sida 1 · 4 händelser')).toBeInTheDocument();
    expect(screen.getByText(/fälten åtskilda med ”;”, decimalkomma/)).toBeInTheDocument();
    expect(screen.getAllByLabelText('Händelse')[0]).toHaveAttribute('placeholder', 'Alla');
    const body = document.body.textContent ?? '';
    expect(englishOnly(enAudit, svAudit).filter((w) => appears(body, w))).toEqual([]);
  });
});
