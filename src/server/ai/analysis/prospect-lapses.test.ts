// Issue 26: what would make a loyal buyer leave comes from its business ("a vet who does not come
// when a cow is down"), reads as a household would say it ("If Baraka's lamps started breaking…"),
// and a household whose product is for the farm answers from a small farm's life.

import { describe, expect, it } from 'vitest';
import type { SalesSetup, TranscriptTurn } from '../../../shared/reports.ts';
import { scriptedProspectReply } from './prospect-persona.ts';

const KENYA = { country: 'KE', currency: 'KES' };
const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f'];

function answers(setup: SalesSetup, question: string): string[] {
  return SEEDS.map((seed) => {
    const history: TranscriptTurn[] = [];
    const speak = () => history.push({ role: 'prospect', text: scriptedProspectReply(history, setup, 'en', { ...KENYA, seed }).text });
    speak();
    for (const text of ['Hello, I am Otieno.', question]) {
      history.push({ role: 'user', text });
      speak();
    }
    return history[history.length - 1].text;
  });
}

const loyal = (product: string, scenario: SalesSetup['scenario']): SalesSetup => ({
  product,
  scenario,
  objection: 'Competitor Loyalty',
  goal: 'Close the Sale',
  difficulty: 'Easy (Warm Lead)',
});
const ELSEWHERE = 'What would they have to get wrong for you to look elsewhere?';

describe('what would make a loyal buyer look elsewhere', () => {
  it('is what failing would cost this business', () => {
    for (const line of answers(loyal('a dairy vet subscription for dairy cooperatives', 'B2B Customer'), ELSEWHERE)) {
      expect(line).toMatch(/\b(?:cow|milk|cooler)\b/);
    }
    for (const line of answers(loyal('wholesale groceries for shops', 'B2B Customer'), ELSEWHERE)) {
      expect(line).toMatch(/\b(?:stock|shelf)\b/);
    }
  });

  it('reads as a household would say it, naming the brand without "my usual brand,"', () => {
    for (const line of answers(loyal('solar lamps for families', 'B2C Consumer'), ELSEWHERE)) {
      expect(line).not.toMatch(/usual brand|basics wrong|busy month/);
      expect(line).toMatch(/\bIf [A-Z][a-z]+(?:'s)? /);
    }
  });
});

describe('a household whose product is for the farm', () => {
  const farm = (product: string): SalesSetup => ({
    product,
    scenario: 'B2C Consumer',
    objection: 'Timing / No Urgency',
    goal: 'Close the Sale',
    difficulty: 'Easy (Warm Lead)',
  });

  it('answers how it waters its crops from a small farm, not from a phone or a notebook', () => {
    for (const product of ['solar water pumps for families', 'solar water pumps for smallholder farmers']) {
      for (const line of answers(farm(product), 'How do you water your crops in the dry season now?')) {
        expect(line, product).not.toMatch(/\b(?:phone|notebook|kerosene|power goes)\b/);
        expect(line, product).toMatch(/\b(?:river|bucket|water)\w*/);
      }
    }
  });

  it('copes today as a small farm does, for seed, feed, vaccines and tractor hire', () => {
    for (const product of ['improved maize seed', 'layer feed for backyard poultry', 'goat vaccines', 'tractor hire']) {
      for (const line of answers(farm(product), 'How do you do it today?')) {
        expect(line, product).not.toMatch(/\b(?:phone|notebook|in my head)\b/);
      }
    }
  });
});
