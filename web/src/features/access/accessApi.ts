import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccessAccount,
  AccessAccountCreate,
  AccessAccountCreated,
  AccessAccountUpdate,
  AccessOverview,
  SetupLink,
} from '@ledger/contract';
import { request, withQuery } from '../../lib/data/api.js';
import { AUDIT_KEY_ROOT } from '../../lib/data/queryOptions.js';

export type { AccessAccount, AccessOverview, SetupLink };

/** The page's one read: accounts, live sessions, the provider's people (owners only). */
export const ACCESS_KEY = ['console-access'] as const;

export function useAccessOverview() {
  return useQuery({
    queryKey: ACCESS_KEY,
    queryFn: ({ signal }) => request<AccessOverview>('/api/access', { signal }),
  });
}

/** The console-access changes; each refreshes the page's read and the audit log's. */
export function useAccessChanges() {
  const qc = useQueryClient();
  const settle = () => {
    void qc.invalidateQueries({ queryKey: ACCESS_KEY });
    void qc.invalidateQueries({ queryKey: [AUDIT_KEY_ROOT] });
  };
  const opts = { onSettled: settle };
  return {
    add: useMutation({
      mutationFn: (body: AccessAccountCreate) =>
        request<AccessAccountCreated>('/api/access/accounts', { method: 'POST', body }),
      ...opts,
    }),
    update: useMutation({
      mutationFn: (body: AccessAccountUpdate) =>
        request<AccessAccount>('/api/access/accounts', { method: 'PUT', body }),
      ...opts,
    }),
    remove: useMutation({
      mutationFn: (username: string) =>
        request<void>(withQuery('/api/access/accounts', { username }), { method: 'DELETE' }),
      ...opts,
    }),
    reset: useMutation({
      mutationFn: (username: string) =>
        request<SetupLink>('/api/access/setup-links', { method: 'POST', body: { username } }),
      ...opts,
    }),
    endSessions: useMutation({
      mutationFn: (which: { session: string } | { username: string }) =>
        request<void>(withQuery('/api/access/sessions', which), { method: 'DELETE' }),
      ...opts,
    }),
  };
}
