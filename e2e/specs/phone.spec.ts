import type { Page } from '@playwright/test';
import { test, expect, t, NORRSKEN } from '../fixtures/index.js';
import { phonePage } from '../fixtures/phone.js';

// Every screen of both roles on a 390x844 phone (issue 20): nothing wider than the screen
// except inside a table's own scroll box, no text cut off (the firm name in the header, the
// legal forms of the companies), every control at least 44 px to touch, and the balances
// chart's plotting area at least 200 px tall. One page per role walks all its screens.
// @a11y: reflow (WCAG 1.4.10) and target size are accessibility checks of the web build, the same
// for every deployment of it, so the v1-deployment run leaves them out as it does the axe scans.

interface Layout {
  /** The document's width beyond the screen's. */
  pageWidth: number;
  /** Visible elements reaching past the screen's edge outside a scroll box. */
  outside: string[];
  /** Text cut off: wider than its box where the box hides the rest. */
  clipped: string[];
  /** Controls smaller than 44x44 px. */
  small: string[];
  /** The height of each chart's plotting area (recharts' cartesian grid). */
  plots: number[];
}

/**
 * What the screen shows, measured in the page (runs in the browser). Exempt from the target
 * size: links inside running text (WCAG's inline exception), controls hidden from everyone but
 * the pointer (a number field's steppers, `aria-hidden`, whose keys do the same) and the × of a
 * chosen option in a multi-select (its option in the list removes it too); a checkbox, radio or
 * switch is measured with its label, which is what a finger touches.
 */
function measure(): Layout {
  const vw = document.documentElement.clientWidth;
  const shown = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true, opacityProperty: false }) &&
    el.getClientRects().length > 0;
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  /** Inside a box that scrolls sideways (a table's own scroll box): may reach past the edge. */
  const inScrollBox = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if (o === 'auto' || o === 'scroll') return true;
    }
    return false;
  };
  /** Visually hidden text for screen readers (1 px boxes). */
  const srOnly = (el: Element) => {
    for (let p: Element | null = el; p; p = p.parentElement) {
      const r = p.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1) return true;
    }
    return false;
  };
  const all = Array.from(document.querySelectorAll('body *')).filter(shown);

  const outside = all
    .filter((el) => {
      const r = el.getBoundingClientRect();
      // The navigation, closed, waits off the left edge.
      if (r.right <= 0 || el.closest('.shell-navbar')) return false;
      return (r.right > vw + 1 || r.left < -1) && !inScrollBox(el) && !srOnly(el);
    })
    .map(
      (el) =>
        `${name(el)} ${Math.round(el.getBoundingClientRect().left)}-${Math.round(el.getBoundingClientRect().right)}`,
    );

  const clipped = all
    .filter((el) => {
      if (!el.textContent?.trim() || srOnly(el) || el.closest('svg')) return false;
      if (
        Array.from(el.childNodes).every(
          (n) => n.nodeType !== Node.TEXT_NODE || !n.textContent?.trim(),
        )
      )
        return false;
      if (['INPUT', 'SELECT', 'TEXTAREA', 'OPTION'].includes(el.tagName)) return false;
      const s = getComputedStyle(el);
      const hides = s.overflowX !== 'visible' || s.textOverflow === 'ellipsis';
      return hides && !inScrollBox(el) && el.scrollWidth > el.clientWidth + 1;
    })
    .map((el) => `${name(el)} ${el.scrollWidth}/${el.clientWidth}`);

  const targets = all.filter((el) => {
    if (!el.matches('button, a[href], select, input, textarea, [role=tab]')) return false;
    if (el.closest('[aria-hidden="true"], .mantine-Pill-root') || srOnly(el)) return false;
    if (el.matches('a') && el.parentElement?.closest('p, .mantine-Text-root')) return false;
    if (el.matches('input[type=hidden]')) return false;
    return true;
  });
  const small = targets
    .map((el) => {
      // What a finger touches: a field's whole box, a checkbox's row with its label.
      const box =
        el.closest('.mantine-Checkbox-body, .mantine-Radio-body, .mantine-Switch-body') ??
        (el.matches('input, textarea') ? el.closest('.mantine-Input-wrapper') : null) ??
        (el.matches('input[type=radio]')
          ? el.closest('.mantine-SegmentedControl-control')
          : null) ??
        el;
      return [el, box.getBoundingClientRect()] as const;
    })
    .filter(([, r]) => r.height < 43.5 || r.width < 43.5)
    .map(([el, r]) => `${name(el)} ${Math.round(r.width)}x${Math.round(r.height)}`);

  const plots = Array.from(document.querySelectorAll('.recharts-cartesian-grid')).map(
    (g) => g.getBoundingClientRect().height,
  );
  return {
    pageWidth: document.documentElement.scrollWidth - vw,
    outside: [...new Set(outside)].slice(0, 10),
    clipped: [...new Set(clipped)].slice(0, 10),
    small: [...new Set(small)].slice(0, 10),
    plots,
  };
}

/** Whether the element's whole text is on screen: inside the window and every box that clips. */
function wholeOnScreen(el: Element): string | null {
  const r = el.getBoundingClientRect();
  if (r.left < 0 || r.right > document.documentElement.clientWidth)
    return `${Math.round(r.left)}-${Math.round(r.right)} on a ${document.documentElement.clientWidth} px screen`;
  if (el.scrollWidth > el.clientWidth + 1) return `${el.scrollWidth}/${el.clientWidth} px of text`;
  for (let p = el.parentElement; p; p = p.parentElement) {
    if (getComputedStyle(p).overflowX === 'visible') continue;
    const b = p.getBoundingClientRect();
    if (r.left < b.left - 1 || r.right > b.right + 1) return `cut by ${p.className}`;
  }
  return null;
}

