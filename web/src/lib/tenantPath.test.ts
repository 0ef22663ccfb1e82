import { describe, expect, it } from 'vitest';
import { switchTenantPath } from './tenantPath.js';

describe('switchTenantPath', () => {
  it('keeps list screens and their filters', () => {
    expect(switchTenantPath('/t/a/companies', '?q=nord&sort=-name', 'b')).toBe(
      '/t/b/companies?q=nord&sort=-name',
    );
    expect(switchTenantPath('/t/a', '', 'b')).toBe('/t/b');
    expect(switchTenantPath('/t/a/audit', '?user=admin', 'b')).toBe('/t/b/audit?user=admin');
  });
  it('turns screens of one record into their list (ids belong to one tenant)', () => {
    expect(switchTenantPath('/t/a/companies/k/balances', '?from=2024-01-01', 'b')).toBe(
      '/t/b/companies',
    );
    expect(switchTenantPath('/t/a/groups/g', '', 'b')).toBe('/t/b/groups');
    expect(switchTenantPath('/t/a/companies/new', '', 'b')).toBe('/t/b/companies/new');
  });
});
