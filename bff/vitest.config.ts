import { defineConfig } from 'vitest/config';
import { sourceConditions, testSettings } from '../vitest.shared.js';

export default defineConfig({ ...sourceConditions, test: testSettings });
