import { test, expect, t } from '../fixtures/index.js';
import { pickMany, row } from '../fixtures/ui.js';

test(
  'gives a group four companies at once: two refused by the platform are named with the reason, a retry completes them, the audit log groups the calls',
  { tag: ['@platform-dev'] },
  async ({ adminPage: page, api, unique, faults }) => {
    const name = unique('E2E Bulk');
    const tag = name.split(' ').pop()!;
    const group = await api.createGroup(unique('E2E Bulk group'));
    try {
      const companies = [];
      for (const n of [1, 2, 3, 4])
        companies.push(await api.createCompany({ name: `${name} ${n}` }));
      // The platform refuses the grants of two of them (a conflict), until the fault is cleared.
      await faults.inject({
        rate: 1,
        status: 409,
        methods: ['PUT'],
        paths: companies.slice(2).map((c) => `^/companies/${c.durableKey}/permissions/groups/`),
      });

      await page.goto(t('/companies'));
      await page.getByLabel('Search companies').fill(tag);
      const list = page.getByRole('table', { name: 'Companies' });
      await expect(list.getByRole('row')).toHaveCount(5);
      const bar = page.getByRole('toolbar', { name: 'Actions on the selected rows' });
      await expect(bar).toContainText('0 selected');
      // A range: the first box, then Shift on the last.
      await list.getByRole('checkbox', { name: `Select ${name} 1` }).click();
      await list
        .getByRole('checkbox', { name: `Select ${name} 4` })
        .click({ modifiers: ['Shift'] });
      await expect(bar).toContainText('4 selected');

      await bar.getByRole('button', { name: 'Give access to…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Give 4 companies to users or groups' });
      await pickMany(page, dialog.getByLabel('Groups'), group.name);
      await expect(dialog).toContainText('This makes 4 changes');
      await dialog.getByRole('button', { name: 'Start' }).click();

      const panel = page.getByRole('region', { name: 'Bulk action' });
      await expect(panel.getByText('Finished.')).toBeVisible();
      await expect(panel).toContainText('Done: 2');
      await expect(panel).toContainText('Failed: 2');
      const results = panel.getByRole('table', { name: 'Results' });
      for (const c of companies.slice(2))
        await expect(row(results, `${group.name} – ${c.name}`)).toContainText(
          'This conflicts with something the platform already holds',
        );

      await faults.clear();
      await panel.getByRole('button', { name: 'Retry the 2 failed' }).click();
      await expect(panel).toContainText('Done: 4');
      await expect(panel).toContainText('Failed: 0');
      for (const c of companies) {
        const res = await api.bff.get(`/api/t/${api.tenant}/companies/${c.durableKey}/permissions`);
        const p = (await res.json()) as { groups: { id: string }[] };
        expect(p.groups.map((g) => g.id)).toContain(group.id);
      }

      // The audit log: one entry per run, its calls behind it. The retry is a run of its own
      // (a run is the server's record: its total and counts never change after it ends).
      await page.goto(t('/audit') + '?operation=bulk.run');
      const entries = page.getByRole('table', { name: 'Audit log entries' });
      const action = 'Bulk action “Give access to companies”';
      await expect(row(entries, `${action} on 2 items`).first()).toContainText(
        `${action} on 2 items: 2 done (finished)`,
      );
      const first = row(entries, `${action} on 4 items`).first();
      await expect(first).toContainText(`${action} on 4 items: 2 done, 2 failed (finished)`);
      await first.getByRole('button', { name: 'Show its calls' }).click();
      await expect(page.getByText('The calls of one bulk action')).toBeVisible();
      const calls = page.getByRole('table', { name: 'Audit log entries' });
      await expect(calls.getByRole('row').filter({ hasText: 'Gave the group' })).toHaveCount(4);
      await expect(calls.getByRole('row').filter({ hasText: 'Failed' })).toHaveCount(2);
    } finally {
      await api.deleteGroup(group.id);
    }
  },
);
