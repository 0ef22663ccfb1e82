import { useQuery } from '@tanstack/react-query';
import type { ConsoleTenant, LoginRequest, SessionResponse } from 'bff/contract';
import { ApiError, request } from './api.js';
import type { Access, Role } from './roles.js';

// Types only: the sign-in screen is in the first download, which must not pull in zod.
export type Tenant = ConsoleTenant;
/**
 * `GET /auth/session` (the contract's `SessionResponse`): the signed-in user, their tenants and
 * the ids of the operations the V1 service has (V1.md's, and the extensions it offers).
 */
export type Session = SessionResponse;

export const sessionKey = ['session'] as const;

/** The signed-in session, or null when signed out. */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await request<Session>('/auth/session', { allowUnauthorized: true });
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

export function useSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: fetchSession,
    staleTime: 60_000,
    retry: 1,
  });
}

export function signIn(username: string, password: string): Promise<void> {
  const body: LoginRequest = { username, password };
  return request<void>('/auth/login', {
    method: 'POST',
    body,
    allowUnauthorized: true,
  });
}

export function signOut(): Promise<void> {
  return request<void>('/auth/logout', { method: 'POST', allowUnauthorized: true });
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

/** The signed-in role and the upstream's operations (null while loading or signed out). */
export function useAccess(): Access | null {
  const data = useSession().data;
  return data ? { role: data.user.role, operations: data.operations } : null;
}
