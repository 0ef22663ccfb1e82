import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../../test/bff-helpers.js';
import type { TestBff } from '../../test/bff-helpers.js';
import { pageLanguage } from './openapi.js';

describe('pageLanguage', () => {
  it('takes ?lang=, then the account, then Accept-Language, else English', () => {
    expect(pageLanguage('sv', 'en', 'en')).toBe('sv');
    expect(pageLanguage('en', 'sv', 'sv')).toBe('en');
    expect(pageLanguage('de', 'sv', 'en')).toBe('sv');
    expect(pageLanguage(undefined, 'en', 'sv-SE')).toBe('en');
    expect(pageLanguage(undefined, 'klingon', 'sv-SE,sv;q=0.9,en;q=0.8')).toBe('sv');
    expect(pageLanguage(undefined, null, 'sv')).toBe('sv');
    expect(pageLanguage(undefined, null, 'en-US,sv;q=0.5')).toBe('en');
    expect(pageLanguage(undefined, null, 'de-DE, sv;q=0.7, en;q=0.3')).toBe('sv');
    expect(pageLanguage(undefined, null, 'sv;q=0, en')).toBe('en');
    expect(pageLanguage(undefined, null, 'de, fr')).toBe('en');
    expect(pageLanguage(undefined, null, undefined)).toBe('en');
  });
});

describe('/api-docs in Swedish and English', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff();
  });
  afterAll(() => bff?.close());

  const page = async (query = '', headers: Record<string, string> = {}, cookie?: string) => {
    const r = await fetch(`${bff.url}/api-docs${query}`, {
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
    return { status: r.status, lang: r.headers.get('content-language'), html: await r.text() };
  };

  it('writes its own text in Swedish with ?lang=sv or a Swedish browser', async () => {
    for (const p of [await page('?lang=sv'), await page('', { 'accept-language': 'sv-SE,sv' })]) {
      expect(p.status).toBe(200);
      expect(p.lang).toBe('sv');
      expect(p.html).toContain('<html lang="sv">');
      for (const words of [
        '<title>Ledger Console BFF – API-referens</title>',
        'API-referens för Ledger Console BFF',
        'Konsolens egna anrop',
        'Plattformens anrop',
        '<th>Metod</th><th>Sökväg</th><th>Beskrivning</th><th>Lägsta roll</th>',
        'In English',
      ])
        expect(p.html).toContain(words);
      expect(p.html).not.toContain("The console's own calls");
      // The operations are listed whatever the language (their summaries are the contract's).
      expect(p.html).toContain('/api/t/{tenantId}/companies');
      expect(p.html).toContain('/api/preferences');
    }
  });

  it('is English by default, with ?lang=en and for an English browser', async () => {
    for (const p of [
      await page(),
      await page('?lang=en', { 'accept-language': 'sv' }),
      await page('?lang=xx', { 'accept-language': 'en-GB' }),
    ]) {
      expect(p.lang).toBe('en');
      expect(p.html).toContain('<html lang="en">');
      expect(p.html).toContain("The console's own calls");
      expect(p.html).toContain("The platform's calls");
      expect(p.html).toContain('<th>Method</th><th>Path</th>');
      expect(p.html).toContain('På svenska');
      expect(p.html).not.toContain('Konsolens egna anrop');
    }
  });

  it("follows the signed-in account's language over the browser's", async () => {
    const c = bff.client();
    await c.login('admin', 'admin-demo');
    expect((await c.request('PUT', '/api/preferences', { json: { language: 'sv' } })).status).toBe(
      204,
    );
    expect((await page('', { 'accept-language': 'en' }, c.cookie)).lang).toBe('sv');
    expect((await page('?lang=en', {}, c.cookie)).lang).toBe('en');
  });
});
