import { useQuery } from '@tanstack/react-query';
import { ApiError, request } from './api.js';
import type { Role } from './roles.js';

export interface Tenant {
  id: string;
  name: string;
}
export interface Session {
  user: { username: string; role: Role };
  tenants: Tenant[];
}

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
  return request<void>('/auth/login', {
    method: 'POST',
    body: { username, password },
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
