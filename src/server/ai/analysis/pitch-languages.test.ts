import { describe, expect, it } from 'vitest';
import { pitchReportSchema, renderPitchReportMarkdown, type PitchReport } from '../../../shared/reports.ts';
import { serverT } from '../../lib/i18n.ts';
import { LocalProvider } from '../local/local-provider.ts';
import { analyzePitchOffline, analyzePitchText } from './pitch-analysis.ts';
import { countFillersIn, countHedgesIn } from './pitch-signals.ts';

// The offline Pitch Lab in the reader's language: English pitches get the full rules with the
// commentary translated; pitches in other languages get an honest report of what was measured.

const FRENCH = `Euh, bonjour. Chaque semaine, les commerçants de Dakar jettent des produits qu'ils auraient pu vendre. En fait, nous avons créé StockSense, une application qui envoie un SMS quand le stock baisse. Du coup, ils ne perdent plus d'argent. Aujourd'hui, 40 boutiques l'utilisent et je pense qu'elles économisent peut-être deux heures par semaine. Nous cherchons 50 000 dollars pour équiper 200 boutiques d'ici décembre.`;

// As a speech recogniser returns it: lower case, no punctuation.
const SWAHILI =
  'eeh habari zenu jina langu ni amina na sisi tunasaidia wenye maduka madogo kufuatilia bidhaa zao yaani kila wiki wanapoteza pesa kwa sababu bidhaa zinaisha bila wao kujua labda tumetengeneza programu inayotuma ujumbe wakati bidhaa zinapungua na sasa maduka arobaini yanaitumia tunatafuta shilingi milioni tano ili kufikia maduka mia mbili';

const ENGLISH = `Um, so, basically we, uh, help restaurants, like, schedule their staff. Um, it's, you know, an app. Uh, managers, um, they waste a lot of time, like, on schedules. So we, uh, built ShiftPal and, um, it basically does it for them. We have, um, 40 restaurants using it. Uh, we're raising money, so, um, invest in us I guess.`;

const provider = new LocalProvider({ speechEngine: null });

async function offline(transcript: string, seconds: number | undefined, language: 'en' | 'fr' | 'sw' | 'pt' | 'es') {
  const { report } = await provider.analyzePitch(transcript, seconds, language);
  return { report: pitchReportSchema.parse(report), markdown: renderPitchReportMarkdown(report, serverT(language, 'report')) };
}

/** Nothing the speaker said was judged: no scores, structure, quotes or lines to say. */
function expectNothingJudged(report: PitchReport, markdown: string) {
  expect(report.overallScore).toBe(0);
  expect(Object.values(report.scores)).toEqual([0, 0, null, 0]);
  expect(Object.values(report.structure).some(Boolean)).toBe(false);
  expect(report.improvements).toEqual([]);
  expect(report.rewrittenOpening).toBe('');
  expect(markdown).not.toMatch(/\/100|\/10\b|✅|❌/);
  expect(markdown.split('\n').filter((line) => line.startsWith('### '))).toHaveLength(3);
}

