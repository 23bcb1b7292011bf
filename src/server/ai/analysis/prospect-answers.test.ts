// A prospect who answers the question asked (issue 26, item 2; decision 022, field calls): asked
// what something costs, it names the cost of what the product replaces, not its whole business's
// spend; asked whether it has a vet or whether its shops sell the product, it answers about that;
// asked what happens in a situation, it describes that situation, not a stock pain.

import { describe, expect, it } from 'vitest';
import type { SalesSetup, TranscriptTurn } from '../../../shared/reports.ts';
import { scriptedProspectReply } from './prospect-persona.ts';
import { readSellerTurn } from './seller-turn.ts';
import type { ProspectContext } from './prospect-profile.ts';

const KENYA: ProspectContext = { country: 'KE', currency: 'KES' };
const BRAZIL: ProspectContext = { country: 'BR', currency: 'BRL' };

function setupOf(product: string, scenario: SalesSetup['scenario'], objection: SalesSetup['objection'] = 'Value / Skepticism'): SalesSetup {
  return { product, scenario, objection, goal: 'Book a Demo/Meeting', difficulty: 'Easy (Warm Lead)' };
}

/** The prospect's answer to the last of the rep's lines. */
function answer(setup: SalesSetup, repLines: string[], context: ProspectContext, seed = 'answers'): string {
  const ctx = { ...context, seed };
  const turns: TranscriptTurn[] = [{ role: 'prospect', text: scriptedProspectReply([], setup, 'en', ctx).text }];
  for (const text of repLines) {
    turns.push({ role: 'user', text });
    turns.push({ role: 'prospect', text: scriptedProspectReply(turns, setup, 'en', ctx).text });
  }
  return turns[turns.length - 1]!.text;
}

const OPEN = 'Hi, this is Sam. I understand.';
const SEEDS = ['a', 'b', 'c', 'd'];

describe('money questions get the cost of what the product replaces', () => {
  const cases: [string, SalesSetup, ProspectContext, string, RegExp, RegExp][] = [
    [
      'a borehole for a farm co-op: the water trucks',
      setupOf('borehole drilling for farm cooperatives', 'B2B Customer', 'Price / Budget'),
      KENYA,
      'What does that cost the co-op in a dry month?',
      /water/i,
      /seed, fertiliser|labour/i,
    ],
    [
      'a poultry vet: the vet, the drugs and the birds lost',
      setupOf('a poultry vet service for egg farms', 'B2B Customer'),
      KENYA,
      'What do you spend on the vet and drugs in a month?',
      /vet|drugs/i,
      /seed, fertiliser|salaries|rent/i,
    ],
    [
      'office water in Lagos: the bottles and sachets',
      setupOf('bottled water delivery for offices in Lagos', 'B2B Customer', 'Price / Budget'),
      KENYA,
      'How do you buy water today, and what does it cost you a month?',
      /bottles|sachets|water/i,
      /salaries|rent/i,
    ],
    [
      'an accounting app for a pharmacy: the bookkeeper',
      setupOf('an accounting app for pharmacies', 'B2B Customer'),
      BRAZIL,
      'What does keeping the books cost you a month today?',
      /bookkeeper|accountant/i,
      /medicine stock|rent/i,
    ],
    [
      'solar lamps for an off-grid family: kerosene',
      setupOf('solar lamps for families', 'B2C Consumer'),
      KENYA,
      'What do you spend on light in a month?',
      /kerosene/i,
      /the household/i,
    ],
  ];
  for (const [name, setup, context, question, about, notAbout] of cases) {
    it(name, () => {
      for (const seed of SEEDS) {
        const text = answer(setup, [OPEN, question], context, seed);
        expect(text).toMatch(/\d/);
        expect(text).toMatch(about);
        expect(text).not.toMatch(notAbout);
      }
    });
  }

  it('counts in the money of the market, at a size that fits the buyer', () => {
    const lagos = answer(setupOf('bottled water delivery for offices in Lagos', 'B2B Customer'), [OPEN, 'What do you spend on drinking water a month?'], KENYA);
    expect(lagos).toMatch(/naira/);
    const amount = Number(lagos.match(/([\d,]+) naira/)![1]!.replaceAll(',', ''));
    // Water for an office of a few dozen people, not its payroll (tens of millions).
    expect(amount).toBeGreaterThan(10_000);
    expect(amount).toBeLessThan(1_000_000);
  });

  it('asked what budget is comfortable, sets it against what it pays today', () => {
    const text = answer(
      setupOf('borehole drilling for farm cooperatives', 'B2B Customer', 'Price / Budget'),
      [OPEN, 'What budget would the board be comfortable with?'],
      KENYA,
    );
    expect(text).toMatch(/water/i);
    expect(text).toMatch(/\d/);
  });
});

