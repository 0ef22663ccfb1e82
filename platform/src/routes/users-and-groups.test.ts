/** Users and groups beyond single operations: deleting, memberships, names (docs/PLATFORM.md). */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Group } from '@ledger/contract';
import { demo } from '../../test/platform-helpers.js';
import { T, c, next, usePlatform, key, expectExactly } from './routes.testing.js';

usePlatform();

describe('users', () => {
  it('DELETE removes the user with memberships and permissions', async () => {
    const user = demo.user(T, 'greta.nystrom');
    const group = demo.group(T, 'Praktikanter');
    expect((await c.raw('PUT', `/companies/${key()}/permissions/users/${user}`)).status).toBe(204);
    expect((await c.del(`/users/${user}`)).status).toBe(204);
    expect((await c.get(`/users/${user}`)).status).toBe(404);
    const members = (await c.get(`/groups/${group}/members`)).json as { id: string }[];
    expect(members.map((m) => m.id)).not.toContain(user);
    const perms = (await c.get(`/companies/${key()}/permissions`)).json as {
      users: { id: string }[];
    };
    expect(perms.users.map((u) => u.id)).not.toContain(user);
    expect((await c.del(`/users/${user}`)).status).toBe(404);
    // A pending user is not a user: 404 here, deleted via /invitations.
    expect((await c.del(`/users/${demo.user(T, 'lars.forsgren')}`)).status).toBe(404);
  });

  it('GET /users/{userId}/groups lists the groups of an active user by name', async () => {
    const anna = demo.user(T, 'anna.lindqvist');
    const res = await c.get(`/users/${anna}/groups`);
    expect(res.status).toBe(200);
    expectExactly(z.array(Group), res.json);
    expect(res.json).toEqual([
      { id: demo.group(T, 'Byråledning'), name: 'Byråledning' },
      { id: demo.group(T, 'Revisorer'), name: 'Revisorer' },
    ]);
    expect((await c.get(`/users/${demo.user(T, 'jonas.ekstrom')}/groups`)).json).toEqual([]);
    // Pending (karin is invited into Revisorer) and unknown users are 404.
    expect((await c.get(`/users/${demo.user(T, 'karin.wahlqvist')}/groups`)).status).toBe(404);
    expect((await c.get('/users/nobody/groups')).status).toBe(404);
    // Another tenant's user is unknown here.
    expect(
      (await c.get(`/users/${demo.user('sydekonomi', 'maria.johansson')}/groups`)).status,
    ).toBe(404);
  });
});

describe('groups', () => {
  it('names are unique case-insensitively and found by name', async () => {
    expect((await c.json('POST', '/groups', { name: 'revisorer' })).status).toBe(409);
    const g = await c.json('POST', '/groups', { name: 'Särskild Grupp' });
    expect(g.status).toBe(200);
    expectExactly(Group, g.json);
    expect(g.json).toMatchObject({ name: 'Särskild Grupp' });
    const found = await c.get(`/groups/${encodeURIComponent('SÄRSKILD GRUPP'.toLowerCase())}`);
    expect(found.status).toBe(200);
    expect(Array.isArray((await c.get('/groups')).json)).toBe(true);
  });

  it('membership changes are idempotent; deleting removes memberships and permissions', async () => {
    const id = (
      (await c.json('POST', '/groups', { name: `Tillfällig ${next()}` })).json as { id: string }
    ).id;
    const user = demo.user(T, 'elin.sjoberg');
    for (let i = 0; i < 2; i++) {
      expect((await c.raw('PUT', `/groups/${id}/members/${user}`)).status).toBe(204);
    }
    expect(((await c.get(`/groups/${id}/members`)).json as unknown[]).length).toBe(1);
    expect((await c.raw('PUT', `/companies/${key()}/permissions/groups/${id}`)).status).toBe(204);
    expect((await c.del(`/groups/${id}`)).status).toBe(204);
    const perms = (await c.get(`/companies/${key()}/permissions`)).json as {
      groups: { id: string }[];
    };
    expect(perms.groups.map((g) => g.id)).not.toContain(id);
    const groups = (await c.get(`/users/${user}/groups`)).json as { id: string }[];
    expect(groups.map((g) => g.id)).not.toContain(id);
    expect((await c.del(`/groups/${id}/members/${user}`)).status).toBe(404);
  });
});
