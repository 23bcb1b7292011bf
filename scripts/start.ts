// `npm start`: build the web bundle when it is missing or older than the sources, then serve everything.
import { spawnSync } from 'node:child_process';
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
  // A child process: Vite's build sets NODE_ENV=production in the process it runs in, which would
  // switch this server into production mode. The bundle itself is always a production build.
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    console.error('Building the web app failed (see above).');
    process.exit(build.status ?? 1);
  }
}

const { startServer } = await import('../src/server/index.ts');
await startServer();
