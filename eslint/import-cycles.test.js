// No import cycle in the source folders below, run by `pnpm lint` (`node --test eslint/`).
// Every import counts: `import type`, re-exports (`export ... from`) and `import('...')` with a
// literal path, each resolved by TypeScript with the folder's tsconfig, as the compiler does.
// A cycle is reported as its files in import order, the first named again at the end.
// See docs/DEVELOPMENT.md, "Repository checks".
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';

/** The folders checked (repository-relative), by the tsconfig their imports are resolved with. */
const CHECKED = {
  'web/tsconfig.json': ['web/src'],
  'contract/tsconfig.json': ['contract/src'],
  'platform/tsconfig.json': ['platform/src', 'platform/test'],
  'bff/tsconfig.json': ['bff/src', 'bff/test', 'bff/bench'],
};
const FOLDERS = Object.entries(CHECKED).flatMap(([tsconfig, dirs]) =>
  dirs.map((dir) => ({ dir, tsconfig })),
);

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCE = /\.(ts|tsx|mts|cts)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data']);

function sourceFiles(dir) {
  const files = [];
  const walk = (abs) => {
    for (const e of readdirSync(abs, { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(e.name)) continue;
      const p = path.join(abs, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && SOURCE.test(e.name) && !e.name.endsWith('.d.ts')) files.push(p);
    }
  };
  walk(path.join(root, dir));
  return files;
}

function compilerOptions(tsconfig) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(root, tsconfig),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  return parsed.options;
}

/** The graph of every checked file: its imports among the checked files. */
function importGraph() {
  const graph = new Map();
  const options = new Map();
  for (const { dir, tsconfig } of FOLDERS) {
    options.set(tsconfig, options.get(tsconfig) ?? compilerOptions(tsconfig));
    for (const file of sourceFiles(dir)) graph.set(file, { tsconfig, imports: [] });
  }
  for (const [file, node] of graph) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const found = new Set();
    for (const ref of info.importedFiles) {
      const resolved = ts.resolveModuleName(
        ref.fileName,
        file,
        options.get(node.tsconfig),
        ts.sys,
      ).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && graph.has(target) && !found.has(target)) found.add(target);
    }
    node.imports = [...found].sort();
  }
  return graph;
}

/** The strongly connected components with a cycle (Tarjan), each sorted, in file order. */
function cyclicComponents(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v).imports) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v).imports.includes(v)) components.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return components.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/** A shortest cycle through the component's first file (breadth first, inside the component). */
function cycleThrough(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const from = new Map();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v).imports) {
      if (!members.has(w)) continue;
      if (w === start) {
        const cycle = [v];
        while (cycle[0] !== start) cycle.unshift(from.get(cycle[0]));
        return [...cycle, start];
      }
      if (!from.has(w)) {
        from.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

const graph = importGraph();
const rel = (f) => path.relative(root, f).split(path.sep).join('/');
const cycles = cyclicComponents(graph).map((c) => ({
  files: c.map(rel),
  cycle: cycleThrough(graph, c).map(rel),
}));

test('the import graph is read (imports resolved among the checked files)', () => {
  assert.ok(graph.size > 100, `only ${graph.size} files found`);
  const edges = [...graph.values()].reduce((n, node) => n + node.imports.length, 0);
  assert.ok(edges > graph.size, `only ${edges} imports resolved`);
});

for (const { dir } of FOLDERS) {
  test(`no import cycle in ${dir}`, () => {
    const here = cycles.filter((c) => c.files.some((f) => f.startsWith(`${dir}/`)));
    assert.deepEqual(
      here.map((c) => c.cycle.join(' > ')),
      [],
      `${here.length} import cycle(s); each component's files are listed after its cycle:\n` +
        here.map((c) => `  ${c.cycle.join(' > ')}\n    (${c.files.join(', ')})`).join('\n'),
    );
  });
}
