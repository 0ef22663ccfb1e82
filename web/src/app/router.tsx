import { lazy, Suspense, useState, type ComponentType } from 'react';
import {
  createBrowserRouter,
  createRoutesFromElements,
  Navigate,
  Route,
  RouterProvider,
} from 'react-router';
import { Root } from './Root.js';
import { Shell } from './Shell.js';
import { RootRedirect } from './RootRedirect.js';
import { NotFound } from './NotFound.js';
import { SignInPage } from '../features/auth/SignInPage.js';
import { OverviewPage } from '../features/overview/OverviewPage.js';
import { LoadingState } from '../lib/ui/ui.js';
import { loadScreenWords } from '../i18n/index.js';

/** Confirmation dialogs are only needed on the lazily loaded screens. */
const ModalsProvider = lazy(() =>
  import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })),
);

/** A lazily loaded screen (created once, at module level), fetched together with its words. */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Component = lazy(() => Promise.all([load(), loadScreenWords()]).then(([page]) => page));
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingState />}>
        <ModalsProvider>
          <Component />
        </ModalsProvider>
      </Suspense>
    );
  };
}

const UsersPage = lazyPage(() => import('../features/users/UsersPage.js'));
const UserDetailPage = lazyPage(() => import('../features/users/UserDetailPage.js'));
const InvitationsPage = lazyPage(() => import('../features/invitations/InvitationsPage.js'));
const GroupsPage = lazyPage(() => import('../features/groups/GroupsPage.js'));
const GroupDetailPage = lazyPage(() => import('../features/groups/GroupDetailPage.js'));
const CompaniesPage = lazyPage(() => import('../features/companies/CompaniesPage.js'));
const CompanyCreatePage = lazyPage(() => import('../features/companies/CompanyCreatePage.js'));
const CompanyPage = lazyPage(() => import('../features/companies/CompanyPage.js'));
const AuditPage = lazyPage(() => import('../features/audit/AuditPage.js'));
const InvitationsImportPage = lazyPage(
  () => import('../features/imports/InvitationsImportPage.js'),
);
const CompaniesImportPage = lazyPage(() => import('../features/imports/CompaniesImportPage.js'));

function CompanyIndexRedirect() {
  return <Navigate to="overview" replace relative="path" />;
}

/**
 * Every screen; the tenant is in the path (`/t/:tenant/...`). A data router, so that a screen may
 * hold a navigation back (`useBlocker`: leaving while a bulk action runs asks first).
 */
const routes = createRoutesFromElements(
  <Route element={<Root />}>
    <Route path="/sign-in" element={<SignInPage />} />
    <Route path="/" element={<RootRedirect />} />
    <Route path="/t/:tenant" element={<Shell />}>
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
      <Route path="*" element={<NotFound />} />
    </Route>
    <Route path="*" element={<NotFound standalone />} />
  </Route>,
);

export function AppRoutes() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
