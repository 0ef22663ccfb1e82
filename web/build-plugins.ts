import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/*
 * The web build's own steps (web/vite.config.ts): trims of libraries' code that would otherwise
 * keep unused parts in the bundles, and the precompressed copies the BFF sends. A trim of a
 * library's internals stays only while it saves more than 2 KB gzip and fails the build when the
 * library no longer has the shape it expects (docs/decisions/0021-build-patches.md).
 */

/**
 * react-router's one bundle sets `X.displayName = "X"` on every component, a side effect that
 * keeps the components no screen uses (Form, NavLink, Await, the framework-mode ones) in the
 * entry. Without those lines they are left out like any unused function: 3.9 KB gzip less on
 * every page.
 */
export function reactRouterWithoutDisplayNames(): Plugin {
  return {
    name: 'react-router-without-display-names',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^/\\]+\.mjs$/.test(id))
        return null;
      const trimmed = code
        .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*\.(?:forwardRef|createContext)\()/g, '= /* @__PURE__ */ $1');
      // The chunk with the components must still have the lines: else a new react-router has
      // changed its shape, and the 3.9 KB this saves would be lost without a word.
      if (code.includes('function Outlet(') && trimmed.length === code.length)
        throw new Error(`${id}: no displayName lines (a new react-router: check the plugin)`);
      return { code: trimmed, map: null };
    },
  };
}

/**
 * Mantine's ScrollArea takes one small hook, `useMergeRefs`, from @floating-ui/react. That package
 * is one module, so every page with a scroll area (each list) loaded the whole of floating-ui
 * (15.3 KB gzip) that the popovers share. The same hook from @mantine/hooks (merges the refs
 * into one callback ref) stands in for it.
 */
export function scrollAreaWithoutFloatingUi(): Plugin {
  const from = 'import { useMergeRefs } from "@floating-ui/react";';
  return {
    name: 'scroll-area-without-floating-ui',
    apply: 'build',
    transform(code, id) {
      if (
        !/[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(
          id,
        )
      )
        return null;
      if (!code.includes(from))
        throw new Error(`${id}: no "${from}" (a new Mantine: check the plugin is still needed)`);
      return {
        code: code.replace(
          from,
          'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);',
        ),
        map: null,
      };
    },
  };
}

const PRECOMPRESSED = /\.(js|css|html|svg)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Each script, style sheet and page of the build also written compressed at the highest levels,
 * `X.br` (brotli 11) and `X.gz` (gzip 9), which the BFF's static handler sends as they are to a
 * browser that accepts them (serveStatic's `precompressed`). Smaller than the BFF's on-the-fly
 * brotli 4 (the entry: about 12 % less), and no compression work per request. Files under 1 KB
 * are left: their headers weigh more than what compressing them would save.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle).map(async (out) => {
          if (!PRECOMPRESSED.test(out.fileName)) return;
          const data = Buffer.from(out.type === 'chunk' ? out.code : out.source);
          if (data.length < 1024) return;
          const file = path.join(dir, out.fileName);
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzipped(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
