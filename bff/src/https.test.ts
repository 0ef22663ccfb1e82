import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../test/bff-helpers.js';
import type { TestBff } from '../test/bff-helpers.js';

// Behind a TLS-terminating reverse proxy: PUBLIC_URL https, TRUST_PROXY=1.
let bff: TestBff;
beforeAll(async () => {
  bff = await startTestBff({ PUBLIC_URL: 'https://console.example', TRUST_PROXY: '1' });
});
afterAll(() => bff?.close());

describe('over https behind a trusted proxy', () => {
  it('uses the __Host- cookie with Secure, sends HSTS, and accepts the public origin', async () => {
    const c = bff.client();
    const r = await c.request('POST', '/auth/login', {
      json: { username: 'admin', password: 'admin-demo' },
      headers: { origin: 'https://console.example' },
    });
    expect(r.status).toBe(204);
    const set = r.headers.getSetCookie()[0]!;
    expect(set).toMatch(/^__Host-ledger_session=Fe26\.2\*/);
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/Path=\//);
    expect(set).not.toMatch(/Domain=/);
    expect(r.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect((await c.get('/auth/session')).status).toBe(200);
    const foreign = await c.request('POST', '/api/t/nordrevision/groups', {
      json: { name: 'x' },
      headers: { origin: 'http://console.example' },
    });
    expect(foreign.status).toBe(403);
  });

  it('throttles per forwarded client address when the proxy is trusted', async () => {
    const c = bff.client();
    // The proxy appends the address it saw; whatever the client put before it is not believed.
    const from = (ip: string, claimed = '10.0.0.1') => ({ 'x-forwarded-for': `${claimed}, ${ip}` });
    for (let i = 0; i < 5; i++)
      expect(
        (
          await c.request('POST', '/auth/login', {
            json: { username: 'auditor', password: 'bad' },
            headers: from('203.0.113.5', `192.0.2.${i}`),
          })
        ).status,
      ).toBe(401);
    const blocked = await c.request('POST', '/auth/login', {
      json: { username: 'auditor', password: 'auditor-demo' },
      headers: from('203.0.113.5'),
    });
    expect(blocked.status).toBe(429);
    const other = await c.request('POST', '/auth/login', {
      json: { username: 'auditor', password: 'auditor-demo' },
      headers: from('198.51.100.7'),
    });
    expect(other.status).toBe(204);
  });
});

describe('forwarded headers without TRUST_PROXY', () => {
  it('are ignored: no HSTS, plain cookie, X-Forwarded-For does not dodge the throttle', async () => {
    const plain = await startTestBff();
    try {
      const c = plain.client();
      const r = await c.request('POST', '/auth/login', {
        json: { username: 'admin', password: 'admin-demo' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(r.headers.getSetCookie()[0]).toMatch(/^ledger_session=/);
      expect(r.headers.get('strict-transport-security')).toBeNull();
      for (let i = 0; i < 5; i++)
        await c.request('POST', '/auth/login', {
          json: { username: 'auditor', password: 'bad' },
          headers: { 'x-forwarded-for': `192.0.2.${i}` },
        });
      const sixth = await c.request('POST', '/auth/login', {
        json: { username: 'auditor', password: 'auditor-demo' },
        headers: { 'x-forwarded-for': '192.0.2.99' },
      });
      expect(sixth.status).toBe(429);
    } finally {
      await plain.close();
    }
  });
});
