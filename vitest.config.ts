import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts', 'eslint-rules/**/*.test.ts', 'eval/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; a few workers keep 2-core machines responsive.
    maxWorkers: 2,
  },
});
