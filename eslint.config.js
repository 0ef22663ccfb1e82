import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from './eslint/boundaries.js';
import uiStrings from './eslint/ui-strings.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist.build-*/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The web console runs in the browser (bundled by Vite); its config files run in Node.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/*.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // One in-app link, `web/src/lib/routing/Link.tsx`: react-router's keeps its framework-mode
      // code in the entry (docs/PERFORMANCE.md).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Use Link from 'lib/routing/Link' (the app's one link).",
            },
            {
              name: '@mantine/core',
              importNames: ['Tooltip'],
              message:
                "Use HintTooltip from 'lib/ui/HintTooltip' (mounted on first hover, docs/PERFORMANCE.md).",
            },
          ],
        },
      ],
    },
  },
  // Who may import whom, and no import cycles (eslint/boundaries.js).
  ...boundaries,
  {
    // No source file over 400 lines, every line counted, tests included. Split by meaning: each
    // new module a thing with a name, a test's shared set-up in a `*.testing.ts` beside it
    // (docs/DEVELOPMENT.md, decisions 0055 and 0024).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Every word a person sees comes from the catalogs (eslint/ui-strings.js).
    files: ['web/src/{app,features,lib}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.testing.ts', '**/*.testing.tsx'],
    plugins: { 'ui-strings': uiStrings },
    rules: { 'ui-strings/no-literal-text': 'error' },
  },
);
