/** Invitations, the outbox and the accept page (docs/PLATFORM.md). */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { User, UserResponse } from '@ledger/contract';
import { demo, send } from '../../test/platform-helpers.js';
import { T, c, p, usePlatform, mails, expectExactly } from './routes.testing.js';

usePlatform();

describe('invitations, outbox and the accept page', () => {
  it('invite -> mail -> accept -> active user', async () => {
    const group = demo.group(T, 'Praktikanter');
    const before = Date.now();
    const res = await c.json('POST', '/invitations', {
      emails: ['Ny.Kollega@Example.SE', 'annan.kollega@example.se'],
      groupIds: [group],
      modules: ['AUDIT', 'ANALYTICS'],
    });
    expect(res.status, res.text).toBe(200);
    expectExactly(z.array(UserResponse), res.json);
    const [u1, u2] = res.json as UserResponse[];
    // V1's UserResponse, in request order: not active, source USER, no userRole.
    expect(u1).toEqual({
      id: expect.any(String),
      email: 'ny.kollega@example.se',
      firstName: '',
      lastName: '',
      initials: 'NK',
      createdTimestamp: expect.any(Number),
      isActive: false,
      source: 'USER',
    });
    expect(u1!.createdTimestamp).toBeGreaterThanOrEqual(before);
    expect(u1!.createdTimestamp).toBeLessThanOrEqual(Date.now());
    expect(u2!.email).toBe('annan.kollega@example.se');
    // Pending: not a user yet (404 on the user and its sub-paths), but an invitation and a
    // group member.
    expect((await c.get(`/users/${u1!.id}`)).status).toBe(404);
    expect((await c.get(`/users/${u1!.id}/groups`)).status).toBe(404);
    expect((await c.del(`/users/${u1!.id}`)).status).toBe(404);
    const pending = (await c.get('/invitations')).json as User[];
    expectExactly(z.array(User), pending);
    expect(pending.find((i) => i.id === u1!.id)).toMatchObject({
      username: 'ny.kollega@example.se',
      emailVerified: false,
    });
    const members = (await c.get(`/groups/${group}/members`)).json as { id: string }[];
    expect(members.map((m) => m.id)).toContain(u1!.id);

    const mail = (await mails()).find((m) => m.userId === u1!.id)!;
    expect(mail.to).toBe('ny.kollega@example.se');
    expect(mail.text).toContain(mail.link);
    expect(mail.link.startsWith(`${p.url}/accept/`)).toBe(true);

    const page = await send(mail.link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('name="firstName"');
    expect(page.text).toContain('name="lastName"');

    const missing = await send(mail.link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'firstName=&lastName=',
    });
    expect(missing.status).toBe(400);

    const accept = await send(mail.link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ firstName: 'Åsa', lastName: 'Öström' }).toString(),
    });
    expect(accept.status).toBe(200);
    const user = await c.get(`/users/${u1!.id}`);
    expect(user.status).toBe(200);
    expectExactly(User, user.json);
    expect(user.json).toMatchObject({ firstName: 'Åsa', lastName: 'Öström', emailVerified: true });
    const groups = await c.get(`/users/${u1!.id}/groups`);
    expect(groups.json).toEqual([{ id: group, name: 'Praktikanter' }]);
    const after = (await c.get('/invitations')).json as { id: string }[];
    expect(after.map((i) => i.id)).not.toContain(u1!.id);
    // Single use.
    expect((await send(mail.link)).status).toBe(404);
    expect((await c.raw('POST', `/invitations/${u1!.id}/resend`)).status).toBe(404);
  });

  it('resend writes a new mail and the old link stops working', async () => {
    const res = await c.json('POST', '/invitations', { emails: ['resend.me@example.se'] });
    const id = (res.json as { id: string }[])[0]!.id;
    const first = (await mails()).find((m) => m.userId === id)!;
    expect((await c.raw('POST', `/invitations/${id}/resend`)).status).toBe(204);
    const all = (await mails()).filter((m) => m.userId === id);
    expect(all).toHaveLength(2);
    expect(all[0]!.link).not.toBe(first.link); // newest first
    expect((await send(first.link)).status).toBe(404);
    expect((await send(all[0]!.link)).status).toBe(200);
    expect((await c.del(`/invitations/${id}`)).status).toBe(204);
    expect((await send(all[0]!.link)).status).toBe(404);
  });

  it('takes addresses with Swedish letters and stores them lower-case', async () => {
    const res = await c.json('POST', '/invitations', { emails: ['Åsa.Öberg@Exempel.se'] });
    expect(res.status, res.text).toBe(200);
    const [user] = res.json as { id: string; email: string }[];
    expect(user!.email).toBe('åsa.öberg@exempel.se');
    const listed = ((await c.get('/invitations')).json as User[]).find((u) => u.id === user!.id);
    expect(listed).toMatchObject({
      email: 'åsa.öberg@exempel.se',
      username: 'åsa.öberg@exempel.se',
    });
  });

  it('rejects bad requests and creates nobody', async () => {
    const count = async () => ((await c.get('/invitations')).json as unknown[]).length;
    const before = await count();
    const dup = await c.json('POST', '/invitations', { emails: ['a@example.se', 'A@example.se'] });
    expect(dup.status).toBe(400);
    expect((dup.json as { message: string }).message).toMatch(/emails\.1/);
    const bad = await c.json('POST', '/invitations', { emails: ['ok@example.se', 'nope'] });
    expect(bad.status).toBe(400);
    expect((bad.json as { message: string }).message).toMatch(/emails\.1/);
    const exists = await c.json('POST', '/invitations', {
      emails: ['fresh@example.se', 'anna.lindqvist@nordrevision.se'],
    });
    expect(exists.status).toBe(409);
    const pendingAlready = await c.json('POST', '/invitations', {
      emails: ['karin.wahlqvist@nordrevision.se'],
    });
    expect(pendingAlready.status).toBe(409);
    const unknownGroup = await c.json('POST', '/invitations', {
      emails: ['g@example.se'],
      groupIds: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(unknownGroup.status).toBe(400);
    expect((await c.json('POST', '/invitations', { emails: [] })).status).toBe(400);
    const extra = await c.json('POST', '/invitations', { emails: ['e@example.se'], role: 'x' });
    expect(extra.status).toBe(400);
    const module = await c.json('POST', '/invitations', {
      emails: ['m@example.se'],
      modules: ['REPORTING'],
    });
    expect(module.status).toBe(400);
    // Control characters and broken domains are refused (they would break the outbox and
    // GET /invitations' own schema); the address is named.
    for (const email of [
      'bob\u0000\u001b[31m@evil\u0007',
      'x@]',
      'a b@example.se',
      'a@example',
      'a@-example.se',
      '"q"@example.se',
    ]) {
      const res = await c.json('POST', '/invitations', { emails: ['ok2@example.se', email] });
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect((res.json as { message: string }).message).toMatch(/emails\.1/);
    }
    expect(await count()).toBe(before);
    const outbox = await mails();
    expect(outbox.some((m) => /evil|ok2@/.test(m.to))).toBe(false);
  });
});
