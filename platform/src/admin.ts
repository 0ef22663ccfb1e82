/**
 * Platform administration commands: tenants and API clients (used by admin-cli.ts).
 *
 *   pnpm --filter bff platform-admin tenants list
 *   pnpm --filter bff platform-admin tenants add <id> <name...>
 *   pnpm --filter bff platform-admin clients list
 *   pnpm --filter bff platform-admin clients add <id> --home <tenant> [--tenant <t>]... [--scope <s>]... [--secret <s>]
 *   pnpm --filter bff platform-admin clients remove <id>
 *   pnpm --filter bff platform-admin clients grant <id> <tenant>
 *   pnpm --filter bff platform-admin clients scopes <id> [<scope>...]
 *
 * Works on PLATFORM_DATA_DIR (default <repo>/.data/platform); safe while the platform runs.
 */
import { parseArgs } from 'node:util';
import { TenantId } from '@ledger/contract';
import { generateSecret, hashSecret } from './auth/secrets.js';
import type { Db } from './db/index.js';
import {
  addClient,
  getClient,
  grantTenant,
  listClients,
  removeClient,
  setScopes,
} from './store/clients.js';
import { addTenant, getTenant, listTenants } from './store/tenants.js';

const USAGE = `usage: platform-admin <command>
  tenants list
  tenants add <id> <name...>
  clients list
  clients add <id> --home <tenant> [--tenant <id>]... [--scope <scope>]... [--secret <secret>]
  clients remove <id>
  clients grant <id> <tenant>
  clients scopes <id> [<scope>...]   (no scopes: remove all)`;

export class UsageError extends Error {}

async function requireTenant(db: Db, id: string) {
  if (!(await getTenant(db, id))) throw new UsageError(`unknown tenant ${id}`);
}

/** Runs one command; prints to `out`. Throws UsageError for bad usage. */
export async function runAdmin(
  db: Db,
  argv: string[],
  out: (line: string) => void = console.log,
): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      home: { type: 'string' },
      tenant: { type: 'string', multiple: true },
      scope: { type: 'string', multiple: true },
      secret: { type: 'string' },
    },
  });
  const [area, command, ...rest] = positionals;
  const key = `${area ?? ''} ${command ?? ''}`;
  switch (key) {
    case 'tenants list': {
      for (const t of await listTenants(db)) out(`${t.id}\t${t.name}`);
      return;
    }
    case 'tenants add': {
      const [id, ...name] = rest;
      if (!id || name.length === 0) throw new UsageError('tenants add <id> <name...>');
      if (!TenantId.safeParse(id).success) {
        throw new UsageError('a tenant id is 2-63 lower-case letters, digits or dashes');
      }
      if (await getTenant(db, id)) throw new UsageError(`tenant ${id} exists already`);
      await addTenant(db, { id, name: name.join(' ') });
      out(`added tenant ${id}`);
      return;
    }
    case 'clients list': {
      for (const c of await listClients(db)) {
        out(
          `${c.id}\thome=${c.homeTenantId}\ttenants=${c.tenantIds.join(',')}\tscopes=${c.scopes.join(' ') || '-'}`,
        );
      }
      return;
    }
    case 'clients add': {
      const [id] = rest;
      if (!id || !values.home) throw new UsageError('clients add <id> --home <tenant>');
      if (!/^[A-Za-z0-9._-]{1,100}$/.test(id)) {
        throw new UsageError('a client id is 1-100 letters, digits, dots, dashes or underscores');
      }
      if (await getClient(db, id)) throw new UsageError(`client ${id} exists already`);
      const tenants = [values.home, ...(values.tenant ?? [])];
      for (const t of tenants) await requireTenant(db, t);
      const secret = values.secret ?? generateSecret();
      await addClient(db, {
        id,
        secretHash: await hashSecret(secret),
        homeTenantId: values.home,
        tenantIds: tenants,
        scopes: values.scope ?? [],
      });
      out(`added client ${id}`);
      if (!values.secret) {
        out(`client secret (shown once, store it now): ${secret}`);
      }
      return;
    }
    case 'clients remove': {
      const [id] = rest;
      if (!id) throw new UsageError('clients remove <id>');
      if (!(await removeClient(db, id))) throw new UsageError(`unknown client ${id}`);
      out(`removed client ${id} (its tokens stop working)`);
      return;
    }
    case 'clients grant': {
      const [id, tenant] = rest;
      if (!id || !tenant) throw new UsageError('clients grant <id> <tenant>');
      if (!(await getClient(db, id))) throw new UsageError(`unknown client ${id}`);
      await requireTenant(db, tenant);
      await grantTenant(db, id, tenant);
      out(`client ${id} may act in ${tenant}`);
      return;
    }
    case 'clients scopes': {
      const [id, ...scopes] = rest;
      if (!id) throw new UsageError('clients scopes <id> [<scope>...]');
      if (!(await getClient(db, id))) throw new UsageError(`unknown client ${id}`);
      await setScopes(db, id, scopes);
      out(`client ${id} scopes: ${scopes.join(' ') || '(none)'} (new tokens only)`);
      return;
    }
    default:
      throw new UsageError(USAGE);
  }
}
