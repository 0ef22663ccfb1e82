/**
 * The browser half of the scale bench: Debian's Chromium driven by the e2e package's Playwright
 * (as scripts/screenshots.mjs does), with scale-in-page.js in every page. Pages are found by
 * their ARIA roles, so the measures keep working when the markup changes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The few Playwright shapes used here (its types live in the e2e package, out of bff's reach).
type Role =
  | 'button'
  | 'checkbox'
  | 'columnheader'
  | 'dialog'
  | 'grid'
  | 'group'
  | 'option'
  | 'region'
  | 'searchbox'
  | 'table'
  | 'textbox';
export interface Locator {
  first(): Locator;
  or(other: Locator): Locator;
  getByRole(role: Role, options?: { name?: string | RegExp; exact?: boolean }): Locator;
  getByLabel(label: string): Locator;
  locator(selector: string): Locator;
  count(): Promise<number>;
  click(): Promise<void>;
  fill(value: string): Promise<void>;
  pressSequentially(text: string, options?: { delay?: number }): Promise<void>;
  press(key: string): Promise<void>;
  inputValue(): Promise<string>;
  getAttribute(name: string): Promise<string | null>;
  waitFor(options?: { state?: 'visible' | 'hidden'; timeout?: number }): Promise<void>;
}
export interface CdpSession {
  send<T = unknown>(method: string, params?: object): Promise<T>;
  on(event: string, listener: (event: never) => void): void;
}
export interface Page extends Pick<Locator, 'getByRole' | 'locator'> {
  goto(url: string, options?: { waitUntil?: 'commit' | 'load' }): Promise<unknown>;
  waitForURL(url: RegExp): Promise<void>;
  evaluate<T>(expression: string): Promise<T>;
  getByLabel(label: string): Locator;
  mouse: {
    move(x: number, y: number): Promise<void>;
    wheel(dx: number, dy: number): Promise<void>;
  };
  on(event: 'request' | 'requestfinished' | 'requestfailed', listener: (r: object) => void): void;
  close(): Promise<void>;
}
export interface BrowserContext {
  newPage(): Promise<Page>;
  newCDPSession(page: Page): Promise<CdpSession>;
  addInitScript(script: { content: string }): Promise<void>;
  setDefaultTimeout(ms: number): void;
}
export interface Browser {
  newContext(options: object): Promise<BrowserContext>;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function launchChromium(root: string): Promise<Browser> {
  const requireFromE2e = createRequire(path.join(root, 'e2e', 'package.json'));
  const { chromium } = requireFromE2e('@playwright/test') as {
    chromium: { launch(options: object): Promise<Browser> };
  };
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
    // A signal ends this process at once (a bench that went on after Ctrl-C would write its null
    // figures into bench-results.json); Chromium goes with its pipe.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** A signed-in console admin's browser context, every page instrumented. */
export async function adminContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    timezoneId: 'Europe/Stockholm',
  });
  context.setDefaultTimeout(60_000);
  await context.addInitScript({
    content: readFileSync(path.join(here, 'scale-in-page.js'), 'utf8'),
  });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/t\/[^/]+$/);
  await page.close();
  return context;
}

/** What CDP saw of the page's list request (the last one that finished). */
export interface ListResponse {
  wireBytes: number;
  bodyBytes: number;
  contentEncoding: string | null;
}

/** A page of the context with CDP attached and its requests counted. */
export class ListPage {
  list: ListResponse | null = null;
  private inflight = new Set<object>();
  private lastChange = Date.now();

  private constructor(
    readonly page: Page,
    readonly cdp: CdpSession,
  ) {}

  static async open(context: BrowserContext, url: string, listPath: RegExp): Promise<ListPage> {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const p = new ListPage(page, cdp);
    page.on('request', (r) => {
      p.inflight.add(r);
      p.lastChange = Date.now();
    });
    for (const ev of ['requestfinished', 'requestfailed'] as const)
      page.on(ev, (r) => {
        p.inflight.delete(r);
        p.lastChange = Date.now();
      });
    await p.watchListRequest(listPath);
    await page.goto(url, { waitUntil: 'commit' });
    if (!(await p.until('window.__scale?.firstRowsAt != null', 180_000)))
      throw new Error('no data row visible within 180 s');
    await p.settle();
    return p;
  }

