import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { prerenderPlugin } from './scripts/vite-prerender.ts';
import { serviceWorkerPlugin } from './scripts/vite-service-worker.ts';
import { i18nPlugin } from './scripts/vite-i18n.ts';
import { contractsPlugin } from './scripts/vite-contracts.ts';
import { fileURLToPath } from 'node:url';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [i18nPlugin(), contractsPlugin(), react(), tailwindcss(), prerenderPlugin(), serviceWorkerPlugin()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The bench reads it to sum what the landing page downloads.
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': apiTarget, '/dev': apiTarget, '/checkout/local/api': apiTarget },
  },
});
