import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealConsole, type RealConsole } from '../../test/realConsole.js';
import { ApiError, callOp } from '../../lib/data/api.js';
import type { BulkItem, BulkOutcome } from '../../lib/bulk/types.js';
import { bffRunApi, BULK_RUN_HEADER } from '../../lib/bulk/runner.js';
import type { BulkAction } from '@ledger/contract';
import { readTable } from './csvReader.js';
import { COMPANY_COLUMNS } from './columns.js';
import { readInvitations } from './read.js';
import { checkInBatches, companyChecker, invitationChecker } from './checks.js';
import { companyItems, invitationItems } from './items.js';
import { NOBODY } from '../../lib/access/newCompany.js';

/*
 * The import's bulk items against a real BFF with the embedded platform (demo data), through
 * the console's own `callOp`: Node's fetch plays the browser (same-origin paths, the session
 * cookie). Each item runs alone, one after the other, as a runner would call it.
 */

const TENANT = 'nordrevision';
let real: RealConsole;
/** The id of the run `runAll` opened last. */
let lastRun = '';

beforeAll(async () => {
  real = await startRealConsole(TENANT);
});

afterAll(async () => {
  await real?.close();
});

/**
 * Every item in turn, in a bulk run opened at the BFF as the runner opens it; a thrown error is
 * the item's failure.
 */
async function runAll(
  items: BulkItem[],
  action: BulkAction,
): Promise<(BulkOutcome | { status: 'failed'; error: unknown })[]> {
  const run = await bffRunApi.open({ tenant: TENANT, action, total: items.length });
  lastRun = run.id;
  const out: (BulkOutcome | { status: 'failed'; error: unknown })[] = [];
  for (const item of items) {
    try {
      out.push(
        await item.run({
          signal: new AbortController().signal,
          headers: { [BULK_RUN_HEADER]: run.id },
        }),
      );
    } catch (error) {
      out.push({ status: 'failed', error });
    }
  }
  return out;
}

describe('invitation items', () => {
  it('send only the rows the preview passed, with their groups and modules; a repeat is skipped', async () => {
    const [users, invitations, groups] = await Promise.all([
      callOp(TENANT, 'listUsers'),
      callOp(TENANT, 'listInvitations'),
      callOp(TENANT, 'listGroups'),
    ]);
    const text = [
      'email;groups;modules',
      'import.ett@nordrevision.se;Granskare;Revision',
      'inte-en-adress;;',
      'elin.sjoberg@nordrevision.se;;',
      'import.tva@nordrevision.se;;Analytics',
    ].join('\n');
    const rows = await checkInBatches(
      readInvitations(text).rows,
      invitationChecker({ users, invitations, groups }),
    );
    const items = invitationItems(TENANT, rows);
    expect(items.map((i) => [i.key, i.label])).toEqual([
      ['import.ett@nordrevision.se', 'import.ett@nordrevision.se'],
      ['import.tva@nordrevision.se', 'import.tva@nordrevision.se'],
    ]);

    expect(await runAll(items, 'importInvitations')).toEqual([
      { status: 'done' },
      { status: 'done' },
    ]);
    const posts = real.sent.filter((h) => h.get('x-bulk-run'));
    expect(posts.map((h) => [h.get('x-bulk-run'), h.get('x-csrf')])).toEqual([
      [lastRun, '1'],
      [lastRun, '1'],
    ]);

    const pending = await callOp(TENANT, 'listInvitations');
    const emails = pending.map((u) => u.email);
    expect(emails).toContain('import.ett@nordrevision.se');
    expect(emails).toContain('import.tva@nordrevision.se');
    const granskare = groups.find((g) => g.name === 'Granskare')!;
    const members = await callOp(TENANT, 'listGroupMembers', { params: { groupId: granskare.id } });
    expect(members.map((u) => u.email)).toContain('import.ett@nordrevision.se');
    expect(members.map((u) => u.email)).not.toContain('import.tva@nordrevision.se');

    // Run again (a retry whose first answer was lost): V1 says 409, the item is skipped.
    expect(await runAll(items.slice(0, 1), 'importInvitations')).toEqual([
      { status: 'skipped', reason: 'Already a user or invited' },
    ]);
  });
});

describe('company items', () => {
  it('create the companies the preview passed; a taken number is skipped, a V1 refusal fails', async () => {
    const [companies, users, invitations, groups] = await Promise.all([
      callOp(TENANT, 'listCompanies'),
      callOp(TENANT, 'listUsers'),
      callOp(TENANT, 'listInvitations'),
      callOp(TENANT, 'listGroups'),
    ]);
    const existing = companies[0]!;
    const text = [
      'name,organizationNumber,annualReportFramework,legalForm,country,address,authorization.groupIds',
      'Importbolaget AB,212000-0142,K2,Aktiebolag,Sverige,"Storgatan 1, Umeå",Revisorer',
      `Finns redan AB,${existing.organizationNumber},K3,,,,`,
      'Utland Ltd,GB-998877,RedR,Foreign legal entity,Other country,,',
      'Grupplös AB,969663-7033,K1,,,,Praktikanter',
    ].join('\n');
    const rows = await checkInBatches(
      readTable(text, COMPANY_COLUMNS).rows,
      companyChecker({
        companies,
        users: [...users, ...invitations],
        groups,
        defaultAccess: NOBODY,
      }),
    );
    expect(rows[1]!.problems).toMatchObject([
      { column: 'organizationNumber', kind: 'existingCompany', name: existing.name },
    ]);
    const items = companyItems(TENANT, rows);
    expect(items.map((i) => [i.key, i.label])).toEqual([
      ['212000-0142', 'Importbolaget AB'],
      ['GB-998877', 'Utland Ltd'],
      ['969663-7033', 'Grupplös AB'],
    ]);

    // The group the last row names goes away after the preview: V1 refuses that one.
    const praktikanter = groups.find((g) => g.name === 'Praktikanter')!;
    await callOp(TENANT, 'deleteGroup', { params: { groupId: praktikanter.id } });

    const outcomes = await runAll(items, 'importCompanies');
    expect(outcomes.slice(0, 2)).toEqual([{ status: 'done' }, { status: 'done' }]);
    const failed = outcomes[2] as { status: 'failed'; error: unknown };
    expect(failed.status).toBe('failed');
    expect(failed.error).toBeInstanceOf(ApiError);
    expect((failed.error as ApiError).status).toBe(400);

    const after = await callOp(TENANT, 'listCompanies');
    const created = after.find((c) => c.organizationNumber === '212000-0142');
    expect(created).toMatchObject({
      name: 'Importbolaget AB',
      annualReportFramework: 'K2',
      legalForm: 'LIMITED_LIABILITY_COMPANY',
      address: 'Storgatan 1, Umeå',
    });
    const permissions = await callOp(TENANT, 'getCompanyPermissions', {
      params: { companyDurableKey: created!.durableKey },
    });
    expect(permissions.groups.map((g) => g.name)).toEqual(['Revisorer']);
    expect(after.some((c) => c.name === 'Grupplös AB')).toBe(false);

    expect(await runAll(items.slice(0, 1), 'importCompanies')).toEqual([
      { status: 'skipped', reason: 'A company with this organisation number exists already' },
    ]);
  });
});
