import { Suspense, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Root } from './Root.js';
import { Shell } from './Shell.js';
import { RootRedirect } from './RootRedirect.js';
import { NotFound } from './NotFound.js';
import { SignInPage } from '../features/auth/SignInPage.js';
import { OverviewPage } from '../features/overview/OverviewPage.js';
import { LoadingState } from '../lib/ui/ui.js';
import { prefetchScreenData } from '../lib/routing/prefetch.js';
import { GuardedRouter } from '../lib/routing/leaveGuard.js';
import { SCREENS, type ScreenName } from './screens.js';
import { ScreenWords } from '../lib/ui/ScreenWords.js';
import { TenantScope } from '../lib/routing/tenant.js';

/**
 * A lazily loaded screen (created once, at module level), fetched together with its words
 * (screens.ts); its first reads start as it renders, while its code is still on the way.
 */
function lazyPage(name: ScreenName) {
  const screen = SCREENS[name];
  const Component = screen.Page;
  return function LazyPage() {
    const qc = useQueryClient();
    const params = useParams();
    const { search } = useLocation();
    // Once, as the screen first renders: its own queries take over from there.
    useState(() => prefetchScreenData(qc, screen.pattern, params, new URLSearchParams(search)));
    return (
      <Suspense fallback={<LoadingState />}>
        <ScreenWords>
          <Component />
        </ScreenWords>
      </Suspense>
    );
  };
}

const UsersPage = lazyPage('users');
const UserDetailPage = lazyPage('user');
const InvitationsPage = lazyPage('invitations');
const GroupsPage = lazyPage('groups');
const GroupDetailPage = lazyPage('group');
const CompaniesPage = lazyPage('companies');
const CompanyCreatePage = lazyPage('newCompany');
const CompanyPage = lazyPage('company');
const AuditPage = lazyPage('audit');
const AccessPage = lazyPage('access');
const SetUpPage = lazyPage('setUp');
const InvitationsImportPage = lazyPage('invitationsImport');
const CompaniesImportPage = lazyPage('companiesImport');
const SecurityPage = lazyPage('security');

function CompanyIndexRedirect() {
  return <Navigate to="overview" replace relative="path" />;
}

/**
 * Every screen; the tenant is in the path (`/t/:tenant/...`). Not a data router (20 KB more of
 * the entry): leaving a page that asks first (a bulk run going) passes `GuardedRouter`.
 */
export function AppRoutes() {
  return (
    <GuardedRouter>
      <Routes>
        <Route element={<Root />}>
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="/set-up" element={<SetUpPage />} />
          <Route path="/" element={<RootRedirect />} />
          <Route
            path="/t/:tenant"
            element={
              <TenantScope>
                <Shell />
              </TenantScope>
            }
          >
            <Route index element={<OverviewPage />} />
            <Route path="users" element={<UsersPage />} />
            <Route path="users/:id" element={<UserDetailPage />} />
            <Route path="invitations" element={<InvitationsPage />} />
            <Route path="invitations/import" element={<InvitationsImportPage />} />
            <Route path="groups" element={<GroupsPage />} />
            <Route path="groups/:id" element={<GroupDetailPage />} />
            <Route path="companies" element={<CompaniesPage />} />
            <Route path="companies/new" element={<CompanyCreatePage />} />
            <Route path="companies/import" element={<CompaniesImportPage />} />
            <Route path="companies/:key" element={<CompanyIndexRedirect />} />
            <Route path="companies/:key/:tab" element={<CompanyPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="security" element={<SecurityPage />} />
            <Route path="access" element={<AccessPage />} />
            <Route path="*" element={<NotFound />} />
          </Route>
          <Route path="*" element={<NotFound standalone />} />
        </Route>
      </Routes>
    </GuardedRouter>
  );
}
