import { describe, expect, it } from 'vitest';
import {
  renderPitchReportMarkdown,
  renderSalesCallReportMarkdown,
  translateVerbatim,
  type PitchReport,
  type SalesCallReport,
  type SalesSetup,
} from '../../../shared/reports.ts';
import { serverT } from '../../lib/i18n.ts';

// The report frames (headings, metric names, tiers, setup labels) in the reader's language; the
// commentary inside comes from the providers, the speaker's words stay as they were.

const SETUP: SalesSetup = {
  product: 'Solar lamps for market stalls',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

const CALL: SalesCallReport = {
  overallScore: 78,
  outcome: 'progressed',
  scores: { discovery: 7, objectionHandling: 8, valueCommunication: 6, closing: 5 },
  metrics: { userTurns: 6, prospectTurns: 6, questionsAsked: 1, talkRatio: 47.5, longestMonologueWords: 1 },
  objectionHandled: true,
  nextStepSecured: false,
  strengths: ['S'],
  improvements: [{ issue: 'I', quote: 'We can do 10% off.', suggestion: 'Ask first.' }],
  nextExercise: 'E',
  summary: 'Summary.',
};

const PITCH: PitchReport = {
  overallScore: 92,
  scores: { clarity: 9, structure: 10, delivery: 9, persuasion: 9 },
  metrics: { durationSeconds: 52.5, wordCount: 1234, wordsPerMinute: 141, fillerCount: 1, fillerRate: 0.8, hedgeCount: 0, avgSentenceLength: 1 },
  structure: { hook: true, problem: true, solution: true, proof: true, ask: false },
  strengths: ['S'],
  improvements: [],
  rewrittenOpening: '',
  nextExercise: 'E',
  summary: 'Summary.',
};

describe('the AI Sales Coach report frame', () => {
  it('is English as before', () => {
    const markdown = renderSalesCallReportMarkdown(CALL, SETUP, serverT('en', 'report'));
    expect(markdown).toContain(
      '## AI Sales Coach report\n\n**Solar lamps for market stalls** · B2B Customer · Objection: Price / Budget · Goal: Book a Demo/Meeting · Medium (Skeptical Buyer)\n\n**Overall: 78/100 (Proficient)** · ➡️ Progressed, goal not reached\n\nDiscovery 7/10 · Objection handling 8/10 · Value 6/10 · Closing 5/10\n',
    );
    expect(markdown).toContain('| Talk ratio (you) | 47.5% | 40–60% (top reps ≈ 43%) |');
    expect(markdown).toContain('| Longest monologue | 1 words | ≤ 100 words |');
    expect(markdown).toContain('| Objection handled | Yes | Yes |\n| Next step secured | No | Yes |');
    expect(markdown).toContain('   > You said: “We can do 10% off.”\n\n   **Try instead:** Ask first.');
  });

  it('is French for a French reader: setup labels, tier, outcome, metrics and numbers', () => {
    const markdown = renderSalesCallReportMarkdown(CALL, SETUP, serverT('fr', 'report'));
    expect(markdown).toContain(
      '## Rapport du Coach de vente IA\n\n**Solar lamps for market stalls** · Client entreprise (B2B) · Objection\u00a0: Prix / Budget · Objectif\u00a0: Obtenir une démo/un rendez-vous · Moyen (acheteur sceptique)\n\n**Note globale\u00a0: 78/100 (Compétent)** · ➡️ Des progrès, objectif non atteint\n\nDécouverte 7/10 · Traitement des objections 8/10 · Valeur 6/10 · Conclusion 5/10\n',
    );
    expect(markdown).toContain('| Temps de parole (vous) | 47,5\u00a0% |');
    expect(markdown).toContain('| Plus long monologue | 1\u00a0mot |');
    expect(markdown).toContain('| Objection traitée | Oui | Oui |');
    expect(markdown).toContain('   > Vous avez dit\u00a0: «\u00a0We can do 10% off.\u00a0»');
    expect(markdown).not.toMatch(/Overall|Metric|Yes|You said/);
  });

  it('shows no scores, outcome or judged rows for a call it did not understand', () => {
    const limited: SalesCallReport = {
      ...CALL,
      overallScore: 0,
      outcome: 'not_reached',
      scores: { discovery: 0, objectionHandling: 0, valueCommunication: 0, closing: 0 },
      metrics: { ...CALL.metrics, questionsAsked: 0, limited: { spokenLanguage: 'sw', questionsCounted: false } },
      objectionHandled: false,
      improvements: [],
    };
    const english = renderSalesCallReportMarkdown(limited, SETUP, serverT('en', 'report'));
    expect(english).toContain('Medium (Skeptical Buyer)\n\n**Content not scored** · Spoken language: Swahili\n\nSummary.\n');
    expect(english).toContain('| Questions asked | not measured | 4+ (mostly open) |');
    expect(english).not.toMatch(/\/100|\/10\b|Goal reached|goal not reached|Objection handled|Next step secured/);
    const swahili = renderSalesCallReportMarkdown(limited, SETUP, serverT('sw', 'report'));
    expect(swahili).toContain('**Maudhui hayajatathminiwa** · Lugha iliyozungumzwa: Kiswahili');
    expect(swahili).toContain('| Maswali uliyouliza | haijapimwa |');
    const counted = renderSalesCallReportMarkdown(
      { ...limited, metrics: { ...limited.metrics, questionsAsked: 3, limited: { spokenLanguage: 'fr', questionsCounted: true } } },
      SETUP,
      serverT('pt', 'report'),
    );
    expect(counted).toContain('**Conteúdo não avaliado** · Idioma falado: francês');
    expect(counted).toContain('| Perguntas feitas | 3 |');
  });
});

describe('the Pitch Lab report frame', () => {
  it('writes numbers as the reader does, English exactly as before', () => {
    const english = renderPitchReportMarkdown(PITCH, serverT('en', 'report'));
    expect(english).toContain('**Overall: 92/100 (Excellent)** · Clarity 9/10 · Structure 10/10 · Delivery 9/10 · Persuasion 9/10');
    expect(english).toContain('| Duration | 52.5 s | ≤ 60 s |\n| Words | 1234 | 100–160 |');
    expect(english).toContain('| Average sentence | 1 words | ≤ 25 words |');
    expect(english).toContain('✅ Hook · ✅ Problem · ✅ Solution · ✅ Proof · ❌ Ask');
    const spanish = renderPitchReportMarkdown(PITCH, serverT('es', 'report'));
    expect(spanish).toContain('**Puntuación general: 92/100 (Excelente)** · Claridad 9/10');
    expect(spanish).toContain('| Duración | 52,5 s |');
    expect(spanish).toContain('| Largo promedio de las oraciones | 1 palabra |');
    expect(spanish).toContain('✅ Gancho · ✅ Problema · ✅ Solución · ✅ Prueba · ❌ Petición');
    const swahili = renderPitchReportMarkdown(PITCH, serverT('sw', 'report'));
    expect(swahili).toContain('| Maneno | 1,234 |');
    expect(swahili).toContain('| Muda | sekunde 52.5 | ≤ sekunde 60 |');
  });
});

describe('the Pitch Lab pace row', () => {
  it('shows a report stored before syllables were measured in words per minute, as before', () => {
    expect(renderPitchReportMarkdown(PITCH, serverT('en', 'report'))).toContain('| Pace | 141 wpm | 100–165 wpm (140–160 persuasive) |');
  });

  it('shows syllables per second with the spoken language’s band, and words per minute only for English', () => {
    const swahili: PitchReport = { ...PITCH, metrics: { ...PITCH.metrics, wordsPerMinute: 97, syllablesPerSecond: 4.5, paceLanguage: 'sw' } };
    const english = renderPitchReportMarkdown(swahili, serverT('en', 'report'));
    expect(english).toContain('| Pace | 4.5 syllables/s | 2.9–4.8 syllables/s (4.1–4.7 persuasive) for Swahili |');
    expect(english).not.toContain('wpm');
    expect(renderPitchReportMarkdown(swahili, serverT('sw', 'report'))).toContain(
      '| Kasi | silabi 4.5 kwa sekunde | silabi 2.9–4.8 kwa sekunde (4.1–4.7 kwa ushawishi) kwa Kiswahili |',
    );
    const inEnglish: PitchReport = { ...PITCH, metrics: { ...PITCH.metrics, syllablesPerSecond: 3.7, paceLanguage: 'en' } };
    expect(renderPitchReportMarkdown(inEnglish, serverT('en', 'report'))).toContain(
      '| Pace | 3.7 syllables/s · 141 wpm | 2.5–4.3 syllables/s (3.6–4.1 persuasive) for English · 100–165 wpm |',
    );
    expect(renderPitchReportMarkdown({ ...inEnglish, metrics: { ...inEnglish.metrics, paceLanguage: 'fr' } }, serverT('fr', 'report'))).toContain(
      '| 3,7 syllabes/s | 2,8–4,6 syllabes/s (3,9–4,5 pour convaincre) en français |',
    );
  });
});

describe('translateVerbatim', () => {
  it('puts a user’s text in untouched, even escape-like sequences the formatter would decode', () => {
    const t = serverT('en', 'report');
    expect(t('improvement.youSaid', { quote: 'C:\\u0041 \\x41' })).toBe('You said: “C:A A”');
    expect(translateVerbatim(t, 'improvement.youSaid', { quote: 'C:\\u0041 \\x41 \uE0000\uE001' })).toBe('You said: “C:\\u0041 \\x41 \uE0000\uE001”');
  });
});
