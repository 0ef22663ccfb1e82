/**
 * scale (issue 12): a fresh console (embedded platform, its own data directory and ports) with
 * a large tenant seeded through V1 (5,000 pending invitations, 2,000 companies, 500 groups; a
 * tenth with --quick), then the invitations and companies pages in headless Chromium, signed in
 * as the console admin: time to first rows, JS heap, rendered rows, typing into the search box
 * at 40 ms per key (keys lost, how fast the list follows), a sort by column header, a row action
 * (withdrawing an invitation), the longest long task while wheeling to the end of the list, and
 * the list request's bytes on the wire. Each figure that cannot be measured on the console as it
 * is (say, a page without a search box) is null with a note; nothing is estimated.
 */
import os from 'node:os';
import { adminContext, keysLost, launchChromium, ListPage } from './scale-browser.js';
import type { Browser, BrowserContext } from './scale-browser.js';
import { startConsole } from './scale-console.js';
import type { RunningConsole } from './scale-console.js';
import { emptyPageFigures, judgeTargets, pageLine } from './scale-results.js';
import type { ScalePageFigures, ScaleResults } from './scale-results.js';
import { seedLargeTenant } from './scale-seed.js';
import type { BenchOptions, BenchResults } from './types.js';

const TENANT = 'nordrevision'; // the demo client's home tenant, where the seed goes
const TYPING_DELAY_MS = 40;
const WHEEL_STEP_PX = 600;

interface PageSpec {
  name: 'invitations' | 'companies';
  /** The BFF path of the page's list request. */
  listPath: RegExp;
  searchText: string;
  /** The column header clicked to sort. */
  sortHeader: RegExp;
  /** Before the list has sortable headers: the sort button used instead, in the "Sort" group. */
  sortButton?: string;
  withdrawOne: boolean;
}

const ms = (v: number) => Math.round(v);
const firstLine = (err: unknown) => String((err as Error)?.message ?? err).split('\n')[0];

class PageBench {
  readonly figures: ScalePageFigures = emptyPageFigures();
  private readonly url: string;

  constructor(
    private readonly context: BrowserContext,
    private readonly spec: PageSpec,
    private readonly notes: string[],
  ) {
    this.url = `/t/${TENANT}/${spec.name}`;
  }

  private note(text: string) {
    this.notes.push(`${this.spec.name}: ${text}`);
  }

  /** Runs one measure on a freshly loaded page; a failure is a note, its figures stay null. */
  private async step(what: string, measure: (p: ListPage) => Promise<void>) {
    let p: ListPage | null = null;
    try {
      p = await ListPage.open(this.context, this.url, this.spec.listPath);
      await measure(p);
    } catch (err) {
      this.note(`${what} not measured: ${firstLine(err)}`);
    } finally {
      await p?.close().catch(() => undefined);
    }
  }

  async run() {
    await this.step('load and search', async (p) => {
      await this.load(p);
      await this.search(p);
    });
    await this.step('sort', (p) => this.sort(p));
    if (this.spec.withdrawOne) await this.step('row action', (p) => this.withdraw(p));
    await this.step('scrolling', (p) => this.scroll(p));
  }

  private async load(p: ListPage) {
    const f = this.figures;
    f.firstRowsMs = ms(await p.page.evaluate<number>('window.__scale.firstRowsAt'));
    f.renderedRows = await p.page.evaluate<number>('window.__scale.dataRowCount()');
    f.heapUsedMb = await p.heapUsedMb();
    if (p.list) {
      f.listWireBytes = p.list.wireBytes;
      f.listBodyBytes = p.list.bodyBytes;
      f.listContentEncoding = p.list.contentEncoding;
    } else this.note('its list request was not seen on the network');
  }

  private async search(p: ListPage) {
    const box = p.searchBox();
    if ((await box.count()) === 0) {
      this.note('no search box (searchbox, or textbox named /search/i): typing not measured');
      return;
    }
    const text = this.spec.searchText;
    const f = this.figures;
    f.searchText = text;
    await box.click();
    await p.page.evaluate(`window.__scale.armFollow(${JSON.stringify(text)})`);
    await box.pressSequentially(text, { delay: TYPING_DELAY_MS });
    const shown = await p.until(
      `(() => { const f = window.__scale.follow, now = performance.now();
        return f.shownAt !== null && now - f.shownAt > 500 && now - f.lastKeyAt > 500; })()`,
      15_000,
    );
    // What the box holds once it has stopped changing (a snapping-back input may still move).
    let value = await box.inputValue();
    for (let i = 0; i < 20; i++) {
      await p.page.evaluate('new Promise((r) => setTimeout(r, 250))');
      const again = await box.inputValue();
      if (again === value) break;
      value = again;
    }
    f.searchFinalValue = value;
    f.keysLost = keysLost(text, value);
    const follow = await p.page.evaluate<{
      firstKeyAt: number | null;
      lastKeyAt: number | null;
      shownAt: number | null;
    }>('window.__scale.follow');
    if (follow.firstKeyAt !== null && follow.lastKeyAt !== null)
      f.typingMs = ms(follow.lastKeyAt - follow.firstKeyAt);
    if (shown && follow.shownAt !== null && follow.lastKeyAt !== null)
      f.followMs = ms(follow.shownAt - follow.lastKeyAt);
    else
      this.note(
        `the list did not show only rows containing "${text}" within 15 s (the box held "${value}")`,
      );
  }

