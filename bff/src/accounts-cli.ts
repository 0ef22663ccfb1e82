/**
 * Console accounts: `pnpm --filter bff accounts add|list|remove|passwd|role|setup-link|link|unlink|reset-mfa`.
 * Uses DATA_DIR / DATABASE_URL like the BFF. Passwords are read from stdin (piped, or a hidden
 * prompt on a terminal), never from the command line.
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { SETUP_LINK_TTL_MS, TenantId } from '@ledger/contract';
import { hashPassword } from './auth/passwords.js';
import { ConfigError, loadConfig } from './config.js';
import { defaultDataDir } from './paths.js';
import { startEmbeddedPlatform } from './server.js';
import { NO_PASSWORD, ROLES, Store, StoreOpenError } from './store/index.js';
import { SETUP_PAGE } from './http/setup-page.js';
import type { Account, Role } from './store/index.js';
import { PlatformUserLookupError, resolvePlatformUser } from './upstream/platform-users.js';
import { TokenManager } from './upstream/tokens.js';
import { Upstream } from './upstream/upstream.js';

const USAGE = `usage:
  accounts add <username> --role owner|admin|auditor --tenants <id,id,...> [--platform-user <email or id>]
                                                     [--setup-link]     (else password from stdin)
  accounts role <username> owner|admin|auditor
  accounts setup-link <username>       a one-time link (24 h) that lets the person set a password
  accounts link <username> --platform-user <email or id>
  accounts unlink <username>
  accounts list
  accounts remove <username>
  accounts passwd <username>                                            (password from stdin)
  accounts reset-mfa <username>      removes the account's passkeys, TOTP app and recovery codes
                                     (a lost second factor; it signs in with its password again)
An owner may do everything an admin may and manages console access in the browser (accounts,
set-up links, sessions). --setup-link makes the account without a password and prints a link
(PUBLIC_URL, else http://127.0.0.1:<PORT>) that sets it once.
A linked auditor sees only the companies V1's permissions give that platform user (directly or
through a group); a linked admin still sees every company, and the new-company form offers the
user's groups as who gets access. The email or id is looked up in V1's user list of each of the
account's tenants.
environment: DATA_DIR (default <repo>/.data), DATABASE_URL (postgres://... for PostgreSQL);
V1_BASE_URL, V1_CLIENT_ID, V1_CLIENT_SECRET (as the BFF) for --platform-user; without
V1_BASE_URL the demo platform in DATA_DIR/platform is asked`;

/**
 * `{tenantId: userId}` for a platform user given by email or id, from V1's user list of each
 * tenant (V1 as the BFF's settings say; without V1_BASE_URL, the embedded demo platform).
 */
async function lookUpPlatformUser(
  env: Record<string, string | undefined>,
  tenants: readonly string[],
  emailOrId: string,
): Promise<Record<string, string>> {
  // The CLI signs nobody in: a session secret is not needed to ask V1.
  const config = loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...env });
  const platform = config.v1BaseUrl
    ? undefined
    : await startEmbeddedPlatform(config.dataDir, { host: '127.0.0.1', dev: false });
  const upstream = new Upstream({
    baseUrl: config.v1BaseUrl ?? platform!.baseUrl,
    timeoutMs: config.v1TimeoutMs,
  });
  try {
    const tokens = new TokenManager(upstream, {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      format: config.tokenFormat,
      sendIn: config.tokenIn,
      fallbackTtlS: config.tokenTtlS,
    });
    const found = await resolvePlatformUser({ upstream, tokens }, tenants, emailOrId);
    if (!Object.keys(found).length)
      throw new UsageError(
        `--platform-user: no user ${emailOrId} in V1's users of ${tenants.join(', ')}`,
      );
    return found;
  } finally {
    await upstream.close();
    await platform?.close();
  }
}

const linkText = (links: Record<string, string>) =>
  Object.entries(links)
    .map(([t, u]) => `${t}:${u}`)
    .join(',');

/** What a link does for the role: an auditor is scoped by it, an admin is not. */
const linkMeaning = (role: Role) =>
  role === 'auditor'
    ? "it sees only the companies V1's permissions give that user"
    : "it still sees every company; new companies offer that user's groups as who gets access";

export const Username = z
  .string()
  .regex(/^[A-Za-z0-9._@-]{1,64}$/, 'username: 1-64 letters, digits or . _ @ -');
export const PasswordRule = z.string().min(8, 'password: at least 8 characters').max(200);

export class UsageError extends Error {}

