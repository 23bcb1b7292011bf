// drizzle/0011_organization_wallet.sql on a database made by the previous schema (migrations up to
// 0010): every credit moves from a profile to exactly one organization (docs/decisions/023). Runs on
// PGlite, or in a fresh schema of the PostgreSQL at DATABASE_URL (npm run test:pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { MIGRATIONS, migrationsUpTo, openMigrationDb, type MigrationDb } from '../helpers/migration-db.ts';

const LAST_OLD_MIGRATION = 10;

interface OldWallet {
  credits: number;
  tier?: 'free' | 'basic' | 'premium';
  subscriptionId?: string;
  status?: string;
  customerId?: string;
}

let db: MigrationDb;
let oldFolder: string;
const people: Record<string, string> = {};
const orgs: Record<string, string> = {};

/** A person as the previous schema stored them: the wallet on their profile. */
async function person(key: string, wallet: OldWallet) {
  const id = randomUUID();
  people[key] = id;
  await db.query(`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ($1, $2, $3, true, now(), now())`, [
    id,
    key,
    `${key}-${id.slice(0, 6)}@example.com`,
  ]);
  await db.query(
    `insert into profiles (id, full_name, email, credits, subscription_tier, stripe_subscription_id, subscription_status, stripe_customer_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, key, `${key}@example.com`, wallet.credits, wallet.tier ?? 'free', wallet.subscriptionId ?? null, wallet.status ?? null, wallet.customerId ?? null],
  );
  return id;
}

/** An organization, created by `creator`, with its members (the first is its owner). */
async function organization(key: string, creator: string, members: [string, 'owner' | 'manager' | 'member'][]) {
  const [row] = await db.query<{ id: string }>(`insert into organizations (name, country, currency, created_by) values ($1, 'KE', 'KES', $2) returning id`, [
    key,
    people[creator],
  ]);
  orgs[key] = row!.id;
  for (const [who, role] of members) {
    await db.query(`insert into organization_members (user_id, organization_id, role) values ($1, $2, $3)`, [people[who], row!.id, role]);
  }
}

const walletOfOrg = async (key: string) =>
  (
    await db.query<{ credits: number; subscription_tier: string; stripe_subscription_id: string | null }>(`select * from organizations where id = $1`, [
      orgs[key],
    ])
  )[0]!;
/** The organization with no members that holds `key`'s own wallet while they are in someone's team. */
const dormantWalletOf = async (key: string) =>
  db.query<{ id: string; credits: number; subscription_tier: string; name: string; currency: string }>(
    `select * from organizations o where o.created_by = $1 and not exists (select 1 from organization_members m where m.organization_id = o.id)`,
    [people[key]],
  );

let creditsBefore = 0;

beforeAll(async () => {
  db = await openMigrationDb();
  oldFolder = migrationsUpTo(LAST_OLD_MIGRATION);
  await db.migrate(oldFolder);

  // Solo users: one on free credits, one on Premium (paid through Stripe by themself).
  await person('solo', { credits: 7 });
  await organization('solo', 'solo', [['solo', 'owner']]);
  await person('premium', { credits: 0, tier: 'premium', subscriptionId: 'sub_premium', status: 'active', customerId: 'cus_premium' });
  await organization('premium', 'premium', [['premium', 'owner']]);

  // A team: its wallet was its owner's profile; a manager and a member who joined with credits of
  // their own (their organization of one was closed when they joined), and an invited member with none.
  await person('owner', { credits: 30, tier: 'basic' });
  await person('manager', { credits: 20 });
  await person('member', { credits: 3 });
  await person('invited', { credits: 0 });
  await organization('team', 'owner', [
    ['owner', 'owner'],
    ['manager', 'manager'],
    ['member', 'member'],
    ['invited', 'member'],
  ]);

  // A team handed over under the old model: the profiles swapped wallets and created_by moved to the heir.
  await person('heir', { credits: 40, customerId: 'cus_old_owner' });
  await person('oldOwner', { credits: 5 });
  await organization('handed', 'heir', [
    ['heir', 'owner'],
    ['oldOwner', 'manager'],
  ]);

  // A member's run still pending (charged to the team's owner) and a solo run from before teams.
  await db.query(`insert into tool_usage_logs (user_id, tool_name, credits_used, status, charged_to) values ($1, 'The Pitch Lab', 1, 'pending', $2)`, [
    people.member,
    people.owner,
  ]);
  await db.query(`insert into tool_usage_logs (user_id, tool_name, credits_used, status) values ($1, 'The Pitch Lab', 1, 'pending')`, [people.solo]);
  await db.query(`insert into tool_usage_logs (user_id, tool_name, credits_used, status, charged_to) values ($1, 'The Pitch Lab', 1, 'pending', $1)`, [
    people.manager,
  ]);
  // A credit pack a manager started buying for the team.
  await db.query(`insert into payments (user_id, provider, plan, amount_cents, checkout_session_id) values ($1, 'local', 'credits_20', 500, 'cs_local_m')`, [
    people.manager,
  ]);

  creditsBefore = Number((await db.query<{ total: string }>(`select sum(credits)::text as total from profiles`))[0]!.total);
  await db.migrate(MIGRATIONS);
});

afterAll(async () => {
  await db?.close();
  if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
});

describe('0011: the organization owns its wallet', () => {
  it('loses no credit and invents none', async () => {
    const [after] = await db.query<{ total: string }>(`select sum(credits)::text as total from organizations`);
    expect(creditsBefore).toBe(7 + 0 + 30 + 20 + 3 + 0 + 40 + 5);
    expect(Number(after!.total)).toBe(creditsBefore);
  });

  it('gives each organization its owner’s former wallet, Premium and subscription included', async () => {
    expect(await walletOfOrg('solo')).toMatchObject({ credits: 7, subscription_tier: 'free' });
    expect(await walletOfOrg('premium')).toMatchObject({
      credits: 0,
      subscription_tier: 'premium',
      stripe_subscription_id: 'sub_premium',
      subscription_status: 'active',
    });
    expect(await walletOfOrg('team')).toMatchObject({ credits: 30, subscription_tier: 'basic', stripe_subscription_id: null });
    expect(await walletOfOrg('handed')).toMatchObject({ credits: 40 });
  });

  it('keeps the personal credits of people in someone else’s team in a dormant organization of their own', async () => {
    for (const [key, credits] of [
      ['manager', 20],
      ['member', 3],
      ['invited', 0],
      ['oldOwner', 5],
    ] as const) {
      const dormant = await dormantWalletOf(key);
      expect(dormant, key).toHaveLength(1);
      expect(dormant[0], key).toMatchObject({ credits, subscription_tier: 'free', name: key, currency: 'KES' });
    }
    // Owners have no second wallet; memberships did not move.
    for (const key of ['solo', 'premium', 'owner', 'heir']) expect(await dormantWalletOf(key), key).toHaveLength(0);
    const members = await db.query<{ user_id: string; organization_id: string; role: string }>(`select * from organization_members where user_id = $1`, [
      people.manager,
    ]);
    expect(members).toEqual([expect.objectContaining({ organization_id: orgs.team, role: 'manager' })]);
  });

  it('moves the wallet off the profile, but keeps each person’s Stripe customer on it', async () => {
    const columns = (
      await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_name = 'profiles' and table_schema = current_schema()`,
      )
    ).map((c) => c.column_name);
    expect(columns).toContain('stripe_customer_id');
    for (const gone of ['credits', 'subscription_tier', 'credits_expire_at', 'stripe_subscription_id', 'subscription_status'])
      expect(columns).not.toContain(gone);
    const [premium] = await db.query<{ stripe_customer_id: string }>(`select stripe_customer_id from profiles where id = $1`, [people.premium]);
    expect(premium!.stripe_customer_id).toBe('cus_premium');
    const [heir] = await db.query<{ stripe_customer_id: string }>(`select stripe_customer_id from profiles where id = $1`, [people.heir]);
    expect(heir!.stripe_customer_id).toBe('cus_old_owner');
    await expect(db.query(`update organizations set credits = -1 where id = $1`, [orgs.solo])).rejects.toThrow(/organizations_credits_non_negative/);
  });

  it('sends pending refunds and unfinished purchases to the organization that holds the wallet which paid', async () => {
    const logs = await db.query<{ user_id: string; charged_organization_id: string }>(`select user_id, charged_organization_id from tool_usage_logs`);
    const chargedFor = (userId: string) => logs.find((l) => l.user_id === userId)!.charged_organization_id;
    expect(chargedFor(people.member!)).toBe(orgs.team);
    expect(chargedFor(people.solo!)).toBe(orgs.solo);
    // Charged to the manager's own wallet (before they joined): refunded to their dormant one.
    expect(chargedFor(people.manager!)).toBe((await dormantWalletOf('manager'))[0]!.id);
    const [payment] = await db.query<{ organization_id: string }>(`select organization_id from payments where checkout_session_id = 'cs_local_m'`);
    expect(payment!.organization_id).toBe(orgs.team);
  });

  it('keeps one owner per organization (a unique index)', async () => {
    await expect(db.query(`update organization_members set role = 'owner' where user_id = $1`, [people.manager])).rejects.toThrow(
      /organization_members_one_owner/,
    );
  });
});