  private async watchListRequest(listPath: RegExp) {
    await this.cdp.send('Network.enable');
    const tracked = new Map<string, ListResponse>();
    type Headers = Record<string, string>;
    this.cdp.on(
      'Network.responseReceived',
      (e: { requestId: string; response: { url: string; headers: Headers } }) => {
        if (!listPath.test(new URL(e.response.url).pathname)) return;
        const encoding = Object.entries(e.response.headers).find(
          ([k]) => k.toLowerCase() === 'content-encoding',
        )?.[1];
        tracked.set(e.requestId, { wireBytes: 0, bodyBytes: 0, contentEncoding: encoding ?? null });
      },
    );
    this.cdp.on('Network.dataReceived', (e: { requestId: string; dataLength: number }) => {
      const t = tracked.get(e.requestId);
      if (t) t.bodyBytes += e.dataLength;
    });
    this.cdp.on(
      'Network.loadingFinished',
      (e: { requestId: string; encodedDataLength: number }) => {
        const t = tracked.get(e.requestId);
        if (t) this.list = { ...t, wireBytes: e.encodedDataLength };
      },
    );
  }

  /** No request in flight for 500 ms, then two painted frames. */
  async settle() {
    const deadline = Date.now() + 60_000;
    while (this.inflight.size > 0 || Date.now() - this.lastChange < 500) {
      if (Date.now() > deadline) throw new Error('the network did not go quiet in 60 s');
      await sleep(100); // polling the request counter kept above
    }
    await this.page.evaluate('window.__scale.frames(2)');
  }

  /** JS heap used, in MB, after a forced garbage collection. */
  async heapUsedMb(): Promise<number> {
    await this.cdp.send('HeapProfiler.collectGarbage');
    await this.cdp.send('Performance.enable');
    const { metrics } = await this.cdp.send<{ metrics: { name: string; value: number }[] }>(
      'Performance.getMetrics',
    );
    const used = metrics.find((m) => m.name === 'JSHeapUsedSize');
    if (!used) throw new Error('Performance.getMetrics has no JSHeapUsedSize');
    return Math.round((used.value / 1024 / 1024) * 10) / 10;
  }

  /** The list: a table (or an ARIA grid, which a keyboard-friendly virtual table may be). */
  table(): Locator {
    return this.page.getByRole('table').or(this.page.getByRole('grid')).first();
  }

  dataRows(): Locator {
    return this.table().locator('tbody tr:not([aria-hidden="true"])');
  }

  searchBox(): Locator {
    return this.page
      .getByRole('searchbox')
      .or(this.page.getByRole('textbox', { name: /search/i }))
      .first();
  }

  /**
   * Waits for an in-page condition (a JS expression), asking every 100 ms from here: the
   * console's CSP forbids the eval that page.waitForFunction needs for a string.
   */
  async until(expression: string, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.page.evaluate<boolean>(expression))) {
      if (Date.now() > deadline) return false;
      await sleep(100);
    }
    return true;
  }

  /**
   * Wheels the list to its end in steps of `stepPx`, two frames apart. Answers whether the end
   * was reached (the scroll position stops moving otherwise).
   */
  async wheelToBottom(stepPx: number): Promise<boolean> {
    interface ScrollState {
      x: number;
      y: number;
      scrollTop: number;
      atBottom: boolean;
    }
    const state = () =>
      this.page.evaluate<ScrollState>(
        'window.__scale.frames(2).then(() => window.__scale.scrollState())',
      );
    let s = await state();
    await this.page.mouse.move(s.x, s.y);
    let still = 0;
    for (let step = 0; step < 5_000 && !s.atBottom; step++) {
      await this.page.mouse.wheel(0, stepPx);
      const next = await state();
      still = next.scrollTop === s.scrollTop ? still + 1 : 0;
      if (still >= 30) return false;
      s = next;
    }
    return s.atBottom;
  }

  async close() {
    await this.page.close();
  }
}

/** Typed characters missing from what was left: length minus the longest common subsequence. */
export function keysLost(typed: string, left: string): number {
  let prev = new Array<number>(left.length + 1).fill(0);
  for (const ch of typed) {
    const row = [0];
    for (let j = 1; j <= left.length; j++)
      row[j] = ch === left[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    prev = row;
  }
  return typed.length - prev[left.length]!;
}
