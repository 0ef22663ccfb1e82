/**
 * Test support: the local PostgreSQL (127.0.0.1:5432, trust authentication, user postgres or
 * root, database `test`; or TEST_DATABASE_URL), and a database of our own per test run.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';

const CANDIDATES = process.env.TEST_DATABASE_URL
  ? [process.env.TEST_DATABASE_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];

async function query(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end().catch(() => undefined);
  }
}

let admin: Promise<string | undefined> | undefined;

/** A URL we may create databases with, or undefined when there is no usable PostgreSQL. */
export function pgAdminUrl(): Promise<string | undefined> {
  admin ??= (async () => {
    for (const url of CANDIDATES) {
      try {
        const r = await query(
          url,
          'select rolcreatedb or rolsuper as ok from pg_roles where rolname = current_user',
        );
        if (r.rows[0]?.ok) return url;
      } catch {
        /* next */
      }
    }
    console.warn(
      `\n*** SKIPPED: BFF tests on PostgreSQL (none usable at ${CANDIDATES.join(' or ')}) ***\n`,
    );
    return undefined;
  })();
  return admin;
}

export interface TestDatabase {
  name: string;
  /** DATABASE_URL for it. */
  url: string;
  /** `url` with another host and port (through a TCP relay, say). */
  urlVia(host: string, port: number): string;
  /** pg_terminate_backend for every connection to it (but `exceptPid`); answers how many there were. */
  terminateConnections(exceptPid?: number): Promise<number>;
  /** Drops it, whoever is still connected. */
  drop(): Promise<void>;
}

const nameOk = (name: string) => /^[a-z_][a-z0-9_]{0,62}$/.test(name);

/** A fresh database, dropped by `drop()`. */
export async function createTestDatabase(adminUrl: string, prefix = 'bff'): Promise<TestDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (!nameOk(name)) throw new Error(`bad database name ${name}`);
  await query(adminUrl, `create database ${name}`);
  return testDatabase(adminUrl, name);
}

/** A database that need not exist (yet): `create()` makes it, `drop()` removes it. */
export function testDatabase(
  adminUrl: string,
  name: string,
): TestDatabase & { create(): Promise<void> } {
  if (!nameOk(name)) throw new Error(`bad database name ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  return {
    name,
    url,
    urlVia(host, port) {
      const v = new URL(url);
      v.hostname = host;
      v.port = String(port);
      return v.toString();
    },
    async create() {
      await query(adminUrl, `create database ${name}`);
    },
    async terminateConnections(exceptPid = 0) {
      const r = await query(
        adminUrl,
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and pid <> $2',
        [name, exceptPid],
      );
      return r.rowCount ?? 0;
    },
    async drop() {
      await query(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A TCP relay in front of PostgreSQL, to take the store away and bring it back: `down()` closes
 * every relayed connection and refuses new ones (a server gone), `silent()` keeps connections
 * open but carries nothing (a network partition), `up()` relays again.
 */
export class Relay {
  private server = net.createServer((c) => this.accept(c));
  private pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  private mode: 'up' | 'down' | 'silent' = 'up';
  port = 0;

  constructor(
    private readonly target: { host: string; port: number } = { host: '127.0.0.1', port: 5432 },
  ) {}

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  private accept(client: net.Socket) {
    client.on('error', () => undefined);
    if (this.mode === 'down') return client.destroy();
    if (this.mode === 'silent') {
      const held = { client, upstream: new net.Socket() };
      this.pairs.add(held);
      client.once('close', () => this.pairs.delete(held));
      return;
    }
    const upstream = net.connect(this.target);
    upstream.on('error', () => undefined);
    const pair = { client, upstream };
    this.pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      this.pairs.delete(pair);
    };
    client.once('close', end);
    upstream.once('close', end);
  }

  /** Relays new connections again; those held while silent are closed (their server gave up on them). */
  up() {
    if (this.mode === 'silent') this.down();
    this.mode = 'up';
  }

  down() {
    this.mode = 'down';
    for (const p of this.pairs) {
      p.client.destroy();
      p.upstream.destroy();
    }
    this.pairs.clear();
  }

  silent() {
    this.mode = 'silent';
    for (const p of this.pairs) {
      p.client.unpipe();
      p.upstream.unpipe();
      p.client.pause();
      p.upstream.pause();
    }
  }

  async close() {
    this.down();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
