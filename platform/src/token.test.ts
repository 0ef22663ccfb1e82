/** POST /v1/token: JSON, form and Basic credentials, tenant selection and the error answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtendedTokenResponse, TokenError } from '@ledger/contract/token';
import { client, send, startTestPlatform, type TestPlatform } from '../test/platform-helpers.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await startTestPlatform();
});
afterAll(() => p.dispose());

const post = (body: string | undefined, headers: Record<string, string> = {}) =>
  send(`${p.baseUrl}/token`, { method: 'POST', headers, body });
const json = (body: unknown, headers: Record<string, string> = {}) =>
  post(JSON.stringify(body), { 'content-type': 'application/json', ...headers });
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const creds = { client_id: 'console-demo', client_secret: 'console-demo-secret' };

describe('issues tokens', () => {
  it('from a JSON body', async () => {
    const res = await json({ ...creds, grant_type: 'client_credentials' });
    expect(res.status).toBe(200);
    const t = ExtendedTokenResponse.strict().parse(res.json);
    expect(t).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'companyinformation',
    });
    expect(Buffer.from(t.access_token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('from form fields', async () => {
    const res = await post(new URLSearchParams(creds).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(200);
    ExtendedTokenResponse.strict().parse(res.json);
  });

  it('from HTTP Basic with an empty body or form grant_type', async () => {
    const a = await post(undefined, {
      authorization: basic('console-demo', 'console-demo-secret'),
    });
    expect(a.status).toBe(200);
    const b = await post('grant_type=client_credentials', {
      authorization: basic('console-demo', 'console-demo-secret'),
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(b.status).toBe(200);
  });

  it('for the tenant named by X-Tenant-Id, else the home tenant', async () => {
    const syd = await json(creds, { 'x-tenant-id': 'sydekonomi' });
    const t = (syd.json as { access_token: string }).access_token;
    const users = (await client(p.baseUrl, t).get('/users')).json as { email: string }[];
    expect(users[0]!.email).toMatch(/@sydekonomi\.se$/);
    const home = (await json(creds)).json as { access_token: string };
    const homeUsers = (await client(p.baseUrl, home.access_token).get('/users')).json as {
      email: string;
    }[];
    expect(homeUsers[0]!.email).toMatch(/@nordrevision\.se$/);
  });

  it('with the scope asked for, when the client holds it', async () => {
    const res = await json({ ...creds, scope: ' companyinformation ' });
    expect(res.status).toBe(200);
    expect((res.json as { scope: string }).scope).toBe('companyinformation');
  });

  it('every token is different', async () => {
    const a = (await json(creds)).json as { access_token: string };
    const b = (await json(creds)).json as { access_token: string };
    expect(a.access_token).not.toBe(b.access_token);
  });
});

/** A refused token request: RFC 6749's error and error_description, and V1's message. */
function expectTokenError(res: { status: number; json: unknown }, status: number, error: string) {
  expect(res.status).toBe(status);
  const body = TokenError.strict().parse(res.json);
  expect(body.error).toBe(error);
  expect(body.error_description.length).toBeGreaterThan(0);
  expect(body.message).toBe(body.error_description);
  return body;
}

describe('rejects', () => {
  it.each([
    ['wrong secret', { ...creds, client_secret: 'nope' }],
    ['unknown client', { client_id: 'nobody', client_secret: 'x' }],
  ])('%s: 401 invalid_client', async (_n, body) => {
    const res = await json(body);
    expectTokenError(res, 401, 'invalid_client');
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic/);
  });

  it('wrong Basic secret: 401 invalid_client', async () => {
    const res = await post(undefined, { authorization: basic('console-demo', 'bad') });
    expectTokenError(res, 401, 'invalid_client');
  });

  it.each([
    ['missing client_secret', { client_id: 'console-demo' }],
    ['missing client_id', { client_secret: 'x' }],
    ['an unknown field', { ...creds, audience: 'x' }],
    ['a non-string field', { ...creds, scope: 1 }],
    ['an empty client_id', { ...creds, client_id: '' }],
  ])('%s: 400 invalid_request', async (_n, body) => {
    const body_ = expectTokenError(await json(body), 400, 'invalid_request');
    expect(body_.error_description).toMatch(/client_id|client_secret|audience|scope/);
  });

  it.each([
    ['a scope the client does not hold', 'other'],
    ['one held and one not', 'companyinformation other'],
    ['an empty scope', ' '],
  ])('%s: 400 invalid_scope (never an empty grant)', async (_n, scope) => {
    const res = await json({ ...creds, scope });
    const body = expectTokenError(res, 400, 'invalid_scope');
    if (scope.includes('other')) expect(body.error_description).toMatch(/other/);
    const noscope = await json({
      client_id: 'console-noscope',
      client_secret: 'console-noscope-secret',
      scope: 'companyinformation',
    });
    expectTokenError(noscope, 400, 'invalid_scope');
  });

  it('malformed JSON: 400 invalid_request', async () => {
    const res = await post('{"client_id":', { 'content-type': 'application/json' });
    expectTokenError(res, 400, 'invalid_request');
  });

  it('another grant type: 400 unsupported_grant_type', async () => {
    const res = await json({ ...creds, grant_type: 'password' });
    expectTokenError(res, 400, 'unsupported_grant_type');
  });

  it('a tenant the client is not granted: 403', async () => {
    const res = await json(
      { client_id: 'console-noscope', client_secret: 'console-noscope-secret' },
      { 'x-tenant-id': 'sydekonomi' },
    );
    expectTokenError(res, 403, 'unauthorized_client');
  });

  it('another content type: 415', async () => {
    const res = await post('client_id=x', { 'content-type': 'text/plain' });
    expectTokenError(res, 415, 'invalid_request');
  });

  it('GET: 405', async () => {
    const res = await send(`${p.baseUrl}/token`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
