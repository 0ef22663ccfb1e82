/**
 * The audit entry of an upload names the company (from the BFF's pre-check, no extra V1 call)
 * and the file, so the log can say "uploaded X to Norrsken Bygg AB".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff } from '../../test/bff-helpers.js';
import type { Client, TestBff } from '../../test/bff-helpers.js';

const NORRSKEN = '21956b86-1c68-488e-8773-13c1fb38e381';
let bff: TestBff;
let admin: Client;
beforeAll(async () => {
  bff = await startTestBff();
  admin = bff.client();
  await admin.login('admin', 'admin-demo');
});
afterAll(() => bff?.close());

const upload = (name: string) => {
  const form = new FormData();
  form.append('file', new Blob(['a small file']), name);
  return admin.request('POST', `/api/t/nordrevision/company/${NORRSKEN}/files/upload`, {
    body: form,
  });
};
const uploadEntries = async () =>
  (
    await admin.get<{ entries: { outcome: string; targetIds: Record<string, string> }[] }>(
      '/api/audit?operation=files.upload',
    )
  ).body.entries;

describe('audit targets of an upload', () => {
  it('name the company and the file', async () => {
    const r = await upload('huvudbok 2024.txt');
    expect(r.status, r.text).toBe(200);
    const file = r.body as { id: string };
    const [entry] = await uploadEntries();
    expect(entry).toMatchObject({ outcome: 'success' });
    expect(entry!.targetIds).toEqual({
      companyDurableKey: NORRSKEN,
      companyName: 'Norrsken Bygg AB',
      fileId: file.id,
      fileName: 'huvudbok 2024.txt',
    });
  });

  it('name the company when V1 refuses the upload', async () => {
    await bff.faults({ rate: 1, status: 422, methods: ['POST'], paths: ['/company/'] });
    try {
      expect((await upload('refused.txt')).status).toBe(422);
    } finally {
      await bff.faults(null);
    }
    const [entry] = await uploadEntries();
    expect(entry).toMatchObject({ outcome: 'failure' });
    expect(entry!.targetIds).toEqual({
      companyDurableKey: NORRSKEN,
      companyName: 'Norrsken Bygg AB',
    });
  });
});
