import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { operationsDefine } from './operations.config.js';

const backend = 'http://127.0.0.1:8080';

/**
 * react-router's one bundle sets `X.displayName = "X"` on every component, a side effect that
 * keeps the components no screen uses (Form, NavLink, Await, the framework-mode ones) in the
 * entry. Without those lines they are left out like any unused function.
 */
function reactRouterWithoutDisplayNames(): Plugin {
  return {
    name: 'react-router-without-display-names',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^/\\]+\.mjs$/.test(id))
        return null;
      return {
        code: code
          .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\d*\.(?:forwardRef|createContext)\()/g, '= /* @__PURE__ */ $1'),
        map: null,
      };
    },
  };
}

/**
 * Mantine attaches each button's group components to it (`Button.Group = ButtonGroup`), a side
 * effect that keeps them in every chunk with a button, the entry included (0.5 KB gzip). The
 * console uses `ButtonGroup` and `ActionIconGroup` by name when it needs them (eslint refuses
 * `Button.Group`), so while building these assignments are left out.
 */
function mantineWithoutGroupStatics(): Plugin {
  return {
    name: 'mantine-without-group-statics',
    apply: 'build',
    transform(code, id) {
      if (
        !/[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Button|ActionIcon)[\\/]\1\.mjs$/.test(
          id,
        )
      )
        return null;
      return {
        code: code.replace(/^(Button|ActionIcon)\.Group(Section)? = [A-Za-z]+;$/gm, ''),
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
function precompress(): Plugin {
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

export default defineConfig({
  plugins: [react(), reactRouterWithoutDisplayNames(), mantineWithoutGroupStatics(), precompress()],
  resolve: {
    alias: [
      // The package's exports give bundlers its development build (dev warnings on).
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  define: operationsDefine,
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': backend,
      '/auth': backend,
      '/healthz': backend,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically goes in one chunk. Left to itself, rolldown
            // hoists entry modules that lazy screens share into a handful of small common chunks:
            // more requests for the first screen, and a worse gzip (each file compresses alone).
            { name: 'app', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
