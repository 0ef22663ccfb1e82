/**
 * Console accounts: `pnpm --filter bff accounts add|list|remove|passwd`.
 * Uses DATA_DIR / DATABASE_URL like the BFF. Passwords are read from stdin (piped, or a hidden
 * prompt on a terminal), never from the command line.
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { TenantId } from '../contract/index.js';
import { hashPassword } from './auth/passwords.js';
import { defaultDataDir } from './paths.js';
import { ROLES, Store, StoreOpenError } from './store/index.js';
import type { Role } from './store/index.js';

const USAGE = `usage:
  accounts add <username> --role admin|auditor --tenants <id,id,...>   (password from stdin)
  accounts list
  accounts remove <username>
  accounts passwd <username>                                            (password from stdin)
environment: DATA_DIR (default <repo>/.data), DATABASE_URL (postgres://... for PostgreSQL)`;

export const Username = z
  .string()
  .regex(/^[A-Za-z0-9._@-]{1,64}$/, 'username: 1-64 letters, digits or . _ @ -');
export const PasswordRule = z.string().min(8, 'password: at least 8 characters').max(200);

export class UsageError extends Error {}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const ask = (q: string) =>
      new Promise<string>((resolve) => {
        const rl = createInterface({
          input: process.stdin,
          output: process.stdout,
          terminal: true,
        });
        const out = rl as unknown as { _writeToOutput: (s: string) => void };
        process.stdout.write(q);
        out._writeToOutput = () => undefined;
        rl.question('', (a) => {
          rl.close();
          process.stdout.write('\n');
          resolve(a);
        });
      });
    const a = await ask('password: ');
    const b = await ask('again: ');
    if (a !== b) throw new UsageError('passwords differ');
    return a;
  }
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

export async function run(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  askPassword: () => Promise<string> = readPassword,
): Promise<string> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { role: { type: 'string' }, tenants: { type: 'string' } },
  });
  const store = await Store.open({
    dataDir: path.resolve(env.DATA_DIR || defaultDataDir),
    databaseUrl: env.DATABASE_URL || undefined,
  });
  try {
    const username = () => {
      const u = Username.safeParse(positionals[0]);
      if (!u.success) throw new UsageError(u.error.issues[0]!.message);
      return u.data;
    };
    switch (command) {
      case 'add': {
        const name = username();
        const role = values.role as Role;
        if (!ROLES.includes(role)) throw new UsageError('--role must be admin or auditor');
        const tenants = (values.tenants ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        if (!tenants.length) throw new UsageError('--tenants: at least one tenant id');
        for (const t of tenants)
          if (!TenantId.safeParse(t).success) throw new UsageError(`--tenants: bad tenant id ${t}`);
        if (await store.getAccount(name)) throw new UsageError(`account ${name} exists`);
        const pw = PasswordRule.safeParse(await askPassword());
        if (!pw.success) throw new UsageError(pw.error.issues[0]!.message);
        await store.addAccount({
          username: name,
          passwordHash: await hashPassword(pw.data),
          role,
          tenants,
        });
        return `added ${name} (${role}; ${tenants.join(', ')})`;
      }
      case 'list': {
        const rows = await store.listAccounts();
        if (!rows.length) return '(no accounts)';
        return rows
          .map(
            (a) =>
              `${a.username.padEnd(24)} ${a.role.padEnd(8)} ${(a.language ?? '-').padEnd(3)} ${a.tenants.join(',')}`,
          )
          .join('\n');
      }
      case 'remove': {
        const name = username();
        if (!(await store.removeAccount(name))) throw new UsageError(`no account ${name}`);
        return `removed ${name} (sessions revoked)`;
      }
      case 'passwd': {
        const name = username();
        if (!(await store.getAccount(name))) throw new UsageError(`no account ${name}`);
        const pw = PasswordRule.safeParse(await askPassword());
        if (!pw.success) throw new UsageError(pw.error.issues[0]!.message);
        await store.setPassword(name, await hashPassword(pw.data));
        return `password of ${name} changed (sessions revoked)`;
      }
      default:
        throw new UsageError(USAGE);
    }
  } finally {
    await store.close();
  }
}

const isMain =
  import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('accounts-cli.ts');
if (isMain) {
  run(process.argv.slice(2)).then(
    (out) => console.log(out),
    (err: unknown) => {
      console.error(err instanceof UsageError || err instanceof StoreOpenError ? err.message : err);
      process.exit(err instanceof UsageError ? 2 : 1);
    },
  );
}
