import { describe, expect, it } from 'vitest';
import { SYLLABLE_PACE } from '../../../shared/pitch-pace.ts';
import { pitchReportSchema, renderPitchReportMarkdown, type PitchReport } from '../../../shared/reports.ts';
import { serverT } from '../../lib/i18n.ts';
import { LocalProvider } from '../local/local-provider.ts';
import { analyzePitchOffline, analyzePitchText, analyzePitchWithKinds } from './pitch-analysis.ts';
import { SPANISH } from './tongues/es.ts';
import { FRENCH as FRENCH_TONGUE } from './tongues/fr.ts';
import { PORTUGUESE } from './tongues/pt.ts';
import { SWAHILI } from './tongues/sw.ts';

// The offline Pitch Lab in every language the product speaks: a pitch in French, Portuguese,
// Spanish or Swahili is read with its own language's rules (its tongue) and gets the full report,
// commentary in the reader's language, quotes and lines to say in the speaker's. Only a language
// no tongue reads still gets the honest limited report. Exact overall scores are not asserted:
// the length thresholds are still being tuned.

const FRENCH = `Euh, bonjour. Chaque semaine, les commerçants de Dakar jettent des produits qu'ils auraient pu vendre. En fait, nous avons créé StockSense, une application qui envoie un SMS quand le stock baisse. Du coup, ils ne perdent plus d'argent. Aujourd'hui, 40 boutiques l'utilisent et je pense qu'elles économisent peut-être deux heures par semaine. Nous cherchons 50 000 dollars pour équiper 200 boutiques d'ici décembre.`;

// As a speech recogniser returns it: lower case, no punctuation. "na sasa maduka arobaini
// yanaitumia" is "and now forty shops use it": "sasa" means now there, it is no filler.
const SWAHILI_SPEECH =
  'eeh habari zenu jina langu ni amina na sisi tunasaidia wenye maduka madogo kufuatilia bidhaa zao yaani kila wiki wanapoteza pesa kwa sababu bidhaa zinaisha bila wao kujua labda tumetengeneza programu inayotuma ujumbe wakati bidhaa zinapungua na sasa maduka arobaini yanaitumia tunatafuta shilingi milioni tano ili kufikia maduka mia mbili';

const ENGLISH = `Um, so, basically we, uh, help restaurants, like, schedule their staff. Um, it's, you know, an app. Uh, managers, um, they waste a lot of time, like, on schedules. So we, uh, built ShiftPal and, um, it basically does it for them. We have, um, 40 restaurants using it. Uh, we're raising money, so, um, invest in us I guess.`;

const PT_BODY = `Todo mês, os donos de mercearias em Luanda perdem clientes porque o estoque acaba sem eles perceberem. Nós criamos o EstoqueJá, um aplicativo que manda um SMS quando um produto está a acabar. Hoje, 40 lojas usam o EstoqueJá e vendem 20% mais.`;
const PT_ASK = 'Posso instalar o EstoqueJá na sua loja no sábado, com o primeiro mês grátis?';
const PT_NO_ASK_END = 'Os nossos clientes dizem que já não perdem vendas.';

const ES_BODY = `Cada semana, las tiendas de barrio en Lima pierden ventas porque se les acaba el stock sin darse cuenta. Creamos StockYa, una aplicación que envía un SMS cuando un producto se está acabando. Hoy, 40 tiendas usan StockYa y venden un 20% más.`;
const ES_ASK = '¿Puedo instalar StockYa en su tienda el sábado, con el primer mes gratis?';
const ES_NO_ASK_END = 'Nuestros clientes dicen que ya no pierden ventas.';

/** English words a line to say in another language must not carry (a template left untranslated). */
const ENGLISH_WORDS = /\b(?:can i|we|our|customers?|the|your|you|shop|store|week|free|month)\b/i;

const provider = new LocalProvider({ speechEngine: null });

type Reader = 'en' | 'fr' | 'sw' | 'pt' | 'es';

async function offline(transcript: string, seconds: number | undefined, language: Reader) {
  const { report } = await provider.analyzePitch(transcript, seconds, language);
  return { report: pitchReportSchema.parse(report), markdown: renderPitchReportMarkdown(report, serverT(language, 'report')) };
}

