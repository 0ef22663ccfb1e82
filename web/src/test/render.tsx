import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { sessionKey, type Session } from '../lib/data/session.js';
import type { Role } from '../lib/access/roles.js';
import { OPERATIONS } from '../lib/data/operations.js';
import { TenantScope } from '../lib/routing/tenant.js';

/** Every operation of the contract: what our platform (the extended profile) offers. */
export const ALL_OPERATIONS: readonly string[] = Object.keys(OPERATIONS);
/** V1.md's operations only: a V1 service without any of our extensions. */
export const V1_OPERATIONS: readonly string[] = ALL_OPERATIONS.filter(
  (id) => !OPERATIONS[id as keyof typeof OPERATIONS].extension,
);

/**
 * Render inside the providers every console component expects. Mantine's test environment turns
 * off transitions and portals, so a select's options are there as soon as it opens.
 */
export function renderUi(ui: ReactElement) {
  return render(<MantineProvider env="test">{ui}</MantineProvider>);
}

/**
 * Render a screen as the console does: signed in with a role, in tenant `nordrevision` at
 * `path` (matched by `route`), with the answers the screen would load already in the cache
 * (`[queryKey, data]`, keys as `opKey` makes them). Nothing is fetched that is cached.
 * `operations` is what the session says the V1 service has (default: every operation).
 */
export function renderScreen(
  ui: ReactElement,
  opts: {
    role?: Role;
    path?: string;
    route?: string;
    cached?: [readonly unknown[], unknown][];
    operations?: readonly string[];
    machineUsers?: readonly string[];
  } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
  const session: Session = {
    user: {
      username: opts.role ?? 'admin',
      role: opts.role ?? 'admin',
      language: null,
      scope: 'tenant',
      platformUserIds: {},
    },
    tenants: [{ id: 'nordrevision', name: 'Revisionsbyrån Nord AB' }],
    operations: [...(opts.operations ?? ALL_OPERATIONS)],
    machineUsers: [...(opts.machineUsers ?? [])],
  };
  client.setQueryData(sessionKey, session);
  for (const [key, data] of opts.cached ?? []) client.setQueryData(key, data);
  const result = render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[opts.path ?? '/t/nordrevision']}>
          <Routes>
            <Route path={opts.route ?? '/t/:tenant'} element={<TenantScope>{ui}</TenantScope>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, client };
}
