// Waiting for a page to show its real content: requests in flight counted per page, loading
// states and skeletons gone, fonts loaded, finite animations ended; dialogs fully open; toasts
// held open for the picture.
// The functions passed to page.evaluate / waitForFunction run in the browser:
/* global document, getComputedStyle, requestAnimationFrame */
import { sleep } from './config.mjs';

/** A new page that counts its requests in flight, for `networkQuiet`. */
export async function newPage(context) {
  const page = await context.newPage();
  const inflight = new Set();
  let lastChange = Date.now();
  page.on('request', (r) => {
    inflight.add(r);
    lastChange = Date.now();
  });
  for (const ev of ['requestfinished', 'requestfailed'])
    page.on(ev, (r) => {
      inflight.delete(r);
      lastChange = Date.now();
    });
  page.net = { inflight, quietFor: () => (inflight.size ? 0 : Date.now() - lastChange) };
  return page;
}

/** No request in flight for `quietMs` (page.waitForLoadState misses client-side navigation). */
async function networkQuiet(page, quietMs = 500, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (page.net.quietFor() < quietMs) {
    if (Date.now() > deadline)
      throw new Error(
        `network not quiet: ${[...page.net.inflight].map((r) => r.url()).join(', ')}`,
      );
    await sleep(100); // polling the request counter kept above
  }
}

/** Transitions and animations that end (not spinners) have ended and stayed so for 10 frames. */
async function animationsDone(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        let calm = 0;
        const giveUp = Date.now() + 15_000;
        const tick = () => {
          const busy = document
            .getAnimations()
            .some(
              (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
            );
          calm = busy ? 0 : calm + 1;
          if (calm >= 10 || Date.now() > giveUp) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Loading states still shown: role=status (LoadingState) and the overview's skeletons, as HTML. */
function loadingShown() {
  const shown = (el) =>
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    el.getClientRects().length > 0;
  return [...document.querySelectorAll('[role="status"], .skeleton')]
    .filter(shown)
    .map((el) => el.outerHTML.slice(0, 200));
}

/** Waits until the page shows its content: no loading state, no skeleton, quiet, still. */
export async function settle(page, { network = true } = {}) {
  if (network) await networkQuiet(page);
  try {
    await page.waitForFunction(`(${loadingShown})().length === 0`);
  } catch (e) {
    const left = await page.evaluate(`(${loadingShown})()`).catch(() => []);
    if (left.length > 0)
      throw new Error(`still loading on ${page.url()}: ${left.join(' | ')}`, { cause: e });
    // Nothing is loading now: the wait itself failed (a timeout just as the last state went, a
    // context replaced by a navigation). Say so and go on.
    console.error(`screenshots: the wait for ${page.url()} failed (${e.message.split('\n')[0]})`);
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (network) await networkQuiet(page);
  await animationsDone(page);
}

/** Waits for every locator to be visible. */
export async function visible(...locators) {
  for (const l of locators) await l.first().waitFor({ state: 'visible' });
}

/** A dialog that has finished opening (Mantine fades and slides it in). */
export async function dialogOpen(page, name) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const parts = document.querySelectorAll('.mantine-Modal-content, .mantine-Modal-overlay');
    return (
      parts.length > 0 &&
      [...parts].every((el) => {
        const s = getComputedStyle(el);
        return (
          s.opacity === '1' &&
          (s.transform === 'none' || /^matrix\(1, 0, 0, 1, 0, 0\)$/.test(s.transform))
        );
      })
    );
  });
  return dialog;
}

/** A toast with this text, kept open by hovering it (Mantine pauses auto-close on hover). */
export async function holdToast(page, text) {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await toast.first().waitFor({ state: 'visible' });
  await toast.first().hover();
  return toast;
}
