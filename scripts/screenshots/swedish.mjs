// The console in Swedish: every screen of both demo roles in a Swedish browser (sv-SE), written
// to docs/screenshots/sv/. The screens are reached by address and the demo's own names (which
// are Swedish in both languages), so no English label is needed to drive them.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_SCREENS, NORRSKEN, company, outDir, screenshotContext, t } from './config.mjs';
import { walkScreens } from './walk.mjs';

const SCREENS = {
  admin: ADMIN_SCREENS,
  auditor: [
    ['overview', t()],
    ['companies', t('/companies')],
    ['users-forbidden', t('/users')],
    ['company-overview', company(NORRSKEN, 'overview')],
    ['company-balances', company(NORRSKEN, 'balances')],
    ['company-balances-trial', company(NORRSKEN, 'balances?view=trial')],
    ['company-balances-statements', company(NORRSKEN, 'balances?view=statements')],
  ],
};

export async function swedishScreens(browser) {
  mkdirSync(path.join(outDir, 'sv'), { recursive: true });
  for (const who of ['admin', 'auditor']) {
    const context = await screenshotContext(browser, { locale: 'sv-SE' });
    await walkScreens(context, { who, dir: 'sv', screens: SCREENS[who] });
    await context.close();
  }
}
