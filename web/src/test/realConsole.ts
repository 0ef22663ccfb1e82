/**
 * A real console for web tests that send requests: the embedded V1 platform (demo data) in a
 * temp dir and a BFF pointed at it, both on 127.0.0.1 port 0, started from the bff's and the platform's test helpers;
 * Node's fetch then plays the browser: the console's same-origin paths go to the BFF with the
 * session cookie of a signed-in admin.
 *
 * The helpers are the packages' test exports (`bff/testing`, `@ledger/platform/testing`), named
 * at run time so the web's typecheck (DOM types) does not take in the servers' sources (Node
 * types); the little this file uses of them is typed here.
 */

interface Helpers {
  startTestPlatform(): Promise<{ baseUrl: string; dispose(): Promise<void> }>;
  startTestBff(
    env: Record<string, string>,
    platform: Record<string, never>,
    opts: {
      accounts: { username: string; password: string; role: 'admin'; tenants: string[] }[];
    },
  ): Promise<{
    url: string;
    close(): Promise<void>;
    client(): {
      cookie: string | undefined;
      login(username: string, password: string): Promise<{ status: number }>;
    };
  }>;
}

/** A server package's test support, by its export; Vitest resolves it (the `source` condition). */
const testing = (specifier: string): Promise<unknown> => import(/* @vite-ignore */ specifier);

export interface RealConsole {
  /** Every request's headers as the BFF received them from `fetch` (lower-case names). */
  sent: Headers[];
  close(): Promise<void>;
}

/** Starts the platform and the BFF, signs in `admin` to `tenant` and routes `fetch` to it. */
export async function startRealConsole(tenant: string): Promise<RealConsole> {
  const [platformHelpers, bffHelpers] = (await Promise.all([
    testing('@ledger/platform/testing'),
    testing('bff/testing'),
  ])) as [Pick<Helpers, 'startTestPlatform'>, Pick<Helpers, 'startTestBff'>];
  const platform = await platformHelpers.startTestPlatform();
  const bff = await bffHelpers.startTestBff(
    {
      V1_BASE_URL: platform.baseUrl,
      V1_CLIENT_ID: 'console-demo',
      V1_CLIENT_SECRET: 'console-demo-secret',
      SESSION_SECRET: 'x'.repeat(40),
      CONSOLE_TENANTS: JSON.stringify([{ id: tenant, name: tenant }]),
    },
    {},
    { accounts: [{ username: 'admin', password: 'admin-demo', role: 'admin', tenants: [tenant] }] },
  );
  const client = bff.client();
  const login = await client.login('admin', 'admin-demo');
  if (login.status !== 204) throw new Error(`sign-in answered ${login.status}`);
  const fetchBefore = globalThis.fetch;
  const sent: Headers[] = [];
  globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', client.cookie ?? '');
    sent.push(headers);
    return fetchBefore(new URL(String(input), bff.url), { ...init, headers });
  };
  return {
    sent,
    async close() {
      globalThis.fetch = fetchBefore;
      await bff.close();
      await platform.dispose();
    },
  };
}