/** A new one-time set-up link for the account (earlier ones die); its password stays until used. */
async function setupLink(store: Store, env: Record<string, string | undefined>, name: string) {
  const { token, expiresAt } = await store.access.createSetupLink(
    name,
    'accounts-cli',
    SETUP_LINK_TTL_MS,
  );
  const base = env.PUBLIC_URL?.replace(/\/+$/, '') || `http://127.0.0.1:${env.PORT || '8080'}`;
  return `set-up link for ${name} (once, until ${new Date(expiresAt).toISOString()}):\n${base}${SETUP_PAGE}#${token}`;
}

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
    options: {
      role: { type: 'string' },
      tenants: { type: 'string' },
      'platform-user': { type: 'string' },
      'setup-link': { type: 'boolean' },
    },
  });
  const store = await Store.open({
    dataDir: path.resolve(env.DATA_DIR || defaultDataDir),
    databaseUrl: env.DATABASE_URL || undefined,
  });
  try {
    const existing = async (name: string): Promise<Account> => {
      const a = await store.accounts.find(name);
      if (!a) throw new UsageError(`no account ${name}`);
      return a;
    };
    const username = () => {
      const u = Username.safeParse(positionals[0]);
      if (!u.success) throw new UsageError(u.error.issues[0]!.message);
      return u.data;
    };
    switch (command) {
      case 'add': {
        const name = username();
        const role = values.role as Role;
        if (!ROLES.includes(role)) throw new UsageError('--role must be owner, admin or auditor');
        const tenants = (values.tenants ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        if (!tenants.length) throw new UsageError('--tenants: at least one tenant id');
        for (const t of tenants)
          if (!TenantId.safeParse(t).success) throw new UsageError(`--tenants: bad tenant id ${t}`);
        if (await store.accounts.find(name)) throw new UsageError(`account ${name} exists`);
        const wanted = values['platform-user'];
        const platformUsers = wanted ? await lookUpPlatformUser(env, tenants, wanted) : {};
        let passwordHash = NO_PASSWORD;
        if (!values['setup-link']) {
          const pw = PasswordRule.safeParse(await askPassword());
          if (!pw.success) throw new UsageError(pw.error.issues[0]!.message);
          passwordHash = await hashPassword(pw.data);
        }
        await store.accounts.add({ username: name, passwordHash, role, tenants, platformUsers });
        const linked = Object.keys(platformUsers).length
          ? `; linked to ${linkText(platformUsers)}`
          : '';
        const added = `added ${name} (${role}; ${tenants.join(', ')}${linked})`;
        return values['setup-link'] ? `${added}\n${await setupLink(store, env, name)}` : added;
      }
      case 'role': {
        const name = username();
        const account = await existing(name);
        const role = positionals[1] as Role;
        if (!ROLES.includes(role)) throw new UsageError('role: owner, admin or auditor');
        const r = await store.access.updateAccess(name, { role, tenants: account.tenants });
        if (r === 'last_owner')
          throw new UsageError(`${name} is the last owner: make another account owner first`);
        return `${name} is now ${role}`;
      }
      case 'setup-link': {
        const name = username();
        await existing(name);
        return await setupLink(store, env, name);
      }
      case 'link': {
        const name = username();
        const account = await existing(name);
        const wanted = values['platform-user'];
        if (!wanted) throw new UsageError('link: --platform-user <email or id> is required');
        const links = await lookUpPlatformUser(env, account.tenants, wanted);
        await store.accounts.setPlatformUsers(name, links);
        return `linked ${name} to ${linkText(links)} (${linkMeaning(account.role)})`;
      }
      case 'unlink': {
        const name = username();
        const account = await existing(name);
        await store.accounts.setPlatformUsers(name, {});
        return account.role === 'auditor'
          ? `unlinked ${name} (as an auditor it reads every company of its tenants)`
          : `unlinked ${name} (new companies it creates offer no groups of its own)`;
      }
      case 'list': {
        const rows = await store.accounts.list();
        if (!rows.length) return '(no accounts)';
        return rows
          .map(
            (a) =>
              `${a.username.padEnd(24)} ${a.role.padEnd(8)} ${(a.language ?? '-').padEnd(3)} ${a.tenants.join(',')}${
                Object.keys(a.platformUsers).length
                  ? `  platform user ${linkText(a.platformUsers)}`
                  : ''
              }`,
          )
          .join('\n');
      }
      case 'remove': {
        const name = username();
        const r = await store.access.removeAccount(name);
        if (r === 'missing') throw new UsageError(`no account ${name}`);
        if (r === 'last_owner')
          throw new UsageError(`${name} is the last owner: make another account owner first`);
        return `removed ${name} (sessions revoked)`;
      }
      case 'passwd': {
        const name = username();
        if (!(await store.accounts.find(name))) throw new UsageError(`no account ${name}`);
        const pw = PasswordRule.safeParse(await askPassword());
        if (!pw.success) throw new UsageError(pw.error.issues[0]!.message);
        await store.accounts.setPassword(name, await hashPassword(pw.data));
        return `password of ${name} changed (sessions revoked)`;
      }
      case 'reset-mfa': {
        const name = username();
        const account = await existing(name);
        const before = await store.mfa.reset(name);
        await store.sessions.revokeUser(name);
        await store.audit.append({
          username: name,
          role: account.role,
          tenantId: null,
          operation: 'mfa.reset',
          method: null,
          path: null,
          targetIds: { by: 'accounts-cli' },
          outcome: 'success',
          status: 200,
          requestId: null,
        });
        return `second factors of ${name} removed (${before.passkeys} passkeys, ${
          before.totp ? 'a TOTP app' : 'no TOTP app'
        }, ${before.recoveryCodesLeft} recovery codes unused; sessions revoked)`;
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
      console.error(
        err instanceof UsageError ||
          err instanceof StoreOpenError ||
          err instanceof ConfigError ||
          err instanceof PlatformUserLookupError
          ? err.message
          : err,
      );
      process.exit(err instanceof UsageError ? 2 : 1);
    },
  );
}
