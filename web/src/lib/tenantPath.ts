/**
 * The same screen in another tenant. Ids belong to one tenant, so a detail screen
 * (`/t/a/companies/<key>/files`) becomes its list (`/t/b/companies`); list screens keep their
 * filters.
 */
export function switchTenantPath(pathname: string, search: string, tenant: string): string {
  const m = /^\/t\/[^/]+(\/.*)?$/.exec(pathname);
  const rest = m?.[1] ?? '';
  const parts = rest.split('/').filter(Boolean);
  const base = `/t/${encodeURIComponent(tenant)}`;
  if (parts.length === 0) return base;
  const [section, second] = parts;
  if (parts.length === 1) return `${base}/${section}${search}`;
  if (section === 'companies' && second === 'new' && parts.length === 2)
    return `${base}/companies/new`;
  return `${base}/${section}`;
}
