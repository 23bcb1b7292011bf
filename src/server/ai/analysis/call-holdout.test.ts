// Found by playing held-out calls (issue 26): a fact said again in other words, praise for
// "value" when the answer was evidence, and two fixes quoting the same line of the rep.
import { describe, expect, it } from 'vitest';
import type { SalesSetup, TranscriptTurn } from '../../../shared/reports.ts';
import { analyzeSalesCallOffline } from './sales-call-offline.ts';

const rep = (text: string): TranscriptTurn => ({ role: 'user', text });
const buyer = (text: string): TranscriptTurn => ({ role: 'prospect', text });

const TEA: SalesSetup = {
  product: 'agricultural drone spraying for tea estates',
  scenario: 'B2B Customer',
  objection: 'Value / Skepticism',
  goal: 'Secure a Trial/Pilot',
  difficulty: 'Hard (Hostile/Resistant)',
};

const TEA_CALL: TranscriptTurn[] = [
  buyer("Achieng, Kilimani Farms. I don't take sales calls. You have one minute."),
  rep(
    "Thank you, Achieng, I'll be quick. I'm Grace from SkySpray. We spray tea with drones. How do you spray the estate today, and what does a round cost you?",
  ),
  buyer("We spend about 190,000 shillings a month on labour. I don't believe you. What's the point?"),
  rep(
    'Fair question. A drone sprays a hectare in about ten minutes, with 90 percent less water, and nobody walks the rows with a knapsack. How many days does one spraying round take your crew now?',
  ),
  buyer('None of that fixes whether this drone spraying actually works.'),
  rep(
    "That's the right worry. Kericho Highlands Tea ran our drones on 50 hectares last season: spray cost per hectare fell 35 percent and every batch passed the residue tests.",
  ),
  buyer("Hm, that's a number. What are you asking for?"),
  rep('What would you need to see on your own estate to believe it?'),
  buyer('I would want to see it working on an estate like ours.'),
];

describe('held-out calls', () => {
  it('praises an objection answered with evidence as evidence, not value', () => {
    const report = analyzeSalesCallOffline(TEA_CALL, TEA, 'en');
    const praise = report.strengths.find((s) => s.startsWith('Handled'));
    expect(praise).toContain('answered with evidence');
    expect(report.scoreReasons?.objectionHandling).toContain('with evidence');
  });

  it('never quotes the same line of the rep in two fixes', () => {
    const report = analyzeSalesCallOffline(TEA_CALL, TEA, 'en');
    const quotes = report.improvements.map((i) => i.quote.trim()).filter(Boolean);
    expect(report.improvements.length).toBeGreaterThan(1);
    expect(new Set(quotes).size).toBe(quotes.length);
  });
});
