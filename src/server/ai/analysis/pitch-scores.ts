// Scoring a pitch from its findings: four scores out of 10 and the weighted overall, each
// penalty named in the summary or an improvement.

import { type PitchReport } from '../../../shared/reports.ts';
import { score10 } from './text.ts';
import { FILLER_RATE, HEAVY_FILLER_RATE, isRunOn, type Findings, MIN_PITCH_WORDS, paceReading, RAMBLING_SENTENCE_WORDS } from './pitch-measure.ts';
import { paceOvershoot } from './pitch-pace.ts';

// ---------------------------------------------------------------------------------------------
// Scoring (each penalty is named in the summary or an improvement)

export function hedgesPer100(f: Findings): number {
  return f.wordCount > 0 ? (f.hedgeCount / f.wordCount) * 100 : 0;
}

/** The most clarity a pitch can score when it never says what it offers. */
export const NO_OFFER_CLARITY = 4;
/** The most clarity a fragment of a pitch (an offer and little around it) can score. */
export const FRAGMENT_CLARITY = 6;
/** The most delivery a fragment of a pitch can score: fluent, but not yet delivering a pitch. */
export const FRAGMENT_DELIVERY = 7;
/** The highest overall score of a fragment of a pitch (one part of five, or two in a few words). */
export const FRAGMENT_CEILING = 40;

export function scorePitch(f: Findings): PitchReport['scores'] {
  if (f.wordCount === 0) return { clarity: 0, structure: 0, delivery: null, persuasion: 0 };
  const fillerPenalty = f.fillerRate < FILLER_RATE.excellent ? 0 : f.fillerRate < FILLER_RATE.ok ? 1.5 : f.fillerRate < 6 ? 3 : 4.5;
  const hedgeRate = hedgesPer100(f);
  const hedgePenalty = hedgeRate <= 1 ? 0 : hedgeRate <= 2.5 ? 1 : hedgeRate <= 4 ? 2 : 3;
  // Speech chained with "and … then … so" loses the listener as a long sentence does.
  const ramblingPenalty =
    f.avgSentenceLength > RAMBLING_SENTENCE_WORDS || isRunOn(f) ? 3 : f.avgSentenceLength > 20 ? 1.5 : (f.longest?.words ?? 0) > 40 ? 1 : 0;
  // Clear words about nothing are not a clear message: a listener who never hears what is offered
  // cannot repeat it, however clean the delivery.
  // A greeting and a name, a price list: one part of five (two in a few words) is words, not yet a message.
  const parts = Object.values(f.structure).filter(Boolean).length;
  const fragmentary = isFragmentary(f);
  const ceiling = !f.structure.solution ? NO_OFFER_CLARITY : fragmentary ? FRAGMENT_CLARITY : 10;
  const clarity = Math.min(10 - fillerPenalty - hedgePenalty - ramblingPenalty, ceiling);

  // An opening that starts with a filler is there, but not whole.
  const structure = parts * 2 - (f.structure.hook && f.tongue.startsWithFiller(f.segments[0]?.text ?? '') ? 1 : 0);

  // Outside the band: one point, and one more per 8 wpm (in English) past its edge, up to four.
  const pacePenalty = f.pace === 'slow' || f.pace === 'fast' ? Math.min(4, paceOvershoot(paceReading(f)) / 8 + 1) : 0;
  const overPenalty = !f.overTime ? 0 : f.overSeconds <= 10 ? 1.5 : f.overSeconds <= 30 ? 3 : 4;
  const shortPenalty = f.tooShort ? 3 : 0;
  // One word in ten a filler is heard in every sentence: it costs delivery as much as a pace far off.
  const fillerDelivery = f.fillerRate >= HEAVY_FILLER_RATE ? 4 : f.fillerRate >= FILLER_RATE.ok ? 2 : f.fillerRate >= FILLER_RATE.excellent ? 1 : 0;
  // A fluent minute of one part of five (a life story, a greeting) delivered words, not a pitch.
  const delivery = Math.min(10 - pacePenalty - overPenalty - Math.max(shortPenalty, minuteUnused(f)) - fillerDelivery, fragmentary ? FRAGMENT_DELIVERY : 10);

  const s = f.structure;
  // A hook begun with "um" still hooks, but half as well: the listener heard the hesitation first.
  const hookCredit = !s.hook ? 0 : f.tongue.startsWithFiller(f.segments[0]?.text ?? '') ? 1 : 2;
  const persuasion =
    1 +
    hookCredit +
    (s.problem ? 1 : 0) +
    (s.proof ? 2.5 : 0) +
    (s.ask ? 2 : 0) +
    (f.askSpecific ? 1.5 : 0) -
    (hedgeRate > 2.5 ? 2 : hedgeRate > 1 ? 1 : 0) -
    thinDetail(f) -
    (f.rude ? 3 : 0);

  // Delivery is pace, time and fluency heard in a recording: without a measured pace it is not scored.
  const paceMeasured = f.pace !== 'estimated' && f.pace !== 'unmeasured';
  return { clarity: score10(clarity), structure: score10(structure), delivery: paceMeasured ? score10(delivery) : null, persuasion: score10(persuasion) };
}

