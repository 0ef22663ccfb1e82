/**
 * Sign-off (`/api/signoffs`, ISA 230): an account or statement line of a company's financial year
 * signed as prepared and as reviewed (who, when, the figure signed), review notes open until
 * cleared, and an append-only history per item; kept in the BFF's store (SQLite and PostgreSQL)
 * and audited. Real HTTP against the BFF with the embedded demo platform.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  BACKENDS,
  ISO,
  admin,
  auditor,
  bff,
  clearNote,
  db,
  history,
  list,
  one,
  openNote,
  sign,
  skip,
  useSignOffs,
  withdraw,
  year,
  type SignOff,
} from './signoffs.testing.js';

describe.each(BACKENDS)('sign-off on $name', ({ pg: onPg }) => {
  useSignOffs(onPg);

  it('prepared -> reviewed -> note opened -> note cleared, each with who and when', async () => {
    if (skip()) return;
    expect((await list(admin)).body).toEqual([]);
    const t0 = Date.now();

    const prepared = await sign(auditor, { item: '1930', step: 'prepared', figure: 125000.5 });
    expect(prepared.status, prepared.text).toBe(200);
    expect(prepared.body).toEqual({
      kind: 'account',
      item: '1930',
      prepared: {
        username: 'auditor',
        at: expect.stringMatching(ISO) as unknown,
        figure: 125000.5,
      },
      reviewed: null,
      notes: [],
    });
    expect(Date.parse(prepared.body.prepared!.at)).toBeGreaterThanOrEqual(t0 - 1000);

    bff.advance(60_000);
    const reviewed = await sign(admin, { item: '1930', step: 'reviewed', figure: 125000.5 });
    expect(reviewed.status, reviewed.text).toBe(200);
    expect(reviewed.body.prepared).toEqual(prepared.body.prepared);
    expect(reviewed.body.reviewed).toMatchObject({ username: 'admin', figure: 125000.5 });
    expect(Date.parse(reviewed.body.reviewed!.at)).toBeGreaterThanOrEqual(
      Date.parse(prepared.body.prepared!.at) + 60_000,
    );

    bff.advance(60_000);
    const note = await openNote(admin, {
      item: '1930',
      text: '  Stäm av mot bankens årsbesked.\nSaknas underlag för december.  ',
    });
    expect(note.status, note.text).toBe(201);
    expect(note.body).toEqual({
      id: expect.stringMatching(/^[0-9a-z]+$/) as unknown,
      kind: 'account',
      item: '1930',
      text: 'Stäm av mot bankens årsbesked.\nSaknas underlag för december.',
      openedBy: 'admin',
      openedAt: expect.stringMatching(ISO) as unknown,
      clearedBy: null,
      clearedAt: null,
      resolution: null,
    });
    // Open until cleared: read back as open.
    expect((await one(auditor, 'account', '1930'))?.notes).toEqual([note.body]);

    bff.advance(60_000);
    const cleared = await clearNote(auditor, {
      item: '1930',
      noteId: note.body.id,
      resolution: 'Årsbeskedet inhämtat, stämmer.',
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).toEqual({
      ...note.body,
      clearedBy: 'auditor',
      clearedAt: expect.stringMatching(ISO) as unknown,
      resolution: 'Årsbeskedet inhämtat, stämmer.',
    });
    expect(Date.parse(cleared.body.clearedAt!)).toBeGreaterThanOrEqual(
      Date.parse(note.body.openedAt) + 60_000,
    );
    expect(await one(admin, 'account', '1930')).toEqual({
      ...reviewed.body,
      notes: [cleared.body],
    });

    const steps = await history(admin, 'account', '1930');
    expect(steps.status, steps.text).toBe(200);
    expect(steps.body).toEqual([
      {
        id: expect.any(String) as unknown,
        at: prepared.body.prepared!.at,
        username: 'auditor',
        action: 'prepared',
        figure: 125000.5,
        noteId: null,
        text: null,
      },
      {
        id: expect.any(String) as unknown,
        at: reviewed.body.reviewed!.at,
        username: 'admin',
        action: 'reviewed',
        figure: 125000.5,
        noteId: null,
        text: null,
      },
      {
        id: expect.any(String) as unknown,
        at: note.body.openedAt,
        username: 'admin',
        action: 'note.opened',
        figure: null,
        noteId: note.body.id,
        text: 'Stäm av mot bankens årsbesked.\nSaknas underlag för december.',
      },
      {
        id: expect.any(String) as unknown,
        at: cleared.body.clearedAt,
        username: 'auditor',
        action: 'note.cleared',
        figure: null,
        noteId: note.body.id,
        text: 'Årsbeskedet inhämtat, stämmer.',
      },
    ]);
  });

  it('keeps the figure signed, so the web can tell it changed since; signed again, the history keeps both', async () => {
    if (skip()) return;
    // A credit balance, to the öre.
    await sign(auditor, { item: '2440', step: 'prepared', figure: -48213.07 });
    await sign(admin, { item: '2440', step: 'reviewed', figure: -48213.07 });
    expect((await one(admin, 'account', '2440'))?.reviewed?.figure).toBe(-48213.07);
    // The figures changed: prepared again with today's figure; the review still says the old one.
    bff.advance(1000);
    const again = await sign(admin, { item: '2440', step: 'prepared', figure: -50000 });
    expect(again.body.prepared).toMatchObject({ username: 'admin', figure: -50000 });
    expect(again.body.reviewed).toMatchObject({ username: 'admin', figure: -48213.07 });
    bff.advance(1000);
    await sign(auditor, { item: '2440', step: 'reviewed', figure: -50000 });
    // Withdrawn (review first, then the preparation): gone from the list, kept in the history.
    expect((await withdraw(admin, 'account', '2440', 'reviewed')).body).toMatchObject({
      prepared: { figure: -50000 },
      reviewed: null,
    });
    expect((await withdraw(admin, 'account', '2440', 'prepared')).body).toMatchObject({
      prepared: null,
      reviewed: null,
    });
    expect(await one(admin, 'account', '2440')).toBeUndefined();
    // Withdrawing what is not there changes nothing and adds nothing to the history.
    expect((await withdraw(admin, 'account', '2440', 'prepared')).status).toBe(200);
    const steps = (await history(auditor, 'account', '2440')).body;
    expect(steps.map((s) => [s.action, s.username, s.figure])).toEqual([
      ['prepared', 'auditor', -48213.07],
      ['reviewed', 'admin', -48213.07],
      ['prepared', 'admin', -50000],
      ['reviewed', 'auditor', -50000],
      ['reviewed.withdrawn', 'admin', null],
      ['prepared.withdrawn', 'admin', null],
    ]);
    // Oldest first, by the BFF's clock.
    const times = steps.map((s) => Date.parse(s.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('signs statement lines as well as accounts, accounts first by number, then lines', async () => {
    if (skip()) return;
    const y = { financialYearId: 'fy-lines' };
    const put = (kind: string, item: string, figure: number) =>
      admin.request<SignOff>('PUT', '/api/signoffs', {
        json: { ...year(y), kind, item, step: 'prepared', figure },
      });
    expect((await put('line', 'operatingResult', 812345.67)).status).toBe(200);
    expect((await put('line', 'netSales', 5200000)).status).toBe(200);
    expect((await put('account', '30110', 100)).status).toBe(200);
    expect((await put('account', '999', 1)).status).toBe(200);
    // The same id as a line and as an account are two items.
    const items = (await list(admin, y)).body.map((s) => `${s.kind}:${s.item}`);
    expect(items).toEqual([
      'account:999',
      'account:30110',
      'line:netSales',
      'line:operatingResult',
    ]);
    expect((await history(admin, 'line', 'operatingResult', y)).body).toMatchObject([
      { action: 'prepared', figure: 812345.67 },
    ]);
  });

  it('refuses out of order with 409 signoff_conflict, changing nothing', async () => {
    if (skip()) return;
    const conflict = (reason: string) => ({
      status: 409,
      code: 'signoff_conflict',
      params: { reason },
    });
    expect((await sign(admin, { item: '1510', step: 'reviewed', figure: 10 })).body).toMatchObject(
      conflict('not_prepared'),
    );
    expect(await one(admin, 'account', '1510')).toBeUndefined();
    // Nor once the preparation is withdrawn.
    await sign(auditor, { item: '1520', step: 'prepared', figure: 10 });
    expect((await withdraw(auditor, 'account', '1520', 'prepared')).status).toBe(200);
    expect((await sign(admin, { item: '1520', step: 'reviewed', figure: 10 })).body).toMatchObject(
      conflict('not_prepared'),
    );
    expect(await one(admin, 'account', '1520')).toBeUndefined();
    await sign(auditor, { item: '1510', step: 'prepared', figure: 10 });
    await sign(admin, { item: '1510', step: 'reviewed', figure: 10 });
    expect((await withdraw(auditor, 'account', '1510', 'prepared')).body).toMatchObject(
      conflict('reviewed'),
    );
    expect((await one(admin, 'account', '1510'))?.prepared).toMatchObject({ username: 'auditor' });
    const note = (await openNote(admin, { item: '1510', text: 'Kundfordringar: åldersanalys?' }))
      .body;
    expect((await clearNote(auditor, { item: '1510', noteId: note.id })).status).toBe(200);
    const twice = await clearNote(admin, { item: '1510', noteId: note.id, resolution: 'x' });
    expect(twice.body).toMatchObject(conflict('note_cleared'));
    // A note is cleared once: by whom stays as it was.
    expect((await one(admin, 'account', '1510'))?.notes[0]).toMatchObject({
      clearedBy: 'auditor',
      resolution: null,
    });
    // A note of another item, or none at all: 404.
    for (const wrong of [
      { item: '1511', noteId: note.id },
      { item: '1510', noteId: 'nosuchnote' },
      { item: '1510', noteId: note.id, financialYearId: 'fy-2023' },
    ])
      expect((await clearNote(admin, wrong)).body).toMatchObject({
        status: 404,
        code: 'not_found',
      });
    expect((await history(admin, 'account', '1510')).body.map((s) => s.action)).toEqual([
      'prepared',
      'reviewed',
      'note.opened',
      'note.cleared',
    ]);
  });

  it('never overwrites the history: the database itself refuses to change or delete a step', async () => {
    if (skip()) return;
    await sign(auditor, { item: '1910', step: 'prepared', figure: 1 });
    const attempts = ['update signoff_history set username = ?', 'delete from signoff_history'];
    if (db) {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        for (const text of attempts)
          await expect(
            client.query(text.replace('?', '$1'), text.includes('?') ? ['x'] : []),
          ).rejects.toThrow(/append-only/);
        await expect(client.query('truncate signoff_history')).rejects.toThrow(/append-only/);
      } finally {
        await client.end();
      }
    } else {
      const file = new Database(path.join(bff.dir, 'bff.sqlite'));
      try {
        for (const text of attempts)
          expect(() => file.prepare(text).run(...(text.includes('?') ? ['x'] : []))).toThrow(
            /append-only/,
          );
      } finally {
        file.close();
      }
    }
    expect((await history(admin, 'account', '1910')).body).toMatchObject([
      { action: 'prepared', username: 'auditor', figure: 1 },
    ]);
  });
});
