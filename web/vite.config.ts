import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import {
  precompress,
  reactRouterWithoutDisplayNames,
  scrollAreaWithoutFloatingUi,
} from './build-plugins.js';
import { operationsDefine } from './operations.config.js';

const backend = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    reactRouterWithoutDisplayNames(),
    scrollAreaWithoutFloatingUi(),
    precompress(),
  ],
  resolve: {
    // The contract loads from its TypeScript sources (its exports' `source` condition).
    conditions: ['source', ...defaultClientConditions],
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
