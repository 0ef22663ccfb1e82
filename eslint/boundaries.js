// A local ESLint rule for the boundaries the packages cannot draw themselves (docs/ARCHITECTURE.md
// "Who may import whom"). Which package may use which is said by their package.json dependencies:
// the contract depends on neither server, the platform never on the BFF. What stays here:
// - a relative import never leaves its package (it would get around those dependencies); the
//   repository's own scripts (scripts/) and root settings are no package and may be imported;
// - inside the web, shared plumbing (web/src/lib) does not import screens, and a feature does not
//   import another feature's internals;
// - the BFF loads the platform's code only when it embeds it: from `@ledger/platform/embedded` it
//   imports types, or the module with a dynamic import(); the platform's test helpers are for tests;
// - no dynamic import() of a computed path in server code (it escapes type checking and this rule).
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const WEB_ZONES = [
  [
    'web/src/lib/',
    ['web/src/features/', 'web/src/app/'],
    'shared plumbing must not depend on screens',
  ],
];
const FEATURES = 'web/src/features/';
const PACKAGES = /^(?:bff|platform|contract|web)\//;
const SERVER_PACKAGES = /^(?:bff|platform|contract)\//;
const BFF = 'bff/';
const EMBEDDED = '@ledger/platform/embedded';
const PLATFORM_TESTING = '@ledger/platform/testing';

function featureOf(file) {
  return file.startsWith(FEATURES) ? file.slice(FEATURES.length).split('/')[0] : null;
}

/** Why `from` may not import the file `to` (both repository-relative), or null when it may. */
export function crossing(from, to) {
  for (const [zone, forbidden, why] of WEB_ZONES) {
    if (!from.startsWith(zone)) continue;
    const hit = forbidden.find((f) => to.startsWith(f));
    if (hit) return `${zone} may not import ${hit}: ${why}`;
  }
  const [a, b] = [featureOf(from), featureOf(to)];
  if (a && b && a !== b)
    return `feature "${a}" may not import feature "${b}"'s internals: move what both need to web/src/lib`;
  const pkg = PACKAGES.exec(from)?.[0];
  const toRepository = !to.includes('/') || to.startsWith('scripts/');
  if (pkg && !to.startsWith(pkg) && !toRepository)
    return `a relative import may not leave its package ${pkg}: import the other package by its name (and declare it in package.json)`;
  return null;
}

/** Why `from` may not import the package specifier `source` this way, or null when it may. */
export function packageCrossing(from, source, { typeOnly, dynamic }) {
  if (!from.startsWith(BFF)) return null;
  if (source === PLATFORM_TESTING || source.startsWith(`${PLATFORM_TESTING}/`))
    return `${PLATFORM_TESTING} is the platform's test support, for tests only`;
  if (source === EMBEDDED && !typeOnly && !dynamic)
    return `the BFF loads ${EMBEDDED} only when it embeds the platform: import types, or the module with await import()`;
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'keeps imports inside the layout boundaries' },
    schema: [],
    messages: {
      crossing: '{{why}} (import of {{source}})',
      computed:
        'import() of a computed path escapes type checking and the boundaries: name the module',
    },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (node, source, how = { typeOnly: false, dynamic: false }) => {
      if (typeof source !== 'string') return;
      let why;
      if (source.startsWith('.')) {
        const target = path
          .relative(root, path.resolve(path.dirname(context.filename), source))
          .split(path.sep)
          .join('/')
          .replace(/\.js$/, '.ts');
        why = crossing(file, target);
      } else why = packageCrossing(file, source, how);
      if (why) context.report({ node, messageId: 'crossing', data: { why, source } });
    };
    const typeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 &&
        node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) =>
        check(node.source, node.source.value, { typeOnly: typeOnly(node), dynamic: false }),
      ExportNamedDeclaration: (node) =>
        node.source &&
        check(node.source, node.source.value, { typeOnly: typeOnly(node), dynamic: false }),
      ExportAllDeclaration: (node) =>
        check(node.source, node.source.value, {
          typeOnly: node.exportKind === 'type',
          dynamic: false,
        }),
      ImportExpression: (node) => {
        const s = node.source;
        const named =
          s.type === 'Literal'
            ? s.value
            : s.type === 'TemplateLiteral' && !s.expressions.length
              ? s.quasis[0].value.cooked
              : undefined;
        if (named !== undefined) check(s, named, { typeOnly: false, dynamic: true });
        else if (SERVER_PACKAGES.test(file)) context.report({ node, messageId: 'computed' });
      },
    };
  },
};

export default { rules: { imports: rule } };
