// `npm run admin -- grant <email> | revoke <email> | list | credits <email> <amount> | reset-2fa <email>`
import { loadDotEnv, parseEnv } from '../src/server/env.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { runAdminCommand, type AdminCommand } from '../src/server/features/admin-cli/admin-commands.ts';
import { readLiveCliBridge } from '../src/server/features/admin-cli/cli-bridge.ts';

const usage = 'Usage: npm run admin -- grant <email> | revoke <email> | list | credits <email> <amount> | reset-2fa <email>';
const [command, email, amountArg] = process.argv.slice(2);

function parseCommand(): AdminCommand | null {
  if (command === 'list') return { command };
  if ((command === 'grant' || command === 'revoke' || command === 'reset-2fa') && email) return { command, email };
  if (command === 'credits' && email && amountArg && /^-?\d+$/.test(amountArg)) return { command, email, amount: Number(amountArg) };
  return null;
}

const input = parseCommand();
if (!input) {
  console.error(usage);
  process.exit(2);
}

loadDotEnv();
const env = parseEnv();

async function viaRunningServer() {
  // The embedded database belongs to the running server; ask it to run the command.
  const bridge = env.DATABASE_URL ? null : readLiveCliBridge(env.DATA_DIR);
  if (!bridge) return null;
  const { port, token } = bridge;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/internal/cli`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cli-token': token },
      body: JSON.stringify(input),
    });
    if (!response.ok) throw new Error(`server answered ${response.status}`);
    return (await response.json()) as { lines: string[]; exitCode: number };
  } catch (error) {
    console.error(`A server seems to be running on this data directory but did not answer (${(error as Error).message}). Stop it or try again.`);
    process.exit(1);
  }
}

const result =
  (await viaRunningServer()) ??
  (await (async () => {
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      return await runAdminCommand(database.db, input);
    } finally {
      await database.close();
    }
  })());
for (const line of result.lines) (result.exitCode ? console.error : console.log)(line);
process.exitCode = result.exitCode;
