// The seller signals per language: what the prospect and the report both read in French, Swahili,
// Portuguese and Spanish. Each case is a line a salesperson in that market would say.

import { describe, expect, it } from 'vitest';
import { acknowledges, addressesObjection, asksForGoal, findQuestions, findToneIssues, goalStance, hasEvidence, lexiconFor, namesTime } from './signals.ts';
import type { TongueCode, TongueLexicon } from './types.ts';

const lex = (code: TongueCode): TongueLexicon => lexiconFor(code)!;

interface Case {
  open: string;
  closed: string;
  /** An open question as a recogniser writes it: no "?". */
  spokenOpen: string;
  statement: string;
  ack: string;
  notAck: string;
  evidence: string;
  barePrice: string;
  demoAsk: string;
  discoveryNotAsk: string;
  yes: string;
  notNow: string;
  no: string;
  pushy: string;
  rude: string;
}

const CASES: Record<TongueCode, Case> = {
  fr: {
    open: 'Comment vous gérez le stock aujourd’hui ?',
    closed: 'Est-ce que vous avez déjà un logiciel ?',
    spokenOpen: 'bon vous faites comment pour suivre les ventes',
    statement: 'Nous travaillons avec des boutiques à Yopougon.',
    ack: 'Je comprends tout à fait, le budget est serré.',
    notAck: 'Notre application est la meilleure du marché.',
    evidence: 'Chez Boutique Awa à Treichville, les pertes ont baissé de 30 % en deux mois.',
    barePrice: 'C’est seulement 5 000 francs par mois.',
    demoAsk: 'On se voit jeudi à 10 h pour une démo ?',
    discoveryNotAsk: 'Comment vous faites vos commandes aujourd’hui ?',
    yes: 'D’accord, jeudi à 10 h, passez à la boutique.',
    notNow: 'On verra, je vais réfléchir.',
    no: 'Non, ça ne m’intéresse pas.',
    pushy: 'Faites-moi confiance, il faut signer aujourd’hui.',
    rude: 'C’est une question bête.',
  },
  sw: {
    open: 'Kwa sasa mnafuatiliaje mauzo dukani?',
    closed: 'Je, mna programu yoyote kwa sasa?',
    spokenOpen: 'sasa mnapoteza kiasi gani kila mwezi',
    statement: 'Tunafanya kazi na maduka mengi Kasarani.',
    ack: 'Nakuelewa, kila shilingi ina maana.',
    notAck: 'Programu yetu ni bora sokoni.',
    evidence: 'Mama Njeri wa Githurai alipunguza hasara kwa asilimia 30 ndani ya miezi miwili.',
    barePrice: 'Ni shilingi 300 tu kwa mwezi.',
    demoAsk: 'Tuonane Alhamisi saa nne kwa demo?',
    discoveryNotAsk: 'Mnaagizaje mzigo kwa sasa?',
    yes: 'Sawa, Alhamisi saa nne. Njoo dukani.',
    notNow: 'Tutaona, nitafikiria.',
    no: 'Hapana, sitaki.',
    pushy: 'Niamini, lazima usaini leo.',
    rude: 'Wewe ni mjinga kweli.',
  },
  pt: {
    open: 'Como vocês controlam o caixa hoje?',
    closed: 'Vocês já usam algum sistema?',
    spokenOpen: 'então como vocês fazem hoje pra controlar o estoque',
    statement: 'Trabalhamos com restaurantes em Pinheiros.',
    ack: 'Entendo, o caixa de restaurante é apertado.',
    notAck: 'O nosso app é o melhor do mercado.',
    evidence: 'O Bar do Zé em Pinheiros reduziu as multas em 40% em dois meses.',
    barePrice: 'São só R$ 89 por mês.',
    demoAsk: 'Podemos marcar uma demo na terça às 10h?',
    discoveryNotAsk: 'Como vocês fazem os pedidos hoje?',
    yes: 'Fechado, terça às 10h. Manda o convite.',
    notNow: 'Vou pensar, quem sabe mais pra frente.',
    no: 'Não, obrigado.',
    pushy: 'Confia em mim, você precisa fechar hoje.',
    rude: 'Que pergunta boba, você é burro?',
  },
  es: {
    open: '¿Cómo lleva hoy el control del inventario?',
    closed: '¿Ya usa algún sistema?',
    spokenOpen: 'cuénteme cómo maneja hoy los pedidos',
    statement: 'Trabajamos con tiendas en Kennedy.',
    ack: 'Lo entiendo perfectamente, cada peso cuenta.',
    notAck: 'Nuestro sistema es el mejor del mercado.',
    evidence: 'Doña Gloria en Suba redujo las pérdidas en 30% en dos meses.',
    barePrice: 'Son solo 40.000 pesos al mes.',
    demoAsk: '¿Nos vemos el jueves a las 10 para una demo?',
    discoveryNotAsk: '¿Cómo hace hoy los pedidos?',
    yes: 'Listo, el jueves a las 10. Venga a la tienda.',
    notNow: 'Lo voy a pensar, luego vemos.',
    no: 'No, gracias, no me interesa.',
    pushy: 'Créame, tiene que firmar hoy.',
    rude: 'No sea bruto, eso es obvio.',
  },
};

