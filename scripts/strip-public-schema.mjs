// drizzle-kit qualifies references with "public."; unqualified SQL lets the same migrations run
// in any schema (tests isolate each run in its own PostgreSQL schema).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

for (const file of readdirSync('drizzle').filter((f) => f.endsWith('.sql'))) {
  const path = `drizzle/${file}`;
  const sql = readFileSync(path, 'utf8');
  const fixed = sql.replaceAll('"public".', '');
  if (fixed !== sql) writeFileSync(path, fixed);
}
