/**
 * `pnpm start` (via scripts/start.mjs): the embedded V1 platform on :4010 (unless V1_BASE_URL is
 * set), then the BFF on http://127.0.0.1:8080 serving the web build.
 */
import path from 'node:path';
import { ConfigError } from './config.js';
import { DEMO_ACCOUNTS, startBff } from './server.js';
import { StoreOpenError, reasonOf } from './store/errors.js';

const env = process.env;

try {
  // PLATFORM_* are read by the platform's own parser (embeddedPlatformOptions): a bad value stops
  // start-up like a bad BFF setting.
  const bff = await startBff({ env, platform: 'env' });
  const platform = bff.platformOptions;
  const lines = [
    '',
    `  Ledger Console  ${bff.url}`,
    `  API reference   ${bff.url}/api-docs`,
    ...(bff.metricsUrl ? [`  Metrics         ${bff.metricsUrl}/metrics`] : []),
    bff.platform
      ? `  V1 platform     ${bff.platform.baseUrl}  (embedded, ${platform?.seed === 'none' ? 'no demo data' : 'demo data'}, profile ${platform?.profile ?? 'extended'}${platform?.dev ? ', dev endpoints on' : ''})`
      : `  V1 platform     ${bff.config.v1BaseUrl}`,
    `  Store           ${bff.store.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : path.join(bff.config.dataDir, 'bff.sqlite')}`,
  ];
  if (bff.config.demo) {
    lines.push('', '  Demo sign-ins:');
    for (const a of DEMO_ACCOUNTS)
      lines.push(`    ${a.username} / ${a.password}  (${a.role}; ${a.tenants.join(', ')})`);
  }
  console.log(lines.join('\n') + '\n');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping`);
    bff.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (err) {
  // Start-up failures are one line on stderr naming the setting or the store and why (the stack
  // only at LOG_LEVEL=debug or trace): a bad setting, a store that stayed away, a port in use.
  const code = (err as { code?: string }).code;
  let line: string;
  if (err instanceof ConfigError || err instanceof StoreOpenError) line = err.message;
  else if (code === 'EADDRINUSE')
    line = `${(err as Error).message}: is another console or platform already running?`;
  else line = `cannot start: ${reasonOf(err)}`;
  console.error(`bff: ${line.replace(/\s*\n\s*/g, ' ')}`);
  if (env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace') console.error(err);
  process.exit(1);
}
