// Daily AI budgets (cost control on top of credits): what a refusal says, and what admins see.

export const AI_BUDGET_MESSAGES = {
  user: (limit: number) => `You have reached today's limit of ${limit} AI tool runs. It resets at midnight UTC; nothing was spent.`,
  address: 'Too many free AI tool runs from your network today. Please try again tomorrow, or upgrade for more; nothing was spent.',
  global: "The AI tools have reached today's usage limit. Please try again tomorrow; nothing was spent.",
} as const;

/** Machine-readable reasons in the error details of a 429. */
export type AiBudgetReason = 'ai_daily_user_limit' | 'ai_daily_address_limit' | 'ai_daily_global_limit';

/** GET /api/admin/ai-usage: today's (UTC) AI runs against the configured budgets. */
export interface AdminAiUsage {
  /** The UTC day counted, YYYY-MM-DD. */
  day: string;
  global: { used: number; limit: number };
  perUser: { limit: number; top: { userId: string; email: string | null; used: number }[]; atLimit: number };
  perAddress: { limit: number; busiest: number; atLimit: number };
  guestTrialsPerAddress: { limit: number; busiest: number; atLimit: number };
}