describe.each(Object.keys(CASES) as TongueCode[])('seller signals in %s', (code) => {
  const c = CASES[code];
  const l = lex(code);

  it('tells open from closed questions, with or without a question mark', () => {
    expect(findQuestions(c.open, l).map((q) => q.open)).toEqual([true]);
    expect(findQuestions(c.closed, l).map((q) => q.open)).toEqual([false]);
    expect(findQuestions(c.spokenOpen, l).map((q) => q.open)).toEqual([true]);
    expect(findQuestions(c.statement, l)).toEqual([]);
  });

  it('hears the acknowledgement, not a claim', () => {
    expect(acknowledges(c.ack, l)).toBe(true);
    expect(acknowledges(c.notAck, l)).toBe(false);
  });

  it('counts a result as evidence and a bare price as an offer', () => {
    expect(hasEvidence(c.evidence, l)).toBe(true);
    expect(hasEvidence(c.barePrice, l)).toBe(false);
    expect(addressesObjection(c.evidence, 'Value / Skepticism', l)).toBe(true);
    expect(addressesObjection(c.ack, 'Price / Budget', l)).toBe(false);
  });

  it('reads a proposal with a day and time, and not a question about the buyer', () => {
    expect(asksForGoal(c.demoAsk, 'Book a Demo/Meeting', l)).toBe(true);
    expect(namesTime(c.demoAsk, l)).toBe(true);
    expect(asksForGoal(c.discoveryNotAsk, 'Close the Sale', l)).toBe(false);
    expect(asksForGoal(c.statement, 'Book a Demo/Meeting', l)).toBe(false);
  });

  it('reads the buyer’s yes, not now and no', () => {
    expect(goalStance(c.yes, 'Book a Demo/Meeting', true, l)).toBe('agrees');
    expect(goalStance(c.notNow, 'Book a Demo/Meeting', true, l)).toBe('defers');
    expect(goalStance(c.no, 'Book a Demo/Meeting', true, l)).toBe('refuses');
  });

  it('hears pressure and put-downs', () => {
    expect(findToneIssues(c.pushy, l).map((f) => f.tone)).toEqual(['pushy']);
    expect(findToneIssues(c.rude, l).map((f) => f.tone)).toEqual(['rude']);
    expect(findToneIssues(c.ack, l)).toEqual([]);
  });
});

describe('language quirks', () => {
  it('does not take the Swahili copula "ndiyo" or "karibu" (almost) for a yes', () => {
    expect(goalStance('Bajeti ndiyo shida yangu.', 'Book a Demo/Meeting', true, lex('sw'))).not.toBe('agrees');
    expect(goalStance('Ndiyo, tuonane kesho.', 'Book a Demo/Meeting', true, lex('sw'))).toBe('agrees');
  });

  it('does not take the Spanish "va" of "va muy rápido" for a yes', () => {
    expect(goalStance('Va muy rápido.', 'Book a Demo/Meeting', true, lex('es'))).not.toBe('agrees');
    expect(goalStance('Va, nos vemos el jueves.', 'Book a Demo/Meeting', true, lex('es'))).toBe('agrees');
  });

  it('reads accented words whole ("démo" is not inside "démontrer")', () => {
    expect(asksForGoal('Je peux vous démontrer la valeur ?', 'Book a Demo/Meeting', lex('fr'))).toBe(false);
    expect(asksForGoal('Je peux vous faire une démo ?', 'Book a Demo/Meeting', lex('fr'))).toBe(true);
  });

  it('reads pt-BR as Portuguese and has no lexicon for English', () => {
    expect(lexiconFor('pt-BR')?.code).toBe('pt');
    expect(lexiconFor('en')).toBeUndefined();
  });
});
