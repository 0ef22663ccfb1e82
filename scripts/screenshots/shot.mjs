// The shot writer: docs/screenshots/<name>.png once the page has settled, whole pages taken with
// the window made as tall as the document (so fixed parts such as the navigation reach the
// bottom). `written` lists the names taken so far, for the run's summary.
// The functions passed to page.evaluate run in the browser:
/* global document */
import path from 'node:path';
import { VIEWPORT, outDir } from './config.mjs';
import { settle } from './settle.mjs';

export const written = [];

/**
 * Writes docs/screenshots/<name>.png once the page has settled. `full`: the whole page (the
 * window is made as tall as the document first); otherwise the window (dialogs). `viewport`: the
 * window's size (1440x900; the phone set's 390x844).
 * `network: false` when requests are held on purpose (the upload's pending state).
 */
export async function shot(page, name, { full = true, network = true, viewport = VIEWPORT } = {}) {
  await settle(page, { network });
  if (full) {
    for (let i = 0; i < 3; i++) {
      const height = await page.evaluate(() =>
        Math.ceil(Math.max(document.documentElement.scrollHeight, document.body.scrollHeight)),
      );
      const target = Math.max(viewport.height, height);
      if (target === page.viewportSize().height) break;
      await page.setViewportSize({ width: viewport.width, height: target });
      await settle(page, { network });
    }
  }
  await page.screenshot({ path: path.join(outDir, `${name}.png`), animations: 'disabled' });
  if (page.viewportSize().height !== viewport.height) await page.setViewportSize(viewport);
  written.push(name);
  console.log(`screenshots: ${name}.png`);
}
