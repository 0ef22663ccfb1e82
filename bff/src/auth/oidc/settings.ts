/**
 * Sign-in through the firm's OpenID Provider: the `OIDC_*` settings, checked at start, and the
 * rule that turns a person's groups into a console role and tenants (`OIDC_ACCESS`).
 */
import { TenantId } from '@ledger/contract';
import type { Role } from '../../store/index.js';

export const OIDC_CALLBACK_PATH = '/auth/oidc/callback';
/** Where the provider sends the browser back after RP-initiated logout. */
export const OIDC_SIGNED_OUT_PATH = '/sign-in';
export const DEFAULT_OIDC_SCOPES = 'openid email profile groups';
export const DEFAULT_GROUPS_CLAIM = 'groups';

/** One entry of OIDC_ACCESS: what membership of `group` gives. */
export interface AccessRule {
  group: string;
  role: Role;
  tenants: string[];
  /** Link the person, in these tenants, to the platform user with its verified email. */
  linkByEmail: boolean;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the button ("Sign in with <name>"). */
  name: string;
  scopes: string;
  groupsClaim: string;
  access: AccessRule[];
  /** PUBLIC_URL + /auth/oidc/callback: the redirect URI registered at the provider. */
  redirectUri: string;
  /** PUBLIC_URL + /sign-in: the post-logout redirect URI registered at the provider. */
  postLogoutRedirectUri: string;
}

/** Roles from the least to the most: several matching groups give the most of their roles. */
const ROLE_RANK: Record<string, number> = { auditor: 1, admin: 2, owner: 3 };

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/;

/**
 * The OIDC settings, or undefined when OIDC_ISSUER is unset; every problem is pushed to
 * `problems` as "NAME: why". `roles` are the console's roles, `knownTenants` the tenants the
 * console offers when it knows them (CONSOLE_TENANTS or the demo's).
 */