async function checkScreen(page: Page, path: string, ready: () => Promise<void>) {
  await test.step(path, async () => {
    await page.goto(t(path));
    await ready();
    await expect(page.getByRole('status')).toHaveCount(0);
    const layout = await page.evaluate(measure);
    expect.soft(layout.pageWidth, `${path}: the page scrolls sideways`).toBe(0);
    expect.soft(layout.outside, `${path}: past the screen's edge`).toEqual([]);
    expect.soft(layout.clipped, `${path}: text cut off`).toEqual([]);
    expect.soft(layout.small, `${path}: smaller than 44x44 px`).toEqual([]);
    // The firm's name in the header: all of it.
    const firm = page.locator('.tenant-switch-name');
    expect.soft(await firm.evaluate(wholeOnScreen), `${path}: the firm's name`).toBeNull();
    if (path.includes('/balances') && (!path.includes('view=') || path.includes('acc1=')))
      for (const h of layout.plots)
        expect.soft(h, `${path}: the chart's plotting area`).toBeGreaterThanOrEqual(200);
  });
}

const h1 = (page: Page) => async () =>
  expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
const company = (tab: string) => `/companies/${NORRSKEN}/${tab}`;
/** The balances tab's other views; an account opened from the trial balance has its own chart. */
const VIEWS = ['view=trial', 'view=statements', 'view=ratios', 'view=trial&acc1=1510'];

/** The company's tabs, and (`views`) the balances tab's other views (their tables). */
async function companyScreens(page: Page, tabs: string[], views = VIEWS) {
  for (const tab of tabs)
    await checkScreen(page, company(tab), async () => {
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      if (tab === 'balances') {
        // The chart loads when its card nears the screen: below the fold on a phone.
        await page
          .getByRole('heading', { level: 2, name: /^Balances \d{4}-\d{2}-\d{2} – / })
          .scrollIntoViewIfNeeded();
        await expect(page.locator('.recharts-cartesian-grid')).toBeVisible();
        await expect(page.getByRole('table').first()).toBeVisible();
      }
    });
  for (const view of views)
    await checkScreen(page, company(`balances?${view}`), async () => {
      await expect(page.getByRole('table').first()).toBeVisible();
      if (view.includes('acc1='))
        await expect(page.locator('.recharts-cartesian-grid')).toBeVisible();
    });
}

test.describe('on a phone', { tag: ['@readonly', '@demo-data', '@a11y'] }, () => {
  test('every admin screen fits 390 px: no sideways page, no cut text, 44 px targets, a 200 px chart', async ({
    browser,
  }) => {
    test.slow(); // some twenty screens on one page
    const page = await phonePage(browser, 'admin');
    await checkScreen(page, '', async () => {
      await expect(page.getByRole('link', { name: 'Norrsken Bygg AB', exact: true })).toBeVisible();
    });
    // The header: Sign out as an icon with its name, the home link named.
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: /^Ledger Console\s*: overview$/ })).toBeVisible();

    await checkScreen(page, '/companies', async () => {
      await expect(page.getByRole('link', { name: 'Norrsken Bygg AB', exact: true })).toBeVisible();
    });
    // Every company's legal form, whole (it was cut to "Aktie").
    const forms = page.getByRole('cell', { name: /\(aktiebolag\)/ });
    await expect(forms.first()).toBeVisible();
    for (const cell of await forms.all())
      expect.soft(await cell.evaluate(wholeOnScreen), 'a legal form').toBeNull();

    // The invitations waiting over 14 days: their banner's text and buttons (issue #35).
    for (const path of [
      '/users',
      '/invitations',
      '/invitations?pendingDays=14',
      '/groups',
      '/companies/new',
      '/audit',
      '/access',
    ])
      await checkScreen(page, path, h1(page));
    await page.goto(t('/users'));
    await page.getByRole('link', { name: 'Anna Lindqvist' }).click();
    await checkScreen(page, new URL(page.url()).pathname.replace(/^\/t\/[^/]+/, ''), h1(page));
    await page.goto(t('/groups'));
    await page.getByRole('link', { name: 'Revisorer' }).click();
    await checkScreen(page, new URL(page.url()).pathname.replace(/^\/t\/[^/]+/, ''), h1(page));

    await companyScreens(page, [
      'overview',
      'permissions',
      'financial-years',
      'files',
      'assignments',
      'balances',
    ]);
    await page.context().close();
  });

  test('every auditor screen fits 390 px: no sideways page, no cut text, 44 px targets, a 200 px chart', async ({
    browser,
  }) => {
    test.slow();
    const page = await phonePage(browser, 'auditor');
    await checkScreen(page, '', h1(page));
    await checkScreen(page, '/companies', async () => {
      await expect(page.getByRole('link', { name: 'Norrsken Bygg AB', exact: true })).toBeVisible();
    });
    // The balances tab's other views are the admin's (the same screens; that walk has them).
    await companyScreens(
      page,
      ['overview', 'financial-years', 'files', 'assignments', 'balances'],
      [],
    );
    await page.context().close();
  });
});
