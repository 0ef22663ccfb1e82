// `prepare` (run by `pnpm install`): points git at scripts/git-hooks. Only in a git checkout,
// only when no other hooks path is set, and it never fails an install (a tarball, no git, CI).
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';

const HOOKS = 'scripts/git-hooks';
const root = realpathSync(path.resolve(import.meta.dirname, '../..'));
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

try {
  const top = git('rev-parse', '--show-toplevel').trim();
  if (realpathSync(top) !== root) process.exit(0); // the repository is not this checkout
  let current = '';
  try {
    current = git('config', '--get', 'core.hooksPath').trim();
  } catch {
    // not set
  }
  if (current === '') git('config', 'core.hooksPath', HOOKS);
  else if (current !== HOOKS)
    console.warn(
      `git hooks: core.hooksPath is ${current}; ${HOOKS} left out (docs/DEVELOPMENT.md)`,
    );
} catch {
  // No git, or not a checkout: nothing to install.
}
