// `npm start`: build the web bundle when it is missing or older than the sources, then serve everything.
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const indexHtml = path.join(root, 'dist/web/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesNewer = () => Math.max(newestMtime(path.join(root, 'src/web')), newestMtime(path.join(root, 'src/shared'))) > statSync(indexHtml).mtimeMs;

if (!existsSync(indexHtml) || sourcesNewer()) {
  console.log('Building the web app (first start or changed sources)...');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}

const { startServer } = await import('../src/server/index.ts');
await startServer();
