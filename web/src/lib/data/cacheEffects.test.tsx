// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AssignmentSummary, User } from '@ledger/contract';
import { fakeBffPerTest } from '../../test/fakeBff.js';
import { company, companyParams, year } from '../../test/fixtures.js';
import { useOpMutation } from './mutations.js';
import {
  applyCacheEffects,
  CACHE_EFFECTS,
  CONSOLE_READS_AFTER,
  refetchDeclared,
} from './cacheEffects.js';
import { AUDIT_KEY_ROOT, opQuery, type MutationOperationId } from './queryOptions.js';
import { OPERATIONS } from './operations.js';
import { TenantScope } from '../routing/tenant.js';

const TENANT = 'nordrevision';

function invitation(n: number): User {
  return {
    id: `0b3e6b7e-8f6a-4c1e-9a8e-00000000000${n}`,
    username: `person${n}@example.se`,
    firstName: `Person${n}`,
    lastName: 'Lindqvist',
    email: `person${n}@example.se`,
    createdTimestamp: 1_700_000_000_000 + n,
  };
}

function assignment(n: number, status: AssignmentSummary['status']): AssignmentSummary {
  return {
    id: `a1b2c3d4-0000-4000-8000-00000000000${n}`,
    type: 'AE',
    subType: `Revision ${n}`,
    financialYearId: year.id,
    status,
  };
}

function newClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
}

