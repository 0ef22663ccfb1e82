/**
 * i18n (issue "Svenska och engelska"): a fresh console (as the scale bench starts one) in headless
 * Chromium with an English browser, signed in as the demo admin:
 * - the catalogs the first visit downloads (only the active language's, never the other's),
 *   read from the requests the page makes;
 * - how long a switch of language takes on the companies list, from the menu's change to the
 *   first frame showing the new language: the first switch (fetches the Swedish catalog) and
 *   the median of later ones (both catalogs at hand). Target: under 300 ms.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { adminContext, launchChromium } from './scale-browser.js';
import { startConsole } from './scale-console.js';
import type { BenchOptions, BenchResults } from './types.js';

const SWITCH_TARGET_MS = 300;

/** In the page: change the language menu to `lang` and resolve with the ms until a frame shows it. */
const switchTo = (lang: 'sv' | 'en', word: string) => `new Promise((resolve, reject) => {
  const select = document.querySelector('select[aria-label="Språk"], select[aria-label="Language"]');
  if (!select) return reject(new Error('no language menu'));
  const started = performance.now();
  select.value = ${JSON.stringify(lang)};
  select.dispatchEvent(new Event('change', { bubbles: true }));
  const check = () => {
    const h1 = document.querySelector('h1');
    if (document.documentElement.lang === ${JSON.stringify(lang)} && h1 && h1.textContent === ${JSON.stringify(word)})
      resolve(performance.now() - started);
    else if (performance.now() - started > 10000) reject(new Error('the switch did not show in 10 s'));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

export default async function i18nBench(opts: BenchOptions): Promise<Partial<BenchResults>> {
  // The catalog chunks (core-*.js, screens-*.js) of each language, told apart by a word of it.
  const assetsDir = path.join(opts.root, 'web', 'dist', 'assets');
  const catalogChunks = readdirSync(assetsDir).filter((f) => /^(core|screens)-[\w-]+\.js$/.test(f));
  const MARKS = { sv: /Försök igen|Inbjudningar/, en: /Try again|Invitations/ };
  const catalogOf = (lang: 'sv' | 'en') =>
    catalogChunks.filter((f) => MARKS[lang].test(readFileSync(path.join(assetsDir, f), 'utf8')));
  if (catalogOf('sv').length === 0 || catalogOf('en').length === 0)
    throw new Error('i18n bench: no catalog chunks of both languages in web/dist/assets');
  const running = await startConsole(opts.root);
  const browser = await launchChromium(opts.root);
  try {
    const context = await adminContext(browser, running.url);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push((r as { url(): string }).url()));
    await page.goto('/t/nordrevision/companies');
    await page.getByRole('table').first().waitFor();
    const fetched = (lang: 'sv' | 'en') =>
      catalogOf(lang).some((file) => requested.some((url) => url.endsWith(`/assets/${file}`)));
    const englishLoaded = fetched('en');
    const swedishBeforeSwitch = fetched('sv');

    const firstSwitchMs = await page.evaluate<number>(switchTo('sv', 'Företag'));
    const later: number[] = [];
    for (let i = 0; i < (opts.quick ? 4 : 10); i++) {
      later.push(await page.evaluate<number>(switchTo('en', 'Companies')));
      later.push(await page.evaluate<number>(switchTo('sv', 'Företag')));
    }
    later.sort((a, b) => a - b);
    const medianMs = later[Math.floor(later.length / 2)]!;
    const round = (v: number) => Math.round(v * 10) / 10;
    console.error(
      `i18n: English catalog on the first visit ${englishLoaded}, Swedish before a switch ${swedishBeforeSwitch}; ` +
        `switch ${round(firstSwitchMs)} ms first, median ${round(medianMs)} ms (target < ${SWITCH_TARGET_MS})`,
    );
    return {
      i18n: {
        activeCatalogLoaded: englishLoaded ? 1 : 0,
        inactiveCatalogLoaded: swedishBeforeSwitch ? 1 : 0,
        firstSwitchMs: round(firstSwitchMs),
        switchMedianMs: round(medianMs),
        switchTargetMs: SWITCH_TARGET_MS,
        met:
          !swedishBeforeSwitch &&
          englishLoaded &&
          firstSwitchMs < SWITCH_TARGET_MS &&
          medianMs < SWITCH_TARGET_MS
            ? 1
            : 0,
      },
    };
  } finally {
    await browser.close();
    await running.stop();
  }
}