describe('"do you have … today?" is answered about that thing', () => {
  it('a poultry farm asked about its vet talks about its vet, not "by hand"', () => {
    for (const seed of SEEDS) {
      const text = answer(setupOf('a poultry vet service for egg farms', 'B2B Customer'), [OPEN, 'Do you have a vet today?'], KENYA, seed);
      expect(text).toMatch(/\bvet\b|agrovet/i);
      expect(text).not.toMatch(/by hand/i);
    }
  });

  it('a co-op asked how it gets water talks about water', () => {
    const text = answer(
      setupOf('borehole drilling for farm cooperatives', 'B2B Customer'),
      [OPEN, 'How do your members get water in the dry season today?'],
      KENYA,
    );
    expect(text).toMatch(/water/i);
    expect(text).not.toMatch(/by hand on their own farm/i);
  });

  it('a distributor asked whether its shops sell the product answers about its shops and the product', () => {
    const cases: [string, string][] = [
      ['smoked fish in cartons for distributors in Thiès', 'Do your retailers sell smoked fish already?'],
      ['bulk cooking oil for shops', 'Do your shops stock cooking oil already?'],
    ];
    for (const [product, question] of cases) {
      const setup = { ...setupOf(product, 'Channel Partner', 'Timing / No Urgency'), difficulty: 'Medium (Skeptical Buyer)' as const };
      for (const seed of SEEDS) {
        const text = answer(setup, [OPEN, question], { country: 'SN', currency: 'XOF' }, seed);
        expect(text).not.toMatch(/take orders|reps visit/i);
        expect(text).toMatch(/\b(?:some|a few|they|them)\b/i);
      }
    }
  });
});

describe('a question about a situation is answered about it', () => {
  it('"what happens when the power goes off at night?" describes the night, not the bill', () => {
    const recife = setupOf('pay-as-you-go solar home systems for families in Recife', 'B2C Consumer', 'Price / Budget');
    const kisumu = setupOf('solar lamps for families', 'B2C Consumer');
    for (const [setup, context] of [
      [recife, BRAZIL],
      [kisumu, KENYA],
    ] as const) {
      for (const seed of SEEDS) {
        const text = answer(setup, [OPEN, 'What happens to the family when the power goes off at night?'], context, seed);
        expect(text).toMatch(/candle|kerosene|dark|torch|lamp/i);
        expect(text).not.toMatch(/bill/i);
      }
    }
  });

  it('"what happens in a dry month?" to a farm buying water describes the dry month', () => {
    const text = answer(setupOf('borehole drilling for farm cooperatives', 'B2B Customer'), [OPEN, 'What happens in a dry month?'], KENYA);
    expect(text).toMatch(/dry month/i);
    expect(text).toMatch(/water|trucks/i);
  });

  it('a business with no product of that kind still answers the outage, not a stock pain', () => {
    const text = answer(setupOf('a staff scheduling app for restaurants', 'B2B Customer'), [OPEN, 'What happens when the power goes out?'], KENYA);
    expect(text).toMatch(/power goes off|diesel|generator/i);
  });
});

describe('what the rep said, read the way the buyer hears it', () => {
  const setup = (objection: SalesSetup['objection']) => setupOf('egg incubators for poultry farmers', 'B2C Consumer', objection);

  it('a named customer with a result is proof, even without a percentage', () => {
    const cases: [string, SalesSetup['objection']][] = [
      ['Fair enough. Mrs Adeyemi near Ibadan hatched 85 of every 100 eggs last season, against about 50 under her hens.', 'Value / Skepticism'],
      ["I hear you. Schools like St Mary's in Kisumu stopped paying for water bowsers after the long rains filled their tanks.", 'Timing / No Urgency'],
      ["I understand. Same price as the depot, and Auntie Muni's in Osu stopped losing lunch orders after switching last year.", 'Price / Budget'],
    ];
    for (const [line, objection] of cases) expect(readSellerTurn(line, setup(objection)).evidence).toBe(true);
    expect(readSellerTurn(cases[0]![0], setup('Value / Skepticism')).answersConcern).toBe(true);
  });

  it('"do you have a meeting free on Thursday at 9?" asks for a meeting, it is not a question about the business', () => {
    const meeting = {
      ...setupOf('a stock and sales app for hardware stores', 'B2B Customer', 'Competitor Loyalty'),
      difficulty: 'Hard (Hostile/Resistant)' as const,
    };
    expect(readSellerTurn('Do you have a meeting free on Thursday at 9?', meeting).asksGoal).toBe(true);
    const text = answer(meeting, [OPEN, 'What do you use to track your stock today?', 'Do you have a meeting free on Thursday at 9?'], {
      country: 'TZ',
      currency: 'TZS',
    });
    expect(text).not.toMatch(/restock|wholesaler/i);
  });

  it('an app for a trade is software: the buyer uses a system, and would leave it for a system failing', () => {
    const app = { ...setupOf('a stock and sales app for hardware stores', 'B2B Customer', 'Competitor Loyalty') };
    const lines = [
      answer(app, [OPEN, 'What do you use to track your stock today?'], { country: 'TZ', currency: 'TZS' }),
      answer(app, [OPEN, 'What would your current system have to get wrong for you to look at another one?'], { country: 'TZ', currency: 'TZS' }),
    ];
    expect(lines[0]).not.toMatch(/\bbuy from\b/i);
    expect(lines[1]).not.toMatch(/stock arrived|shelf empty/i);
  });

  it('"these water tanks are", not "these water tanks is"', () => {
    const tanks = { ...setupOf('water tanks for schools', 'B2B Customer', 'Timing / No Urgency'), difficulty: 'Medium (Skeptical Buyer)' as const };
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) expect(answer(tanks, [OPEN], KENYA, seed)).not.toMatch(/\btanks is\b/i);
  });
});
