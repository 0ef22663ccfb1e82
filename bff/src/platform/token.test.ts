/** POST /v1/token: JSON, form and Basic credentials, tenant selection and the error answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenResponse } from '../contract/token.js';
import { client, send, startTestPlatform, type TestPlatform } from './testing.js';

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
    const t = TokenResponse.parse(res.json);
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
    TokenResponse.parse(res.json);
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

  it('narrowed by scope', async () => {
    const res = await json({ ...creds, scope: 'companyinformation other' });
    expect((res.json as { scope: string }).scope).toBe('companyinformation');
  });

  it('every token is different', async () => {
    const a = (await json(creds)).json as { access_token: string };
    const b = (await json(creds)).json as { access_token: string };
    expect(a.access_token).not.toBe(b.access_token);
  });
});

describe('rejects', () => {
  it.each([
    ['wrong secret', { ...creds, client_secret: 'nope' }],
    ['unknown client', { client_id: 'nobody', client_secret: 'x' }],
  ])('%s: 401 invalid_client', async (_n, body) => {
    const res = await json(body);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error: 'invalid_client' });
    expect(typeof (res.json as { message: string }).message).toBe('string');
  });

  it('wrong Basic secret: 401 invalid_client', async () => {
    const res = await post(undefined, { authorization: basic('console-demo', 'bad') });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error: 'invalid_client' });
  });

  it.each([
    ['missing client_secret', { client_id: 'console-demo' }],
    ['missing client_id', { client_secret: 'x' }],
    ['an unknown field', { ...creds, audience: 'x' }],
    ['a non-string field', { ...creds, scope: 1 }],
  ])('%s: 400 invalid_request', async (_n, body) => {
    const res = await json(body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'invalid_request' });
  });

  it('malformed JSON: 400 invalid_request', async () => {
    const res = await post('{"client_id":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'invalid_request' });
  });

  it('another grant type: 400 unsupported_grant_type', async () => {
    const res = await json({ ...creds, grant_type: 'password' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('a tenant the client is not granted: 403', async () => {
    const res = await json(
      { client_id: 'console-noscope', client_secret: 'console-noscope-secret' },
      { 'x-tenant-id': 'sydekonomi' },
    );
    expect(res.status).toBe(403);
    expect(typeof (res.json as { message: string }).message).toBe('string');
  });

  it('another content type: 415', async () => {
    const res = await post('client_id=x', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
  });

  it('GET: 405', async () => {
    const res = await send(`${p.baseUrl}/token`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
