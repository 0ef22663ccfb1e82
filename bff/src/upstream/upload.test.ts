import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, spawnBff, startTestBff } from '../../test/bff-helpers.js';
import type { ChildBff, TestBff } from '../../test/bff-helpers.js';
import { streamUpload } from '../../test/upload-helpers.js';

// The full 200 MB: generated in a stream, it takes a few seconds.
const BYTES = 200_000_000; // 200 MB (the platform limit is 200 MiB)
let bff: TestBff;
let admin: Client;
let companyKey: string;
beforeAll(async () => {
  bff = await startTestBff();
  admin = bff.client();
  await admin.login('admin', 'admin-demo');
  const companies = await admin.get<{ durableKey: string }[]>('/api/t/nordrevision/companies');
  companyKey = companies.body[0]!.durableKey;
});
afterAll(() => bff?.close());

const files = async () =>
  (
    await admin.get<{ id: string; name: string }[]>(
      `/api/t/nordrevision/company/${companyKey}/files`,
    )
  ).body;

describe('uploads', () => {
  it(`streams a ${BYTES / 1e6} MB upload through without holding it`, async () => {
    // The BFF in its own process, so its memory is measured apart from the platform and client.
    let child: ChildBff | undefined;
    try {
      child = await spawnBff({ v1BaseUrl: bff.platform!.baseUrl, dataDir: `${bff.dir}/child` });
      const c = new Client(child.url);
      expect((await c.login('admin', 'admin-demo')).status).toBe(204);
      expect((await c.get('/api/t/nordrevision/companies')).status).toBe(200); // warm: token, pools
      const url = `${child.url}/api/t/nordrevision/company/${companyKey}/files/upload`;
      const headers = { cookie: c.cookie!, 'x-csrf': '1' };
      // Warm-up (lazy code paths, JIT, socket buffers) so the baseline is the steady state.
      expect(
        (await streamUpload(url, { bytes: 8e6, fileName: 'warm-up.bin', headers })).status,
      ).toBe(200);
      const base = child.rss();
      let peak = base;
      const timer = setInterval(() => (peak = Math.max(peak, child!.rss())), 20);
      const r = await streamUpload(url, { bytes: BYTES, fileName: 'big-upload.bin', headers });
      clearInterval(timer);
      peak = Math.max(peak, child.rss());
      expect(r.status, r.body).toBe(200);
      const file = JSON.parse(r.body) as { id: string; name: string };
      expect(file).toMatchObject({ name: 'big-upload.bin', status: 'pending' });
      const report = await c.get<{ size: number }>(
        `/api/t/nordrevision/company/${companyKey}/files/${file.id}/report`,
      );
      expect(report.body.size).toBe(BYTES);
      const growthMb = (peak - base) / 1024 / 1024;
      console.log(`upload: ${BYTES} bytes, BFF RSS growth ${growthMb.toFixed(1)} MB`);
      expect(growthMb).toBeLessThan(50);
    } finally {
      await child?.close();
    }
  }, 60_000);

  it('an upload cut off mid-way leaves no file record behind', async () => {
    const before = await files();
    const r = await streamUpload(
      `${bff.url}/api/t/nordrevision/company/${companyKey}/files/upload`,
      {
        bytes: 16 * 1024 * 1024,
        cutAfter: 4 * 1024 * 1024,
        fileName: 'cut-off.bin',
        headers: { cookie: admin.cookie!, 'x-csrf': '1' },
      },
    );
    expect(r.status).toBe(0);
    await new Promise((res) => setTimeout(res, 500));
    const after = await files();
    expect(after.filter((f) => f.name === 'cut-off.bin')).toEqual([]);
    expect(after.length).toBe(before.length);
    // The BFF is fine afterwards.
    expect((await admin.get('/api/t/nordrevision/companies')).status).toBe(200);
  });

  it('refuses an upload that is not multipart (415) before V1 is asked', async () => {
    const r = await admin.request(
      'POST',
      `/api/t/nordrevision/company/${companyKey}/files/upload`,
      {
        json: { file: 'x' },
      },
    );
    expect(r.status).toBe(415);
  });
});
