// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  ATTENTION_ACTION_DAYS as CONTRACT_ACTION_DAYS,
  ATTENTION_UPLOAD_DAYS as CONTRACT_UPLOAD_DAYS,
  STALE_INVITATION_DAYS as CONTRACT_STALE_DAYS,
  type Attention,
  type Company,
  type OpenAssignmentsAttention,
  type User,
} from '@ledger/contract';
import { renderScreen } from '../../test/render.js';
import { expectNoEnglish } from '../../test/catalogWords.js';
import { setLanguage } from '../../i18n/index.js';
import {
  pendingDaysFilter,
  pendingLongerThan,
  STALE_INVITATION_DAYS,
} from '../../lib/routing/listFilters.js';
import { ATTENTION_ACTION_DAYS, ATTENTION_UPLOAD_DAYS } from './days.js';
import {
  attentionQuery,
  nothingNeedsDoing,
  openAssignmentsQuery,
  recentActionsPath,
  staleInvitationsPath,
  staleInvitationsQuery,
} from './needsDoing.js';
import { NeedsDoing } from './NeedsDoing.js';

const DAY = 86_400_000;
const now = Date.now();
const invitation = (email: string, daysAgo?: number): User => ({
  id: email,
  username: email,
  firstName: '',
  lastName: '',
  email,
  ...(daysAgo === undefined ? {} : { createdTimestamp: now - daysAgo * DAY }),
});
const company = (durableKey: string, name: string): Company => ({
  durableKey,
  name,
  organizationNumber: '556677-8899',
  defaultAccountPlan: 'BAS2024',
});
const companies = [company('k1', 'Norrsken Bygg AB'), company('k2', 'Kiruna Gruvteknik AB')];
const upload = (fileId: string, companyDurableKey: string, name: string, status: string) => ({
  fileId,
  companyDurableKey,
  name,
  size: 1,
  username: 'admin',
  uploadedAt: new Date(now - DAY).toISOString(),
  status,
});
const attention: Attention = {
  uploads: {
    since: new Date(now - 30 * DAY).toISOString(),
    counts: { corrupt: 1, parsed: 12 },
    items: [
      upload('f1', 'k1', 'trasig.se', 'corrupt'),
      ...Array.from({ length: 9 }, (_, i) => upload(`p${i}`, 'k2', `del${i}.se`, 'parsed')),
    ],
  },
  recentActions: { since: '2026-11-19T09:00:00.000Z', count: 23 },
};
const open: OpenAssignmentsAttention = {
  count: 1,
  items: [
    {
      companyDurableKey: 'k2',
      companyName: 'Kiruna Gruvteknik AB',
      assignmentId: 'a1',
      type: 'AE',
      financialYearId: 'y1',
    },
  ],
  companiesChecked: 200,
  companiesTotal: 250,
};

function show(opts: {
  role?: 'admin' | 'auditor';
  /** The BFF's count of invitations pending over 14 days since last sent. */
  stale?: number;
  attention?: Attention;
  /** null: the open assignments' check has not answered yet. */
  open?: OpenAssignmentsAttention | null;
}) {
  return renderScreen(<NeedsDoing companies={companies} />, {
    role: opts.role ?? 'admin',
    cached: [
      [staleInvitationsQuery('nordrevision').queryKey, { days: 14, count: opts.stale ?? 0 }],
      [attentionQuery('nordrevision').queryKey, opts.attention ?? attention],
      ...(opts.open === null
        ? []
        : [[openAssignmentsQuery('nordrevision').queryKey, opts.open ?? open] as const]),
    ] as [readonly unknown[], unknown][],
  });
}

const none: Attention = {
  uploads: { since: attention.uploads.since, counts: { corrupt: 0, parsed: 0 }, items: [] },
  recentActions: { since: '2026-11-19T09:00:00.000Z', count: 3 },
};
const noneOpen: OpenAssignmentsAttention = {
  count: 0,
  items: [],
  companiesChecked: 2,
  companiesTotal: 2,
};

describe('what needs doing: logic', () => {
  it('keeps the BFF’s windows', () => {
    expect(ATTENTION_ACTION_DAYS).toBe(CONTRACT_ACTION_DAYS);
    expect(ATTENTION_UPLOAD_DAYS).toBe(CONTRACT_UPLOAD_DAYS);
  });

  it('an invitation pending longer than the days, by its time; none without one', () => {
    expect(pendingLongerThan(invitation('a', 15), 14, now)).toBe(true);
    expect(pendingLongerThan(invitation('a', 13.9), 14, now)).toBe(false);
    expect(pendingLongerThan(invitation('a'), 14, now)).toBe(false);
    // From its last sending: a resend through the console (the BFF's record) starts it again.
    const resent = (days: number) => new Date(now - days * DAY).toISOString();
    expect(pendingLongerThan(invitation('a', 300), 14, now, resent(2))).toBe(false);
    expect(pendingLongerThan(invitation('a', 300), 14, now, resent(15))).toBe(true);
    expect(pendingLongerThan(invitation('a', 3), 14, now, resent(20))).toBe(false);
    expect(pendingLongerThan(invitation('a'), 14, now, resent(15))).toBe(true);
    expect(pendingLongerThan(invitation('a', 20), 14, now, 'not a time')).toBe(true);
    expect(STALE_INVITATION_DAYS).toBe(CONTRACT_STALE_DAYS);
    expect(pendingDaysFilter('14')).toBe(14);
    expect(pendingDaysFilter('x')).toBeNull();
    expect(pendingDaysFilter(null)).toBeNull();
  });

  it('links to the filtered lists', () => {
    expect(staleInvitationsPath('nordrevision')).toBe(
      '/t/nordrevision/invitations?pendingDays=14#pending',
    );
    expect(recentActionsPath('nordrevision', '2026-11-19T09:00:00.000Z')).toBe(
      '/t/nordrevision/audit?tenant=nordrevision&from=2026-11-19',
    );
  });

  it('nothing needs doing only when every check the account has was made and is zero', () => {
    const checks = ['staleInvitations', 'uploads', 'openAssignments'] as const;
    expect(nothingNeedsDoing({ staleInvitations: 0, uploads: 0, openAssignments: 0 }, checks)).toBe(
      true,
    );
    expect(
      nothingNeedsDoing({ staleInvitations: 0, uploads: 0, openAssignments: undefined }, checks),
    ).toBe(false);
    expect(nothingNeedsDoing({ staleInvitations: 1, uploads: 0, openAssignments: 0 }, checks)).toBe(
      false,
    );
    // An auditor is not asked about invitations.
    expect(
      nothingNeedsDoing({ staleInvitations: undefined, uploads: 0, openAssignments: 0 }, [
        'uploads',
        'openAssignments',
      ]),
    ).toBe(true);
  });
});

