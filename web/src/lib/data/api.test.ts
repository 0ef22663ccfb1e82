import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, onUnauthorized, opUrl, request } from './api.js';

let server: Server;
let base = '';
const seen: { method: string; url: string; csrf: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        csrf: req.headers['x-csrf'] as string,
        body,
      });
      res.setHeader('x-request-id', 'req-header');
      if (req.url === '/ok') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ hello: 'Åsa' }));
      } else if (req.url === '/empty') {
        res.statusCode = 204;
        res.end();
      } else if (req.url === '/invalid') {
        res.statusCode = 400;
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            message: 'Invalid body',
            status: 400,
            requestId: 'req-body',
            issues: [{ path: 'organizationNumber', message: 'bad check digit' }],
          }),
        );
      } else if (req.url === '/expired') {
        res.statusCode = 401;
        res.end(JSON.stringify({ message: 'Session expired', status: 401 }));
      } else if (req.url === '/throttled') {
        res.statusCode = 429;
        res.setHeader('retry-after', '120');
        res.end('not json');
      } else {
        res.statusCode = 502;
        res.end(JSON.stringify({ message: 'Upstream failed', status: 502, upstreamStatus: 500 }));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('request', () => {
  it('sends the CSRF header and JSON, and reads JSON and empty answers', async () => {
    expect(await request(`${base}/ok`, { method: 'POST', body: { name: 'Ö' } })).toEqual({
      hello: 'Åsa',
    });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', csrf: '1', body: '{"name":"Ö"}' });
    expect(await request(`${base}/empty`, { method: 'DELETE' })).toBeUndefined();
  });

  it('turns error answers into ApiError with issues, request id and upstream status', async () => {
    const err = await request(`${base}/invalid`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      message: 'Invalid body',
      requestId: 'req-body',
      issues: [{ path: 'organizationNumber', message: 'bad check digit' }],
    });
    const bad = (await request(`${base}/boom`).catch((e: unknown) => e)) as ApiError;
    expect(bad).toMatchObject({ status: 502, upstreamStatus: 500, requestId: 'req-header' });
    const throttled = (await request(`${base}/throttled`).catch((e: unknown) => e)) as ApiError;
    expect(throttled).toMatchObject({ status: 429, retryAfterS: 120 });
  });

  it('reports a 401 as an expired session unless the caller expects it', async () => {
    let expired = 0;
    const off = onUnauthorized(() => expired++);
    await request(`${base}/expired`).catch(() => undefined);
    await request(`${base}/expired`, { allowUnauthorized: true }).catch(() => undefined);
    off();
    expect(expired).toBe(1);
  });
});

describe('opUrl', () => {
  it('builds /api/t/{tenant}/<V1 path> from the contract table', () => {
    expect(opUrl('nordrevision', 'listCompanies')).toBe('/api/t/nordrevision/companies');
    expect(
      opUrl(
        'nordrevision',
        'getMonthlyBalances',
        { companyDurableKey: 'k-1' },
        { startDate: '20240101', endDate: '20241231' },
      ),
    ).toBe(
      '/api/t/nordrevision/generalledger/balances/k-1/calculated/month?startDate=20240101&endDate=20241231',
    );
    // V1's paths and parameter names: the upload, an extended attribute, a user's groups.
    expect(
      opUrl('nordrevision', 'uploadFile', { companyDurableKey: 'k-1' }, { financialYearId: 'y-1' }),
    ).toBe('/api/t/nordrevision/company/k-1/files/upload?financialYearId=y-1');
    expect(
      opUrl('nordrevision', 'setExtendedAttribute', {
        companyDurableKey: 'k-1',
        companyExtendedAttribute: 'snicode',
      }),
    ).toBe('/api/t/nordrevision/companies/k-1/snicode');
    expect(opUrl('nordrevision', 'listUserGroups', { userId: 'u 1' })).toBe(
      '/api/t/nordrevision/users/u%201/groups',
    );
    expect(() => opUrl('nordrevision', 'getCompany', { companyKey: 'k-1' })).toThrow(
      'missing path param companyDurableKey',
    );
    expect(opUrl('a', 'getGroupByName', { name: 'Revisorer Göteborg' })).toBe(
      '/api/t/a/groups/Revisorer%20G%C3%B6teborg',
    );
  });
});

describe('error texts', () => {
  it("say what went wrong in the console's language, by the BFF's code; ids stay in the details", async () => {
    const { ApiError, describeError, errorDetails } = await import('./api.js');
    const { setLanguage } = await import('../../i18n/index.js');
    const err = new ApiError({
      message: 'too many failed sign-ins',
      code: 'too_many_attempts',
      params: { retryAfterS: 120 },
      status: 429,
      requestId: 'req-42',
    });
    expect(describeError(err)).toBe('Too many attempts. Try again in 2 min.');
    expect(describeError(err)).not.toContain('req-42');
    expect(errorDetails(err)).toEqual({ reason: 'too many failed sign-ins', requestId: 'req-42' });
    await setLanguage('sv');
    expect(describeError(err)).toBe('För många försök. Försök igen om 2 min.');
    // An unknown code (a newer BFF): the generic text; the reason is in the details.
    const unknown = new ApiError({ message: 'frobnicated', code: 'frobnicate', status: 400 });
    expect(describeError(unknown)).toMatch(/^Något gick fel/);
    expect(describeError(new ApiError({ message: 'x', status: 0 }))).toMatch(
      /^Det går inte att nå/,
    );
    await setLanguage('en');
    expect(describeError(new ApiError({ message: 'x', status: 503 }))).toBe(
      'The server could not answer. Try again in a moment.',
    );
  });
});