describe('a pitch in another language, offline', () => {
  it('French: a report in French that says plainly what it cannot judge, with what it measured', async () => {
    const { report, markdown } = await offline(FRENCH, 38, 'fr');
    expect(report.metrics.limited).toEqual({ spokenLanguage: 'fr', wordLists: true });
    expectNothingJudged(report, markdown);
    expect(report.summary).toContain('l’analyse hors ligne ne comprend que les pitchs en anglais');
    expect(report.summary).toContain('ce pitch en français n’a donc pas été noté');
    expect(report.summary).toContain('Le coach en ligne analyse les pitchs dans toutes les langues.');
    expect(report.summary).not.toContain('AI_PROVIDER');
    // Measured without understanding: words, time, pace and its band, fillers and hedges counted.
    expect(report.metrics).toMatchObject({ wordCount: 63, durationSeconds: 38, wordsPerMinute: 99, fillerCount: 3, hedgeCount: 2 });
    expect(report.summary).toContain('63\u00a0mots en 38\u00a0s, soit un débit de 99 mots par minute (en dessous de 100)');
    // (The markdown puts commentary on one line with plain spaces; table cells keep theirs.)
    expect(markdown).toMatch(/^## Rapport du Pitch Lab\n\n\*\*Contenu non évalué\*\* · Langue parlée\u00a0: français\n/);
    expect(markdown).toContain('| Mots parasites | 3 (4,8\u00a0%) |');
    expect(markdown).toContain('| Longueur moyenne des phrases | 10,5\u00a0mots |');
    expect(markdown).toContain(
      '### Ce qui a bien marché\n\n- Une première prise : 63 mots en 38 s, une base à battre la prochaine fois\n- Dans la minute : 38 s\n',
    );
    expect(markdown).not.toMatch(/Overall|Metric|Filler|What worked/);
  });

  it('Swahili, as recognised speech: a report in Swahili, fillers counted, sentences not measured', async () => {
    const { report, markdown } = await offline(SWAHILI, 40, 'sw');
    expect(report.metrics.limited).toEqual({ spokenLanguage: 'sw', wordLists: true });
    expectNothingJudged(report, markdown);
    expect(report.summary).toContain('uchambuzi wa nje ya mtandao unaelewa pitch za Kiingereza pekee');
    expect(report.summary).toContain('pitch hii ya Kiswahili haikupewa alama');
    expect(report.metrics).toMatchObject({ wordCount: 50, fillerCount: 2, hedgeCount: 1, avgSentenceLength: 0 });
    expect(markdown).toContain('**Maudhui hayajatathminiwa** · Lugha iliyozungumzwa: Kiswahili');
    expect(markdown).toContain('| Urefu wa wastani wa sentensi | haijapimwa |');
    expect(markdown).toContain('| Kasi | maneno 75 kwa dakika |');
  });

  it('an English reader of a French pitch gets the same honest report, in English', async () => {
    const { report, markdown } = await offline(FRENCH, 38, 'en');
    expect(report.metrics.limited?.spokenLanguage).toBe('fr');
    expect(report.summary).toMatch(/^The offline analysis understands pitches in English only for now, so this pitch in French was not scored/);
    expect(markdown).toContain('**Content not scored** · Spoken language: French');
    expect(markdown).toContain('| Filler words | 3 (4.8%) |');
  });

  it('an unrecognised language: says so, counts no fillers, and shows them as not measured', () => {
    const report = analyzePitchOffline('Wir helfen kleinen Läden, ihren Bestand zu verwalten, und sparen ihnen jede Woche viel Zeit und Geld.', 7, 'pt');
    expect(report.metrics.limited).toEqual({ spokenLanguage: 'unknown', wordLists: false });
    expect(report.summary).toMatch(/não reconheceu o idioma deste pitch/);
    const markdown = renderPitchReportMarkdown(report, serverT('pt', 'report'));
    expect(markdown).toContain('Idioma falado: não reconhecido');
    expect(markdown).toContain('| Vícios de linguagem | não medido |');
    expect(markdown).toContain('| Expressões de hesitação | não medido |');
  });

  it('no speech at all with a non-English reader: nothing measured, said plainly', () => {
    const report = analyzePitchOffline('   ', 10, 'es');
    expect(pitchReportSchema.parse(report).metrics.wordCount).toBe(0);
    expect(report.metrics.limited?.tooLittleSpeech).toBe(true);
    expect(report.summary).toContain('No se reconoció ninguna palabra: es muy poco para evaluar un pitch');
    expect(report.strengths).toEqual([]);
  });
});

describe('an English pitch for a reader in another language', () => {
  it('French commentary, English quotes and lines to say, the same scores', async () => {
    const { report, markdown } = await offline(ENGLISH, 26, 'fr');
    const english = analyzePitchText(ENGLISH, 26);
    expect(report.metrics.limited).toBeUndefined();
    expect({ overall: report.overallScore, scores: report.scores, structure: report.structure }).toEqual({
      overall: english.overallScore,
      scores: english.scores,
      structure: english.structure,
    });
    expect(report.summary).toMatch(/^Une vraie preuve, mais les mots de remplissage brouillent chaque point\s: faites une pause au lieu de dire/);
    expect(report.rewrittenOpening).toBe(english.rewrittenOpening);
    // Quotes are the speaker's words; the lines to say stay English inside French commentary.
    expect(report.improvements.map((i) => i.quote)).toEqual(english.improvements.map((i) => i.quote));
    expect(report.improvements[0]!.issue).toMatch(/^Mots parasites\u00a0: 17 \(28,3\u00a0% des mots/);
    expect(report.improvements[0]!.suggestion).toBe(
      'Remplacez chaque mot parasite par une pause d’une seconde. Sans eux\u00a0: «\u00a0We help restaurants schedule their staff.\u00a0»',
    );
    expect(markdown).toContain('**Note globale\u00a0: 46/100 (À retravailler)** · Clarté 5/10 · Structure 8/10 · Élocution 4/10 · Persuasion 2/10');
    expect(markdown).toContain('   > Vous avez dit\u00a0: «\u00a0Um, so, basically we, uh, help restaurants, like, schedule their staff.\u00a0»');
    expect(markdown).toContain('**Essayez plutôt\u00a0:** Remplacez chaque mot parasite par une pause d’une seconde. Sans eux : « We help');
    expect(markdown).toContain(
      '### Introduction réécrite\n\n> How much money do restaurant owners lose to hours of paperwork every month? ShiftPal gives it back',
    );
    expect(markdown).toContain('❌ Accroche · ✅ Problème');
  });

  it('keeps what the speaker typed exactly, even text the message formatter would rewrite', () => {
    const transcript = `We built C:\\u0041pp. ${ENGLISH}`;
    const report = analyzePitchText(transcript, 30, 'sw');
    const english = analyzePitchText(transcript, 30);
    expect(report.improvements.map((i) => i.quote)).toEqual(english.improvements.map((i) => i.quote));
    for (const [i, item] of report.improvements.entries()) {
      const line = /“(.*)”$/.exec(item.suggestion)?.[1];
      if (line) expect(english.improvements[i]!.suggestion).toContain(line);
    }
  });

  it('an English pitch with an unrecognisable transcript and an English reader keeps the full English rules', () => {
    expect(analyzePitchOffline('We sell shoes online.', 4, 'en')).toEqual(analyzePitchText('We sell shoes online.', 4));
  });
});

describe('filler and hedge word lists of other languages (counts only)', () => {
  it('counts French fillers and softeners, not content', () => {
    expect(countFillersIn('Euh, en fait, du coup on a, ben, genre, un nouveau genre de boutique.', 'fr')).toBe(5);
    expect(countHedgesIn('Je pense que c’est peut-être un peu cher.', 'fr')).toBe(3);
  });

  it('counts Portuguese, Spanish and Swahili fillers where a cheap rule tells them apart', () => {
    expect(countFillersIn('então tipo a gente ajuda né e é um tipo de loja', 'pt')).toBe(2);
    expect(countFillersIn('Este, o sea, eh, este producto es bueno, pues, bueno, sí.', 'es')).toBe(5);
    expect(countFillersIn('eeh yaani sasa, unajua bidhaa zetu ni nzuri sasa hivi', 'sw')).toBe(4);
    expect(countHedgesIn('labda nadhani ni bei kidogo', 'sw')).toBe(3);
    expect(countHedgesIn('tal vez creo que es un poco caro', 'es')).toBe(3);
  });
});
