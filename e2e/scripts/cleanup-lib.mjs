// Finding and removing what test runs created, through the BFF (the console's own API), by the
// run prefix names carry (run-prefix.mjs). Used by scripts/cleanup.mjs and, per test, by the
// fixtures (fixtures/index.ts), which sweep a test's own names after it, failed or not.

/**
 * What can be left behind, in the order it is removed: companies first (their years, files,
 * assignments and permissions go with them), then invitations, users and groups.
 */
export const KINDS = [
  { kind: 'company', list: 'companies', id: (x) => x.durableKey, label: (x) => x.name },
  { kind: 'invitation', list: 'invitations', id: (x) => x.id, label: (x) => x.email },
  { kind: 'user', list: 'users', id: (x) => x.id, label: (x) => x.email },
  { kind: 'group', list: 'groups', id: (x) => x.id, label: (x) => x.name },
];

/**
 * Everything in `tenants` whose name or email `match` accepts. `request(method, path)` answers
 * `{ status, body }` (parsed JSON or undefined) as the signed-in admin.
 */
export async function findLeftovers(request, tenants, match) {
  const found = [];
  for (const tenant of tenants)
    for (const k of KINDS) {
      const res = await request('GET', `/api/t/${encodeURIComponent(tenant)}/${k.list}`);
      if (res.status !== 200)
        throw new Error(`GET /api/t/${tenant}/${k.list} answered ${res.status}`);
      for (const x of res.body ?? []) {
        const label = k.label(x) ?? '';
        if (match(label)) found.push({ tenant, kind: k.kind, list: k.list, id: k.id(x), label });
      }
    }
  return found;
}

/** Removes what findLeftovers found; answers each with its outcome (gone already counts). */
export async function removeLeftovers(request, items) {
  const out = [];
  for (const it of items) {
    const res = await request(
      'DELETE',
      `/api/t/${encodeURIComponent(it.tenant)}/${it.list}/${encodeURIComponent(it.id)}`,
    );
    out.push({ ...it, status: res.status, removed: res.status < 300 || res.status === 404 });
  }
  return out;
}
