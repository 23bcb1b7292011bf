import { defineConfig } from 'vitest/config';

// Browser tests: one server for the run (global setup), specs in sequence so the 2-core
// machines are not swamped by several Chromiums.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    maxWorkers: 1,
    retry: process.env.CI ? 1 : 0,
  },
});