/** The providers a console screen has: a query client, and a route in the tenant. */
function wrapperFor(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/t/${TENANT}`]}>
          <Routes>
            <Route path="/t/:tenant" element={<TenantScope>{children}</TenantScope>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    );
  };
}

/** A mounted list (a screen showing it) and every state it went through. */
function watch<T>(client: QueryClient, options: ReturnType<typeof opQuery>) {
  const observer = new QueryObserver(client, options);
  const states: { status: string; data: T | undefined; fetching: boolean }[] = [];
  const stop = observer.subscribe((r) =>
    states.push({ status: r.status, data: r.data as T | undefined, fetching: r.isFetching }),
  );
  return { states, stop };
}

describe('a row action changes the cached list in place', () => {
  const startBff = fakeBffPerTest();

  it('a withdraw removes exactly that row at once, then refetches quietly with the rows kept', async () => {
    const [a, b, c] = [invitation(1), invitation(2), invitation(3)];
    const bff = await startBff((req) => {
      if (req.method === 'DELETE' && req.url === `/api/t/${TENANT}/invitations/${b.id}`)
        return { status: 204 };
      if (req.method === 'GET' && req.url === `/api/t/${TENANT}/invitations`)
        return { status: 200, body: [a, c] };
      return undefined;
    });
    const client = newClient();
    const list = opQuery(TENANT, 'listInvitations');
    client.setQueryData(list.queryKey, [a, b, c]);
    const mounted = watch<User[]>(client, list);
    const { result } = renderHook(
      () =>
        useOpMutation('deleteInvitation', { call: (userId: string) => ({ params: { userId } }) }),
      { wrapper: wrapperFor(client) },
    );

    await result.current.mutateAsync(b.id);

    // Before any answer of the refetch: the row is gone, the others are the very same objects.
    const now = client.getQueryData(list.queryKey);
    expect(now?.map((u) => u.email)).toEqual([a.email, c.email]);
    expect(now?.[0]).toBe(a);
    expect(now?.[1]).toBe(c);

    await waitFor(() =>
      expect(bff.seen).toContainEqual({ method: 'GET', url: `/api/t/${TENANT}/invitations` }),
    );
    await waitFor(() => expect(client.getQueryState(list.queryKey)?.isInvalidated).toBe(false));
    await waitFor(() => expect(mounted.states.at(-1)?.fetching).toBe(false));
    mounted.stop();

    expect(bff.seen.map((r) => r.method)).toEqual(['DELETE', 'GET']);
    // Quiet: the list was refetched, and never went back to loading or lost its rows meanwhile.
    expect(mounted.states.some((s) => s.fetching)).toBe(true);
    expect(mounted.states.every((s) => s.status === 'success' && s.data !== undefined)).toBe(true);
    // The refetched rows that did not change keep their identity (nothing redraws for them).
    const after = client.getQueryData(list.queryKey);
    expect(after?.[0]).toBe(a);
    expect(after?.[1]).toBe(c);
  });

  it('a withdraw of an invitation already gone (404) shows the list as the server has it', async () => {
    const [a, b] = [invitation(1), invitation(2)];
    await startBff((req) => {
      if (req.method === 'DELETE')
        return { status: 404, body: { message: 'No pending invitation', status: 404 } };
      if (req.method === 'GET') return { status: 200, body: [a] };
      return undefined;
    });
    const client = newClient();
    const list = opQuery(TENANT, 'listInvitations');
    client.setQueryData(list.queryKey, [a, b]);
    const mounted = watch<User[]>(client, list);
    const { result } = renderHook(
      () =>
        useOpMutation('deleteInvitation', { call: (userId: string) => ({ params: { userId } }) }),
      { wrapper: wrapperFor(client) },
    );

    await expect(result.current.mutateAsync(b.id)).rejects.toMatchObject({ status: 404 });

    await waitFor(() =>
      expect(client.getQueryData(list.queryKey)?.map((u) => u.email)).toEqual([a.email]),
    );
    mounted.stop();
    expect(mounted.states.every((s) => s.data !== undefined)).toBe(true);
  });

  it('a withdraw takes the row out as soon as it is sent; a refused one comes back from the server', async () => {
    const [a, b] = [invitation(1), invitation(2)];
    const client = newClient();
    const list = opQuery(TENANT, 'listInvitations');
    let listWhenSent: User[] | undefined;
    await startBff((req) => {
      if (req.method === 'DELETE') {
        listWhenSent = client.getQueryData(list.queryKey);
        return { status: 409, body: { message: 'The invitation is being accepted', status: 409 } };
      }
      if (req.method === 'GET') return { status: 200, body: [a, b] };
      return undefined;
    });
    client.setQueryData(list.queryKey, [a, b]);
    const mounted = watch<User[]>(client, list);
    const { result } = renderHook(
      () =>
        useOpMutation('deleteInvitation', { call: (userId: string) => ({ params: { userId } }) }),
      { wrapper: wrapperFor(client) },
    );

    await expect(result.current.mutateAsync(b.id)).rejects.toMatchObject({ status: 409 });

    expect(listWhenSent?.map((u) => u.email)).toEqual([a.email]);
    await waitFor(() =>
      expect(client.getQueryData(list.queryKey)?.map((u) => u.email)).toEqual([a.email, b.email]),
    );
    mounted.stop();
    expect(mounted.states.every((s) => s.data !== undefined)).toBe(true);
  });

  it('a status change replaces the row in every cached copy of the list, and only that row', async () => {
    const open = assignment(1, 'OPEN');
    const other = assignment(2, 'LOCKED');
    const locked: AssignmentSummary = { ...open, status: 'LOCKED' };
    await startBff((req) => {
      if (req.method === 'PUT' && req.url?.endsWith(`/assignments/${open.id}/status`))
        return { status: 200, body: locked };
      return undefined;
    });
    const client = newClient();
    const all = opQuery(TENANT, 'listAssignments', { params: companyParams });
    const inYear = opQuery(TENANT, 'listAssignments', {
      params: companyParams,
      query: { financialYearId: year.id },
    });
    client.setQueryData(all.queryKey, [open, other]);
    client.setQueryData(inYear.queryKey, [open, other]);
    const { result } = renderHook(
      () =>
        useOpMutation('setAssignmentStatus', {
          call: (id: string) => ({
            params: { companyDurableKey: company.durableKey, auditAssignmentId: id },
            body: { status: 'LOCKED' as const },
          }),
        }),
      { wrapper: wrapperFor(client) },
    );

    await result.current.mutateAsync(open.id);

    for (const key of [all.queryKey, inYear.queryKey]) {
      const rows = client.getQueryData(key);
      expect(rows?.map((r) => r.status)).toEqual(['LOCKED', 'LOCKED']);
      expect(rows?.[0]).toEqual(locked);
      expect(rows?.[1]).toBe(other);
    }
  });

  it('a create appends the answered row to the list it belongs to, not to another year’s', async () => {
    const created = assignment(3, 'OPEN');
    await startBff((req) => (req.method === 'POST' ? { status: 200, body: created } : undefined));
    const client = newClient();
    const all = opQuery(TENANT, 'listAssignments', { params: companyParams });
    const otherYear = opQuery(TENANT, 'listAssignments', {
      params: companyParams,
      query: { financialYearId: 'another-year' },
    });
    const existing = assignment(1, 'OPEN');
    client.setQueryData(all.queryKey, [existing]);
    client.setQueryData(otherYear.queryKey, []);
    const { result } = renderHook(
      () =>
        useOpMutation('createAssignment', {
          call: () => ({
            params: companyParams,
            body: { type: 'AE' as const, subType: created.subType, financialYearId: year.id },
          }),
        }),
      { wrapper: wrapperFor(client) },
    );

    await result.current.mutateAsync();

    expect(client.getQueryData(all.queryKey)).toEqual([existing, created]);
    expect(client.getQueryData(otherYear.queryKey)).toEqual([]);
  });
});

/** A plausible answer of each change, for the effects that read it. */
const ANSWERS: Partial<Record<MutationOperationId, unknown>> = {
  createInvitations: [],
  createGroup: { id: 'g1', name: 'Revisorer' },
  createCompany: company,
  updateCompany: company,
  deleteCompany: company,
  setExtendedAttribute: { attribute: 'SNI', value: '62010' },
  createFinancialYear: { id: year.id, startDate: year.startDate, endDate: year.endDate },
  deleteFinancialYear: year,
  uploadFile: { id: 'f1', name: 'a.se', uploadedByUserId: null, status: 'pending' },
  createAssignment: assignment(1, 'OPEN'),
  setAssignmentStatus: assignment(1, 'LOCKED'),
  setWorkMateriality: { workMateriality: 1000, workMaterialityPercentage: null },
};

describe('what each change invalidates', () => {
  const mutations = Object.keys(CACHE_EFFECTS) as MutationOperationId[];
  const reads = Object.keys(OPERATIONS).filter(
    (id) => OPERATIONS[id as keyof typeof OPERATIONS].method === 'GET',
  );

  it('covers every change of the contract', () => {
    const changes = Object.entries(OPERATIONS)
      .filter(([, op]) => op.method !== 'GET')
      .map(([id]) => id);
    expect([...mutations].sort()).toEqual(changes.sort());
  });

  it.each(mutations)('%s marks stale exactly the reads it declares, and the audit log', (id) => {
    const client = newClient();
    const cache = client.getQueryCache();
    // Every read and the audit log in the cache (without data, so no update changes them).
    for (const read of reads) cache.build(client, { queryKey: [TENANT, read] });
    cache.build(client, { queryKey: [AUDIT_KEY_ROOT, {}, null, 50] });
    cache.build(client, { queryKey: ['another-tenant', 'listUsers'] });
    const params = Object.fromEntries(
      [...OPERATIONS[id].path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'x']),
    );

    void applyCacheEffects(client, TENANT, id, { params } as never, ANSWERS[id] as never);

    const stale = cache
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => (q.queryKey[0] === AUDIT_KEY_ROOT ? 'audit' : String(q.queryKey[1])));
    const expected = [...CACHE_EFFECTS[id].invalidates, ...(OPERATIONS[id].audit ? ['audit'] : [])];
    expect([...new Set(stale)].sort()).toEqual([...new Set(expected)].sort());
  });

  it('declares what a user expects to see change elsewhere', () => {
    expect(CACHE_EFFECTS.deleteFinancialYear.invalidates).toEqual(
      expect.arrayContaining(['listAssignments', 'listFiles', 'getMonthlyBalances']),
    );
    expect(CACHE_EFFECTS.deleteInvitation.invalidates).toContain('listGroupMembers');
    expect(CACHE_EFFECTS.deleteUser.invalidates).toContain('getCompanyPermissions');
    expect(CACHE_EFFECTS.deleteGroup.invalidates).toContain('getCompanyPermissions');
  });

  it("a resend, alone or in a bulk run, refetches the BFF's record of resends and the overview's count", async () => {
    const client = newClient();
    const cache = client.getQueryCache();
    for (const read of ['listInvitationResends', 'getInvitationsAttention', 'listUserCompanies'])
      cache.build(client, { queryKey: [TENANT, read] });
    await refetchDeclared(client, TENANT, 'resendInvitation');
    const stale = cache
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[1]);
    expect(stale.sort()).toEqual(['getInvitationsAttention', 'listInvitationResends']);
    expect(CONSOLE_READS_AFTER.deleteInvitation).toContain('getInvitationsAttention');
    expect(CONSOLE_READS_AFTER.createInvitations).toContain('getInvitationsAttention');
  });
});
