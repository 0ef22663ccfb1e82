import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { operationsDefine } from './operations.config.js';

export default defineConfig({
  plugins: [react()],
  define: operationsDefine,
  test: {
    // Logic tests run in Node; component tests opt into jsdom with a file comment.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
});
