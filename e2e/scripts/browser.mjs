// Finds the Chromium the suite drives: Playwright's own build when one is installed, else
// Debian's /usr/bin/chromium. Shared by the config and the set-up script.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null;
}
