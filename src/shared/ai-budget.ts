import type { ServerMessageId } from './i18n/server-message.ts';

// Daily AI budgets (cost control on top of credits): what a refusal says, and what admins see.

export const AI_BUDGET_MESSAGES = {
  /** Values: `{ limit }`. */
  user: 'aiBudget.user',
  address: 'aiBudget.address',
  global: 'aiBudget.global',
} as const satisfies Record<string, ServerMessageId>;

/** GET /api/admin/ai-usage: today's (UTC) AI runs against the configured budgets. */
export interface AdminAiUsage {
  /** The UTC day counted, YYYY-MM-DD. */
  day: string;
  global: { used: number; limit: number };
  perUser: { limit: number; top: { userId: string; email: string | null; used: number }[]; atLimit: number };
  perAddress: { limit: number; busiest: number; atLimit: number };
  guestTrialsPerAddress: { limit: number; busiest: number; atLimit: number };
}
