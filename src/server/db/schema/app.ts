import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { ASSIGNABLE_ROLES, TEAM_ROLES } from '../../../shared/team.ts';
import { PRACTICE_TOOLS } from '../../../shared/assignments.ts';

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    // The person's Stripe customer (their cards and invoices): it never changes hands. What it pays
    // for (credits, the plan) is an organization's wallet (docs/decisions/023).
    stripeCustomerId: text('stripe_customer_id'),
    hasCompletedOnboarding: boolean('has_completed_onboarding').notNull().default(false),
    // One of src/shared/i18n/locales.ts: the app's language for this user, and their mails' and reports'.
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Admin user list: newest first with a (created_at, id) keyset cursor.
    index('profiles_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('profiles_email_idx').on(t.email),
    // Admin search: case-insensitive prefix match (LIKE 'abc%') needs pattern ops under any collation.
    index('profiles_email_lower_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('profiles_full_name_lower_idx').on(sql`lower(${t.fullName}) text_pattern_ops`),
    index('profiles_stripe_customer_idx').on(t.stripeCustomerId),
  ],
);

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    country: text('country'),
    companyName: text('company_name'),
    industry: text('industry'),
    annualRevenueRange: text('annual_revenue_range'),
    referralSource: text('referral_source'),
    website: text('website'),
    phone: text('phone'),
    // ISO 4217; set from the country at sign-up (src/shared/currencies.ts). Organizations older than
    // this column counted in dollars, so they keep USD.
    currency: text('currency').notNull().default('USD'),
    // Who created it, and whose personal organization it is when it has no members (a person's own
    // wallet, dormant while they are in someone else's team). Not the current owner: that is the
    // member with role 'owner'.
    createdBy: text('created_by')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    // The wallet everyone in the organization spends (docs/decisions/023): balance, plan and the
    // Stripe subscription that grants it (the paying customer stays on the payer's profile).
    subscriptionTier: text('subscription_tier', { enum: ['free', 'basic', 'premium'] })
      .notNull()
      .default('free'),
    credits: integer('credits').notNull().default(2),
    creditsExpireAt: timestamp('credits_expire_at', { withTimezone: true }),
    stripeProductId: text('stripe_product_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionStatus: text('subscription_status'),
    subscriptionRenewsAt: timestamp('subscription_renews_at', { withTimezone: true }),
    // An open handover: the owner proposed the team to this member; nothing changes until they accept.
    handoverProposedTo: text('handover_proposed_to').references(() => user.id, { onDelete: 'set null' }),
    handoverProposedAt: timestamp('handover_proposed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('organizations_credits_non_negative', sql`${t.credits} >= 0`),
    index('organizations_created_by_idx').on(t.createdBy),
    index('organizations_stripe_subscription_idx').on(t.stripeSubscriptionId),
    index('organizations_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('organizations_company_name_lower_idx').on(sql`lower(${t.companyName}) text_pattern_ops`),
    index('organizations_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);

export const newsletterSignups = pgTable('newsletter_signups', {
  email: text('email').primaryKey(),
  completedSignup: boolean('completed_signup').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const toolUsageLogs = pgTable(
  'tool_usage_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    toolName: text('tool_name').notNull(),
    result: text('result'),
    // Structured report (scores, findings) so progress can be charted without parsing markdown.
    data: jsonb('data'),
    creditsUsed: integer('credits_used').notNull().default(1),
    // Whose balance paid: the organization's wallet the run was charged to. Refunds go back to it
    // even if the member has moved on since.
    chargedOrganizationId: uuid('charged_organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    // The team assignment this run was started from (its completion and score come from here).
    assignmentId: uuid('assignment_id'),
    // The report's overall score (Pitch Lab, Sales Coach), kept by PostgreSQL beside the report: team
    // progress reads scores of thousands of runs, and taking them out of the compressed jsonb each
    // time cost seconds (docs/benchmarks.md). Null for unscored tools and unclear recordings.
    score: integer('score').generatedAlwaysAs(
      sql`case when (data -> 'report' -> 'metrics' -> 'limited') is null and (data -> 'report' ->> 'overallScore') ~ '^[0-9]{1,3}$' then (data -> 'report' ->> 'overallScore')::int end`,
    ),
    // The Sales Coach scenario a run practised (issue 31): the real call it practised, or its five setup
    // answers (product's case and spacing aside); kept beside the report like `score`, so first, best and
    // latest per scenario come from an index, not from every run's report. Null for runs without a setup.
    scenarioKey: text('scenario_key').generatedAlwaysAs(
      sql`case when (data -> 'setup') is not null then coalesce('call:' || (data ->> 'fromCallId'), 'setup:' || md5(lower(btrim(coalesce(data -> 'setup' ->> 'product', ''))) || '|' || coalesce(data -> 'setup' ->> 'scenario', '') || '|' || coalesce(data -> 'setup' ->> 'objection', '') || '|' || coalesce(data -> 'setup' ->> 'goal', '') || '|' || coalesce(data -> 'setup' ->> 'difficulty', ''))) end`,
    ),
    status: text('status', { enum: ['pending', 'completed', 'failed'] })
      .notNull()
      .default('completed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tool_usage_logs_user_created_idx').on(t.userId, t.createdAt.desc()),
    // Progress per scenario: runs, first, best and latest score from the index alone.
    index('tool_usage_logs_scenario_idx')
      .on(t.userId, t.scenarioKey, t.createdAt, t.score)
      .where(sql`${t.status} = 'completed' and ${t.scenarioKey} is not null`),
    // Team progress per member and tool: counts, first, best and latest scores from the index alone.
    index('tool_usage_logs_progress_idx')
      .on(t.userId, t.toolName, t.createdAt, t.score)
      .where(sql`${t.status} = 'completed'`),
    index('tool_usage_logs_assignment_idx')
      .on(t.assignmentId, t.userId)
      .where(sql`${t.assignmentId} is not null`),
    // The stuck-run sweep reads only pending rows: a small partial index instead of a table scan.
    index('tool_usage_logs_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const toolRatings = pgTable(
  'tool_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    toolName: text('tool_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tool_ratings_rating_range', sql`${t.rating} between 1 and 5`),
    // Serves per-tool averages and the admin feedback list filtered by tool, newest first.
    index('tool_ratings_tool_idx').on(t.toolName, t.createdAt.desc()),
    index('tool_ratings_created_at_idx').on(t.createdAt.desc()),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    // The wallet this purchase is for, fixed by the server when the checkout starts.
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['stripe', 'flutterwave', 'local'] }).notNull(),
    // How the buyer paid: card (Stripe), pix (Stripe, BRL) or mobile_money (Flutterwave).
    method: text('method', { enum: ['card', 'pix', 'mobile_money'] })
      .notNull()
      .default('card'),
    plan: text('plan', { enum: ['credits_20', 'premium'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    paymentIntentId: text('payment_intent_id'),
    subscriptionId: text('subscription_id'),
    creditsGranted: integer('credits_granted').notNull().default(0),
    status: text('status', { enum: ['pending', 'paid', 'cancelled', 'refunded'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt.desc()),
    index('payments_payment_intent_idx').on(t.paymentIntentId),
    index('payments_subscription_idx').on(t.subscriptionId),
  ],
);

// One row per processed webhook event: the unique id makes each event take effect once.
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt.desc()), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

// Fixed-window counters shared by every app instance (the database is the one shared store).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

export const guestRuns = pgTable(
  'guest_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceId: text('device_id').notNull(),
    ipHash: text('ip_hash').notNull(),
    toolName: text('tool_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guest_runs_device_idx').on(t.deviceId), index('guest_runs_ip_created_idx').on(t.ipHash, t.createdAt)],
);

// AI Sales Coach practice calls. The server owns the 5-minute limit (ends_at), the turn-based
// transcript and the realtime call id it hangs up, since a browser timer alone can be bypassed.
export const salesSessions = pgTable(
  'sales_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    // No foreign key: a failed guest run deletes its guest_runs row to give the trial back.
    guestRunId: uuid('guest_run_id'),
    usageLogId: uuid('usage_log_id').references(() => toolUsageLogs.id, { onDelete: 'set null' }),
    creditsCharged: integer('credits_charged').notNull().default(0),
    setup: jsonb('setup').$type<import('../../../shared/reports.ts').SalesSetup>().notNull(),
    mode: text('mode', { enum: ['realtime', 'turns'] }).notNull(),
    transcript: jsonb('transcript')
      .$type<import('../../../shared/reports.ts').TranscriptTurn[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['active', 'analyzing', 'completed', 'failed', 'cancelled', 'abandoned'] })
      .notNull()
      .default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    realtimeCallId: text('realtime_call_id'),
    realtimeCallsUrl: text('realtime_calls_url'),
    hungUpAt: timestamp('hung_up_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The real call this one practises (its prospect raises that call's objections); a deleted call leaves the practice. */
    fromCallId: uuid('from_call_id').references((): AnyPgColumn => realCalls.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One live call per user at a time (a new call supersedes the old one first).
    uniqueIndex('sales_sessions_one_active_per_user')
      .on(t.userId)
      .where(sql`status = 'active'`),
    // The hang-up sweep: realtime calls past their end that nobody has hung up yet.
    index('sales_sessions_hangup_due_idx')
      .on(t.endsAt)
      .where(sql`realtime_call_id is not null and hung_up_at is null`),
    index('sales_sessions_user_idx').on(t.userId, t.startedAt.desc()),
    // Deleting a real call clears the practices of it (on delete set null) without a table scan.
    index('sales_sessions_from_call_idx')
      .on(t.fromCallId)
      .where(sql`from_call_id is not null`),
  ],
);

/** Raw bytes (PostgreSQL bytea): a recording, encrypted before it is stored. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

// Real calls a seller uploaded (issue 31, decision 030). The recording is stored only encrypted:
// while it is analysed (so a restart resumes it) and afterwards only if the seller keeps it, until
// audio_expires_at. organization_id is the team the call was made in: its managers may read the report.
export const realCalls = pgTable(
  'real_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    usageLogId: uuid('usage_log_id').references(() => toolUsageLogs.id, { onDelete: 'set null' }),
    creditsCharged: integer('credits_charged').notNull().default(0),
    /** SHA-256 of the file: the same file uploaded again is the same call. */
    fileHash: text('file_hash').notNull(),
    fileName: text('file_name'),
    container: text('container').notNull(),
    sellerChannel: text('seller_channel', { enum: ['left', 'right'] }).notNull(),
    setup: jsonb('setup').$type<import('../../../shared/calls.ts').CallSetup>().notNull(),
    /** The reader's language when uploaded: the report is written in it. */
    locale: text('locale').notNull(),
    status: text('status', { enum: ['processing', 'done', 'failed'] })
      .notNull()
      .default('processing'),
    report: jsonb('report').$type<import('../../../shared/calls.ts').CallReport>(),
    errorCode: text('error_code'),
    errorId: text('error_id'),
    refunded: boolean('refunded').notNull().default(false),
    keepAudio: boolean('keep_audio').notNull().default(false),
    audio: bytes('audio'),
    audioExpiresAt: timestamp('audio_expires_at', { withTimezone: true }),
    /** The node analysing it holds it until then (renewed as it works); past it, any node may resume it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Analyses started: a recording that brings the process down every time is failed, not retried forever. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // Idempotent per file: one live call per person and file (a failed one may be tried again).
    uniqueIndex('real_calls_user_file_idx')
      .on(t.userId, t.fileHash)
      .where(sql`status <> 'failed'`),
    index('real_calls_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('real_calls_organization_idx').on(t.organizationId),
    // Resumed when their lease runs out (a restart, a node gone).
    index('real_calls_processing_idx')
      .on(t.leaseUntil)
      .where(sql`status = 'processing'`),
    // The expiry sweep of kept recordings.
    index('real_calls_audio_expiry_idx')
      .on(t.audioExpiresAt)
      .where(sql`audio is not null`),
  ],
);

// Durable outbox: every mail is a row first, then a worker on any node sends it (claiming rows with
// FOR UPDATE SKIP LOCKED, so one node sends each mail), retrying with backoff while SMTP is down.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    // Emptied once sent: the outbox is not an archive of reset links.
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    // Attempts started; the claim increments it, and it fences a worker whose lease ran out.
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_valid', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    // The worker's claim (due pending rows, expired sending leases) and the admin's counts.
    index('mail_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
  ],
);

// Who acts in which organization, and as what. Every user has exactly one row (the primary key):
// their own organization as its owner, or a team they joined. The organization holds the wallet
// everyone in it spends; its owner is the one row with role 'owner' (unique index below).
export const organizationMembers = pgTable(
  'organization_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The team page and the wallet fan-out read members by organization.
    index('organization_members_org_idx').on(t.organizationId, t.role),
    uniqueIndex('organization_members_one_owner')
      .on(t.organizationId)
      .where(sql`role = 'owner'`),
  ],
);

// An e-mailed invitation to join an organization. Only the SHA-256 of the link's token is kept,
// so the table cannot be replayed into working links.
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ASSIGNABLE_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    // One open invitation per address and team (resending renews it).
    uniqueIndex('team_invitations_open_idx')
      .on(t.organizationId, t.email)
      .where(sql`accepted_at is null and revoked_at is null`),
    index('team_invitations_org_idx').on(t.organizationId, t.createdAt.desc()),
  ],
);

// Practice a manager assigns: a Sales Coach scenario (its setup) or a Pitch Lab exercise (a brief),
// to the whole team (members who join later too) or to named people, with an optional due date.
export const practiceAssignments = pgTable(
  'practice_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Tool ids (slugs) since 0012_tool_slugs; tool-1/tool-2 before.
    tool: text('tool', { enum: PRACTICE_TOOLS }).notNull(),
    setup: jsonb('setup').$type<import('../../../shared/reports.ts').SalesSetup>(),
    brief: text('brief'),
    wholeTeam: boolean('whole_team').notNull().default(false),
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('practice_assignments_org_idx').on(t.organizationId, t.createdAt.desc())],
);

export const practiceAssignees = pgTable(
  'practice_assignees',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => practiceAssignments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] }), index('practice_assignees_user_idx').on(t.userId)],
);

// One answer per idempotency key and caller (decision 027): a recording kept on the device is sent
// again with the same key until an answer arrives, and must never be charged twice. `owner` is
// `user:<id>`, or `guest` (a guest has no id before its first run; the key is random and unguessable).
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    owner: text('owner').notNull(),
    key: uuid('key').notNull(),
    // Null while the first request is still running; its answer (JSON) once it succeeded.
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotent_requests_owner_key_idx').on(t.owner, t.key), index('idempotent_requests_created_idx').on(t.createdAt)],
);