// Persuasion weighs most: a pitch exists to get a yes.
const WEIGHTS = { clarity: 0.25, structure: 0.25, delivery: 0.2, persuasion: 0.3 } as const;

/** The highest overall score of a pitch that talks down to its listener. */
export const RUDE_CEILING = 60;

/** Words from which a pitch uses its minute: below, persuasion loses points for detail (100–160 is the target). */
export const FULL_PITCH_WORDS = 100;
/** Seconds from which a take uses its minute: below, delivery loses points. */
export const FULL_PITCH_SECONDS = 45;
/**
 * Fewer words than this (or fewer seconds than THIN_PITCH_SECONDS) is a thin pitch: under half the
 * minute at a persuasive pace, room for one proof point at most. It gets its own fix.
 */
export const THIN_PITCH_WORDS = 70;
export const THIN_PITCH_SECONDS = 30;

/** Persuasion points lost for detail a short pitch leaves out: up to 4 below 100 words (56 words: 4). */
function thinDetail(f: Findings): number {
  const words = f.wordCount * f.wordScale;
  return words >= FULL_PITCH_WORDS ? 0 : Math.min(4, (FULL_PITCH_WORDS - words) / 10);
}

/** Delivery points lost for the part of the minute left unused: up to 4 below 45 s (22 s: 4). */
function minuteUnused(f: Findings): number {
  if (f.durationEstimated) return 0;
  return f.duration >= FULL_PITCH_SECONDS ? 0 : Math.min(4, (FULL_PITCH_SECONDS - f.duration) / 5);
}

/** One part of five, or two in under MIN_PITCH_WORDS words: words, not yet a message. */
export function isFragmentary(f: Findings): boolean {
  const parts = Object.values(f.structure).filter(Boolean).length;
  return parts <= 1 || (f.wordCount * f.wordScale < MIN_PITCH_WORDS && parts <= 2);
}

/** Complete enough to judge, but thin: a real fix, not a polish point. */
export function isThin(f: Findings): boolean {
  return !f.tooShort && (f.wordCount * f.wordScale < THIN_PITCH_WORDS || (!f.durationEstimated && f.duration < THIN_PITCH_SECONDS));
}

export function overall(scores: PitchReport['scores'], f: Findings): number {
  // Only the categories that were measured count, each keeping its share of the others' weight.
  const measured = (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).filter((k) => scores[k] !== null);
  const weight = measured.reduce((sum, k) => sum + WEIGHTS[k], 0);
  const weighted = measured.reduce((sum, k) => sum + (scores[k] ?? 0) * WEIGHTS[k], 0) / weight;
  const total = Math.round(weighted * 10);
  // Under 40 words or 20 seconds the report's first words say it is too short to judge: its score
  // says so too, whatever the few words were.
  if (f.tooShort) return Math.min(total, 45);
  // An insulted listener does not buy: a put-down keeps the pitch out of "Proficient".
  if (f.rude) return Math.min(total, RUDE_CEILING);
  if (isFragmentary(f)) return Math.min(total, FRAGMENT_CEILING);
  // Thinness is in the categories (delivery uses the minute, persuasion needs detail): the overall
  // is their weighted sum, so the numbers on the report add up.
  return total;
}
