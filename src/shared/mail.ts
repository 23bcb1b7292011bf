import type { ServerMessageId } from './i18n/server-message.ts';

// The admin view of the mail outbox (GET /api/admin/mail, the "Mail delivery" card).

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface AdminMailItem {
  id: string;
  /** Masked (`wa*****@e******.com`): enough to recognise, not to harvest. */
  to: string;
  subject: string;
  status: MailStatus;
  /** Attempts started so far, out of `maxAttempts`. */
  attempts: number;
  /** The last delivery error (no credentials), null when none was recorded. */
  lastError: string | null;
  /** When the next attempt is due; null once the mail has failed for good or is being sent. */
  nextAttemptAt: string | null;
  createdAt: string;
}

export interface AdminMailDelivery {
  /** Rows per status (sent mail is kept 7 days, failed 30). */
  counts: Record<MailStatus, number>;
  maxAttempts: number;
  /** Mail that failed for good, or is still retrying after a failed attempt; newest first, at most 50. */
  problems: AdminMailItem[];
}

export const MAIL_MESSAGES = {
  notFound: 'admin.mailNotFound',
  notFailed: 'admin.mailNotFailed',
} as const satisfies Record<string, ServerMessageId>;
