import { describe, expect, it } from 'vitest';
import { SYLLABLE_PACE } from '../../../shared/pitch-pace.ts';
import { analyzePitchOffline, analyzePitchText } from './pitch-analysis.ts';
import { assessPace, measure, paceReading } from './pitch-measure.ts';
import { paceStrength } from './pitch-pace.ts';
import { voiceFor } from './pitch-voice.ts';
import { FRENCH } from './tongues/fr.ts';
import { SWAHILI } from './tongues/sw.ts';

// Pace is judged in syllables per second against the spoken language's band: a Swahili pitch of
// long words is not slow for being under 100 words a minute, a French one is fast when its
// syllables are. Words per minute are said beside the syllables for English only.

const SWAHILI_PITCH =
  'Je, wewe ni mkulima unayepoteza mavuno baada ya kuvuna? Wakulima wengi wa Kakamega hupoteza robo ya mahindi yao kwa sababu ya wadudu na unyevu. Tunauza magunia maalum yanayohifadhi nafaka kwa miezi sita bila dawa. Mwaka jana wakulima mia tatu waliyatumia na hawakupoteza chochote. Gunia moja linagharimu shilingi mia mbili na hamsini. Je, ungependa tukuletee magunia kumi Jumamosi hii?';
const FRENCH_PITCH =
  "Vous perdez combien de clients chaque mois parce que votre boutique ferme à dix-huit heures ? À Abidjan, les commerçants ratent les ventes du soir. Notre application permet à vos clients de commander et de payer par mobile money même quand vous êtes fermés. Quarante boutiques de Cocody l'utilisent déjà et vendent vingt pour cent de plus. L'abonnement coûte cinq mille francs par mois. Est-ce qu'on peut l'installer chez vous jeudi matin ?";
const ENGLISH_PITCH =
  'What if every small shop knew what to order each morning? Shop owners in Nairobi lose money on empty shelves every week. StockSense reads their own sales and tells them what to buy. Forty shops used it last month and sold twelve percent more. We are raising fifty thousand dollars to reach one thousand shops. Will you invest this week?';

describe('pace in syllables per second', () => {
  it('does not call a Swahili pitch at a normal pace slow, though it is under 100 words a minute', () => {
    const f = measure(SWAHILI_PITCH, 36, undefined, SWAHILI);
    expect(f.wpm).toBeLessThan(100);
    expect(assessPace(f.wpm, f.wordCount, false)).toBe('slow');
    expect(f.syllablesPerSecond).toBeGreaterThanOrEqual(SYLLABLE_PACE.sw.min);
    expect(['good', 'persuasive']).toContain(f.pace);

    const report = analyzePitchText(SWAHILI_PITCH, 36, 'sw', undefined, SWAHILI);
    expect(report.metrics).toMatchObject({ syllablesPerSecond: f.syllablesPerSecond, paceLanguage: 'sw', wordsPerMinute: f.wpm });
    expect(report.improvements.some((i) => /polepole/i.test(i.issue))).toBe(false);
    const pace = paceStrength(paceReading(f), voiceFor('sw'));
    expect(pace).toContain(`silabi ${String(f.syllablesPerSecond)} kwa sekunde`);
    expect(pace).toContain('kwa Kiswahili');
    expect(pace).not.toContain('maneno');
  });

  it('times a slow Swahili pitch in syllables and seconds, not in words', () => {
    const report = analyzePitchText(SWAHILI_PITCH, 70, 'en', undefined, SWAHILI);
    const slow = report.improvements.find((i) => i.issue.startsWith('Too slow'));
    expect(slow?.issue).toMatch(/^Too slow: 2\.\d syllables a second; in Swahili aim for 4\.1–4\.7$/);
    expect(slow?.suggestion).toContain('a persuasive pace in Swahili, your');
    expect(slow?.suggestion).not.toMatch(/words|wpm/);
  });

  it('calls a fast French pitch fast against the French band, without words per minute', () => {
    const f = measure(FRENCH_PITCH, 20, undefined, FRENCH);
    expect(f.syllablesPerSecond).toBeGreaterThan(SYLLABLE_PACE.fr.max);
    expect(f.pace).toBe('fast');

    const report = analyzePitchText(FRENCH_PITCH, 20, 'fr', undefined, FRENCH);
    const fast = report.improvements.find((i) => i.issue.startsWith('Trop rapide'));
    const rate = String(f.syllablesPerSecond).replace('.', ',');
    expect(fast?.issue).toBe(`Trop rapide : ${rate} syllabes par seconde ; en français, un pitch porte le mieux entre 3,9 et 4,5`);
    expect(fast?.suggestion).toContain(`vos ${f.syllables} syllabes devraient prendre environ`);
    expect(report.nextExercise).not.toContain('mots par minute');
  });

  it('keeps the words per minute beside the syllables for a pitch in English', () => {
    const report = analyzePitchText(ENGLISH_PITCH, 17);
    const fast = report.improvements.find((i) => i.issue.startsWith('Too fast'));
    expect(fast?.issue).toMatch(/^Too fast: \d\.\d syllables a second \(2\d\d words per minute\); in English a pitch lands best at 3\.6–4\.1$/);
    // The English suggestion keeps its words and seconds.
    expect(fast?.suggestion).toMatch(/your \d+ words should take about \d+ s/);
    expect(report.metrics.paceLanguage).toBe('en');
  });

  it('estimates a Swahili duration from its syllables, not from 150 words a minute', () => {
    const f = measure(SWAHILI_PITCH, undefined, undefined, SWAHILI);
    const persuasiveMiddle = (SYLLABLE_PACE.sw.persuasiveMin + SYLLABLE_PACE.sw.persuasiveMax) / 2;
    expect(f.duration).toBe(Math.round(f.syllables / persuasiveMiddle));
    expect(f.duration).toBeGreaterThan(Math.round((f.wordCount / 150) * 60));
    expect(f.pace).toBe('estimated');
  });

  it('judges an unclear Swahili recording by the sound’s syllables against the Swahili band', () => {
    // The recogniser heard far more words than the sound holds; its 150 syllables in 36 s stand.
    const report = analyzePitchOffline(SWAHILI_PITCH, 36, 'en', { syllables: 150, wordsPerMinute: 60, speakingSeconds: 33, pauses: 3 });
    expect(report.metrics.limited?.unclearTranscript).toBe(true);
    expect(report.metrics).toMatchObject({ syllablesPerSecond: 4.2, paceLanguage: 'sw' });
    expect(report.summary).toContain('about 150 syllables in 36 s, a pace of 4.2 syllables a second (in the persuasive range for Swahili, 4.1–4.7)');
    expect(report.summary).not.toContain('words per minute');
  });
});
