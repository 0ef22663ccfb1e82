/**
 * tokens: a cold BFF (its own process, nothing cached) gets 500 concurrent requests for one
 * tenant; the platform's /dev/stats tells how many token requests reached V1 (1 is right).
 */
import { Pool } from 'undici';
import { signIn, spawnConsole } from './helpers.js';
import type { BenchOptions, BenchResults } from './types.js';

export default async function tokens(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const concurrentRequests = opts.quick ? 200 : 500;
  const { platform, bff, close } = await spawnConsole('bench-tokens-');
  try {
    const cookie = await signIn(bff.url, 'admin', 'admin-demo');
    const pool = new Pool(bff.url, { connections: concurrentRequests });
    const statuses = await Promise.all(
      Array.from({ length: concurrentRequests }, async () => {
        const r = await pool.request({
          method: 'GET',
          path: '/api/t/nordrevision/companies',
          headers: { cookie, 'x-csrf': '1' },
        });
        await r.body.dump({ limit: Infinity });
        return r.statusCode;
      }),
    );
    await pool.close();
    const failed = statuses.filter((s) => s !== 200).length;
    if (failed) console.error(`tokens: ${failed} of ${concurrentRequests} requests failed`);
    const stats = (await (await fetch(`${platform.url}/dev/stats`)).json()) as {
      tokenRequests: Record<string, number>;
    };
    return {
      tokens: {
        concurrentRequests,
        tokenRequests: Object.values(stats.tokenRequests).reduce((a, b) => a + b, 0),
      },
    };
  } finally {
    await close();
  }
}