/** Every quote of the speaker, in the fixes and in the strengths, is their words as said. */
function expectQuotesVerbatim(report: PitchReport, transcript: string) {
  const fixQuotes = report.improvements.map((i) => i.quote).filter(Boolean);
  const strengthQuotes = report.strengths.flatMap((s) => [...s.matchAll(/[«“"][\u00a0\u202f]?(.+?)[\u00a0\u202f]?[»”"]/g)].map((m) => m[1]!));
  expect(fixQuotes.length + strengthQuotes.length).toBeGreaterThan(0);
  for (const quote of [...fixQuotes, ...strengthQuotes]) expect(transcript).toContain(quote);
}

/** The lines to say inside a suggestion (between « », “ ” or " "). */
function linesToSay(text: string): string[] {
  return [...text.matchAll(/(?:«[\u00a0\u202f]?(.+?)[\u00a0\u202f]?»|“(.+?)”|"(.+?)")/g)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

/** 3.9 → "3,9" for the French and Portuguese table cells. */
const decimalComma = (n: number) => String(n).replace('.', ',');

const round1 = (n: number) => Math.round(n * 10) / 10;

describe('a French pitch, offline', () => {
  it('a French reader gets the full report: parts judged, French fillers, French lines to say', async () => {
    const { report, markdown } = await offline(FRENCH, 38, 'fr');
    expect(report.metrics.limited).toBeUndefined();
    expect(report.metrics.paceLanguage).toBe('fr');
    expect(report.overallScore).toBeGreaterThan(0);
    // As a coach reads it: a concrete weekly pain (Dakar shops throwing stock away), the product and
    // what it does, the speaker's own result (40 shops). The ask is asserted in its own test below.
    expect(report.structure).toMatchObject({ problem: true, solution: true, proof: true });

    // Fillers counted with the French list: "Euh", "En fait", "Du coup"; the hedges "je pense", "peut-être".
    expect(report.metrics).toMatchObject({ wordCount: 63, durationSeconds: 38, fillerCount: 3, hedgeCount: 2 });
    const fillerFix = report.improvements.find((i) => i.issue.startsWith('Mots parasites'));
    expect(fillerFix?.issue).toMatch(/^Mots parasites\u00a0: 3 \(4,8\u00a0% des mots/);
    expect(fillerFix?.issue).toMatch(/euh, en fait, du coup$/);

    expectQuotesVerbatim(report, FRENCH);

    // Lines to say are French, not an English template.
    const lines = report.improvements.flatMap((i) => linesToSay(i.suggestion));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of [...lines, report.rewrittenOpening].filter(Boolean)) {
      expect(line).not.toMatch(ENGLISH_WORDS);
    }
    // The hedges demonstration: the speaker's own result, said without "je pense" and "peut-être".
    expect(lines).toContain("Aujourd'hui, 40 boutiques l'utilisent et elles économisent deux heures par semaine.");

    // Commentary in French.
    expect(markdown).toMatch(/^## Rapport du Pitch Lab\n\n\*\*Note globale\u00a0: \d+\/100/);
    expect(markdown).toMatch(/### Ce qui a bien marché\n/);
    expect(markdown).not.toMatch(/Overall|Metric|Filler|What worked|Try instead|Contenu non évalué/);
    for (const text of [report.summary, report.nextExercise, ...report.improvements.map((i) => i.issue)]) {
      expect(text).not.toMatch(ENGLISH_WORDS);
    }

    // Pace in syllables a second, against the French band.
    const rate = round1(FRENCH_TONGUE.countSyllables(FRENCH) / 38);
    expect(report.metrics.syllablesPerSecond).toBe(rate);
    const band = SYLLABLE_PACE.fr;
    // (Table cells keep French non-breaking spaces: compared here as plain spaces.)
    expect(markdown.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      `| Débit | ${decimalComma(rate)} syllabes/s | ${decimalComma(band.min)}–${decimalComma(band.max)} syllabes/s ` +
        `(${decimalComma(band.persuasiveMin)}–${decimalComma(band.persuasiveMax)} pour convaincre) en français |`,
    );
  });

  it('credits the French investor ask with an amount and a date', async () => {
    const { report } = await offline(FRENCH, 38, 'fr');
    expect(report.structure.ask).toBe(true);
  });

  it('an English reader gets English commentary, with quotes and lines to say in French', async () => {
    const { report, markdown } = await offline(FRENCH, 38, 'en');
    const french = (await offline(FRENCH, 38, 'fr')).report;
    expect(report.metrics.limited).toBeUndefined();
    expect(report.metrics.paceLanguage).toBe('fr');
    // The reader's language changes the words of the commentary, not the judgement.
    expect({ overall: report.overallScore, scores: report.scores, structure: report.structure, metrics: report.metrics }).toEqual({
      overall: french.overallScore,
      scores: french.scores,
      structure: french.structure,
      metrics: french.metrics,
    });
    expect(report.improvements.map((i) => i.quote)).toEqual(french.improvements.map((i) => i.quote));
    expectQuotesVerbatim(report, FRENCH);

    expect(markdown).toMatch(/^## Pitch Lab report\n\n\*\*Overall: \d+\/100/);
    expect(markdown).toContain('| Filler words | 3 (4.8%) |');
    expect(markdown).toMatch(/\| Pace \| [\d.]+ syllables\/s \| [\d.]+–[\d.]+ syllables\/s \([\d.]+–[\d.]+ persuasive\) for French \|/);
    const fillerFix = report.improvements.find((i) => i.issue.startsWith('Filler words'));
    expect(fillerFix?.issue).toMatch(/^Filler words: 3 \(4\.8% of words.*Most common: euh, en fait, du coup$/);
    // The filler named in the English advice is the speaker's own French one.
    expect(fillerFix?.suggestion).toContain('"euh"');
    expect(report.improvements.map((i) => i.issue).join(' ')).not.toMatch(/Mots parasites|Pas de demande/);

    // Each line to say is the French reader's line, word for word, quoted inside English advice.
    const frenchLines = french.improvements.flatMap((i) => linesToSay(i.suggestion));
    const lines = report.improvements.flatMap((i) => linesToSay(i.suggestion)).filter((line) => line.split(' ').length > 3);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toMatch(ENGLISH_WORDS);
      expect(frenchLines).toContain(line);
    }
  });
});

describe('Swahili recognised speech, offline', () => {
  // About 4.4 syllables a second: an ordinary Swahili pace (Swahili packs more syllables a second than English).
  const seconds = Math.round(SWAHILI.countSyllables(SWAHILI_SPEECH) / 4.4);
  const slowPace = /^Polepole mno|^Kuboresha: silabi [\d.]+ kwa sekunde ni mwendo mzuri/;

  it('a Swahili reader gets the full report: eeh and yaani counted, "sasa" (now) not, a normal pace', async () => {
    const { report, markdown } = await offline(SWAHILI_SPEECH, seconds, 'sw');
    expect(report.metrics.limited).toBeUndefined();
    expect(report.metrics.paceLanguage).toBe('sw');
    expect(report.overallScore).toBeGreaterThan(0);
    expect(report.structure).toMatchObject({ problem: true, solution: true, proof: true });
    // A greeting and a name first ("habari zenu jina langu ni amina"): no hook.
    expect(report.structure.hook).toBe(false);

    expect(report.metrics).toMatchObject({ wordCount: 50, fillerCount: 2, hedgeCount: 1 });
    const fillerFix = report.improvements.find((i) => i.issue.startsWith('Maneno ya kujaza'));
    expect(fillerFix?.issue).toMatch(/Yanayojitokeza zaidi: eeh, yaani$/);
    expect(SWAHILI.countFillers('na sasa maduka arobaini yanaitumia', false).count).toBe(0);

    // Pace: syllables a second, not slow at an ordinary Swahili pace...
    expect(report.metrics.syllablesPerSecond).toBeGreaterThanOrEqual(4.3);
    expect(report.metrics.syllablesPerSecond).toBeLessThanOrEqual(4.5);
    expect(report.improvements.map((i) => i.issue).filter((issue) => slowPace.test(issue))).toEqual([]);
    expect(analyzePitchWithKinds(SWAHILI_SPEECH, seconds, 'sw', SWAHILI).improvementKinds).not.toContain('pace');
    expect(markdown).toMatch(/\| Kasi \| silabi 4\.\d kwa sekunde \| silabi [\d.]+–[\d.]+ kwa sekunde \([\d.]+–[\d.]+ kwa ushawishi\) kwa Kiswahili \|/);

    // ...sentences not measured: a recogniser gives no punctuation.
    expect(report.metrics.avgSentenceLength).toBe(0);
    expect(markdown).toContain('| Urefu wa wastani wa sentensi | haijapimwa |');

    expectQuotesVerbatim(report, SWAHILI_SPEECH);
    for (const line of [...report.improvements.flatMap((i) => linesToSay(i.suggestion)), report.rewrittenOpening].filter(Boolean)) {
      expect(line).not.toMatch(ENGLISH_WORDS);
    }
    expect(markdown).toMatch(/^## Ripoti ya Pitch Lab\n\n\*\*Alama ya jumla: \d+\/100/);
    expect(markdown).not.toMatch(/Overall|Filler|What worked|Maudhui hayajatathminiwa/);
  });

  it('the same speech said far too slowly is told so (the pace rule above can fail)', () => {
    // A fix the report may rank below its top three: the ranked kinds hold every fix found.
    const { report, improvementKinds } = analyzePitchWithKinds(SWAHILI_SPEECH, 60, 'sw', SWAHILI);
    expect(report.metrics.syllablesPerSecond).toBeLessThan(SYLLABLE_PACE.sw.min);
    expect(improvementKinds).toContain('pace');
  });

  it('credits the Swahili request for money as an ask', async () => {
    const { report } = await offline(SWAHILI_SPEECH, seconds, 'sw');
    expect(report.structure.ask).toBe(true);
  });
});

describe('Portuguese and Spanish pitches, offline', () => {
  it('Portuguese: an ask with a day is credited and praised', async () => {
    const { report } = await offline(`${PT_BODY} ${PT_ASK}`, 25, 'pt');
    expect(report.metrics.limited).toBeUndefined();
    expect(report.metrics.paceLanguage).toBe('pt');
    expect(report.structure.ask).toBe(true);
    expect(report.strengths).toContain(`Um pedido claro e específico: “${PT_ASK}”`);
    expect(report.improvements.map((i) => i.issue).join(' ')).not.toMatch(/pedido/i);
  });

  it('Portuguese: no ask gets the missing ask fixed first, with a line to say in Portuguese', async () => {
    const { report } = await offline(`${PT_BODY} ${PT_NO_ASK_END}`, 25, 'pt');
    expect(report.structure.ask).toBe(false);
    const first = report.improvements[0]!;
    expect(first.issue).toBe('Sem pedido claro: o pitch termina sem dizer a quem ouve o que fazer a seguir');
    expect(first.quote).toBe(PT_NO_ASK_END);
    const line = /^Termine com um pedido específico: “(.+)”$/.exec(first.suggestion)?.[1];
    expect(line).toBeDefined();
    expect(line).toContain('EstoqueJá');
    expect(line).toMatch(/\b(?:posso|sua|seu|o senhor|a senhora)\b/i);
    expect(line).not.toMatch(ENGLISH_WORDS);
  });

  it('Spanish: an ask with a day is credited and praised', async () => {
    const { report } = await offline(`${ES_BODY} ${ES_ASK}`, 25, 'es');
    expect(report.metrics.limited).toBeUndefined();
    expect(report.metrics.paceLanguage).toBe('es');
    expect(report.structure.ask).toBe(true);
    expect(report.strengths).toContain(`Una petición clara y específica: “${ES_ASK}”`);
    expect(report.improvements.map((i) => i.issue).join(' ')).not.toMatch(/petición/i);
  });

  it('Spanish: no ask gets the missing ask fixed first, with a line to say in Spanish', async () => {
    const { report } = await offline(`${ES_BODY} ${ES_NO_ASK_END}`, 25, 'es');
    expect(report.structure.ask).toBe(false);
    const first = report.improvements[0]!;
    expect(first.issue).toBe('Sin petición clara: el pitch termina sin decirle a quien escucha qué hacer después');
    expect(first.quote).toBe(ES_NO_ASK_END);
    const line = /^Termina con una petición específica: “(.+)”$/.exec(first.suggestion)?.[1];
    expect(line).toBeDefined();
    expect(line).toContain('StockYa');
    expect(line).toMatch(/\b(?:su|le|puedo|usted)\b/i);
    expect(line).not.toMatch(ENGLISH_WORDS);
  });
});

describe('a pitch no tongue reads, offline', () => {
  it('an unrecognised language: says so, counts no fillers, and shows them as not measured', () => {
    const report = analyzePitchOffline('Wir helfen kleinen Läden, ihren Bestand zu verwalten, und sparen ihnen jede Woche viel Zeit und Geld.', 7, 'pt');
    expect(report.metrics.limited).toEqual({ spokenLanguage: 'unknown', wordLists: false });
    expect(report.overallScore).toBe(0);
    expect(Object.values(report.structure).some(Boolean)).toBe(false);
    expect(report.improvements).toEqual([]);
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
    expect(markdown).toMatch(/\*\*Note globale\u00a0: \d+\/100 \([^)]+\)\*\* · Clarté \d+\/10 · Structure \d+\/10 · Élocution \d+\/10 · Persuasion \d+\/10/);
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

describe('filler and hedge words of each tongue (counts only)', () => {
  it('French fillers and softeners, not content', () => {
    // "genre" once as a filler, once as a noun ("un nouveau genre de boutique").
    expect(FRENCH_TONGUE.countFillers('Euh, en fait, du coup on a, ben, genre, un nouveau genre de boutique.', true).count).toBe(5);
    expect(FRENCH_TONGUE.countHedges('Je pense que c’est peut-être un peu cher.')).toBe(3);
  });

  it('Portuguese fillers, "tipo de" being a noun', () => {
    // The run-up "então", the filler "tipo" and "né"; the noun "um tipo de loja" is not one.
    expect(PORTUGUESE.countFillers('então tipo a gente ajuda né e é um tipo de loja', true).count).toBe(3);
    // Punctuated, all three fillers are heard and the noun "um tipo de loja" is not.
    expect(PORTUGUESE.countFillers('então, tipo, a gente ajuda, né, e é um tipo de loja.', true).count).toBe(3);
  });

  it('Portuguese: "tipo" after an unpunctuated "então" is a filler too', () => {
    expect(PORTUGUESE.countFillers('então tipo a gente ajuda né e é um tipo de loja', true).labels.sort()).toEqual(['então', 'né', 'tipo']);
  });

  it('Spanish fillers and softeners', () => {
    expect(SPANISH.countFillers('Este, o sea, eh, este producto es bueno, pues, bueno, sí.', true).count).toBe(5);
    expect(SPANISH.countHedges('tal vez creo que es un poco caro')).toBe(3);
  });

  it('Swahili fillers and softeners, "sasa" meaning now left alone', () => {
    // Changed meaning: the old list counted "sasa," before any pause (4 here). The tongue counts "sasa"
    // only between pauses or before a hesitation; after "yaani" and before "unajua" it is not counted.
    // "sasa hivi" (right now) is never a filler.
    expect(SWAHILI.countFillers('eeh yaani sasa, unajua bidhaa zetu ni nzuri sasa hivi', true).labels).toEqual(['eeh', 'yaani', 'unajua']);
    expect(SWAHILI.countFillers('sasa, unajua bidhaa zetu ni nzuri', true).labels).toEqual(['sasa', 'unajua']);
    expect(SWAHILI.countFillers('bidhaa zetu ni nzuri sasa hivi', true).count).toBe(0);
    // Changed meaning: the old list counted "kidogo" always (3). In "bei kidogo" (a low price) it is
    // content; in "itawasaidia kidogo" (it will help them a little) it shrinks the claim.
    expect(SWAHILI.countHedges('labda nadhani ni bei kidogo')).toBe(2);
    expect(SWAHILI.countHedges('labda nadhani itawasaidia kidogo')).toBe(3);
  });
});
