/**
 * A screen of a tenant: `/t/<tenant>/<segments…>`, each part encoded. The one way to write a
 * console path, in Links and navigate calls alike.
 */
export function tenantPath(tenant: string, ...segments: string[]): string {
  return ['/t', tenant, ...segments].map((s, i) => (i === 0 ? s : encodeURIComponent(s))).join('/');
}

/**
 * The same screen in another tenant. Ids belong to one tenant, so a detail screen
 * (`/t/a/companies/<key>/files`) becomes its list (`/t/b/companies`); list screens keep their
 * filters.
 */
export function switchTenantPath(pathname: string, search: string, tenant: string): string {
  const m = /^\/t\/[^/]+(\/.*)?$/.exec(pathname);
  const rest = m?.[1] ?? '';
  const parts = rest.split('/').filter(Boolean);
  const base = tenantPath(tenant);
  if (parts.length === 0) return base;
  const [section, second] = parts;
  if (parts.length === 1) return `${base}/${section}${withoutTenantChoice(search)}`;
  if (section === 'companies' && second === 'new' && parts.length === 2)
    return `${base}/companies/new`;
  // An import is checked again against the other tenant's lists; its rows stay on screen.
  if (
    (section === 'companies' || section === 'invitations') &&
    second === 'import' &&
    parts.length === 2
  )
    return `${base}/${section}/import`;
  return `${base}/${section}`;
}

/**
 * A list's filters without those that belong to the tenant left: a tenant chosen in the audit
 * log's filter (the log then follows the new tenant), a bulk run, a page cursor.
 */
function withoutTenantChoice(search: string): string {
  const params = new URLSearchParams(search);
  for (const k of ['tenant', 'bulkRun', 'cursor']) params.delete(k);
  const s = params.toString();
  return s ? `?${s}` : '';
}