  private async sort(p: ListPage) {
    const header = p.table().getByRole('columnheader', { name: this.spec.sortHeader }).first();
    let control = header.getByRole('button').first();
    this.figures.sortControl = `column header ${this.spec.sortHeader}`;
    if ((await control.count()) === 0) {
      const sortable = (await header.count()) > 0 && (await header.getAttribute('aria-sort'));
      if (sortable) control = header;
      else if (this.spec.sortButton) {
        control = p.page
          .getByRole('group', { name: 'Sort' })
          .getByRole('button', { name: this.spec.sortButton, exact: true });
        this.figures.sortControl = `button "${this.spec.sortButton}" (no sortable column header)`;
        this.note(
          `no sortable column header ${this.spec.sortHeader}: sorted with the "${this.spec.sortButton}" button`,
        );
      } else throw new Error(`no sortable column header ${this.spec.sortHeader}`);
    }
    await p.page.evaluate('window.__scale.armFirstRowChange()');
    await control.click();
    if (!(await p.until('window.__scale.change.changedAt !== null', 30_000)))
      throw new Error('the first row did not change within 30 s');
    const change = await p.page.evaluate<{ clickAt: number; changedAt: number }>(
      'window.__scale.change',
    );
    this.figures.sortMs = ms(change.changedAt - change.clickAt);
  }

  /**
   * Withdraws the first listed invitation: confirming (or the row's button, when it asks
   * nothing) until its row is gone.
   */
  private async withdraw(p: ListPage) {
    const button = p
      .dataRows()
      .first()
      .getByRole('button', { name: /^Withdraw/ });
    const email = /\S+@\S+/.exec((await button.getAttribute('aria-label')) ?? '')?.[0];
    if (!email) throw new Error('the first row has no "Withdraw ... <email>" button');
    const arm = `window.__scale.armRowGone(${JSON.stringify(email)})`;
    await p.page.evaluate(arm);
    await button.click();
    const dialog = p.page.getByRole('dialog');
    const asks = await dialog.waitFor({ state: 'visible', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (asks) {
      await p.page.evaluate(arm); // from the confirming click on
      await dialog.getByRole('button', { name: /^Withdraw/ }).click();
    } else this.note('withdrawing asked no confirmation: timed from the row button');
    if (!(await p.until('window.__scale.gone.goneAt !== null', 30_000)))
      throw new Error(`the row of ${email} was still there 30 s after confirming`);
    const gone = await p.page.evaluate<{ clickAt: number; goneAt: number }>('window.__scale.gone');
    this.figures.rowActionMs = ms(gone.goneAt - gone.clickAt);
  }

  private async scroll(p: ListPage) {
    const started = performance.now();
    if (!(await p.page.evaluate<boolean>('window.__scale.watchMainThread()')))
      throw new Error('this Chromium does not report long tasks');
    const reachedEnd = await p.wheelToBottom(WHEEL_STEP_PX);
    await p.page.evaluate('new Promise((r) => setTimeout(r, 500))'); // the last wheel's work
    const seen = await p.page.evaluate<{ longTasks: number; longestTaskMs: number; fps: number }>(
      'window.__scale.stopWatchingMainThread()',
    );
    if (!reachedEnd) this.note('wheeling stopped moving the list before its end');
    const f = this.figures;
    f.scrollLongestTaskMs = ms(seen.longestTaskMs);
    f.scrollLongTasks = seen.longTasks;
    f.scrollFps = Math.round(seen.fps * 10) / 10;
    f.scrollSeconds = Math.round((performance.now() - started) / 100) / 10;
  }
}

export default async function scale(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const size = opts.quick
    ? { invitations: 500, companies: 200, groups: 50 }
    : { invitations: 5_000, companies: 2_000, groups: 500 };
  const notes: string[] = [];
  let running: RunningConsole | null = null;
  let browser: Browser | null = null;
  try {
    running = await startConsole(opts.root);
    const seeded = await seedLargeTenant(running.platformUrl, size);
    console.log(
      `scale seeded ${seeded.invitations} invitations, ${seeded.companies} companies, ${seeded.groups} groups through V1 in ${seeded.seconds} s`,
    );
    const loadAverage = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
    browser = await launchChromium(opts.root);
    const context = await adminContext(browser, running.url);
    const invitations = new PageBench(
      context,
      {
        name: 'invitations',
        listPath: /^\/api\/t\/[^/]+\/invitations$/,
        searchText: seeded.emailSearch,
        sortHeader: /^email\b/i,
        sortButton: 'Email',
        withdrawOne: true,
      },
      notes,
    );
    await invitations.run();
    const companies = new PageBench(
      context,
      {
        name: 'companies',
        listPath: /^\/api\/t\/[^/]+\/companies$/,
        searchText: seeded.companySearch,
        sortHeader: /^name\b/i,
        withdrawOne: false,
      },
      notes,
    );
    await companies.run();
    notes.push('companies: no row action measured (issue 12 names withdrawing an invitation)');

    const results: ScaleResults = {
      quick: opts.quick,
      seeded: {
        invitations: seeded.invitations,
        companies: seeded.companies,
        groups: seeded.groups,
        seconds: seeded.seconds,
      },
      loadAverage,
      invitations: invitations.figures,
      companies: companies.figures,
      targets: judgeTargets(invitations.figures, companies.figures),
      notes,
    };
    console.log(pageLine('invitations', results.invitations));
    console.log(pageLine('companies', results.companies));
    for (const n of notes) console.log(`scale note: ${n}`);
    return { scale: results };
  } catch (err) {
    if (running) console.error(`bench scale: console output:\n${running.lastOutput()}`);
    throw err;
  } finally {
    await browser?.close().catch(() => undefined);
    await running?.stop();
  }
}
