import { z } from 'zod';
import type { Tier } from './pricing.ts';
import type { TeamRole } from './team.ts';
import { ADMIN_PAGE_SIZE, ADMIN_PREVIEW_CHARS } from './limits.ts';
import { msg, type ServerMessageId } from './i18n/server-message.ts';

// Admin back office contract: one set of messages, schemas and response shapes for the
// routes (src/server/features/admin, operations in contracts/admin.ts) and the screens
// (src/web/features/admin).

export const ADMIN_TIERS = ['free', 'basic', 'premium'] as const satisfies readonly Tier[];

/** Largest single credit adjustment, either way. */
export const MAX_CREDIT_ADJUSTMENT = 1_000_000;
/** Balances are capped so repeated adjustments can never overflow the integer column. */
export const MAX_CREDIT_BALANCE = 1_000_000_000;
/** Days of validity a basic tier gets when an admin sets it and no expiry exists yet. */
export const BASIC_TIER_DAYS = 30;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_SEARCH_MAX = 100;

export const ADMIN_MESSAGES = {
  invalidAmountTitle: 'admin.invalidAmountTitle',
  invalidAmount: 'admin.invalidAmount',
  organizationNotFound: 'admin.organizationNotFound',
  userNotFound: 'admin.userNotFound',
  usageNotFound: 'admin.usageNotFound',
  cannotDeleteAdminTitle: 'admin.cannotDeleteAdminTitle',
  cannotDeleteAdmin: 'admin.cannotDeleteAdmin',
  cannotRemoveOwnAdmin: 'admin.cannotRemoveOwnAdmin',
  creditsAdded: 'admin.creditsAdded',
  creditsRemoved: 'admin.creditsRemoved',
  creditsFailed: 'admin.creditsFailed',
  tierUpdated: 'admin.tierUpdated',
  tierFailed: 'admin.tierFailed',
  loadOrganizationFailed: 'admin.loadOrganizationFailed',
  loadUsersFailed: 'admin.loadUsersFailed',
  noReport: 'admin.noReport',
} as const satisfies Record<string, ServerMessageId>;

/** A whole number, positive or negative, not zero, at most MAX_CREDIT_ADJUSTMENT either way. */
export const creditAmountSchema = z
  .int({ error: ADMIN_MESSAGES.invalidAmount })
  .min(-MAX_CREDIT_ADJUSTMENT, ADMIN_MESSAGES.invalidAmount)
  .max(MAX_CREDIT_ADJUSTMENT, ADMIN_MESSAGES.invalidAmount)
  .refine((v) => v !== 0, ADMIN_MESSAGES.invalidAmount);

// organizationId: the wallet the organization page shows (a person's dormant personal wallet is not
// the one they spend in a team); without it, the wallet the person spends.
const walletChoice = z.uuid().optional().describe('The organization whose wallet to change; default: the one the user spends');

export const creditAdjustmentSchema = z.strictObject({ amount: creditAmountSchema, organizationId: walletChoice });

/** Reads what a person typed in the credit field ('+5', '-3', ' 10 '): the number, or null when invalid. */
export function parseCreditAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?\d{1,7}$/.test(trimmed)) return null;
  const result = creditAmountSchema.safeParse(Number(trimmed));
  return result.success ? result.data : null;
}

export const tierChangeSchema = z.strictObject({ tier: z.enum(ADMIN_TIERS, { error: msg('admin.tierChoice') }), organizationId: walletChoice });

export const roleGrantSchema = z.strictObject({ role: z.literal('admin', { error: msg('admin.unknownRole') }) });

export const adminListQuerySchema = z.object({
  search: z.string().trim().max(ADMIN_SEARCH_MAX).optional().describe('Case-insensitive prefix of a name or e-mail'),
  cursor: z.string().max(200).optional().describe('nextCursor from the previous page'),
  limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});

export interface Page<T> {
  items: T[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface AdminOwner {
  id: string;
  fullName: string;
  email: string;
  subscriptionTier: Tier;
  credits: number;
  /** -1 = unlimited (premium); 0 when basic credits have expired. */
  availableCredits: number;
}

export interface AdminOrganizationListItem {
  id: string;
  name: string;
  companyName: string | null;
  createdAt: string;
  owner: AdminOwner;
  ownerIsAdmin: boolean;
}

export interface AdminOrganizationDetail {
  id: string;
  name: string;
  companyName: string | null;
  industry: string | null;
  country: string | null;
  website: string | null;
  createdAt: string;
  owner: AdminOwner & { subscriptionStatus: string | null; creditsExpireAt: string | null };
  ownerIsAdmin: boolean;
  /** Everyone in the organization, the owner first; they all spend the owner's credits and plan. */
  members: { userId: string; fullName: string; email: string; role: TeamRole; joinedAt: string }[];
}

export interface AdminUserListItem {
  id: string;
  fullName: string;
  email: string;
  subscriptionTier: Tier;
  credits: number;
  availableCredits: number;
  createdAt: string;
  isAdmin: boolean;
  /** The organization whose wallet the person spends; `role` other than owner means a team's shared wallet. */
  organization: { id: string; name: string; role: TeamRole } | null;
}

export interface AdminUsageItem {
  id: string;
  toolName: string;
  createdAt: string;
  creditsUsed: number;
  status: 'pending' | 'completed' | 'failed';
  /** First ADMIN_PREVIEW_CHARS characters of the report, markdown removed. */
  preview: string;
  hasReport: boolean;
}

export interface AdminUsageDetail {
  id: string;
  userId: string;
  toolName: string;
  createdAt: string;
  creditsUsed: number;
  result: string | null;
}

export interface CreditAdjustmentResult {
  userId: string;
  credits: number;
  previousCredits: number;
  amount: number;
  direction: 'added' | 'removed';
}

export interface TierChangeResult {
  userId: string;
  subscriptionTier: Tier;
  previousTier: Tier;
  creditsExpireAt: string | null;
  changed: boolean;
}

export interface AdminUserDeleted {
  id: string;
  email: string;
}

export interface SessionsEnded {
  userId: string;
  ended: number;
}

export interface RoleChangeResult {
  userId: string;
  isAdmin: boolean;
  /** False when the user already had (grant) or lacked (revoke) the role. */
  changed: boolean;
}

export interface MailRetryResult {
  id: string;
  status: 'pending';
}

export interface AdminFeedbackItem {
  id: string;
  toolName: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  /** Who rated: null for a guest or a deleted account. */
  author: { id: string; name: string; email: string } | null;
  /** The author's organization now (their own or the team they joined). */
  organization: { id: string; name: string } | null;
}

export interface AdminFeedbackSummary {
  toolName: string;
  /** Rounded to one decimal. */
  average: number;
  count: number;
}

export interface AdminFeedbackResponse extends Page<AdminFeedbackItem> {
  /** Every tool that has ratings, with its average and count (independent of the filter). */
  tools: AdminFeedbackSummary[];
}

export interface AdminAuditEntry {
  id: number;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** Rough markdown-to-text for previews: drops headings, emphasis, links, code fences, tables and list marks. */
export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, '')
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__|\*|~~|`)/g, '')
    .replace(/(^|[^\w])_([^_\n]+)_(?![\w])/g, '$1$2')
    .replace(/^\s*(?:-{3,}|\*{3,})\s*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function previewOf(markdown: string | null, chars = ADMIN_PREVIEW_CHARS): string {
  if (!markdown) return '';
  const text = stripMarkdown(markdown);
  return text.length > chars ? `${text.slice(0, chars).trimEnd()}…` : text;
}
