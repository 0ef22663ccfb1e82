import { ConfigError } from '@ledger/contract/config';
import { platformOptionsFromEnv } from './config.js';
import { DEMO_CLIENTS } from './seed/demo-data.js';
import { startPlatform } from './server.js';

let options: ReturnType<typeof platformOptionsFromEnv>;
try {
  options = platformOptionsFromEnv(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`platform: ${err.message}`);
  process.exit(1);
}

try {
  const platform = await startPlatform(options);
  console.log(`V1 platform listening on ${platform.baseUrl}`);
  console.log(`  data:    ${options.dataDir}`);
  console.log(`  profile: ${options.profile}`);
  console.log(`  openapi: ${platform.baseUrl}/openapi.json`);
  if (options.dev) console.log(`  dev:     ${platform.url}/dev/mails, /dev/stats`);
  if (options.seed === 'demo') {
    console.log('  demo API clients (POST /v1/token):');
    for (const c of DEMO_CLIENTS) {
      console.log(
        `    ${c.id} / ${c.secret}  tenants: ${c.tenantIds.join(', ')}  scopes: ${c.scopes.join(' ') || '(none)'}`,
      );
    }
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the platform`);
    platform.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (err) {
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'EADDRINUSE') {
    console.error(`Port ${options.port} is in use: set PLATFORM_PORT to another port.`);
  } else {
    console.error('The platform could not start:', err);
  }
  process.exit(1);
}
