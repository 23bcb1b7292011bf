// The scripted prospect in French, Swahili, Portuguese and Spanish: it speaks the user's language,
// its lines read back as the buyer meant them (a yes agrees, a "not now" defers), it yields to a call
// that handles the objection and proposes a time, and it pushes back on pressure.

import { describe, expect, it } from 'vitest';
import { SALES_DIFFICULTIES, SALES_GOALS, SALES_OBJECTIONS, type SalesSetup, type TranscriptTurn } from '../../../../shared/reports.ts';
import { detectLanguage } from '../language-detect.ts';
import { scriptedProspectReply } from '../prospect-persona.ts';
import { analyzeSalesCallOffline } from '../sales-call-offline.ts';
import { normalizeText } from '../text.ts';
import { PROSPECT_VOICES } from './prospect.ts';
import { goalStance, lexiconFor, raisesObjection } from './signals.ts';
import { TONGUES, type TongueCode } from './types.ts';

const SETUP: SalesSetup = {
  product: 'CaisseFacile, une application de caisse',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

// A seller who finds out, hears the price concern out, answers it with a result and proposes a time;
// and one who pushes.
const GOOD_REP: Record<TongueCode, string[]> = {
  fr: [
    'Bonjour, c’est Yao de CaisseFacile. Comment vous suivez les ventes et le stock aujourd’hui ?',
    'Je comprends, chaque franc compte. Qu’est-ce que vous perdez aujourd’hui quand la marchandise disparaît ? Les boutiques qui utilisent CaisseFacile retrouvent en moyenne 40 000 francs de stock perdu dès le premier mois.',
    'On se voit jeudi à 10 h pour une démo de 20 minutes ?',
  ],
  sw: [
    'Habari, ni Brian wa CaisseFacile. Kwa sasa mnafuatiliaje mauzo na stoku?',
    'Nakuelewa, kila shilingi ina maana. Mnapoteza kiasi gani mzigo ukipotea? Maduka yanayotumia CaisseFacile yalipata karibu shilingi 2,000 za stoku iliyopotea mwezi wa kwanza.',
    'Tuonane Alhamisi saa nne kwa demo ya dakika 20?',
  ],
  pt: [
    'Oi, aqui é a Ana da CaisseFacile. Como vocês controlam hoje as vendas e o estoque?',
    'Entendo, cada real conta. Quanto vocês perdem hoje com mercadoria que some? As lojas que usam a CaisseFacile recuperam em média R$ 1.200 de estoque perdido no primeiro mês.',
    'Podemos marcar uma demo de 20 minutos na terça às 10h?',
  ],
  es: [
    'Buenos días, le habla Andrés de CaisseFacile. ¿Cómo lleva hoy el control de ventas e inventario?',
    'Entiendo, cada peso cuenta. ¿Cuánto pierde hoy cuando se le pierde mercancía? Las tiendas que usan CaisseFacile recuperan en promedio 300.000 pesos de mercancía perdida el primer mes.',
    '¿Nos vemos el jueves a las 10 para una demo de 20 minutos?',
  ],
};

const PUSHY_REP: Record<TongueCode, string[]> = {
  fr: [
    'Bonjour, CaisseFacile. Vous avez combien de boutiques ?',
    'Faites-moi confiance, il faut signer aujourd’hui.',
    'Arrêtez d’hésiter, on fait la démo demain ?',
    'Dernière chance, on fait la démo demain ?',
  ],
  sw: [
    'Habari, ni CaisseFacile. Una maduka mangapi?',
    'Niamini, lazima usaini leo.',
    'Acha kusita, tufanye demo kesho?',
    'Nafasi ya mwisho, tufanye demo kesho?',
  ],
  pt: [
    'Oi, CaisseFacile aqui. Quantas lojas você tem?',
    'Confia em mim, você precisa fechar hoje.',
    'Para de enrolar, vamos marcar a demo amanhã?',
    'Última chance, marcamos a demo amanhã?',
  ],
  es: [
    'Buenos días, TiendaApp. ¿Cuántas tiendas tiene?',
    'Créame, tiene que firmar hoy.',
    'Deje de dudar, ¿hacemos la demo mañana?',
    'Última oportunidad, ¿hacemos la demo mañana?',
  ],
};

function play(code: TongueCode, reps: string[], setup: SalesSetup = SETUP, seed?: string): { turns: TranscriptTurn[]; yielded: boolean } {
  const turns: TranscriptTurn[] = [{ role: 'prospect', text: scriptedProspectReply([], setup, code, { seed }).text }];
  let yielded = false;
  for (const text of reps) {
    turns.push({ role: 'user', text });
    const reply = scriptedProspectReply(turns, setup, code, { seed });
    yielded ||= reply.yielded;
    turns.push({ role: 'prospect', text: reply.text });
  }
  return { turns, yielded };
}

describe.each([...TONGUES])('the prospect in %s', (code) => {
  const lex = lexiconFor(code)!;
  const voice = PROSPECT_VOICES[code];

  it('speaks the language from the first line, with nothing left to fill in and no "speaks English" note', () => {
    for (const difficulty of SALES_DIFFICULTIES) {
      const { turns } = play(code, GOOD_REP[code], { ...SETUP, difficulty });
      const prospectText = turns.filter((t) => t.role === 'prospect').map((t) => t.text);
      expect(detectLanguage(prospectText.join(' '))).toBe(code);
      for (const line of prospectText) expect(line).not.toMatch(/[{}]|\(|undefined/);
    }
  });

  it('voices each objection in words the report recognises', () => {
    for (const objection of SALES_OBJECTIONS) {
      for (const line of voice.raise[objection]) expect(raisesObjection(line.replace('{product}', voice.yourProduct), objection, lex), line).toBe(true);
    }
  });

  it('says yes to each goal in words that read as agreement, and "not now" as a deferral', () => {
    for (const goal of SALES_GOALS) {
      for (const line of voice.yield[goal].when) expect(goalStance(line.replace('{when}', 'kesho 10'), goal, true, lex), line).toBe('agrees');
      for (const line of voice.yield[goal].plain) expect(goalStance(line, goal, true, lex), line).toBe('agrees');
      for (const line of voice.defer) expect(goalStance(line, goal, true, lex), line).toBe('defers');
    }
  });

  it('never says yes by accident right after an ask it does not accept', () => {
    const notYes = [
      ...voice.resistClose,
      ...voice.nudge,
      ...voice.claim,
      ...voice.ackOnly,
      ...voice.valueWithoutAck,
      ...voice.valueWithoutQuestion,
      ...voice.wantsMore,
      ...voice.handled,
      ...Object.values(voice.setback).flat(),
      ...Object.values(voice.restate).flat(),
      ...Object.values(voice.raise).flat(),
      ...Object.values(voice.concern).flat(),
      ...Object.values(voice.answers).flatMap((byBuyer) => [...byBuyer.business, ...byBuyer.household]),
    ];
    for (const goal of SALES_GOALS) for (const line of notYes) expect(goalStance(line, goal, true, lex), line).not.toBe('agrees');
  });

  it('yields to a call that handles the price concern and proposes a time, and the report agrees', () => {
    const { turns, yielded } = play(code, GOOD_REP[code]);
    expect(yielded).toBe(true);
    const report = analyzeSalesCallOffline(turns, SETUP, code);
    expect(report.metrics.limited).toBeUndefined();
    expect(report).toMatchObject({ outcome: 'goal_reached', objectionHandled: true, nextStepSecured: true });
  });

  it('pushes back on pressure and never yields to it', () => {
    const { turns, yielded } = play(code, PUSHY_REP[code]);
    expect(yielded).toBe(false);
    const report = analyzeSalesCallOffline(turns, SETUP, code);
    expect(report.nextStepSecured).toBe(false);
    expect(report.overallScore).toBeLessThanOrEqual(30);
    const pushback = turns[4]!.text;
    expect(voice.setback.pushy.some((line) => pushback.includes(line))).toBe(true);
  });

  it('does not give two calls the same script', () => {
    const scripts = ['a', 'b', 'c', 'd'].map((seed) =>
      play(code, GOOD_REP[code], SETUP, seed)
        .turns.filter((t) => t.role === 'prospect')
        .map((t) => t.text)
        .join('|'),
    );
    expect(new Set(scripts).size).toBeGreaterThanOrEqual(3);
  });
});

describe('the user’s locale decides the prospect’s language', () => {
  it('speaks Portuguese to a pt-BR user and English to an English one', () => {
    expect(
      detectLanguage(
        play('pt', GOOD_REP.pt)
          .turns.map((t) => t.text)
          .join(' '),
      ),
    ).toBe('pt');
    const brazilian = scriptedProspectReply([], SETUP, 'pt-BR', { seed: 'x' }).text;
    expect(brazilian).toBe(scriptedProspectReply([], SETUP, 'pt', { seed: 'x' }).text);
    expect(detectLanguage(scriptedProspectReply([], SETUP, 'en').text + ' ' + scriptedProspectReply([], SETUP, 'en', { seed: 'y' }).text)).not.toBe('pt');
  });
});

describe('the language the rep speaks', () => {
  it('answers a Swahili user who practises in English in English, and an English user who speaks French in French', () => {
    const english = [
      { role: 'prospect' as const, text: scriptedProspectReply([], SETUP, 'sw').text },
      { role: 'user' as const, text: 'Hi, this is Brian from CaisseFacile. How do you keep track of sales and stock in your shops today?' },
    ];
    expect(detectLanguage(scriptedProspectReply(english, SETUP, 'sw').text)).toBe('en');
    const french = [
      { role: 'prospect' as const, text: scriptedProspectReply([], SETUP, 'en').text },
      { role: 'user' as const, text: GOOD_REP.fr[0]! },
      { role: 'prospect' as const, text: 'Oui ?' },
      { role: 'user' as const, text: GOOD_REP.fr[1]! },
    ];
    const reply = scriptedProspectReply(french, SETUP, 'en').text;
    expect(
      PROSPECT_VOICES.fr.handled.concat(PROSPECT_VOICES.fr.wantsMore, PROSPECT_VOICES.fr.waiting).some((line) => reply.includes(normalizeText(line))),
    ).toBe(true);
  });
});
