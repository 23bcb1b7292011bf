// `npm run seed -- --orgs 100000 [--logs 2] [--ratings-every 5] [--admins-every 500] [--password <pw>]`
// Bulk demo data in the configured database (DATABASE_URL, or the embedded PGlite in DATA_DIR).
import { parseArgs } from 'node:util';
import { parseEnv } from '../src/server/env.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDemoData } from './seed-data.ts';

const usage = 'Usage: npm run seed -- --orgs <n> [--logs <avg per org>] [--ratings-every <n>] [--admins-every <n>] [--batch <n>] [--password <pw>]';

function count(value: string | undefined, name: string, fallback: number, min = 0) {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be a whole number ≥ ${min}.\n${usage}`);
    process.exit(2);
  }
  return n;
}

const { values } = parseArgs({
  options: {
    orgs: { type: 'string' },
    logs: { type: 'string' },
    'ratings-every': { type: 'string' },
    'admins-every': { type: 'string' },
    batch: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const env = parseEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const orgs = count(values.orgs, 'orgs', 1000, 1);
  console.log(`Seeding ${orgs.toLocaleString('en-US')} organizations into ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${env.DATA_DIR})`}…`);
  let lastReport = 0;
  const result = await seedDemoData(database.db, {
    orgs,
    logsPerOrg: count(values.logs, 'logs', 2),
    ratingEvery: count(values['ratings-every'], 'ratings-every', 5),
    adminEvery: count(values['admins-every'], 'admins-every', 500),
    batchSize: count(values.batch, 'batch', 5000, 1),
    password: values.password,
    onProgress(done, total) {
      if (done === total || Date.now() - lastReport > 2000) {
        lastReport = Date.now();
        console.log(`  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
      }
    },
  });
  console.log(
    `Done in ${(result.ms / 1000).toFixed(1)} s: ${result.orgs.toLocaleString('en-US')} users, profiles and organizations, ` +
      `${result.logs.toLocaleString('en-US')} usage logs, ${result.ratings.toLocaleString('en-US')} ratings, ${result.admins} admins (run ${result.runId}).`,
  );
  if (values.password) console.log(`Every seeded user can sign in with the given password, e.g. ${result.sampleEmail}`);
} finally {
  await database.close();
}
