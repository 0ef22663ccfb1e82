import { createContext, use, type ReactNode } from 'react';
import { useParams } from 'react-router';

const TenantContext = createContext<string | null>(null);

/**
 * Gives the route's tenant (`/t/:tenant/...`) to everything under it as a string of its own.
 * React Router's `useParams` makes its caller render again on every change of the URL, the query
 * included (its route context is a new object each time); the tenant read from here changes only
 * with the tenant. On the workbench, every choice (a filter, a sort) is a URL change, and the
 * parts that only need the tenant (the voucher check's queries, the lists' links) rendered again
 * with it (docs/PERFORMANCE.md).
 */
export function TenantScope({ children }: { children: ReactNode }) {
  const { tenant } = useParams();
  return <TenantContext value={tenant ?? null}>{children}</TenantContext>;
}

/** The tenant of the current route (`/t/:tenant/...`), from the nearest `TenantScope`. */
export function useTenant(): string {
  const tenant = use(TenantContext);
  if (!tenant) throw new Error('useTenant outside /t/:tenant (no TenantScope)');
  return tenant;
}
