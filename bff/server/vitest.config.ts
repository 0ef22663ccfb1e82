import { defineConfig } from 'vitest/config';
import { testSettings } from '../vitest.shared.js';

export default defineConfig({ test: testSettings });
