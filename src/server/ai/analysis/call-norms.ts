// What a good call looks like in numbers, shared by the scores and the improvements.

/** Gong: top reps talk about 43% of the time; above 65% conversion drops. */
export const TALK_RATIO = { idealMin: 40, idealMax: 60, top: 43, tooHigh: 65, tooLow: 25, farTooHigh: 75, farTooLow: 15 } as const;
export const MONOLOGUE_WORDS_MAX = 100;
