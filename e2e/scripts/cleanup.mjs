// `pnpm --filter e2e cleanup`: removes what test runs left behind in a console, through its BFF,
// as an admin. Everything a @mutating test creates is named with its run's prefix
// (run-prefix.mjs), so a run's data, or all prefixed data older than an age, can be found.
//
//   node scripts/cleanup.mjs --prefix e2e-202611260630-3f9a     that run's data
//   node scripts/cleanup.mjs --older-than 2h                    every run's that began 2 h ago or more
//   add --dry-run to list without removing; --expect-none exits 1 when anything is found
//
// Environment as the suite's (.env.example): E2E_BASE_URL (default http://127.0.0.1:8080, the
// console of `pnpm start`), E2E_ADMIN_USER / E2E_ADMIN_PASSWORD (default the demo admin without
// E2E_BASE_URL), tenants E2E_TENANT / E2E_OTHER_TENANT (default: every tenant of the admin).
import { parseArgs } from 'node:util';
import { findLeftovers, removeLeftovers } from './cleanup-lib.mjs';
import { parseAge, prefixOf, prefixTime, PREFIX_RE } from './run-prefix.mjs';

const USAGE =
  'usage: cleanup.mjs (--prefix <e2e-YYYYMMDDHHMM-xxxx> | --older-than <N s|m|h|d>) [--dry-run] [--expect-none]';

function fail(message) {
  console.error(`cleanup: ${message}`);
  process.exit(2);
}

let opts;
try {
  opts = parseArgs({
    options: {
      prefix: { type: 'string' },
      'older-than': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'expect-none': { type: 'boolean', default: false },
    },
  }).values;
} catch (e) {
  fail(`${e.message}\n${USAGE}`);
}
if (!!opts.prefix === !!opts['older-than']) fail(`give --prefix or --older-than\n${USAGE}`);
if (opts.prefix && !PREFIX_RE.test(opts.prefix))
  fail(`--prefix "${opts.prefix}" is not a run prefix (e2e-YYYYMMDDHHMM-xxxx)`);
const age = opts['older-than'] ? parseAge(opts['older-than']) : null;
if (opts['older-than'] && age === null)
  fail(`--older-than "${opts['older-than']}" is not an age like 30m, 2h or 1d`);

const baseURL = (process.env.E2E_BASE_URL?.trim() || 'http://127.0.0.1:8080').replace(/\/+$/, '');
const demo = !process.env.E2E_BASE_URL?.trim();
const username = process.env.E2E_ADMIN_USER?.trim() || (demo ? 'admin' : '');
const password = process.env.E2E_ADMIN_PASSWORD || (demo ? 'admin-demo' : '');
if (!username || !password)
  fail('set E2E_ADMIN_USER and E2E_ADMIN_PASSWORD (an admin of the console)');

let cookie = '';
async function request(method, path, body) {
  let res;
  try {
    res = await fetch(`${baseURL}${path}`, {
      method,
      headers: {
        'x-csrf': '1',
        origin: baseURL,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
  } catch (e) {
    fail(`${baseURL} cannot be reached: ${e.cause?.message ?? e.message}`);
  }
  const setCookie = res.headers.getSetCookie?.() ?? [];
  const session = setCookie.find((c) => /^(__Host-)?ledger_session=/.test(c));
  if (session) cookie = session.split(';')[0];
  const text = await res.text();
  let parsed;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed };
}

const login = await request('POST', '/auth/login', { username, password });
if (login.status === 401) fail('E2E_ADMIN_USER / E2E_ADMIN_PASSWORD: wrong username or password');
if (login.status !== 204) fail(`signing in answered ${login.status}`);
const session = await request('GET', '/auth/session');
// An owner may do everything an admin may (docs/OPERATIONS.md, "Console access").
if (!['admin', 'owner'].includes(session.body?.user?.role))
  fail(`${username} is not an admin or an owner`);
const given = [process.env.E2E_TENANT, process.env.E2E_OTHER_TENANT]
  .map((t) => t?.trim())
  .filter(Boolean);
const tenants = given.length ? given : session.body.tenants.map((t) => t.id);

const cutoff = age === null ? null : Date.now() - age;
const match = (label) => {
  const p = prefixOf(label);
  if (!p) return false;
  if (opts.prefix) return p === opts.prefix.toLowerCase();
  return prefixTime(p).getTime() <= cutoff;
};
const what = opts.prefix
  ? `named with ${opts.prefix}`
  : `of runs that began ${opts['older-than']} ago or more`;

try {
  const found = await findLeftovers(request, tenants, match);
  if (!found.length) {
    console.log(`cleanup: nothing ${what} in ${tenants.join(', ')} at ${baseURL}`);
  } else if (opts['dry-run'] || opts['expect-none']) {
    console.log(`cleanup: ${found.length} item(s) ${what} (not removed):`);
    for (const it of found) console.log(`  ${it.kind} "${it.label}" (${it.id}) in ${it.tenant}`);
  } else {
    const results = await removeLeftovers(request, found);
    const failed = results.filter((r) => !r.removed);
    console.log(`cleanup: removed ${results.length - failed.length} item(s) ${what}:`);
    for (const r of results)
      console.log(
        `  ${r.removed ? 'removed' : `NOT removed (${r.status})`} ${r.kind} "${r.label}" (${r.id}) in ${r.tenant}`,
      );
    if (failed.length) process.exitCode = 1;
  }
  if (opts['expect-none'] && found.length) process.exitCode = 1;
} finally {
  await request('POST', '/auth/logout');
}
