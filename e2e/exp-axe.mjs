import { chromium } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import fs from 'node:fs';
const base = 'http://localhost:8491';
const machine = () => {
  const l = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (l[0] + l[1] + l[2] + l[5] + l[6] + l[7]) / 100;
};
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu'],
});
const lc = await browser.newContext({
  baseURL: base,
  extraHTTPHeaders: { 'x-csrf': '1', origin: base },
});
await lc.request.post('/auth/login', { data: { username: 'admin', password: 'admin-demo' } });
const state = await lc.request.storageState();
const ctx = await browser.newContext({ baseURL: base, storageState: state });
const p = await ctx.newPage();
for (const s of ['/companies', '/users', '/audit']) {
  await p.goto('/t/nordrevision' + s);
  await p.locator('h1').first().waitFor();
  await p.waitForTimeout(500);
  for (const mode of ['all', 'all', 'wcag']) {
    const m0 = machine(),
      w0 = Date.now();
    let b = new AxeBuilder({ page: p }).options({ resultTypes: ['violations'] });
    if (mode === 'wcag') b = b.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
    const r = await b.analyze();
    console.log(
      s,
      mode,
      'cpu',
      (machine() - m0).toFixed(2),
      'wall',
      Date.now() - w0,
      'violations',
      r.violations.length,
      'nodes',
      await p.evaluate(() => document.querySelectorAll('*').length),
    );
  }
}
await browser.close();
