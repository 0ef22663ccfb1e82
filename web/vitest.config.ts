import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { timeoutScale } from '../scripts/timeout-scale.mjs';
import react from '@vitejs/plugin-react';
import { operationsDefine } from './operations.config.js';

export default defineConfig({
  plugins: [react()],
  define: operationsDefine,
  // The workspace packages load from their TypeScript sources (their exports' `source` condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    // Logic tests run in Node; component tests opt into jsdom with a file comment.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Grows with the machine's load when the run starts (scripts/timeout-scale.mjs).
    testTimeout: 20_000 * timeoutScale(),
    // A file that starts a real console (src/test/realConsole.ts) does so in its beforeAll; on a
    // busy machine that took over Vitest's default 10 s.
    hookTimeout: 60_000 * timeoutScale(),
    // Vitest leaves one core free by default (one worker on a two-core CI machine); these files
    // share nothing (each has its own jsdom), so every core runs one.
    maxWorkers: availableParallelism(),
    // A worker keeps the modules it imported from one file to the next (each file still gets its
    // own jsdom and runs src/test/setup.ts): React, Mantine and the catalogs were imported again
    // for every file, half the run (86 s with, 46 s without, two quiet cores). Passes with the
    // files shuffled (`--sequence.shuffle.files`, three seeds).
    isolate: false,
  },
});
