/** Routing (404 and 405 as JSON) and the dev endpoints: stats, faults, backdating, reset. */
import { describe, expect, it } from 'vitest';
import type { User } from '@ledger/contract';
import { getToken, send, startTestPlatform } from '../../test/platform-helpers.js';
import { c, p, usePlatform, key } from '../routes/routes.testing.js';

usePlatform();

describe('routing and dev endpoints', () => {
  it('unknown paths are 404 JSON, wrong methods 405 JSON', async () => {
    const nf = await c.get('/nothing/here');
    expect(nf.status).toBe(404);
    expect(typeof (nf.json as { message: string }).message).toBe('string');
    const na = await c.raw('PATCH', `/companies/${key()}`);
    expect(na.status).toBe(405);
    expect(na.headers.get('allow')).toContain('PUT');
  });

  it('counts token requests and requests per route', async () => {
    await getToken(p.baseUrl, 'console-demo', 'console-demo-secret', 'sydekonomi');
    await c.get('/users');
    await c.get(`/companies/${key()}`);
    const stats = (await send(`${p.url}/dev/stats`)).json as {
      tokenRequests: Record<string, number>;
      requests: Record<string, number>;
    };
    expect(stats.tokenRequests['console-demo/sydekonomi']).toBeGreaterThanOrEqual(1);
    expect(stats.requests['GET /users']).toBeGreaterThanOrEqual(1);
    expect(stats.requests['GET /companies/{companyDurableKey}']).toBeGreaterThanOrEqual(1);
  });

  it('injects faults on /v1 (not /v1/token unless listed) and clears them', async () => {
    const set = await send(`${p.url}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate: 1, status: 503, methods: ['GET'], paths: ['/users'] }),
    });
    expect(set.status).toBe(200);
    const hit = await c.get('/users');
    expect(hit.status).toBe(503);
    expect(hit.headers.get('retry-after')).toBe('1');
    expect((await c.get('/groups')).status).toBe(200);
    expect((await getToken(p.baseUrl)).length).toBeGreaterThan(0);
    await send(`${p.url}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate: 1, status: 0, paths: ['^/v1/groups$'] }),
    });
    await expect(
      fetch(`${p.baseUrl}/groups`, { headers: { authorization: 'Bearer x' } }),
    ).rejects.toThrow();
    expect((await send(`${p.url}/dev/faults`, { method: 'DELETE' })).status).toBe(204);
    expect((await c.get('/users')).status).toBe(200);
    const invalid = await send(`${p.url}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate: 2 }),
    });
    expect(invalid.status).toBe(400);
  });

  it('backdates a pending invitation, and nothing else', async () => {
    const made = (await c.json('POST', '/invitations', { emails: ['gammal.inbjudan@example.se'] }))
      .json as { id: string; createdTimestamp: number }[];
    const { id, createdTimestamp } = made[0]!;
    const backdate = (userId: string, body: unknown) =>
      send(`${p.url}/dev/invitations/${userId}/backdate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const moved = await backdate(id, { days: 30 });
    expect(moved.status).toBe(200);
    expect(moved.json).toEqual({ id, createdTimestamp: createdTimestamp - 30 * 86_400_000 });
    const listed = (await c.get('/invitations')).json as User[];
    expect(listed.find((u) => u.id === id)?.createdTimestamp).toBe(
      createdTimestamp - 30 * 86_400_000,
    );
    // An active user is no invitation; a day count out of range is refused.
    const active = ((await c.get('/users')).json as User[])[0]!;
    expect((await backdate(active.id, { days: 30 })).status).toBe(404);
    expect((await backdate(id, { days: 0 })).status).toBe(400);
    expect((await c.del(`/invitations/${id}`)).status).toBe(204);
  });

  it('reset brings back the demo seed and keeps tokens working', async () => {
    expect((await c.json('POST', '/groups', { name: 'Särskild Grupp' })).status).toBe(200);
    await c.del(`/companies/${key()}`);
    expect((await c.get(`/companies/${key()}`)).status).toBe(404);
    expect((await send(`${p.url}/dev/reset`, { method: 'POST' })).status).toBe(204);
    expect((await c.get(`/companies/${key()}`)).status).toBe(200);
    const groups = (await c.get('/groups')).json as { name: string }[];
    expect(groups.map((g) => g.name)).not.toContain('Särskild Grupp');
  });

  it('dev endpoints are absent without dev', async () => {
    const plain = await startTestPlatform({ seed: 'none' });
    try {
      expect((await send(`${plain.url}/dev/mails`)).status).toBe(404);
      const t = await send(`${plain.baseUrl}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: 'console-demo', client_secret: 'console-demo-secret' }),
      });
      expect(t.status).toBe(401);
    } finally {
      await plain.dispose();
    }
  });
});
