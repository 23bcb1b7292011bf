// What a salesperson noticed reading the scripted prospect in calls outside the labelled sets
// (eval/field-calls.ts): money from another market, two lead-ins in a row, a household "loyal to my
// usual brand" of a hospital cover, and tractor hire read as a machine bought.

import { describe, expect, it } from 'vitest';
import type { SalesSetup, TranscriptTurn } from '../../../shared/reports.ts';
import { productKind } from './prospect-business.ts';
import { scriptedProspectReply } from './prospect-persona.ts';
import type { ProspectContext } from './prospect-profile.ts';
import { buildProspectProfile } from './prospect-profile.ts';

function play(setup: SalesSetup, repLines: string[], context: ProspectContext): string[] {
  const turns: TranscriptTurn[] = [{ role: 'prospect', text: scriptedProspectReply([], setup, 'en', context).text }];
  for (const text of repLines) {
    turns.push({ role: 'user', text });
    turns.push({ role: 'prospect', text: scriptedProspectReply(turns, setup, 'en', context).text });
  }
  return turns.filter((t) => t.role === 'prospect').map((t) => t.text);
}

const KENYA: ProspectContext = { country: 'KE', currency: 'KES' };

describe('the money of the market the call is in', () => {
  const lagos: SalesSetup = {
    product: 'bottled water delivery for offices in Lagos',
    scenario: 'B2B Customer',
    objection: 'Price / Budget',
    goal: 'Book a Demo/Meeting',
    difficulty: 'Easy (Warm Lead)',
  };

  it('a buyer in Lagos counts in naira, even for a Kenyan seller', () => {
    expect(buildProspectProfile(lagos, KENYA).currency).toBe('NGN');
    const lines = play(lagos, ['Hi, Tunde from PureFlow.', 'What do you spend on water and the office each month?'], KENYA);
    expect(lines.join(' ')).toMatch(/\d naira/);
    expect(lines.join(' ')).not.toMatch(/shillings/);
  });

  it("keeps the seller's money where it is spoken, and a country's own where the region shares one", () => {
    const nairobi = { ...lagos, product: 'bottled water delivery for offices' };
    expect(buildProspectProfile(nairobi, KENYA).currency).toBe('KES');
    expect(buildProspectProfile(nairobi, { country: 'TZ', currency: 'TZS' }).currency).toBe('TZS');
    expect(buildProspectProfile(nairobi, { country: 'TZ' }).currency).toBe('TZS');
    expect(buildProspectProfile(nairobi, { country: 'KE', currency: 'USD' }).currency).toBe('KES');
  });
});

describe('one lead-in at a time', () => {
  it('never opens an answer with two ("Good question. Honestly? If…")', () => {
    const setup: SalesSetup = {
      product: 'solar lamps for families',
      scenario: 'B2C Consumer',
      objection: 'Competitor Loyalty',
      goal: 'Close the Sale',
      difficulty: 'Easy (Warm Lead)',
    };
    const lead = String.raw`(?:good question|happy to tell you|honestly|frankly|well|look|briefly)`;
    const stacked = new RegExp(String.raw`^${lead}[,.:?!]?\s+${lead}\b`, 'i');
    for (let seed = 0; seed < 40; seed++) {
      const lines = play(
        setup,
        [
          'Hi, this is Sam from SunBright.',
          'I hear you. What would they have to get wrong for you to look elsewhere?',
          'What is the hardest part of it for you?',
        ],
        { ...KENYA, seed: `lead-${seed}` },
      );
      for (const line of lines) expect(line).not.toMatch(stacked);
    }
  });
});

describe('what the household buys', () => {
  it('names the insurer of a cover, not "my usual brand"', () => {
    const setup: SalesSetup = {
      product: 'hospital cover for families',
      scenario: 'B2C Consumer',
      objection: 'Competitor Loyalty',
      goal: 'Close the Sale',
      difficulty: 'Medium (Skeptical Buyer)',
    };
    for (let seed = 0; seed < 10; seed++) {
      for (const line of play(setup, ['Hi, Neema from Afya Cover.', 'Fair enough. Who covers you today?'], { ...KENYA, seed: `cover-${seed}` })) {
        expect(line).not.toMatch(/usual brand/);
      }
    }
    expect(buildProspectProfile(setup, KENYA).values.current).toMatch(/Insurance$/);
  });

  it('reads tractor hire as a service booked, and a tractor as a machine', () => {
    expect(productKind('tractor hire for smallholder farmers')).toBe('service');
    expect(productKind('tractors for smallholder farmers')).toBe('equipment');
    expect(productKind('hire purchase for motorbikes')).toBe('credit');
  });
});

describe('a price in shillings is a specific', () => {
  it('lets a "not now" answered with what waiting costs and a monthly amount count as an answer', async () => {
    const { readSellerTurn } = await import('./seller-turn.ts');
    const setup: SalesSetup = {
      product: 'school-fees loans for parents',
      scenario: 'B2C Consumer',
      objection: 'Timing / No Urgency',
      goal: 'Close the Sale',
      difficulty: 'Easy (Warm Lead)',
    };
    const turn = readSellerTurn(
      'If the fees come late, the school sends the children home. With the loan, the school is paid on day one and you pay 4,500 shillings a month over the term.',
      setup,
    );
    expect(turn.answersConcern).toBe(true);
  });
});

describe('a farm co-operative', () => {
  it('decides in committee, not with "my brother, who farms with me"', () => {
    const setup: SalesSetup = {
      product: 'borehole drilling for farm cooperatives',
      scenario: 'B2B Customer',
      objection: 'Price / Budget',
      goal: 'Book a Demo/Meeting',
      difficulty: 'Medium (Skeptical Buyer)',
    };
    const profile = buildProspectProfile(setup, KENYA);
    expect(profile.values.decider).toBe('the co-op committee');
    expect(profile.company).toMatch(/Co-operative$/);
  });
});

describe('a household on the grid', () => {
  it('pays the power company in Recife, and never says its bill "costs me nothing extra"', () => {
    const setup: SalesSetup = {
      product: 'pay-as-you-go solar home systems for families in Recife',
      scenario: 'B2C Consumer',
      objection: 'Price / Budget',
      goal: 'Close the Sale',
      difficulty: 'Medium (Skeptical Buyer)',
    };
    for (let seed = 0; seed < 10; seed++) {
      const lines = play(
        setup,
        ['Hi, Camila from Sol Recife.', 'I understand. What do you spend on electricity in a month today?', 'What happens when the power goes off at night?'],
        { country: 'BR', currency: 'BRL', seed: `grid-${seed}` },
      ).join(' ');
      expect(lines).not.toMatch(/kerosene|phone torch|costs me nothing extra/);
    }
    // Off the grid, the kerosene lamp is still the family's way today.
    expect(buildProspectProfile({ ...setup, product: 'solar lamps for families' }, KENYA).values.currentWay).toMatch(/kerosene/);
  });
});
