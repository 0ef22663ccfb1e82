// `pnpm dev`: the BFF from source in watch mode (`pnpm --filter bff dev`: tsx watch, embedded
// platform; no build, unlike `pnpm start`) and the Vite dev server side by side. The Vite origin
// is allowed for unsafe methods (DEV_ORIGINS).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = process.env.npm_execpath?.includes('pnpm') ? process.env.npm_execpath : null;
const cmd = (args) =>
  pnpm ? [process.execPath, [pnpm, ...args]] : ['npx', ['-y', 'pnpm@10', ...args]];
const viteOrigins = 'http://localhost:5173,http://127.0.0.1:5173';

const children = [];
function start(name, [file, args], env = {}) {
  const child = spawn(file, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let buf = '';
    stream.on('data', (d) => {
      buf += d;
      const lines = buf.split('\n');
      buf = lines.pop();
      for (const l of lines) out.write(`[${name}] ${l}\n`);
    });
  }
  child.on('exit', (code) => {
    console.log(`[${name}] exited (${code}); stopping`);
    stopAll(code ?? 1);
  });
  children.push(child);
}
function stopAll(code = 0) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

start('bff', cmd(['--filter', 'bff', 'dev']), {
  DEV_ORIGINS: [process.env.DEV_ORIGINS, viteOrigins].filter(Boolean).join(','),
});
start('web', cmd(['--filter', 'web', 'dev']));
