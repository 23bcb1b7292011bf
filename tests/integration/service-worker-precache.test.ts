import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { precacheList } from '../../scripts/vite-service-worker.ts';

// The shape `vite build` writes to dist/web/.vite/manifest.json (keys are sources, `file`s are hashed).
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b2.js'],
    css: ['assets/index-c3.css'],
    dynamicImports: [
      '_toaster-d4.js',
      '../../node_modules/sonner/dist/index.mjs',
      'features/home/landing-page.tsx',
      'features/pipeline/pipeline-page.tsx',
      'features/admin/users-page.tsx',
    ],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_toaster-d4.js': { file: 'assets/toaster-d4.js', imports: ['_react-b2.js'] },
  // A package imported lazily by the entry (the toaster) is keyed by its path, not `_`.
  '../../node_modules/sonner/dist/index.mjs': { file: 'assets/dist-s1.js', isDynamicEntry: true, imports: ['_react-b2.js', 'index.html'] },
  'features/home/landing-page.tsx': { file: 'assets/landing-page-e5.js', isDynamicEntry: true, imports: ['index.html', '_card-f6.js'] },
  '_card-f6.js': { file: 'assets/card-f6.js' },
  'features/pipeline/pipeline-page.tsx': {
    file: 'assets/pipeline-page-g7.js',
    isDynamicEntry: true,
    imports: ['index.html', '_card-f6.js'],
    dynamicImports: ['features/pipeline/leads-chart.tsx'],
  },
  'features/pipeline/leads-chart.tsx': { file: 'assets/leads-chart-h8.js', isDynamicEntry: true },
  'features/admin/users-page.tsx': { file: 'assets/users-page-i9.js', isDynamicEntry: true, imports: ['_admin-only-j0.js'] },
  '_admin-only-j0.js': { file: 'assets/admin-only-j0.js' },
  // Catalogs (src/web/lib/language/i18n.ts loads them by glob): the offline pages' namespaces, in every language.
  '../shared/i18n/messages/pipeline/sw.json?compiled': { file: 'assets/sw-k1.js', isDynamicEntry: true },
  '../shared/i18n/messages/common/fr.json?compiled': { file: 'assets/fr-l2.js', isDynamicEntry: true },
  '../shared/i18n/messages/admin/fr.json?compiled': { file: 'assets/fr-m3.js', isDynamicEntry: true },
};

describe('service worker precache list', () => {
  it('holds the shell, the entry with its CSS and imports, the toaster, the landing and Pipeline Math pages with their lazy chunks and catalogs, and nothing else', () => {
    expect(precacheList(manifest)).toEqual([
      '/assets/card-f6.js',
      '/assets/dist-s1.js',
      '/assets/fr-l2.js',
      '/assets/index-a1.js',
      '/assets/index-c3.css',
      '/assets/landing-page-e5.js',
      '/assets/leads-chart-h8.js',
      '/assets/pipeline-page-g7.js',
      '/assets/react-b2.js',
      '/assets/sw-k1.js',
      '/assets/toaster-d4.js',
      '/index.html',
    ]);
  });
});
