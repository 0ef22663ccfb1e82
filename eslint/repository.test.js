// Repository checks run by `pnpm lint` (`node --test eslint/`), cheap enough for every run:
// - everything a maintainer needs is in the repository: no file names a path into the folder
//   that lies beside the checkout on the development machines (a clone has no such folder);
// - every relative link in the Markdown files points to something that exists.
// See docs/DEVELOPMENT.md, "Repository checks".
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Written in parts, so this file does not name the paths it looks for. */
const SHARED = 'shared';
const OUTSIDE = [`../${SHARED}`, `/work/${SHARED}`];

/** May name the outside folder: the V1 description's copy (kept byte for byte as published)
 *  and the test's reader that compares that copy with the published one when it is there. */
const MAY_NAME_OUTSIDE = [/^docs\/v1\//, /^contract\/src\/v1md-reader\.testing\.ts$/];

const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', '.data', 'test-results']);

/** Files git tracks or would add (untracked, not ignored), repository-relative with `/`. */
function repositoryFiles() {
  try {
    const out = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    return [...new Set(out.split('\0').filter(Boolean))];
  } catch {
    // not a git checkout (an unpacked archive, say): walk the tree instead
    const files = [];
    const walk = (dir) => {
      for (const e of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        if (SKIPPED_DIRS.has(e.name)) continue;
        const rel = dir ? `${dir}/${e.name}` : e.name;
        if (e.isDirectory()) walk(rel);
        else if (e.isFile()) files.push(rel);
      }
    };
    walk('');
    return files;
  }
}

/** The file's text, or null for a binary or a file listed but gone (deleted, not committed). */
function text(file) {
  let bytes;
  try {
    bytes = readFileSync(path.join(root, file));
  } catch {
    return null;
  }
  if (bytes.subarray(0, 8000).includes(0)) return null;
  return bytes.toString('utf8');
}

const files = repositoryFiles();

test('no file names a path outside the repository', () => {
  const hits = [];
  for (const file of files) {
    if (MAY_NAME_OUTSIDE.some((re) => re.test(file))) continue;
    const content = text(file);
    if (content === null) continue;
    content.split('\n').forEach((line, i) => {
      for (const p of OUTSIDE) if (line.includes(p)) hits.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(
    hits,
    [],
    `these lines send a reader outside the repository; name the repository's own doc instead ` +
      `(docs/ARCHITECTURE.md, docs/PLATFORM.md, docs/SIE.md, docs/v1/V1.md, ...):\n  ${hits.join('\n  ')}`,
  );
});

/** `[text](target)` and `![alt](target)` outside code, and `[label]: target` definitions. */
export function markdownLinks(markdown) {
  const links = [];
  let fenced = false;
  markdown.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const prose = line.replace(/`[^`]*`/g, '');
    for (const m of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      links.push({ line: i + 1, target: m[1] });
    const def = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/.exec(prose);
    if (def) links.push({ line: i + 1, target: def[1] });
  });
  return links;
}

test('relative links in Markdown files resolve', () => {
  const broken = [];
  for (const file of files.filter((f) => f.endsWith('.md'))) {
    const content = text(file);
    if (content === null) continue;
    for (const { line, target } of markdownLinks(content)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const rel = decodeURIComponent(target.split('#')[0].split('?')[0]);
      const resolved = rel.startsWith('/')
        ? path.join(root, rel)
        : path.join(root, path.dirname(file), rel);
      if (!existsSync(resolved)) broken.push(`${file}:${line}: ${target}`);
    }
  }
  assert.deepEqual(broken, [], `links to nothing:\n  ${broken.join('\n  ')}`);
});

test('the link reader finds links and skips code', () => {
  const md = [
    'See [the guide](docs/A.md#part) and ![a picture](img/b.png "title").',
    '`[not a link](x.md)` and [web](https://example.se).',
    '```',
    '[in a fence](y.md)',
    '```',
    '[ref]: ../c.md',
  ].join('\n');
  assert.deepEqual(
    markdownLinks(md).map((l) => l.target),
    ['docs/A.md#part', 'img/b.png', 'https://example.se', '../c.md'],
  );
});