export function readOidcConfig(
  env: Record<string, string | undefined>,
  publicUrl: string | undefined,
  roles: readonly string[],
  knownTenants: readonly string[] | undefined,
  problems: string[],
): OidcConfig | undefined {
  const v = (k: string) => {
    const s = env[k]?.trim();
    return s ? s : undefined;
  };
  const issuer = v('OIDC_ISSUER');
  if (!issuer) {
    for (const k of ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ACCESS'])
      if (v(k)) problems.push(`${k}: is set but OIDC_ISSUER is not`);
    return undefined;
  }
  const before = problems.length;
  let url: URL | undefined;
  try {
    url = new URL(issuer);
  } catch {
    problems.push('OIDC_ISSUER: must be an https URL');
  }
  if (
    url &&
    url.protocol !== 'https:' &&
    !(url.protocol === 'http:' && LOOPBACK.test(url.hostname))
  )
    problems.push('OIDC_ISSUER: must be an https URL (http only on this machine)');
  const clientId = v('OIDC_CLIENT_ID');
  const clientSecret = v('OIDC_CLIENT_SECRET');
  if (!clientId) problems.push('OIDC_CLIENT_ID: is required with OIDC_ISSUER');
  if (!clientSecret) problems.push('OIDC_CLIENT_SECRET: is required with OIDC_ISSUER');
  if (!publicUrl)
    problems.push(
      'PUBLIC_URL: is required with OIDC_ISSUER (PUBLIC_URL/auth/oidc/callback is the redirect URI)',
    );
  const name = v('OIDC_NAME') ?? 'your identity provider';
  if (name.length > 60) problems.push('OIDC_NAME: at most 60 characters');
  const scopes = (v('OIDC_SCOPES') ?? DEFAULT_OIDC_SCOPES).split(/\s+/).filter(Boolean);
  if (!scopes.includes('openid')) problems.push('OIDC_SCOPES: must include openid');
  const groupsClaim = v('OIDC_GROUPS_CLAIM') ?? DEFAULT_GROUPS_CLAIM;
  const access = parseAccess(v('OIDC_ACCESS'), roles, knownTenants, problems);
  if (problems.length > before) return undefined;
  return {
    issuer,
    clientId: clientId!,
    clientSecret: clientSecret!,
    name,
    scopes: scopes.join(' '),
    groupsClaim,
    access,
    redirectUri: publicUrl + OIDC_CALLBACK_PATH,
    postLogoutRedirectUri: publicUrl + OIDC_SIGNED_OUT_PATH,
  };
}

const EXAMPLE = '[{"group":"console-admins","role":"admin","tenants":["acme"]}]';

/** OIDC_ACCESS: a JSON list of rules; each problem names its entry (`OIDC_ACCESS[1] ...`). */
export function parseAccess(
  raw: string | undefined,
  roles: readonly string[],
  knownTenants: readonly string[] | undefined,
  problems: string[],
): AccessRule[] {
  if (!raw) {
    problems.push(`OIDC_ACCESS: is required with OIDC_ISSUER, e.g. ${EXAMPLE}`);
    return [];
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    problems.push(`OIDC_ACCESS: must be JSON, e.g. ${EXAMPLE}`);
    return [];
  }
  if (!Array.isArray(json) || json.length === 0) {
    problems.push(`OIDC_ACCESS: must be a non-empty JSON list, e.g. ${EXAMPLE}`);
    return [];
  }
  const rules: AccessRule[] = [];
  json.forEach((entry: unknown, i) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    const where =
      typeof e.group === 'string' && e.group
        ? `OIDC_ACCESS[${i}] (group "${e.group}")`
        : `OIDC_ACCESS[${i}]`;
    const bad: string[] = [];
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push(`${where}: must be an object {group, role, tenants, linkByEmail?}`);
      return;
    }
    const unknown = Object.keys(e).filter(
      (k) => !['group', 'role', 'tenants', 'linkByEmail'].includes(k),
    );
    if (unknown.length) bad.push(`unknown field ${unknown.map((k) => `"${k}"`).join(', ')}`);
    if (typeof e.group !== 'string' || !e.group.trim())
      bad.push('group must be a non-empty string');
    if (typeof e.role !== 'string' || !roles.includes(e.role))
      bad.push(`role must be one of ${roles.join(', ')}`);
    if (!Array.isArray(e.tenants) || e.tenants.length === 0)
      bad.push('tenants must be a non-empty list of tenant ids');
    else
      for (const t of e.tenants as unknown[]) {
        if (typeof t !== 'string' || !TenantId.safeParse(t).success)
          bad.push(`tenant ${JSON.stringify(t)} is not a tenant id`);
        else if (knownTenants && !knownTenants.includes(t))
          bad.push(`tenant "${t}" is not one of the console's (${knownTenants.join(', ')})`);
      }
    if (e.linkByEmail !== undefined && typeof e.linkByEmail !== 'boolean')
      bad.push('linkByEmail must be true or false');
    if (bad.length) {
      problems.push(`${where}: ${bad.join('; ')}`);
      return;
    }
    rules.push({
      group: e.group as string,
      role: e.role as Role,
      tenants: [...new Set(e.tenants as string[])],
      linkByEmail: e.linkByEmail === true,
    });
  });
  return rules;
}

/** The person's groups from the ID token's claims: a list of strings, or one string. */
export function groupsOf(claims: Record<string, unknown>, claim: string): string[] {
  const g = claims[claim];
  if (typeof g === 'string') return [g];
  if (Array.isArray(g)) return g.filter((x): x is string => typeof x === 'string');
  return [];
}

/** What a person's groups give: the most of the matching roles, the union of their tenants. */
export interface MappedAccess {
  role: Role;
  tenants: string[];
  /** Tenants given by a group without linkByEmail. */
  plainTenants: string[];
  /** Tenants in which to link the person to the platform user of its verified email. */
  linkTenants: string[];
  /** The matching groups (for the audit log). */
  groups: string[];
}

export function mapAccess(
  rules: readonly AccessRule[],
  groups: readonly string[],
): MappedAccess | undefined {
  const have = new Set(groups);
  const matched = rules.filter((r) => have.has(r.group));
  if (matched.length === 0) return undefined;
  let role = matched[0]!.role;
  for (const r of matched) if ((ROLE_RANK[r.role] ?? 0) > (ROLE_RANK[role] ?? 0)) role = r.role;
  const tenants = [...new Set(matched.flatMap((r) => r.tenants))].sort();
  const linkTenants = [
    ...new Set(matched.filter((r) => r.linkByEmail).flatMap((r) => r.tenants)),
  ].sort();
  const plainTenants = [
    ...new Set(matched.filter((r) => !r.linkByEmail).flatMap((r) => r.tenants)),
  ].sort();
  return {
    role,
    tenants,
    plainTenants,
    linkTenants,
    groups: [...new Set(matched.map((r) => r.group))],
  };
}
