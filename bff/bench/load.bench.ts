/**
 * load: 50 signed-in sessions (admins on both tenants, auditors on each tenant) run a mixed
 * workload through the BFF for 60 s (10 s with --quick): lists, details, balances, file reads,
 * and small writes (admins create and delete groups; auditors set work materiality). Platform
 * and BFF run as separate processes. Any answer other than the expected status is an error.
 */
import { Pool } from 'undici';
import { percentile, round, signIn, spawnConsole } from './helpers.js';
import type { BenchOptions, BenchResults } from './types.js';

interface Session {
  cookie: string;
  role: 'admin' | 'auditor';
  tenant: string;
}
interface TenantData {
  companies: string[];
  years: Map<string, { startDate: string; endDate: string }[]>;
  files: Map<string, string[]>;
  /** OPEN assignments per company (auditors set their work materiality). */
  open: { companyKey: string; id: string }[];
}

export default async function load(opts: BenchOptions): Promise<Partial<BenchResults>> {
  const seconds = opts.quick ? 10 : 60;
  const sessionsWanted = 50;
  const { bff, close } = await spawnConsole('bench-load-', {
    accounts: [
      {
        username: 'auditor-syd',
        password: 'auditor-syd-pass',
        role: 'auditor',
        tenants: ['sydekonomi'],
      },
    ],
  });
  const pool = new Pool(bff.url, { connections: sessionsWanted, pipelining: 1 });
  try {
    const get = async <T>(cookie: string, path: string): Promise<T> => {
      const r = await pool.request({ method: 'GET', path, headers: { cookie, 'x-csrf': '1' } });
      if (r.statusCode !== 200) throw new Error(`${path}: ${r.statusCode} ${await r.body.text()}`);
      return (await r.body.json()) as T;
    };
    // Sessions: 20 admins (alternating tenants), 15 auditors on each tenant.
    const sessions: Session[] = [];
    for (let i = 0; i < sessionsWanted; i++) {
      if (i < 20)
        sessions.push({
          cookie: await signIn(bff.url, 'admin', 'admin-demo'),
          role: 'admin',
          tenant: i % 2 ? 'sydekonomi' : 'nordrevision',
        });
      else if (i < 35)
        sessions.push({
          cookie: await signIn(bff.url, 'auditor', 'auditor-demo'),
          role: 'auditor',
          tenant: 'nordrevision',
        });
      else
        sessions.push({
          cookie: await signIn(bff.url, 'auditor-syd', 'auditor-syd-pass'),
          role: 'auditor',
          tenant: 'sydekonomi',
        });
    }
    // What each tenant holds (read once, through the BFF).
    const data = new Map<string, TenantData>();
    for (const tenant of ['nordrevision', 'sydekonomi']) {
      const cookie = sessions[0]!.cookie;
      const base = `/api/t/${tenant}`;
      const companies = (await get<{ durableKey: string }[]>(cookie, `${base}/companies`)).map(
        (c) => c.durableKey,
      );
      const d: TenantData = { companies, years: new Map(), files: new Map(), open: [] };
      for (const key of companies) {
        d.years.set(key, await get(cookie, `${base}/company/${key}/financialyears`));
        d.files.set(
          key,
          (await get<{ id: string }[]>(cookie, `${base}/company/${key}/files`)).map((f) => f.id),
        );
        for (const a of await get<{ id: string; status: string }[]>(
          cookie,
          `${base}/company/${key}/assignments`,
        ))
          if (a.status === 'OPEN') d.open.push({ companyKey: key, id: a.id });
      }
      data.set(tenant, d);
    }

    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
    const compact = (iso: string) => iso.replaceAll('-', '');
    type Req = {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      path: string;
      body?: unknown;
      expect: number;
      then?: (body: string) => Req | undefined;
    };
    const nextRequest = (s: Session): Req => {
      const d = data.get(s.tenant)!;
      const base = `/api/t/${s.tenant}`;
      const key = pick(d.companies);
      const r = Math.random();
      if (r < 0.3) return { method: 'GET', path: `${base}/companies`, expect: 200 };
      if (r < 0.45) return { method: 'GET', path: `${base}/companies/${key}`, expect: 200 };
      if (r < 0.55)
        return { method: 'GET', path: `${base}/company/${key}/financialyears`, expect: 200 };
      if (r < 0.62) return { method: 'GET', path: `${base}/company/${key}/files`, expect: 200 };
      if (r < 0.67) {
        const files = d.files.get(key)!;
        if (files.length)
          return {
            method: 'GET',
            path: `${base}/company/${key}/files/${pick(files)}/report`,
            expect: 200,
          };
        return { method: 'GET', path: `${base}/company/${key}/assignments`, expect: 200 };
      }
      if (r < 0.77) {
        const years = d.years.get(key)!;
        const y = years.length ? pick(years) : { startDate: '2024-01-01', endDate: '2024-12-31' };
        return {
          method: 'GET',
          path: `${base}/generalledger/balances/${key}/calculated/month?startDate=${compact(y.startDate)}&endDate=${compact(y.endDate)}`,
          expect: 200,
        };
      }
      if (r < 0.85)
        return { method: 'GET', path: `${base}/company/${key}/assignments`, expect: 200 };
      if (s.role === 'admin') {
        if (r < 0.92)
          return {
            method: 'GET',
            path: pick([
              `${base}/users`,
              `${base}/groups`,
              `${base}/invitations`,
              '/api/audit?limit=50',
            ]),
            expect: 200,
          };
        const name = `load-${Math.random().toString(36).slice(2)}`;
        return {
          method: 'POST',
          path: `${base}/groups`,
          body: { name },
          expect: 200,
          then: (body) => ({
            method: 'DELETE',
            path: `${base}/groups/${(JSON.parse(body) as { id: string }).id}`,
            expect: 204,
          }),
        };
      }
      if (d.open.length) {
        const a = pick(d.open);
        return {
          method: 'PUT',
          path: `${base}/company/${a.companyKey}/assignments/${a.id}/work-materiality`,
          body: { workMateriality: Math.floor(Math.random() * 1e6), workMaterialityPercentage: 2 },
          expect: 200,
        };
      }
      return { method: 'GET', path: `${base}/companies`, expect: 200 };
    };

    const latencies: number[] = [];
    let errors = 0;
    const errorKinds = new Map<string, number>();
    const end = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      sessions.map(async (s) => {
        while (performance.now() < end) {
          let req: Req | undefined = nextRequest(s);
          while (req) {
            const t = performance.now();
            let next: Req | undefined;
            try {
              const res = await pool.request({
                method: req.method,
                path: req.path,
                headers: {
                  cookie: s.cookie,
                  'x-csrf': '1',
                  ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
                },
                body: req.body !== undefined ? JSON.stringify(req.body) : null,
              });
              const text = await res.body.text();
              if (res.statusCode !== req.expect) {
                errors++;
                const k = `${req.method} ${res.statusCode}`;
                errorKinds.set(k, (errorKinds.get(k) ?? 0) + 1);
              } else next = req.then?.(text);
            } catch (err) {
              errors++;
              const k = `${req.method} ${(err as Error).message}`;
              errorKinds.set(k, (errorKinds.get(k) ?? 0) + 1);
            }
            latencies.push(performance.now() - t);
            req = next;
          }
        }
      }),
    );
    const took = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    if (errors) console.error('load: errors', Object.fromEntries(errorKinds));
    console.error(
      `load: ${latencies.length} requests in ${took.toFixed(1)} s (${(latencies.length / took).toFixed(0)}/s), p50 ${percentile(latencies, 50).toFixed(1)} ms`,
    );
    return {
      load: {
        sessions: sessions.length,
        seconds,
        requests: latencies.length,
        errors,
        p99Ms: round(percentile(latencies, 99)),
      },
    };
  } finally {
    await pool.close();
    await close();
  }
}
