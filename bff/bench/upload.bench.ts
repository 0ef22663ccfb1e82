/**
 * upload: a 200 MB file (generated in a stream) uploaded through the BFF, which runs in its own
 * process; its RSS is sampled every 20 ms from /proc and the growth over the warmed-up baseline
 * is reported.
 */
import { Client } from '../test/bff-helpers.js';
import { round, spawnConsole } from './helpers.js';
import { streamUpload } from '../test/upload-helpers.js';
import type { BenchOptions, BenchResults } from './types.js';

export default async function upload(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const bytes = opts.quick ? 50_000_000 : 200_000_000;
  const { bff, close } = await spawnConsole('bench-upload-');
  try {
    const c = new Client(bff.url);
    await c.login('admin', 'admin-demo');
    const companies = await c.get<{ durableKey: string }[]>('/api/t/nordrevision/companies');
    const url = `${bff.url}/api/t/nordrevision/company/${companies.body[0]!.durableKey}/files/upload`;
    const headers = { cookie: c.cookie!, 'x-csrf': '1' };
    const warm = await streamUpload(url, { bytes: 8_000_000, fileName: 'warm-up.bin', headers });
    if (warm.status !== 200) throw new Error(`warm-up upload: ${warm.status} ${warm.body}`);
    const base = bff.rss();
    let peak = base;
    const timer = setInterval(() => (peak = Math.max(peak, bff.rss())), 20);
    const started = performance.now();
    const r = await streamUpload(url, { bytes, fileName: 'bench-upload.bin', headers });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    peak = Math.max(peak, bff.rss());
    if (r.status !== 200) throw new Error(`upload: ${r.status} ${r.body}`);
    console.error(
      `upload: ${bytes} bytes in ${seconds.toFixed(1)} s (${(bytes / 1e6 / seconds).toFixed(0)} MB/s)`,
    );
    return {
      upload: {
        bytes,
        bffRssGrowthMb: round((peak - base) / 1024 / 1024, 1),
        mbPerS: round(bytes / 1e6 / seconds, 0),
      },
    };
  } finally {
    await close();
  }
}
