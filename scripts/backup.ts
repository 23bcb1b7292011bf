// `npm run backup -- [file | directory/]`: a consistent plain-SQL dump of the database (PGlite or
// DATABASE_URL), default backups/growth-tools-<UTC time>.sql; a name ending in .gz is gzipped. Works while the
// server runs (PGlite: through the running server's loopback bridge). Restore: npm run restore.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadDotEnv, parseEnv } from '../src/server/env.ts';
import { backupToFile } from '../src/server/db/backup-files.ts';
import { DumpError } from '../src/server/db/dump.ts';

const args = process.argv.slice(2);
if (args.length > 1 || args.some((a) => a.startsWith('-'))) {
  console.error('Usage: npm run backup -- [file | directory/]   (default backups/growth-tools-<time>.sql; a file name ending in .gz is compressed)');
  process.exit(2);
}
loadDotEnv();
const env = parseEnv();
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z')
  .replace('T', '-');
const name = `growth-tools-${stamp}.sql`;
// A directory (existing, or written with a trailing slash) gets a time-stamped file inside it.
const file = !args[0]
  ? path.join('backups', name)
  : args[0].endsWith('/') || (existsSync(args[0]) && statSync(args[0]).isDirectory())
    ? path.join(args[0], name)
    : args[0];

try {
  const result = await backupToFile(env, file);
  const size = result.bytes >= 1_048_576 ? `${(result.bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(result.bytes / 1024)} kB`;
  const counts = /\(([^)]*)\)\s*$/.exec(result.summary)?.[1] ?? '';
  console.log(`Backed up ${counts} to ${result.file} (${size}${result.viaServer ? ', from the running server' : ''}).`);
  console.log('Keep it private: it holds password hashes and sessions. Restore with: npm run restore -- <file>');
} catch (error) {
  console.error(error instanceof DumpError ? `Backup failed: ${error.message}` : error);
  process.exit(1);
}
