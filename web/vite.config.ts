import { fileURLToPath } from 'node:url';
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

export default defineConfig({
  plugins: [react(), reactRouterWithoutDisplayNames()],
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
