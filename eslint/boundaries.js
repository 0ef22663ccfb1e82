// Who may import whom (docs/ARCHITECTURE.md "Who may import whom"), said with
// eslint-plugin-boundaries (import cycles: eslint/import-cycles.test.js, decision 0010). Which package may use
// which is said by their package.json dependencies (the contract depends on neither server, the
// platform never on the BFF); what the packages cannot say is here.
//
// When folders move, change only this table: each program's source folder and the package
// specifiers the rules name.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';

const LAYOUT = {
  /** Each server package's folder (a relative import never leaves it). */
  packages: ['bff', 'platform', 'contract'],
  /** The BFF itself (it embeds the platform only on demand). */
  bff: 'bff',
  /** The web's shared plumbing, its app shell and its screens (one folder per feature). */
  webLib: 'web/src/lib',
  webApp: 'web/src/app',
  webFeatures: 'web/src/features',
  /** The TypeScript projects that resolve the imports (`./x.js` is `./x.ts`). */
  tsconfigs: [
    'web/tsconfig.json',
    'contract/tsconfig.json',
    'platform/tsconfig.json',
    'bff/tsconfig.json',
  ],
  /** The scope of the workspace's package names. */
  packageScope: '@ledger',
  /** The platform's code the BFF loads only when it embeds it, and its test support. */
  embedded: '@ledger/platform/embedded',
  platformTesting: '@ledger/platform/testing',
};

const SOURCES = [
  ...LAYOUT.packages.map((p) => `${p}/{src,test,bench}/**/*.ts`),
  'web/src/**/*.{ts,tsx}',
];
const NOT_TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/** Every pattern is matched from the repository's root, whatever folder ESLint runs in. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const elements = [
  { type: 'web-lib', pattern: LAYOUT.webLib },
  { type: 'web-app', pattern: LAYOUT.webApp },
  { type: 'web-feature', pattern: `${LAYOUT.webFeatures}/*`, capture: ['feature'] },
  ...LAYOUT.packages.map((p) => ({ type: 'package', pattern: p })),
].map((element) => ({ ...element, partialMatch: false }));

const policies = [
  {
    from: { element: { type: 'web-lib' } },
    disallow: { to: { element: { types: { anyOf: ['web-app', 'web-feature'] } } } },
    message: 'shared plumbing ({{ from.element.path }}) must not depend on screens',
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: {
      to: {
        element: {
          type: 'web-feature',
          captured: { feature: '!{{ from.element.captured.feature }}' },
        },
      },
    },
    message:
      'feature "{{ from.element.captured.feature }}" may not import feature "{{ to.element.captured.feature }}"\'s internals: move what both need to web/src/lib',
  },
  {
    from: { element: { type: 'package' } },
    disallow: {
      to: { element: { type: 'package', path: '!{{ from.element.path }}' } },
      // Not by a package name: by a relative path.
      dependency: { source: `!${LAYOUT.packageScope}/**` },
    },
    message:
      'a relative import may not leave its package {{ from.element.path }}/: import the other package by its name (and declare it in package.json)',
  },
  {
    from: { file: { path: `${LAYOUT.bff}/src/**` } },
    disallow: { dependency: { source: [LAYOUT.platformTesting, `${LAYOUT.platformTesting}/**`] } },
    message: `${LAYOUT.platformTesting} is the platform's test support, for tests only`,
  },
  {
    from: { file: { path: `${LAYOUT.bff}/src/**` } },
    disallow: {
      dependency: { source: LAYOUT.embedded, kind: 'value', nodeKind: ['import', 'export'] },
    },
    message: `the BFF loads ${LAYOUT.embedded} only when it embeds the platform: import types, or the module with await import()`,
  },
];

export default [
  {
    files: SOURCES,
    // Tests may reach across to set things up.
    ignores: NOT_TESTS,
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/elements': elements,
      'boundaries/include': SOURCES,
      'import/resolver': {
        typescript: {
          project: LAYOUT.tsconfigs.map((p) => path.join(root, p)),
          noWarnOnMultipleProjects: true,
          // The workspace packages' exports name their sources under `source` (decision 0060).
          conditionNames: ['source', 'types', 'import', 'node', 'default'],
        },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies }],
    },
  },
  {
    // import() of a computed path escapes type checking and the boundaries.
    files: LAYOUT.packages.map((p) => `${p}/src/**/*.ts`),
    ignores: NOT_TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.type!="Literal"][source.type!="TemplateLiteral"]',
          message:
            'import() of a computed path escapes type checking and the boundaries: name the module',
        },
        {
          selector: 'ImportExpression > TemplateLiteral.source[expressions.length>0]',
          message:
            'import() of a computed path escapes type checking and the boundaries: name the module',
        },
      ],
    },
  },
];
