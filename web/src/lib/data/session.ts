import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
// Types only: the sign-in screen is in the first download, which must not pull in zod.
import type { ConsoleTenant, LoginRequest, LoginStep, LogoutResponse } from '@ledger/contract';
import { request } from './api.js';
import { sessionQuery, type Session } from './queryOptions.js';
import type { Access, Role } from '../access/roles.js';

export type { Session };
export type Tenant = ConsoleTenant;

export const sessionKey = sessionQuery.queryKey;

export function useSession() {
  return useQuery(sessionQuery);
}

/** Signs in; a second step still due (a second factor) is answered, else undefined. */
export function signIn(username: string, password: string): Promise<LoginStep | undefined> {
  const body: LoginRequest = { username, password };
  return request<LoginStep | undefined>('/auth/login', {
    method: 'POST',
    body,
    allowUnauthorized: true,
  });
}

/**
 * Signs out. A session signed in through the firm's identity provider is answered with the
 * provider's end-session address, where the browser goes next (and comes back to sign-in).
 */
export function signOut(): Promise<LogoutResponse | undefined> {
  return request<LogoutResponse | undefined>('/auth/logout', {
    method: 'POST',
    allowUnauthorized: true,
  });
}

/** Only same-app paths are accepted as a place to go back to after signing in. */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return null;
  if (next.startsWith('/sign-in')) return null;
  return next;
}

/** The signed-in role (null while loading or signed out). */
export function useRole(): Role | null {
  return useSession().data?.user.role ?? null;
}

/**
 * Whether a platform user is a person, not one of the machine users (integrations) the console was
 * told of (`MACHINE_USERS`, by V1 username): only people are offered as group members.
 */
export function usePeople(): (user: { username: string }) => boolean {
  const machines = useSession().data?.machineUsers;
  return useMemo(() => {
    const set = new Set(machines);
    return (user) => !set.has(user.username.toLowerCase());
  }, [machines]);
}

/** The signed-in role and the upstream's operations (null while loading or signed out). */
export function useAccess(): Access | null {
  const data = useSession().data;
  return data ? { role: data.user.role, operations: data.operations } : null;
}
