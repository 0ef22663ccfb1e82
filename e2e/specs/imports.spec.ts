import { test, expect, t, TENANT } from '../fixtures/index.js';
import { row } from '../fixtures/ui.js';
import type { User } from '../fixtures/api.js';

test(
  'imports invitations from a Windows-1252 file with good and bad rows: the preview names the bad ones, nothing is sent before the choice, leaving them out sends the good ones',
  { tag: ['@mutating'] },
  async ({ adminPage: page, api, adminApi, email }) => {
    const [good, again, pending] = [email('import-good'), email('import-again'), email('pending')];
    await api.invite([pending]);
    // Swedish Excel's "CSV (semikolonavgränsad)": Windows-1252, semicolons, CRLF.
    const csv = [
      'email;groups;modules;kommentar',
      `${good};;Revision`,
      'inte-en-adress;;;',
      `${good};;;`,
      `${pending};;;`,
      `${email('unknown-group')};Okänd grupp;;`,
      `${again};;Analys;ny kollega`,
    ].join('\r\n');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') posts.push(`${r.method()} ${r.url()}`);
    });

    await page.goto(t('/invitations'));
    await page.getByRole('link', { name: 'Import…' }).click();
    await expect(page).toHaveURL(t('/invitations/import'));
    await expect(page.getByRole('heading', { level: 1, name: 'Import invitations' })).toBeVisible();
    await page.locator('input[type=file]').setInputFiles({
      name: 'inbjudningar.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'latin1'),
    });

    await expect(
      page.getByText('The file is not UTF-8, so it was read as Windows-1252'),
    ).toBeVisible();
    await expect(
      page.getByText('Read as Windows-1252, columns separated by semicolons: 6 rows.'),
    ).toBeVisible();
    await expect(page.getByText('not part of this import were ignored: “kommentar”')).toBeVisible();
    await expect(page.getByTestId('import-summary')).toHaveText('2 rows ready, 4 with problems.');
    const preview = page.getByRole('table', { name: 'Preview' });
    const problems: [number, string][] = [
      [3, 'Email: Enter a valid email address, like name@firm.se.'],
      [4, 'Email: is in the file twice: also in row 2'],
      [5, 'Email: has a pending invitation already'],
      [6, 'Groups: no group is called “Okänd grupp” or has that id'],
    ];
    for (const [n, text] of problems) {
      const r = row(preview, text);
      await expect(r).toHaveCount(1);
      await expect(r.getByRole('cell').first()).toHaveText(String(n));
    }
    const ready = preview
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Ready', exact: true }) });
    await expect(ready).toHaveCount(2);

    // Nothing can start while rows have problems, and nothing was sent.
    const start = page.getByRole('button', { name: 'Invite 2 people' });
    await expect(start).toBeDisabled();
    await expect(
      page.getByText('Correct the rows with problems in the file, or leave them out'),
    ).toBeVisible();
    await page.getByText('With problems (4)').click();
    await expect(ready).toHaveCount(0);
    await expect(preview.getByRole('row')).toHaveCount(5);

    await page.getByRole('checkbox', { name: 'Leave out the 4 rows with problems' }).check();
    await expect(start).toBeEnabled();
    // Nothing was sent before the start.
    expect(posts).toEqual([]);
    await start.click();
    const panel = page.getByRole('region', { name: 'Bulk action' });
    await expect(panel.getByText('Finished.')).toBeVisible();
    await expect(panel).toContainText('Done: 2');
    const results = panel.getByRole('table', { name: 'Results' });
    for (const address of [good, again]) await expect(row(results, address)).toContainText('Done');
    // One run opened and reported, and one invitation call per good row: nothing else.
    expect(posts.filter((p) => p.includes('/invitations')).length).toBe(2);
    expect(
      posts.filter((p) => !p.includes('/invitations') && !p.includes('/api/bulk-runs')),
    ).toEqual([]);
    const listed = (await (await adminApi.get(`/api/t/${TENANT}/invitations`)).json()) as User[];
    const emails = listed.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining([pending, good, again]));
    expect(emails).not.toContain('inte-en-adress');
  },
);
