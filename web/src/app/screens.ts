import type { ComponentType } from 'react';
import { loadScreenWords } from '../i18n/index.js';
import { loadSucceeded, retryingLazy } from '../lib/ui/loadFailures.js';
import { registerScreens, type ScreenEntry } from '../lib/routing/prefetch.js';
import { companyCode, prefetchCompany } from '../features/companies/prefetch.js';
import { prefetchAudit } from '../features/audit/prefetch.js';
import { ALL_RESENDS, invitationResendsRead } from '../features/invitations/resends.js';

/*
 * The lazily loaded screens: their chunks, and the reads each makes first, so that a link can
 * fetch both on intent (lib/routing/prefetch.ts) and a route asks for its data while its code
 * loads. The patterns are the router's (router.tsx).
 */

type Load = () => Promise<{ default: ComponentType }>;

/**
 * A screen: its chunk together with the lazy screens' words and the styles of the components only
 * they use (styles/screens.css), all fetched at once. Its `preload` is what a link's intent and
 * the first render ask for, so the screen renders without a loading state once its code is here.
 */
const screen = (load: Load) =>
  retryingLazy(() =>
    Promise.all([load(), loadScreenWords(), import('../styles/screens.css')]).then(([page]) => {
      loadSucceeded(); // a screen's code arrived: clears the mark of a reload for a new version
      return page;
    }),
  );

const page = {
  users: screen(() => import('../features/users/UsersPage.js')),
  user: screen(() => import('../features/users/UserDetailPage.js')),
  invitations: screen(() => import('../features/invitations/InvitationsPage.js')),
  groups: screen(() => import('../features/groups/GroupsPage.js')),
  group: screen(() => import('../features/groups/GroupDetailPage.js')),
  companies: screen(() => import('../features/companies/CompaniesPage.js')),
  newCompany: screen(() => import('../features/companies/CompanyCreatePage.js')),
  company: screen(() => import('../features/companies/CompanyPage.js')),
  audit: screen(() => import('../features/audit/AuditPage.js')),
  access: screen(() => import('../features/access/AccessPage.js')),
  setUp: screen(() => import('../features/access/SetUpPage.js')),
  invitationsImport: screen(() => import('../features/imports/InvitationsImportPage.js')),
  companiesImport: screen(() => import('../features/imports/CompaniesImportPage.js')),
  security: screen(() => import('../features/auth/SecurityPage.js')),
};

export const SCREENS = {
  users: {
    pattern: '/t/:tenant/users',
    Page: page.users,
    load: page.users.preload,
    data: (c) => c.read('listUsers'),
  },
  user: {
    pattern: '/t/:tenant/users/:id',
    Page: page.user,
    load: page.user.preload,
    data: (c) => {
      const userId = c.params.id ?? '';
      c.read('getUser', { params: { userId } });
      c.read('listUserGroups', { params: { userId } });
    },
  },
  invitations: {
    pattern: '/t/:tenant/invitations',
    Page: page.invitations,
    load: page.invitations.preload,
    data: (c) => {
      c.read('listInvitations');
      c.read('listGroups');
      c.read('listUsers');
      c.readConsole(invitationResendsRead, ALL_RESENDS);
    },
  },
  groups: {
    pattern: '/t/:tenant/groups',
    Page: page.groups,
    load: page.groups.preload,
    data: (c) => c.read('listGroups'),
  },
  group: {
    pattern: '/t/:tenant/groups/:id',
    Page: page.group,
    load: page.group.preload,
    data: (c) => {
      c.read('listGroups');
      c.read('listGroupMembers', { params: { groupId: c.params.id ?? '' } });
      c.read('listUsers');
      c.read('listInvitations');
    },
  },
  newCompany: {
    pattern: '/t/:tenant/companies/new',
    Page: page.newCompany,
    load: page.newCompany.preload,
  },
  invitationsImport: {
    pattern: '/t/:tenant/invitations/import',
    Page: page.invitationsImport,
    load: page.invitationsImport.preload,
    data: (c) => {
      c.read('listUsers');
      c.read('listInvitations');
      c.read('listGroups');
    },
  },
  companiesImport: {
    pattern: '/t/:tenant/companies/import',
    Page: page.companiesImport,
    load: page.companiesImport.preload,
    data: (c) => {
      c.read('listCompanies');
      c.read('listUsers');
      c.read('listGroups');
    },
  },
  companies: {
    pattern: '/t/:tenant/companies',
    Page: page.companies,
    load: page.companies.preload,
    data: (c) => c.read('listCompanies'),
  },
  company: {
    pattern: '/t/:tenant/companies/:key/:tab',
    Page: page.company,
    load: page.company.preload,
    code: companyCode,
    data: prefetchCompany,
  },
  audit: {
    pattern: '/t/:tenant/audit',
    Page: page.audit,
    load: page.audit.preload,
    data: prefetchAudit,
  },
  security: { pattern: '/t/:tenant/security', Page: page.security, load: page.security.preload },
  access: { pattern: '/t/:tenant/access', Page: page.access, load: page.access.preload },
  setUp: { pattern: '/set-up', Page: page.setUp, load: page.setUp.preload },
} satisfies Record<string, ScreenEntry & { Page: ComponentType }>;

export type ScreenName = keyof typeof SCREENS;

registerScreens(Object.values(SCREENS));
