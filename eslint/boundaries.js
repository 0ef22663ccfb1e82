// A local ESLint rule that keeps the layout's boundaries (docs/ARCHITECTURE.md "Who may import whom"): it resolves
// each relative import against the importing file and refuses the crossings listed below.
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** [the importing file's folder, the folders it may not import from, why]. */
const ZONES = [
  [
    'web/src/lib/',
    ['web/src/features/', 'web/src/app/'],
    'shared plumbing must not depend on screens',
  ],
  [
    'bff/src/contract/',
    ['bff/src/bff/', 'bff/src/platform/'],
    'the contract is shared with the browser and holds no server code',
  ],
  [
    'bff/src/platform/',
    ['bff/src/bff/'],
    'the platform stands alone: the BFF starts it, never the reverse',
  ],
];
const PLATFORM = 'bff/src/platform/';
const PLATFORM_ENTRY = 'bff/src/platform/server.ts';
const FEATURES = 'web/src/features/';

function featureOf(file) {
  return file.startsWith(FEATURES) ? file.slice(FEATURES.length).split('/')[0] : null;
}

/** Why `from` may not import `to` (both repository-relative), or null when it may. */
export function crossing(from, to) {
  for (const [zone, forbidden, why] of ZONES) {
    if (!from.startsWith(zone)) continue;
    const hit = forbidden.find((f) => to.startsWith(f));
    if (hit) return `${zone} may not import ${hit}: ${why}`;
  }
  const [a, b] = [featureOf(from), featureOf(to)];
  if (a && b && a !== b)
    return `feature "${a}" may not import feature "${b}"'s internals: move what both need to web/src/lib`;
  if (from.startsWith('bff/src/bff/') && to.startsWith(PLATFORM) && to !== PLATFORM_ENTRY)
    return `the BFF reaches the platform only through ${PLATFORM_ENTRY}`;
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'keeps imports inside the layout boundaries' },
    schema: [],
    messages: { crossing: '{{why}} (import of {{source}})' },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(root, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/')
        .replace(/\.js$/, '.ts');
      const why = crossing(file, target);
      if (why) context.report({ node, messageId: 'crossing', data: { why, source } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { imports: rule } };
