import type { ComponentType } from 'react';
import { loadScreenWords } from '../i18n/index.js';
import { registerScreens, type ScreenEntry } from '../lib/routing/prefetch.js';
import { companyCode, prefetchCompany } from '../features/companies/prefetch.js';
import { prefetchAudit } from '../features/audit/prefetch.js';

/*
 * The lazily loaded screens: their chunks, and the reads each makes first, so that a link can
 * fetch both on intent (lib/routing/prefetch.ts) and a route asks for its data while its code
 * loads. The patterns are the router's (router.tsx).
 */

type Load = () => Promise<{ default: ComponentType }>;

/**
 * A screen's chunk together with the lazy screens' words and the styles of the components only
 * they use (styles/screens.css), all fetched at once.
 */
const withWords =
  (load: Load): Load =>
  () =>
    Promise.all([load(), loadScreenWords(), import('../styles/screens.css')]).then(
      ([page]) => page,
    );

const load = {
  users: withWords(() => import('../features/users/UsersPage.js')),
  user: withWords(() => import('../features/users/UserDetailPage.js')),
  invitations: withWords(() => import('../features/invitations/InvitationsPage.js')),
  groups: withWords(() => import('../features/groups/GroupsPage.js')),
  group: withWords(() => import('../features/groups/GroupDetailPage.js')),
  companies: withWords(() => import('../features/companies/CompaniesPage.js')),
  newCompany: withWords(() => import('../features/companies/CompanyCreatePage.js')),
  company: withWords(() => import('../features/companies/CompanyPage.js')),
  audit: withWords(() => import('../features/audit/AuditPage.js')),
  access: withWords(() => import('../features/access/AccessPage.js')),
  setUp: withWords(() => import('../features/access/SetUpPage.js')),
  invitationsImport: withWords(() => import('../features/imports/InvitationsImportPage.js')),
  companiesImport: withWords(() => import('../features/imports/CompaniesImportPage.js')),
  security: withWords(() => import('../features/auth/SecurityPage.js')),
};

export const SCREENS = {
  users: {
    pattern: '/t/:tenant/users',
    load: load.users,
    data: (c) => c.read('listUsers'),
  },
  user: {
    pattern: '/t/:tenant/users/:id',
    load: load.user,
    data: (c) => {
      const userId = c.params.id ?? '';
      c.read('getUser', { params: { userId } });
      c.read('listUserGroups', { params: { userId } });
    },
  },
  invitations: {
    pattern: '/t/:tenant/invitations',
    load: load.invitations,
    data: (c) => {
      c.read('listInvitations');
      c.read('listGroups');
      c.read('listUsers');
    },
  },
  groups: { pattern: '/t/:tenant/groups', load: load.groups, data: (c) => c.read('listGroups') },
  group: {
    pattern: '/t/:tenant/groups/:id',
    load: load.group,
    data: (c) => {
      c.read('listGroups');
      c.read('listGroupMembers', { params: { groupId: c.params.id ?? '' } });
      c.read('listUsers');
      c.read('listInvitations');
    },
  },
  newCompany: { pattern: '/t/:tenant/companies/new', load: load.newCompany },
  invitationsImport: {
    pattern: '/t/:tenant/invitations/import',
    load: load.invitationsImport,
    data: (c) => {
      c.read('listUsers');
      c.read('listInvitations');
      c.read('listGroups');
    },
  },
  companiesImport: {
    pattern: '/t/:tenant/companies/import',
    load: load.companiesImport,
    data: (c) => {
      c.read('listCompanies');
      c.read('listUsers');
      c.read('listGroups');
    },
  },
  companies: {
    pattern: '/t/:tenant/companies',
    load: load.companies,
    data: (c) => c.read('listCompanies'),
  },
  company: {
    pattern: '/t/:tenant/companies/:key/:tab',
    load: load.company,
    code: companyCode,
    data: prefetchCompany,
  },
  audit: { pattern: '/t/:tenant/audit', load: load.audit, data: prefetchAudit },
  security: { pattern: '/t/:tenant/security', load: load.security },
  access: { pattern: '/t/:tenant/access', load: load.access },
  setUp: { pattern: '/set-up', load: load.setUp },
} satisfies Record<string, ScreenEntry & { load: Load }>;

export type ScreenName = keyof typeof SCREENS;

registerScreens(Object.values(SCREENS));
