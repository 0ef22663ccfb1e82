/**
 * bulk (issue 21): a fresh console with 2,000 companies and 200 active users seeded through V1
 * (200 and 50 with --quick), then, in headless Chromium as the console admin: every company
 * selected on the companies list and given to one group (one V1 call per company), and the 200
 * users selected on the users list and added to that group. Reported per run: items, seconds
 * from Start to "Finished.", the V1 calls the platform counted (token requests included), and
 * the page's long tasks meanwhile (PerformanceObserver 'longtask'): the target is none over
 * 200 ms.
 */
import { adminContext, launchChromium } from './scale-browser.js';
import type { Browser, Page } from './scale-browser.js';
import { startConsole } from './scale-console.js';
import type { RunningConsole } from './scale-console.js';
import { invitationEmail, seedLargeTenant } from './scale-seed.js';
import type { BenchOptions, BenchResults } from './types.js';

const TENANT = 'nordrevision';
const GROUP = 'Bulk bench';
const LONG_TASK_LIMIT_MS = 200;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface MainThread {
  longTasks: number;
  longestTaskMs: number;
  fps: number;
}

/** Every request the platform counted (its dev stats), token requests included. */
async function v1Calls(platformUrl: string): Promise<number> {
  const r = await fetch(`${platformUrl}/dev/stats`);
  const s = (await r.json()) as { requests: Record<string, number> };
  return Object.values(s.requests).reduce((a, b) => a + b, 0);
}

/** Accepts the invitation mail of each address (the accept page's form): active users. */
async function acceptAll(platformUrl: string, emails: string[]) {
  const mails = (await (await fetch(`${platformUrl}/dev/mails`)).json()) as {
    to: string;
    link: string;
  }[];
  const linkOf = new Map(mails.map((m) => [m.to.toLowerCase(), m.link]));
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < emails.length) {
        const i = next++;
        const link = linkOf.get(emails[i]!.toLowerCase());
        if (!link) throw new Error(`bulk bench: no invitation mail to ${emails[i]}`);
        const res = await fetch(`${platformUrl}${new URL(link).pathname}`, {
          method: 'POST',
          body: new URLSearchParams({ firstName: 'Bänk', lastName: `Användare ${i}` }),
        });
        if (res.status !== 200) throw new Error(`bulk bench: accept ${res.status}`);
      }
    }),
  );
}

/** Starts the dialog's run with the main thread watched; answers when the panel says Finished. */
async function runWatched(page: Page, platformUrl: string) {
  const calls = await v1Calls(platformUrl);
  await page.evaluate('window.__scale.watchMainThread()');
  const started = performance.now();
  await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
  const panel = page.getByRole('region', { name: 'Bulk action' });
  await panel.getByRole('button', { name: 'Close' }).waitFor({ timeout: 30 * 60_000 });
  const seconds = (performance.now() - started) / 1000;
  const thread = await page.evaluate<MainThread>('window.__scale.stopWatchingMainThread()');
  const text = await page.evaluate<string>(
    `document.querySelector('section[aria-label="Bulk action"]').innerText`,
  );
  return {
    seconds: Math.round(seconds * 10) / 10,
    v1Calls: (await v1Calls(platformUrl)) - calls,
    thread,
    finished: /Finished\./.test(text) && /Failed: 0/.test(text),
  };
}

/** Picks `option` in the dialog's multiple choice labelled `label`. */
async function pick(page: Page, label: string, option: string) {
  const field = page.getByRole('dialog').getByLabel(label);
  await field.click();
  await field.fill(option);
  await page.getByRole('option', { name: option }).first().waitFor();
  // Enter takes the first match (the pickers select it as the text changes), Escape closes.
  await field.press('Enter');
  await field.press('Escape');
}

export default async function bulk(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const companies = opts.quick ? 200 : 2000;
  const members = opts.quick ? 50 : 200;
  let console_: RunningConsole | undefined;
  let browser: Browser | undefined;
  try {
    console_ = await startConsole(opts.root);
    const seeded = await seedLargeTenant(console_.platformUrl, {
      invitations: members,
      companies,
      groups: 0,
    });
    await acceptAll(
      console_.platformUrl,
      Array.from({ length: members }, (_, i) => invitationEmail(i)),
    );
    console.error(`bench: bulk: seeded in ${seeded.seconds} s`);

    browser = await launchChromium(opts.root);
    const context = await adminContext(browser, console_.url);
    const page = await context.newPage();

    // A group to give the companies to and add the members to.
    await page.goto(`/t/${TENANT}/groups`);
    await page.getByLabel('Group name').fill(GROUP);
    await page.getByRole('button', { name: 'Create' }).click();
    await sleep(1000);

    // 1. Every company to the group, from the companies list.
    await page.goto(`/t/${TENANT}/companies`);
    await page.getByRole('table', { name: 'Companies' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all rows shown' }).click();
    await page.getByRole('button', { name: 'Give access to…' }).click();
    await pick(page, 'Groups', GROUP);
    const grant = await runWatched(page, console_.platformUrl);
    console.error(`bench: bulk: ${companies} grants in ${grant.seconds} s`);

    // 2. The seeded users (their addresses end kund.example) into the group, from the users list.
    await page.goto(`/t/${TENANT}/users`);
    await page.getByRole('table', { name: 'Users' }).waitFor();
    await page.getByLabel('Search users').fill('kund.example');
    await sleep(1500);
    await page.getByRole('checkbox', { name: 'Select all rows shown' }).click();
    await page.getByRole('button', { name: 'Add to groups…' }).click();
    await pick(page, 'Groups', GROUP);
    const add = await runWatched(page, console_.platformUrl);
    console.error(`bench: bulk: ${members} members in ${add.seconds} s`);

    const longest = Math.max(grant.thread.longestTaskMs, add.thread.longestTaskMs);
    return {
      bulk: {
        companies,
        grantSeconds: grant.seconds,
        grantV1Calls: grant.v1Calls,
        grantLongTasks: grant.thread.longTasks,
        grantLongestTaskMs: Math.round(grant.thread.longestTaskMs),
        members,
        membersSeconds: add.seconds,
        membersV1Calls: add.v1Calls,
        membersLongTasks: add.thread.longTasks,
        membersLongestTaskMs: Math.round(add.thread.longestTaskMs),
        met: grant.finished && add.finished && longest <= LONG_TASK_LIMIT_MS ? 1 : 0,
      },
    };
  } finally {
    await browser?.close().catch(() => undefined);
    await console_?.stop();
  }
}
