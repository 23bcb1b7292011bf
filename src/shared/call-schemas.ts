import { z } from 'zod';
import { msg } from './i18n/server-message.ts';
import { SALES_DIFFICULTIES, SALES_GOALS, SALES_PRODUCT_MAX, SALES_SCENARIOS } from './reports.ts';
import { CALL_SELLER_CHANNELS } from './calls.ts';

// Request schemas of the real-call routes (issue 31), apart from calls.ts so the browser never
// loads zod for them.

export const callParamsSchema = z.object({ id: z.uuid(msg('common.invalidId')) });

/** POST /api/calls: the file is the body; what the uploader says about it is in the query. */
export const callUploadQuerySchema = z.object({
  /** A stereo recording with one party per channel: which one is the seller (left when not said). */
  sellerChannel: z.enum(CALL_SELLER_CHANNELS).optional(),
  /** The uploader confirms the other party agreed to be recorded and analysed. Required. */
  consent: z.enum(['1', 'true', 'yes'], msg('calls.consentRequired')),
  /** Keep the recording (encrypted) after the analysis, to listen to again; deleted otherwise. */
  keep: z.enum(['0', '1']).optional(),
  /** What was sold; the rubric checks the seller named its value. */
  product: z.string().trim().min(1).max(SALES_PRODUCT_MAX).optional(),
  scenario: z.enum(SALES_SCENARIOS).optional(),
  goal: z.enum(SALES_GOALS).optional(),
  difficulty: z.enum(SALES_DIFFICULTIES).optional(),
  /** The file's name as the person saw it (shown in their list only; its extension is not trusted). */
  fileName: z.string().trim().min(1).max(200).optional(),
});
export type CallUploadQuery = z.infer<typeof callUploadQuerySchema>;
