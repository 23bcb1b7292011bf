// `npm run restore -- <file> [--force]`: loads a dump made by `npm run backup` into an empty
// target: DATABASE_URL (PostgreSQL) when set, else the embedded database in DATA_DIR/pglite.
// A non-empty target is refused unless --force. Stop the server(s) first.
import { loadDotEnv, parseEnv } from '../src/server/env.ts';
import { restoreFromFile } from '../src/server/db/backup-files.ts';
import { DumpError } from '../src/server/db/dump.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => a !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- <file> [--force]   (into DATABASE_URL, else DATA_DIR/pglite; the target must be empty unless --force)');
  process.exit(2);
}
loadDotEnv();
const env = parseEnv();

try {
  const result = await restoreFromFile(env, files[0]!, { force });
  console.log(`Restored ${result.rows} rows in ${result.tables} tables into ${result.target}.`);
  if (result.movedAside) console.log(`The previous database was moved to ${result.movedAside}.`);
  console.log('Start the server with the same AUTH_SECRET as the source: sessions and two-factor secrets depend on it.');
} catch (error) {
  console.error(error instanceof DumpError ? `Restore failed: ${error.message}` : error);
  process.exit(1);
}
