import { z } from 'zod';
import { RATING_COMMENT_MAX } from './limits.ts';
import { TOOL_IDS } from './tools.ts';
import { toolIdSchema } from './tool-id-schema.ts';
import { msg, type ServerMessageId } from './i18n/server-message.ts';

export const RATING_REQUIRED = { title: 'rating.requiredTitle', description: 'rating.required' } as const satisfies Record<string, ServerMessageId>;

export const ratingInputSchema = z.strictObject({
  toolId: toolIdSchema(TOOL_IDS, { error: msg('rating.unknownTool') }),
  rating: z
    .number({ error: RATING_REQUIRED.description })
    .int(RATING_REQUIRED.description)
    .min(1, RATING_REQUIRED.description)
    .max(5, msg('rating.outOfRange')),
  comment: z
    .string()
    .max(RATING_COMMENT_MAX * 2)
    .nullish()
    .transform((v) => (v == null ? null : v.trim() || null))
    .refine((v) => v === null || v.length <= RATING_COMMENT_MAX, msg('rating.commentTooLong', { max: RATING_COMMENT_MAX })),
});
export type RatingInput = z.input<typeof ratingInputSchema>;

/**
 * Fewer ratings than this and a tool card says "Not yet rated" instead of an average: "0.0 (0 ratings)"
 * or one early 2-star vote reads as a verdict on the product. The API decides (ToolRatingSummary.isShown)
 * so the landing page needs no copy of this module (it loads zod).
 */
export const MIN_RATINGS_SHOWN = 3;

/** Average shown on tool cards: one decimal, stars filled up to the rounded value. */
export function roundRating(average: number) {
  return Math.round(average * 10) / 10;
}

/** POST /api/ratings (201): the stored rating. */
export interface RatingCreatedResponse {
  id: string;
}
