// Bulk demo data: users, profiles, organizations, roles, usage logs and ratings, generated inside
// the database with generate_series (one INSERT … SELECT per table per batch), so 100,000
// organizations take seconds rather than minutes. Values are deterministic functions of the row
// number: a run is reproducible, and a benchmark can name search terms it knows will match.
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../src/server/db/client.ts';

export interface SeedOptions {
  orgs: number;
  /** Average usage logs per organization owner (0 for none). */
  logsPerOrg?: number;
  /** Every n-th owner leaves a rating (0 for none). */
  ratingEvery?: number;
  /** Every n-th owner is an admin (0 for none). */
  adminEvery?: number;
  batchSize?: number;
  /** When set, every seeded user can sign in with this password. */
  password?: string;
  /** Distinguishes this run's ids and e-mails; random by default. */
  runId?: string;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedResult {
  runId: string;
  orgs: number;
  logs: number;
  ratings: number;
  admins: number;
  ms: number;
  /** A seeded e-mail (the first row's), e.g. to sign in with when a password was given. */
  sampleEmail: string;
}

const FIRST = [
  'Amara',
  'Kwame',
  'Chidi',
  'Wanjiru',
  'Thabo',
  'Fatima',
  'Kofi',
  'Zainab',
  'Tendai',
  'Nia',
  'Sipho',
  'Aisha',
  'Juma',
  'Lerato',
  'Emeka',
  'Naledi',
  'Priya',
  'Rahul',
  'Ana',
  'Diego',
  'Minh',
  'Siti',
  'Joao',
  'Lucia',
];
const LAST = [
  'Okafor',
  'Mensah',
  'Kamau',
  'Dlamini',
  'Abubakar',
  'Owusu',
  'Mwangi',
  'Nkosi',
  'Banda',
  'Osei',
  'Adeyemi',
  'Moyo',
  'Otieno',
  'Phiri',
  'Sharma',
  'Patel',
  'Silva',
  'Santos',
  'Nguyen',
  'Rahman',
  'Garcia',
  'Lopez',
  'Tembo',
  'Achieng',
];
const ADJECTIVES = [
  'Sunrise',
  'Savanna',
  'Baobab',
  'Lakeside',
  'Golden',
  'Harvest',
  'Unity',
  'Summit',
  'Coastal',
  'Highland',
  'Bright',
  'Evergreen',
  'Pioneer',
  'Delta',
  'Rift',
  'Kilima',
  'Nile',
  'Zenith',
  'Anchor',
  'Horizon',
];
const NOUNS = [
  'Foods',
  'Textiles',
  'Logistics',
  'Pharmacy',
  'Hardware',
  'Bakery',
  'Motors',
  'Agro',
  'Solar',
  'Tailors',
  'Salon',
  'Printing',
  'Fresh Produce',
  'Electronics',
  'Water',
  'Furniture',
  'Poultry',
  'Tours',
  'Builders',
  'Digital',
];
const COUNTRIES = ['KE', 'NG', 'GH', 'ZA', 'UG', 'TZ', 'RW', 'ET', 'EG', 'MA', 'IN', 'BR', 'MX', 'ID', 'PH', 'VN'];
const INDUSTRIES = ['Retail', 'Manufacturing', 'Deps', 'Agriculture', 'Technology', 'Hospitality', 'Construction', 'Healthcare'];
const TOOLS = ['The Pitch Lab', 'AI Sales Coach', 'Commission Calculator'];
const COMMENTS = ['Very helpful, thank you', 'Clear and practical advice', 'Good but a bit long', 'Helped me fix my pitch', 'Would like more examples'];

/** A constant SQL array literal from our own word lists (never from input). */
function words(list: readonly string[]): SQL {
  return sql.raw(`(array[${list.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[])`);
}

/** One row per seeded owner n in [from, to]; every table's INSERT reads the same derived values. */
function ownerRows(runId: string, base: Date, from: number, to: number): SQL {
  return sql`(
    select n,
      ${`seed-${runId}-`} || n as uid,
      ${words(FIRST)}[1 + (n * 7) % ${FIRST.length}] as first_name,
      ${words(LAST)}[1 + ((n * 13) / 5) % ${LAST.length}] as last_name,
      ${words(ADJECTIVES)}[1 + (n * 11) % ${ADJECTIVES.length}] || ' ' || ${words(NOUNS)}[1 + ((n * 17) / 3) % ${NOUNS.length}] || ' ' || n as company,
      ${base.toISOString()}::timestamptz - ((n::bigint * 7919) % 63072000) * interval '1 second' - (n % 997) * interval '1 millisecond' as ts
    from generate_series(${from}::int, ${to}::int) as n
  ) s`;
}

export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const runId = options.runId ?? randomBytes(3).toString('hex');
  const logsPerOrg = options.logsPerOrg ?? 2;
  const ratingEvery = options.ratingEvery ?? 5;
  const adminEvery = options.adminEvery ?? 500;
  const batchSize = options.batchSize ?? 5000;
  const base = new Date();
  const passwordHash = options.password ? await hashPassword(options.password) : null;
  const email = sql`lower(s.first_name || '.' || s.last_name || s.n) || ${`@${runId}.seed.example`}`;

