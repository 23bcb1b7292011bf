import { describe, expect, it } from 'vitest';
import { renderPitchReportMarkdown } from '../../../shared/reports.ts';
import { serverT } from '../../lib/i18n.ts';
import type { MeasuredSpeech } from '../provider.ts';
import { analyzePitchOffline } from './pitch-analysis.ts';
import { countWords } from './text.ts';

// Pace when a recording was measured (the offline provider's speaking rate from the sound): the
// transcript's word count stands while it agrees with the sound, the sound's pace replaces it when
// recognition added or dropped words, and a transcript far off the sound is not judged at all.

const PITCH =
  'What if every small shop knew what to order each morning? Shop owners in Nairobi lose money on empty shelves every week. StockSense reads their own sales and tells them what to buy. Forty shops used it last month and sold twelve percent more. We are raising fifty thousand dollars to reach one thousand shops. Will you invest this week?';
const WORDS = countWords(PITCH);
const SECONDS = 25;
const TRANSCRIPT_WPM = Math.round((WORDS / SECONDS) * 60);

/** A measurement that heard `wpm` words a minute over the recording. */
const heard = (wpm: number): MeasuredSpeech => ({ syllables: Math.round(((wpm * SECONDS) / 60) * 1.38), wordsPerMinute: wpm, speakingSeconds: 22, pauses: 4 });

describe('pitch pace from the sound', () => {
  it('keeps the transcript’s pace while the sound agrees within 15%', () => {
    const report = analyzePitchOffline(PITCH, SECONDS, 'en', heard(Math.round(TRANSCRIPT_WPM * 1.1)));
    expect(report.metrics.wordsPerMinute).toBe(TRANSCRIPT_WPM);
    expect(report.summary).not.toContain('measured from the sound');
  });

  it('reports the sound’s pace when recognition added words, and says why', () => {
    const report = analyzePitchOffline(PITCH, SECONDS, 'en', heard(Math.round(TRANSCRIPT_WPM * 0.8)));
    expect(report.metrics.wordsPerMinute).toBe(Math.round(TRANSCRIPT_WPM * 0.8));
    expect(report.metrics.wordCount).toBe(WORDS);
    expect(report.metrics.limited).toBeUndefined();
    expect(report.summary).toContain(`Pace measured from the sound (${heard(Math.round(TRANSCRIPT_WPM * 0.8)).syllables} syllables)`);
    expect(report.overallScore).toBeGreaterThan(0);
  });

  it('judges only duration, pace and pauses when the transcript is far off the sound', () => {
    // The recogniser heard half again as many words as were spoken, and too fast a pace with them.
    const speech = heard(Math.round(TRANSCRIPT_WPM / 1.5));
    const report = analyzePitchOffline(PITCH, SECONDS, 'en', speech);
    const soundWords = Math.round((speech.wordsPerMinute * SECONDS) / 60);
    expect(report.metrics).toMatchObject({
      durationSeconds: SECONDS,
      wordsPerMinute: speech.wordsPerMinute,
      wordCount: soundWords,
      limited: { spokenLanguage: 'en', wordLists: false, unclearTranscript: true },
    });
    expect(report.overallScore).toBe(0);
    expect(Object.values(report.structure).some(Boolean)).toBe(false);
    expect(report.rewrittenOpening).toBe('');
    expect(report.improvements.every((i) => i.quote === '')).toBe(true);
    expect(report.summary).toContain(`the transcript has ${WORDS} words where the sound holds about ${soundWords}`);
    expect(report.summary).toContain('with 4 pauses of 0.3 s or more');

    const markdown = renderPitchReportMarkdown(report, serverT('en', 'report'));
    expect(markdown).toContain('**Content not scored** · Transcript too unclear to judge the wording');
    expect(markdown).not.toContain('StockSense');
  });

  it('names a pace problem it can trust even when the words cannot be judged', () => {
    const fast = { ...heard(190), syllables: 200 };
    const report = analyzePitchOffline(`${PITCH} ${PITCH} ${PITCH}`, SECONDS, 'fr', fast);
    expect(report.metrics.limited?.unclearTranscript).toBe(true);
    expect(report.improvements).toHaveLength(1);
    expect(report.improvements[0]!.issue).toContain('190');
  });

  it('ignores a measurement that heard no syllables (the transcript is all there is)', () => {
    const report = analyzePitchOffline(PITCH, SECONDS, 'en', { syllables: 0, wordsPerMinute: 0, speakingSeconds: 0, pauses: 0 });
    expect(report.metrics.wordsPerMinute).toBe(TRANSCRIPT_WPM);
  });
});