describe('what needs doing: the overview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('an admin sees each item with its count and a link to where it is', () => {
    show({ stale: 1 });
    const inv = screen.getByTestId('needs-invitations');
    expect(inv).toHaveTextContent('1 invitation pending for more than 14 days');
    expect(
      within(inv).getByRole('link', { name: 'Show them to resend or withdraw' }),
    ).toHaveAttribute('href', '/t/nordrevision/invitations?pendingDays=14#pending');
    const corrupt = screen.getByTestId('needs-uploads-corrupt');
    expect(corrupt).toHaveTextContent('1 upload of the last 30 days is unreadable');
    expect(
      within(corrupt).getByRole('link', { name: 'trasig.se, Norrsken Bygg AB' }),
    ).toHaveAttribute('href', '/t/nordrevision/companies/k1/files');
    const parsed = screen.getByTestId('needs-uploads-parsed');
    expect(parsed).toHaveTextContent('12 uploads of the last 30 days were read but not verified');
    expect(within(parsed).getAllByRole('link')).toHaveLength(9);
    expect(parsed).toHaveTextContent('and 3 more');
    const assignments = screen.getByTestId('needs-assignments');
    expect(assignments).toHaveTextContent('1 open assignment without performance materiality');
    expect(
      within(assignments).getByRole('link', { name: 'Kiruna Gruvteknik AB: Audit' }),
    ).toHaveAttribute('href', '/t/nordrevision/companies/k2/assignments');
    expect(assignments).toHaveTextContent('The first 200 of 250 companies (by name) were checked.');
    const recent = screen.getByTestId('recent-actions');
    expect(recent).toHaveTextContent('23 actions in the console in the last 7 days');
    expect(within(recent).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/t/nordrevision/audit?tenant=nordrevision&from=2026-11-19',
    );
  });

  it("counts the invitations as the BFF does (from each one's last sending), asked once", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.resolve(Response.json({ days: 14, count: 2 }));
    });
    renderScreen(<NeedsDoing companies={companies} />, {
      role: 'admin',
      cached: [
        [attentionQuery('nordrevision').queryKey, attention],
        [openAssignmentsQuery('nordrevision').queryKey, open],
      ],
    });
    expect(await screen.findByTestId('needs-invitations')).toHaveTextContent(
      '2 invitations pending for more than 14 days',
    );
    expect(asked).toEqual(['/api/attention/invitations?tenant=nordrevision']);
  });

  it('holds the items until every check has answered, so none moves the others', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {})); // the open assignments never answer
    show({ stale: 1, open: null });
    expect(screen.getByText('Checking…')).toBeInTheDocument();
    expect(screen.queryByTestId('needs-invitations')).toBeNull();
    expect(screen.queryByTestId('needs-uploads-corrupt')).toBeNull();
    expect(screen.queryByTestId('recent-actions')).toBeNull();
  });

  it('says plainly when nothing needs doing, and still shows the recent actions', () => {
    show({ stale: 0, attention: none, open: noneOpen });
    expect(screen.getByText('Nothing needs doing')).toBeInTheDocument();
    expect(screen.queryByTestId('needs-invitations')).toBeNull();
    expect(screen.getByTestId('recent-actions')).toHaveTextContent('3 actions');
  });

  it('an auditor: its uploads and assignments, no invitations or audit log', () => {
    show({ role: 'auditor', attention: { ...none, recentActions: null }, open });
    expect(screen.queryByTestId('needs-invitations')).toBeNull();
    expect(screen.queryByTestId('recent-actions')).toBeNull();
    expect(screen.getByTestId('needs-assignments')).toHaveTextContent(
      '1 open assignment without performance materiality',
    );
    expect(screen.queryByTestId('needs-uploads-corrupt')).toBeNull();
  });

  it('an auditor with nothing to do is told so in its own words', () => {
    show({ role: 'auditor', attention: { ...none, recentActions: null }, open: noneOpen });
    expect(
      screen.getByText(
        'No upload of the last 30 days to your companies ended unreadable or unverified, and every open assignment has its performance materiality.',
      ),
    ).toBeInTheDocument();
  });

  it('in Swedish', async () => {
    await setLanguage('sv');
    try {
      show({ stale: 1 });
      expect(screen.getByRole('heading', { name: 'Att göra' })).toBeInTheDocument();
      expect(screen.getByTestId('needs-invitations')).toHaveTextContent(
        '1 inbjudan har väntat mer än 14 dagar',
      );
      expect(screen.getByTestId('needs-assignments')).toHaveTextContent(
        '1 öppet uppdrag utan arbetsväsentlighet',
      );
      expectNoEnglish('overview');
    } finally {
      await setLanguage('en');
    }
  });
});
