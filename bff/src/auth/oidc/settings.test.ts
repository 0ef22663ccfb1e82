/** The OIDC settings: read with their defaults, refused with the entry named, and the group mapping. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { mapAccess, parseAccess } from './settings.js';
import { ACCESS } from '../../oidc.testing.js';

describe('OIDC settings', () => {
  const base = {
    DATA_DIR: '/tmp/oidc-settings-test',
    PUBLIC_URL: 'https://console.firm.example',
    OIDC_ISSUER: 'https://login.firm.example',
    OIDC_CLIENT_ID: 'c',
    OIDC_CLIENT_SECRET: 's',
  };

  it('reads the settings with their defaults', () => {
    const c = loadConfig({ ...base, OIDC_ACCESS: JSON.stringify(ACCESS) }).oidc!;
    expect(c).toMatchObject({
      scopes: 'openid email profile groups',
      groupsClaim: 'groups',
      redirectUri: 'https://console.firm.example/auth/oidc/callback',
      postLogoutRedirectUri: 'https://console.firm.example/sign-in',
    });
    expect(c.access[1]).toEqual({
      group: 'console-auditors',
      role: 'auditor',
      tenants: ['nordrevision'],
      linkByEmail: true,
    });
    expect(loadConfig({ DATA_DIR: base.DATA_DIR }).oidc).toBeUndefined();
  });

  it('a bad OIDC_ACCESS stops start-up with the entry named', () => {
    const bad =
      (access: unknown, more = {}) =>
      () =>
        loadConfig({ ...base, ...more, OIDC_ACCESS: JSON.stringify(access) });
    expect(bad([{ group: 'a', role: 'boss', tenants: ['nordrevision'] }])).toThrow(
      /OIDC_ACCESS\[0\] \(group "a"\): role must be one of owner, admin, auditor/,
    );
    expect(
      bad([
        { group: 'a', role: 'admin', tenants: ['nordrevision'] },
        { group: 'b', role: 'auditor', tenants: ['elsewhere'], linkByEmail: 'yes' },
      ]),
    ).toThrow(
      /OIDC_ACCESS\[1\] \(group "b"\): tenant "elsewhere" is not one of the console's \(nordrevision, sydekonomi\); linkByEmail must be true or false/,
    );
    expect(bad([{ role: 'admin', tenants: [] }])).toThrow(
      /OIDC_ACCESS\[0\]: group must be a non-empty string; tenants must be a non-empty list/,
    );
    expect(() => loadConfig({ ...base, OIDC_ACCESS: '{nope' })).toThrow(
      /OIDC_ACCESS: must be JSON/,
    );
    expect(() =>
      loadConfig({ ...base, PUBLIC_URL: '', OIDC_ACCESS: JSON.stringify(ACCESS) }),
    ).toThrow(/PUBLIC_URL: is required with OIDC_ISSUER/);
    expect(() =>
      loadConfig({
        ...base,
        OIDC_ISSUER: 'http://idp.example',
        OIDC_ACCESS: JSON.stringify(ACCESS),
      }),
    ).toThrow(/OIDC_ISSUER: must be an https URL/);
  });

  it('several matching groups add up: the most of the roles, the union of the tenants', () => {
    const problems: string[] = [];
    const rules = parseAccess(JSON.stringify(ACCESS), ['admin', 'auditor'], undefined, problems);
    expect(problems).toEqual([]);
    expect(mapAccess(rules, ['syd-readers', 'console-auditors'])).toEqual({
      role: 'auditor',
      tenants: ['nordrevision', 'sydekonomi'],
      plainTenants: ['sydekonomi'],
      linkTenants: ['nordrevision'],
      groups: ['console-auditors', 'syd-readers'],
    });
    expect(mapAccess(rules, ['syd-readers', 'console-admins'])?.role).toBe('admin');
    expect(mapAccess(rules, ['marketing'])).toBeUndefined();
  });
});
