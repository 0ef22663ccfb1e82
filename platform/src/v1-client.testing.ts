/**
 * A small V1 client for the V1 client tests: plain `fetch` (the platform helpers' `send`) on
 * V1.md's paths, each call checked against V1.md's success status (v1md-by-hand.testing.ts).
 */
import { expect } from 'vitest';
import { send } from '../test/platform-helpers.js';
import { V1_OPERATIONS } from './v1md-by-hand.testing.js';

export interface Answer {
  status: number;
  text: string;
  body: unknown;
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export function v1Client(
  root: string,
  token: string,
  transport: 'bearer' | 'query',
  called: Set<string>,
) {
  async function call(method: string, template: string, o: CallOptions = {}): Promise<Answer> {
    const p = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = o.params?.[name];
      if (value === undefined || value === 'undefined' || value === '') {
        throw new Error(`${template}: no ${name} (an earlier step failed?)`);
      }
      return encodeURIComponent(value);
    });
    const url = new URL(`${root}/v1${p}`);
    for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = { accept: 'application/json', ...o.headers };
    if (transport === 'bearer') headers.authorization = `Bearer ${token}`;
    else url.searchParams.set('access_token', token);
    let body: string | FormData | undefined;
    if (o.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.json);
    } else if (o.form) {
      body = o.form;
    }
    const a = await send(url.href, { method, headers, body });
    return { status: a.status, text: a.text, body: a.json };
  }

  /** Calls an operation and expects V1.md's success status (and no body for 204). */
  async function ok(method: string, template: string, o: CallOptions = {}): Promise<unknown> {
    const op = `${method} ${template}`;
    const status = V1_OPERATIONS[op];
    if (!status) throw new Error(`${op} is not a V1.md operation`);
    const a = await call(method, template, o);
    expect(a.status, `${op}: ${a.text.slice(0, 500)}`).toBe(status);
    if (status === 204) expect(a.text, `${op}: 204 has no body`).toBe('');
    called.add(op);
    return a.body;
  }

  return { call, ok };
}

/** POST /token with V1.md's worked example: URL-encoded form fields client_id, client_secret. */
export async function formToken(root: string, tenant?: string): Promise<Answer> {
  const a = await send(`${root}/v1/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(tenant ? { 'x-tenant-id': tenant } : {}),
    },
    body: new URLSearchParams({
      client_id: 'console-demo',
      client_secret: 'console-demo-secret',
    }).toString(),
  });
  return { status: a.status, text: a.text, body: a.json };
}

/** `YYYY-MM` of every month from `start` to `end` (both `YYYY-MM-DD`). */
export function monthsBetween(start: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = start.split('-').map(Number) as [number, number];
  const last = end.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    out.push(month);
    if (month >= last) return out;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

export const compact = (isoDate: string) => isoDate.replaceAll('-', '');

export async function eventually<T>(what: string, fn: () => Promise<T | undefined>, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const UNKNOWN_KEY = '0f0e0d0c-0b0a-4909-8807-060504030201';

export function sieFile(orgNr: string): string {
  return [
    '#FLAGGA 0',
    '#FORMAT PC8',
    '#SIETYP 4',
    '#PROGRAM "V1 client test" 1.0',
    '#GEN 20240110',
    '#FNAMN "V1 Klientbolaget AB"',
    `#ORGNR ${orgNr}`,
    '#RAR 0 20230101 20231231',
    '#KPTYP BAS2014',
    '#KONTO 1930 "Bank"',
    '#KONTO 2611 "Utgaende moms 25%"',
    '#KONTO 3001 "Forsaljning 25%"',
    '#IB 0 1930 10000.00',
    '#UB 0 1930 22500.00',
    '#UB 0 2611 -2500.00',
    '#RES 0 3001 -10000.00',
    '#VER A 1 20230115 "Forsaljning"',
    '{',
    '#TRANS 1930 {} 12500.00',
    '#TRANS 3001 {} -10000.00',
    '#TRANS 2611 {} -2500.00',
    '}',
    '',
  ].join('\r\n');
}