  for (let from = 1; from <= options.orgs; from += batchSize) {
    const to = Math.min(options.orgs, from + batchSize - 1);
    const rows = ownerRows(runId, base, from, to);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
        select s.uid, s.first_name || ' ' || s.last_name, ${email}, true, s.ts, s.ts from ${rows}`);
      if (passwordHash) {
        await tx.execute(sql`insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
          select s.uid || '-credential', s.uid, 'credential', s.uid, ${passwordHash}, s.ts, s.ts from ${rows}`);
      }
      await tx.execute(sql`insert into profiles (id, full_name, email, has_completed_onboarding, created_at)
        select s.uid, s.first_name || ' ' || s.last_name, ${email}, true, s.ts
        from ${rows}`);
      // Each organization holds its wallet (docs/decisions/023).
      await tx.execute(sql`insert into organizations (name, company_name, country, industry, annual_revenue_range, created_by, created_at,
          subscription_tier, credits, credits_expire_at)
        select s.company, case when s.n % 17 = 0 then null else s.company end,
          ${words(COUNTRIES)}[1 + s.n % ${COUNTRIES.length}],
          case when s.n % 6 = 0 then null else ${words(INDUSTRIES)}[1 + s.n % ${INDUSTRIES.length}] end,
          '100k-500k', s.uid, s.ts,
          case when s.n % 10 = 0 then 'premium' when s.n % 10 in (1, 2) then 'basic' else 'free' end,
          (s.n * 3) % 40,
          case when s.n % 10 in (1, 2) then s.ts + interval '30 days' end
        from ${rows}`);
      // Each owner is their organization's one member, as sign-up makes them.
      await tx.execute(sql`insert into organization_members (user_id, organization_id, role, joined_at)
        select o.created_by, o.id, 'owner', o.created_at from organizations o join ${rows} on o.created_by = s.uid`);
      if (adminEvery > 0) {
        await tx.execute(sql`insert into user_roles (user_id, role, created_at) select s.uid, 'admin', s.ts from ${rows} where s.n % ${adminEvery} = 0`);
      }
      if (logsPerOrg > 0) {
        await tx.execute(sql`insert into tool_usage_logs (user_id, tool_name, result, credits_used, status, created_at)
          select s.uid, ${words(TOOLS)}[1 + (s.n + k) % ${TOOLS.length}],
            '# ' || ${words(TOOLS)}[1 + (s.n + k) % ${TOOLS.length}] || ' report' || chr(10) || chr(10)
              || '**Overall score:** ' || (s.n + k) % 10 || '/10' || chr(10) || chr(10)
              || '## What worked' || chr(10) || '- Clear opening that names the customer''s problem' || chr(10)
              || '- A concrete proof point' || chr(10) || chr(10) || '## What to improve' || chr(10)
              || '- End with a specific ask and a next step' || chr(10) || '- Fewer filler words (' || (s.n + k) % 7 || ' counted)',
            1, 'completed', s.ts + k * interval '1 hour'
          from ${rows}, generate_series(1, (s.n % ${2 * logsPerOrg + 1})::int) as k`);
      }
      if (ratingEvery > 0) {
        await tx.execute(sql`insert into tool_ratings (user_id, tool_name, rating, comment, created_at)
          select s.uid, ${words(TOOLS)}[1 + (s.n / ${ratingEvery}) % ${TOOLS.length}], 1 + (s.n / ${ratingEvery}) % 5,
            case when (s.n / ${ratingEvery}) % 4 = 0 then null else ${words(COMMENTS)}[1 + (s.n / ${ratingEvery}) % ${COMMENTS.length}] end,
            s.ts + interval '2 hours'
          from ${rows} where s.n % ${ratingEvery} = 0`);
      }
    });
    options.onProgress?.(to, options.orgs);
  }
  // Fresh statistics, so the planner sees the real table sizes right away.
  for (const table of ['"user"', 'account', 'profiles', 'organizations', 'organization_members', 'user_roles', 'tool_usage_logs', 'tool_ratings']) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  const count = async (query: SQL) => Number(((await db.execute(query)) as unknown as { rows: { c: string | number }[] }).rows[0]!.c);
  const like = `seed-${runId}-%`;
  const [sample] = ((await db.execute(sql`select email from profiles where id = ${`seed-${runId}-1`}`)) as unknown as { rows: { email: string }[] }).rows;
  return {
    runId,
    orgs: options.orgs,
    logs: await count(sql`select count(*) as c from tool_usage_logs where user_id like ${like}`),
    ratings: await count(sql`select count(*) as c from tool_ratings where user_id like ${like}`),
    admins: await count(sql`select count(*) as c from user_roles where user_id like ${like}`),
    ms: Math.round(performance.now() - started),
    sampleEmail: sample?.email ?? '',
  };
}
