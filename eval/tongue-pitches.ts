// The offline coach in French, Portuguese, Spanish and Swahili (issue 32): each language's labelled
// pitches, typed and as a recogniser returns them, read by the engine with that language's tongue
// and written for a reader of that language. The held-out sets are read, never tuned on.

import { analyzePitchWithKinds } from '../src/server/ai/analysis/pitch-analysis.ts';
import { tongueOf } from '../src/server/ai/analysis/tongues/index.ts';
import { renderPitchReportMarkdown, type PitchReport } from '../src/shared/reports.ts';
import { serverT } from '../src/server/lib/i18n.ts';
import { flattersWeakPitch, isSpliced, sameSentenceTwice } from './pitch-checks.ts';
import { FRENCH_HELD_OUT_PITCHES, FRENCH_PITCHES } from './pitches-fr.ts';
import { PORTUGUESE_HELD_OUT_PITCHES, PORTUGUESE_PITCHES } from './pitches-pt.ts';
import { SPANISH_HELD_OUT_PITCHES, SPANISH_PITCHES } from './pitches-es.ts';
import { SWAHILI_HELD_OUT_PITCHES, SWAHILI_PITCHES } from './pitches-sw.ts';
import { toRecognitionStyle } from './recognition.ts';
import { agreementPercent, comparePitch, isEcho, isVerbatim, placeholdersIn, quotesOf, type Comparison } from './score.ts';
import type { OtherPitchLanguage, PitchSample } from './taxonomy.ts';

export const TONGUE_SETS: Record<OtherPitchLanguage, { main: readonly PitchSample[]; heldOut: readonly PitchSample[] }> = {
  fr: { main: FRENCH_PITCHES, heldOut: FRENCH_HELD_OUT_PITCHES },
  pt: { main: PORTUGUESE_PITCHES, heldOut: PORTUGUESE_HELD_OUT_PITCHES },
  es: { main: SPANISH_PITCHES, heldOut: SPANISH_HELD_OUT_PITCHES },
  sw: { main: SWAHILI_PITCHES, heldOut: SWAHILI_HELD_OUT_PITCHES },
};
export const TONGUE_LANGUAGES = Object.keys(TONGUE_SETS) as OtherPitchLanguage[];

/** A report's objectionable lines and quotes, in any language. */
export interface TongueFlag {
  sample: string;
  check: 'spliced' | 'echo' | 'placeholder' | 'quote' | 'flattery' | 'sameSentence';
  text: string;
}

export interface TongueReading {
  sample: string;
  about: string;
  comparisons: Comparison[];
  flags: TongueFlag[];
  report: PitchReport;
  markdown: string;
}

// The demonstrations show the speaker's own sentence cleaned or split: their lines are the speaker's.
const DEMONSTRATIONS = ['improvement.fillers.suggestion', 'improvement.hedges.suggestion', 'improvement.rambling.suggestion'] as const;
// Quoted spans after these point at the speaker's own words ("Coupez d'abord : « … »"): references, not lines to say.
const REFERENCES = ['improvement.overTime.cutFirst', 'improvement.pace.fastSuggestion', 'improvement.pace.fastSuggestionSyllables'] as const;
const QUOTED = /["“«]\s*([^"”»]+?)\s*["”»]/g;
const HOLE = '\u0000';

/** The words of a message just before its quoted value, as the language writes them. */
function textBefore(language: OtherPitchLanguage, id: (typeof DEMONSTRATIONS)[number] | (typeof REFERENCES)[number]): string {
  const t = serverT(language, 'pitchReport');
  const before = t(id, { line: HOLE, quote: HOLE, words: '1', syllables: '1', seconds: '1', duration: '1' }).split(HOLE)[0];
  return before.replace(/[«“"]\s*$/, '').trim();
}

/** The lines a report offers to say in the speaker's language, outside the demonstrations and references. */
function linesOffered(report: PitchReport, language: OtherPitchLanguage): string[] {
  const demonstrations = DEMONSTRATIONS.map((id) => textBefore(language, id));
  const references = REFERENCES.map((id) => textBefore(language, id).split(' ').slice(-2).join(' '));
  const fromFixes = report.improvements
    .filter((i) => !demonstrations.some((cue) => i.suggestion.startsWith(cue)))
    .flatMap((i) =>
      [...i.suggestion.matchAll(QUOTED)]
        .filter(
          (m) =>
            !references.some((cue) =>
              i.suggestion
                .slice(0, m.index)
                .replace(/[«“"]\s*$/, '')
                .trim()
                .endsWith(cue),
            ),
        )
        .map((m) => m[1]),
    );
  return [...fromFixes, ...(report.rewrittenOpening.trim() ? [report.rewrittenOpening] : [])];
}

export function readTonguePitch(sample: PitchSample, language: OtherPitchLanguage, text: string, suffix = ''): TongueReading {
  const id = `${sample.id}${suffix}`;
  const tongue = tongueOf(language);
  if (!tongue) throw new Error(`no tongue reads ${language} yet`);
  const answer = analyzePitchWithKinds(text, sample.durationSeconds, language, tongue);
  const { dimensions, firstFix } = comparePitch(id, sample.labels, answer);
  const { report } = answer;
  const flags: TongueFlag[] = [];
  for (const line of linesOffered(report, language)) {
    if (isSpliced(line, text)) flags.push({ sample: id, check: 'spliced', text: line });
    if (isEcho(line, [text])) flags.push({ sample: id, check: 'echo', text: line });
    if (placeholdersIn(line).length > 0) flags.push({ sample: id, check: 'placeholder', text: line });
  }
  for (const quote of quotesOf(report)) if (!isVerbatim(quote, text)) flags.push({ sample: id, check: 'quote', text: quote });
  const flattery = flattersWeakPitch(report);
  if (flattery) flags.push({ sample: id, check: 'flattery', text: flattery });
  for (const sentence of sameSentenceTwice(report)) flags.push({ sample: id, check: 'sameSentence', text: sentence });
  return {
    sample: id,
    about: sample.about,
    comparisons: [...dimensions, firstFix],
    flags,
    report,
    markdown: renderPitchReportMarkdown(report, serverT(language, 'report')),
  };
}

/** Every sample of a set, typed and as a recogniser returns it. */
export function readTongueSet(language: OtherPitchLanguage, samples: readonly PitchSample[]): TongueReading[] {
  return samples.flatMap((s) => [readTonguePitch(s, language, s.text), readTonguePitch(s, language, toRecognitionStyle(s.text), ' (recognition)')]);
}

export interface TongueFigures {
  /** Agreement with the coach's labels (structure, pace, fillers, first fix), typed and recognised. */
  agreement: number;
  heldOut: number;
  flags: number;
}

export function tongueFigures(language: OtherPitchLanguage, read = true): TongueFigures & { main: TongueReading[]; held: TongueReading[] } {
  if (!read) return { agreement: 0, heldOut: 0, flags: 0, main: [], held: [] };
  const main = readTongueSet(language, TONGUE_SETS[language].main);
  const held = readTongueSet(language, TONGUE_SETS[language].heldOut);
  const agreement = (readings: TongueReading[]) => agreementPercent(readings.flatMap((r) => r.comparisons));
  return { agreement: agreement(main), heldOut: agreement(held), flags: [...main, ...held].reduce((n, r) => n + r.flags.length, 0), main, held };
}
