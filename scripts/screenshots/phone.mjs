// The console on a phone: every screen of both demo roles at 390x844 with touch, in English and
// in Swedish (whose words are longer), written to docs/screenshots/phone/ (`<who>-<screen>.png`)
// and docs/screenshots/phone/sv/. Whole pages, like the other sets. The screens are reached by
// address; the user and group pages through their lists.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_SCREENS, NORRSKEN, company, outDir, screenshotContext, t } from './config.mjs';
import { visible } from './settle.mjs';
import { shot } from './shot.mjs';
import { walkScreens } from './walk.mjs';

export const PHONE = { width: 390, height: 844 };

const balances = (view) => company(NORRSKEN, view ? `balances?view=${view}` : 'balances');
const SCREENS = {
  admin: [
    ...ADMIN_SCREENS,
    ['company-balances-trial', balances('trial')],
    ['company-balances-statements', balances('statements')],
    ['company-balances-ratios', balances('ratios')],
    ['company-balances-account', balances('trial&acc1=1510')],
  ],
  auditor: [
    ['overview', t()],
    ['companies', t('/companies')],
    ['company-overview', company(NORRSKEN, 'overview')],
    ['company-financial-years', company(NORRSKEN, 'financial-years')],
    ['company-files', company(NORRSKEN, 'files')],
    ['company-assignments', company(NORRSKEN, 'assignments')],
    ['company-balances', balances()],
    ['company-balances-trial', balances('trial')],
    ['users-forbidden', t('/users')],
  ],
};

export async function phoneScreens(browser) {
  for (const [locale, dir] of [
    ['en-GB', 'phone'],
    ['sv-SE', path.join('phone', 'sv')],
  ]) {
    mkdirSync(path.join(outDir, dir), { recursive: true });
    for (const who of ['admin', 'auditor']) {
      const context = await screenshotContext(browser, { viewport: PHONE, locale, phone: true });
      const shotOptions = { viewport: PHONE };
      const page = await walkScreens(context, { who, dir, screens: SCREENS[who], shotOptions });
      if (who === 'admin') {
        // The navigation opened from the header's menu button.
        await page.goto(t());
        await visible(page.getByRole('heading', { level: 1 }));
        await page.locator('.shell-burger').click();
        await visible(page.locator('.shell-navbar a').first());
        await shot(page, path.join(dir, 'admin-navigation'), { ...shotOptions, full: false });
      }
      await context.close();
    }
  }
}
