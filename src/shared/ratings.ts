import { z } from 'zod';
import { RATING_COMMENT_MAX } from './limits.ts';
import { TOOL_IDS } from './tools.ts';

export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;
export const RATING_REQUIRED = { title: 'Rating required', description: 'Please select a star rating before submitting' } as const;

export const ratingInputSchema = z.strictObject({
  toolId: z.enum(TOOL_IDS, { error: 'Unknown tool' }),
  rating: z
    .number({ error: RATING_REQUIRED.description })
    .int(RATING_REQUIRED.description)
    .min(1, RATING_REQUIRED.description)
    .max(5, 'Rating must be between 1 and 5'),
  comment: z
    .string()
    .max(RATING_COMMENT_MAX * 2)
    .nullish()
    .transform((v) => (v == null ? null : v.trim() || null))
    .refine((v) => v === null || v.length <= RATING_COMMENT_MAX, `Comment must be at most ${RATING_COMMENT_MAX} characters`),
});
export type RatingInput = z.input<typeof ratingInputSchema>;

/** Average shown on tool cards: one decimal, stars filled up to the rounded value. */
export function roundRating(average: number) {
  return Math.round(average * 10) / 10;
}

/** POST /api/ratings (201): the stored rating. */
export interface RatingCreatedResponse {
  id: string;
}
