import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../src/server/db/client.ts';
import { organizations } from '../../src/server/db/schema/index.ts';
import { organizationOf } from '../../src/server/features/team/wallet.ts';

// The wallet a person spends is their organization's (docs/decisions/023): tests read and set it here.

export async function walletOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationOf(userId)));
  if (!row) throw new Error(`no wallet for ${userId}`);
  return row;
}

type WalletValues = { [K in keyof typeof organizations.$inferInsert]?: (typeof organizations.$inferInsert)[K] | SQL };

export function setWallet(db: DbOrTx, userId: string, values: WalletValues) {
  return db
    .update(organizations)
    .set(values)
    .where(eq(organizations.id, organizationOf(userId)));
}
