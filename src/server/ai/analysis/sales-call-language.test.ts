// The offline practice-call report in the user's language: commentary from the `callReport` catalog,
// the rep's quotes and the lines to say in English, and an honest limited report for calls the
// English rules cannot read.
import { describe, expect, it } from 'vitest';
import { renderSalesCallReportMarkdown, salesCallReportSchema, type SalesSetup, type TranscriptTurn } from '../../../shared/reports.ts';
import { serverT } from '../../lib/i18n.ts';
import { LocalProvider } from '../local/local-provider.ts';
import { withProgress } from '../../features/sales-coach/sales-session.service.ts';
import { analyzeSalesCall, analyzeSalesCallOffline } from './sales-call-analysis.ts';
import { offlineNote, scriptedProspectReply } from './prospect-persona.ts';
import { acknowledges, agreesToGoal } from './sales-signals.ts';

const SETUP: SalesSetup = {
  product: 'ShiftPal, a staff scheduling app for restaurants',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

const user = (text: string): TranscriptTurn => ({ role: 'user', text });
const prospect = (text: string): TranscriptTurn => ({ role: 'prospect', text });

const STRONG_CALL: TranscriptTurn[] = [
  prospect("Jordan Lee. I've got about five minutes. What's this regarding?"),
  user('Hi Jordan, this is Alex from ShiftPal. How does your team build staff schedules today?'),
  prospect("We're about forty people, a mix of spreadsheets and an older tool. Frankly, I doubt we can justify the cost."),
  user(
    'I completely understand, budget matters. What are you comparing the cost against? Most restaurants find ShiftPal pays for itself in three weeks, because managers save about 6 hours a week.',
  ),
  prospect("That's more convincing than I expected. What exactly are you proposing?"),
  user('What would you want to see in a demo? Would Tuesday at 10 or Thursday at 2 work better for a 20-minute demo?'),
  prospect("Alright, you've earned a demo. Tuesday at 10, thirty minutes. Send the invite."),
];

const PUSHY_CALL: TranscriptTurn[] = [
  prospect("Jordan Lee. What's this regarding?"),
  user('Hi Jordan, Alex from ShiftPal. We make scheduling easy.'),
  prospect('I hear this pitch a lot. Frankly, I doubt we can justify the cost.'),
  user("It's really a great product, you should see it."),
  prospect('Still sounds expensive to me.'),
  user('Can we book a demo for Tuesday?'),
  prospect("Slow down. You haven't dealt with the price."),
  user("Trust me, let's schedule the demo this week."),
  prospect('You are pushing. The price is still a problem for us.'),
];

const FRENCH_CALL: TranscriptTurn[] = [
  prospect("Jordan Lee. I've got about five minutes. What's this regarding?"),
  user('Bonjour Jordan, ici Alex de ShiftPal. Comment votre équipe prépare-t-elle les plannings aujourd’hui ?'),
  prospect('I hear this pitch a lot. Frankly, I doubt we can justify the cost.'),
  user(
    'Je comprends tout à fait, le budget compte. À quoi comparez-vous le coût ? La plupart des restaurants trouvent que ShiftPal se rentabilise en trois semaines, parce que les gérants gagnent environ six heures par semaine.',
  ),
  prospect('Go on.'),
  user('Est-ce que mardi à 10 h ou jeudi à 14 h vous conviendrait pour une démo de 20 minutes ?'),
  prospect("I'm still not sure about the price."),
];

const userWords = (turns: TranscriptTurn[]) =>
  turns
    .filter((t) => t.role === 'user')
    .map((t) => t.text)
    .join(' ');

describe('an English call, reported in Swahili', () => {
  it('writes the commentary in Swahili and keeps the scores, the quotes and the lines to say in English', () => {
    const english = analyzeSalesCall(PUSHY_CALL, SETUP);
    const report = analyzeSalesCallOffline(PUSHY_CALL, SETUP, 'sw');
    expect(salesCallReportSchema.parse(report)).toEqual(report);
    expect(report.metrics.limited).toBeUndefined();
    // The same findings as in English: only the words around them change.
    expect(report.overallScore).toBe(english.overallScore);
    expect(report.scores).toEqual(english.scores);
    expect(report.metrics).toEqual(english.metrics);
    expect(report.improvements.map((i) => i.quote)).toEqual(english.improvements.map((i) => i.quote));

    // Two asks before the price was dealt with: the pushing comes first (see sales-call-analysis.test.ts).
    const [push, objection] = report.improvements;
    expect(objection.issue).toBe(
      'Pingamizi la "Bei / Bajeti" halikushughulikiwa: ulipaswa kulitambua, kuuliza swali ili kulielewa na kulijibu kwa thamani au ushahidi kuhusu gharama na faida',
    );
    expect(objection.quote).toBe("It's really a great product, you should see it.");
    // The push fix says the answer (in English); the objection fix points to it in Swahili.
    expect(push.suggestion).toMatch(/"I hear you, budget matters\./);
    expect(objection.suggestion).toBe(
      'Kiri wasiwasi wa «bei / bajeti», uliza swali moja kuuhusu, kisha ujibu kwa thamani: jibu lililopendekezwa katika ripoti hii ni mfano.',
    );
    expect(push.issue).toBe('Ulisukuma lengo (onyesho au mkutano) kabla wasiwasi kuhusu "bei / bajeti" haujatatuliwa (mara 2)');
    expect(push.quote).toBe('Can we book a demo for Tuesday?');
    expect(report.summary).toMatch(/^Uliomba mkutano kabla wasiwasi wake haujajibiwa: /);
    expect(report.nextExercise).toMatch(/^Rudia hali ileile na usipendekeze hatua inayofuata/);
    for (const item of report.improvements) expect(userWords(PUSHY_CALL)).toContain(item.quote.replace(/ …$/, ''));
  });

  it('credits a strong call in Swahili, quoting the rep in English', () => {
    const report = analyzeSalesCallOffline(STRONG_CALL, SETUP, 'sw');
    expect(report.outcome).toBe('goal_reached');
    expect(report.strengths[0]).toBe('Ulifikia lengo: mteja mtarajiwa alikubali onyesho au mkutano');
    expect(report.strengths[1]).toMatch(
      /^Ulishughulikia pingamizi la "bei \/ bajeti" \(ulikiri, uliuliza, ulijibu kwa ushahidi\): "Most restaurants find ShiftPal pays for itself/,
    );
    expect(report.summary).toMatch(/^Ulipata ndiyo uliyoitafuta, lakini /);
    const markdown = renderSalesCallReportMarkdown(report, SETUP, serverT('sw', 'report'));
    expect(markdown).not.toMatch(/Secured the goal|Handled the|Goal reached|You asked/);
  });

  it('formats numbers the French way in French commentary', () => {
    const report = analyzeSalesCallOffline(PUSHY_CALL, SETUP, 'fr');
    expect(report.summary).toMatch(/^Vous avez demandé le rendez-vous avant d’avoir répondu à son inquiétude\u00a0: /);
    expect(report.improvements.map((i) => i.issue).join(' ')).toMatch(/\d+,\d\u00a0%|\d+\u00a0%|fois/);
    expect(report.improvements[1].issue).toBe(
      'L’objection «\u00a0Prix / Budget\u00a0» n’a pas été traitée\u00a0: il fallait la reconnaître, poser une question pour la comprendre et y répondre avec de la valeur ou des preuves sur le coût et le retour sur investissement',
    );
    const silent = analyzeSalesCallOffline([], SETUP, 'fr');
    expect(silent.improvements[0].suggestion).toBe(
      'Vérifiez le micro et commencez le prochain appel par une question ouverte\u00a0: "How does your team handle this today, and where does it break down?" et "Who else is involved in a decision like this?"',
    );
  });
});

describe('a call the offline rules cannot read', () => {
  it('gives a French speaker an honest limited report in French, without scores or invented lines', () => {
    const report = analyzeSalesCallOffline(FRENCH_CALL, SETUP, 'fr');
    expect(salesCallReportSchema.parse(report)).toEqual(report);
    expect(report.metrics.limited).toEqual({ spokenLanguage: 'fr', questionsCounted: true });
    expect(report.metrics).toMatchObject({ userTurns: 3, prospectTurns: 4, questionsAsked: 3 });
    expect(report.metrics.talkRatio).toBeGreaterThan(65);
    expect(report).toMatchObject({
      overallScore: 0,
      outcome: 'not_reached',
      scores: { discovery: 0, objectionHandling: 0, valueCommunication: 0, closing: 0 },
      objectionHandled: false,
      nextStepSecured: false,
    });
    // What can be measured without the words: the rep talked most of the call. The advice says how, not what, to say.
    expect(report.improvements).toEqual([
      {
        issue: expect.stringMatching(
          /^Vous avez parlé la plupart du temps\u00a0: \d+\u00a0% des mots \(meilleurs vendeurs ≈ 43\u00a0%\), plus long monologue de 35\u00a0mots$/,
        ),
        quote: expect.stringMatching(/^Je comprends tout à fait, le budget compte\./),
        suggestion: 'Arrêtez-vous après deux ou trois phrases et rendez la parole au prospect avec une question.',
      },
    ]);
    expect(report.summary).toMatch(
      /^Pour l’instant, l’analyse hors ligne ne comprend que les appels d’entraînement en anglais\. Vous sembliez parler français/,
    );
    // No server setting in a user-facing text (issue 26): the online coach, not AI_PROVIDER=openai.
    expect(report.summary).not.toContain('AI_PROVIDER');
    expect(report.summary).toContain('Le coach IA en ligne analyse les appels dans toutes les langues.');
    expect(report.strengths).toEqual([
      'Vous avez fait vivre la conversation sur 3\u00a0prises de parole',
      'Vous avez posé 3\u00a0questions (comptées par leurs points d’interrogation)',
    ]);
    expect(report.nextExercise).toMatch(/en anglais/);

    const markdown = renderSalesCallReportMarkdown(report, SETUP, serverT('fr', 'report'));
    expect(markdown).not.toMatch(/\/10|\/100|Note globale|Objection traitée|Prochaine étape obtenue/);
    expect(markdown).toContain('Pour l’instant, l’analyse hors ligne');
  });

  it('says so in English to an English reader, and does not count questions without punctuation', () => {
    const spoken = FRENCH_CALL.map((t) =>
      t.role === 'user'
        ? user(
            t.text
              .toLowerCase()
              .replace(/[?.,!’]/g, ' ')
              .replace(/\s+/g, ' ')
              .trim(),
          )
        : t,
    );
    const report = analyzeSalesCallOffline(spoken, SETUP, 'en');
    expect(report.metrics.limited).toEqual({ spokenLanguage: 'fr', questionsCounted: false });
    expect(report.metrics.questionsAsked).toBe(0);
    expect(report.summary).toMatch(
      /^The offline analysis understands practice calls in English only for now\. You seemed to speak French, so nothing you said was judged/,
    );
    expect(report.strengths[0]).toBe('You kept the conversation going for 3 turns');
  });

  it('flags a long monologue without suggesting a line to say', () => {
    const monologue =
      'Merci de prendre mon appel. ShiftPal est la meilleure plateforme de planning pour les restaurants et nous avons passé trois ans à la construire avec des restaurateurs. Elle gère les horaires, les échanges de service, les congés, les prévisions de coût de main-d’œuvre, les exports de paie, le partage des pourboires, la messagerie, le respect du droit du travail local et les rapports sur tous les sites. Notre application mobile est très bien notée, notre support répond en quelques minutes et notre équipe met tout en place pour vous. Nous sommes intégrés aux principaux systèmes de caisse et de paie.';
    const turns = [prospect('Jordan Lee speaking.'), user(monologue), prospect('Too expensive.')];
    const report = analyzeSalesCallOffline(turns, SETUP, 'fr');
    expect(report.metrics.limited?.spokenLanguage).toBe('fr');
    expect(report.improvements).toHaveLength(1);
    expect(report.improvements[0].issue).toMatch(/^Vous avez parlé la plupart du temps/);
    expect(report.improvements[0].quote).toMatch(/^Merci de prendre mon appel\./);
    expect(report.improvements[0].suggestion).toBe('Arrêtez-vous après deux ou trois phrases et rendez la parole au prospect avec une question.');
  });

  it('keeps the full English analysis for English calls and for empty ones', () => {
    expect(analyzeSalesCallOffline(STRONG_CALL, SETUP, 'en')).toEqual(analyzeSalesCall(STRONG_CALL, SETUP));
    expect(analyzeSalesCallOffline([], SETUP, 'fr').metrics.limited).toBeUndefined();
    // Too short to tell: the rules run for an English reader, a reader of another language is told plainly.
    const short = [prospect('Lee.'), user('Yes.')];
    expect(analyzeSalesCallOffline(short, SETUP, 'en')).toEqual(analyzeSalesCall(short, SETUP));
    const unknown = analyzeSalesCallOffline(short, SETUP, 'pt');
    expect(unknown.metrics.limited).toEqual({ spokenLanguage: 'unknown', questionsCounted: true });
    expect(unknown.summary).toMatch(/^Por enquanto, a análise offline só entende chamadas de treino em inglês\. O idioma falado não foi reconhecido, /);
  });

  it('goes through the local provider', async () => {
    const provider = new LocalProvider({ speechEngine: null });
    expect((await provider.analyzeSalesCall(FRENCH_CALL, SETUP, 'fr')).report.metrics.limited?.spokenLanguage).toBe('fr');
    expect((await provider.analyzeSalesCall(STRONG_CALL, SETUP, 'fr')).report.strengths[0]).toBe(
      'Objectif atteint\u00a0: le prospect a accepté une démo ou un rendez-vous',
    );
  });
});

describe('the scripted prospect offline', () => {
  it('tells a reader of another language once, in their language, that it speaks English', async () => {
    const provider = new LocalProvider({ speechEngine: null });
    const opening = (await provider.prospectReply([], SETUP, 'fr')).text;
    const english = (await provider.prospectReply([], SETUP, 'en')).text;
    // The opening's wording is seeded per call; it is the buyer picking up, with nothing left to fill in.
    expect(english).toMatch(/\?$/);
    expect(english).not.toMatch(/[{}]/);
    expect(opening).toBe(`(Appel d’entraînement hors ligne\u00a0: le prospect parle anglais.) ${english}`);
    expect(scriptedProspectReply([], SETUP, 'sw').text.startsWith(`${offlineNote('sw')} `)).toBe(true);
    const next = (await provider.prospectReply([prospect(opening), user('Hi Jordan, this is Alex from ShiftPal.')], SETUP, 'fr')).text;
    expect(next).not.toContain('(Appel');
  });

  it('leaves the note out of the analysis', () => {
    const withNote = [prospect(scriptedProspectReply([], SETUP, 'fr').text), ...STRONG_CALL.slice(1)];
    const plain = [prospect(scriptedProspectReply([], SETUP).text), ...STRONG_CALL.slice(1)];
    expect(analyzeSalesCallOffline(withNote, SETUP, 'fr')).toEqual(analyzeSalesCallOffline(plain, SETUP, 'fr'));
  });
});

describe('the progress line', () => {
  it('goes under the overall line in the reader’s language, and stays as it was in English', () => {
    const report = analyzeSalesCall(STRONG_CALL, SETUP, 'fr');
    const markdown = withProgress(renderSalesCallReportMarkdown(report, SETUP, serverT('fr', 'report')), report.overallScore, 50, 'fr');
    const lines = markdown.split('\n');
    const at = lines.findIndex((l) => l.startsWith('**Note globale'));
    expect(lines[at + 2]).toBe(`**Progression\u00a0: +${report.overallScore - 50} par rapport à la dernière fois** (la dernière fois\u00a0: 50/100)`);

    const english = analyzeSalesCall(STRONG_CALL, SETUP);
    const en = withProgress(renderSalesCallReportMarkdown(english, SETUP, serverT('en', 'report')), english.overallScore, english.overallScore).split('\n');
    const overall = en.findIndex((l) => l.startsWith('**Overall:'));
    expect(en[overall + 2]).toBe(`**Progress: same as last time** (last time ${english.overallScore}/100)`);
    expect(withProgress('x', 40, 45)).toBe('x\n\n**Progress: −5 vs last time** (last time 45/100)\n');
  });
});

describe('Swahili and Pidgin discourse markers', () => {
  it('hears acknowledgement and agreement in them', () => {
    expect(acknowledges('Nakuelewa, budget matters.')).toBe(true);
    expect(acknowledges('Na true, money is tight for everybody.')).toBe(true);
    expect(agreesToGoal('Sawa, Tuesday at 10 works. Send the invite.', 'Book a Demo/Meeting')).toBe(true);
    expect(agreesToGoal('No wahala, send me the contract.', 'Close the Sale')).toBe(true);
    expect(agreesToGoal('Hapana, no demo until you show me numbers.', 'Book a Demo/Meeting')).toBe(false);
  });
});
