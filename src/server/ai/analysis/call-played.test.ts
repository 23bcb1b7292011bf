// Found by reading played calls (issue 26): a price counted as evidence by one rule and not by the
// other, "what takes the most time" not read as what goes wrong, an ask for the order praised as an
// open question, a prospect agreeing to a length the rep never offered, and a buyer loyal to a
// competitor who describes a different way of working and answers "what would make you look
// elsewhere" with how it buys.
import { describe, expect, it } from 'vitest';
import type { SalesSetup, TranscriptTurn } from '../../../shared/reports.ts';
import { topicsOf } from './discovery-topics.ts';
import { scriptedProspectReply } from './prospect-persona.ts';
import { CONSUMER_YIELD, YIELD } from './prospect-lines.ts';
import { buildProspectProfile } from './prospect-profile.ts';
import { analyzeSalesCallOffline } from './sales-call-offline.ts';
import { advanceHandling, emptyProgress, hasEvidence } from './sales-signals.ts';

const rep = (text: string): TranscriptTurn => ({ role: 'user', text });
const buyer = (text: string): TranscriptTurn => ({ role: 'prospect', text });
const KE = { country: 'KE', currency: 'KES' };

function play(setup: SalesSetup, lines: string[], seed: string): TranscriptTurn[] {
  const turns: TranscriptTurn[] = [buyer(scriptedProspectReply([], setup, 'en', { ...KE, seed }).text)];
  for (const line of lines) {
    turns.push(rep(line));
    turns.push(buyer(scriptedProspectReply(turns, setup, 'en', { ...KE, seed }).text));
  }
  return turns;
}

const FEED: SalesSetup = {
  product: 'bulk animal feed for agrovet shops',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Close the Sale',
  difficulty: 'Easy (Warm Lead)',
};

const PAYROLL: SalesSetup = {
  product: 'payroll software for security companies',
  scenario: 'B2B Customer',
  objection: 'Competitor Loyalty',
  goal: 'Secure a Trial/Pilot',
  difficulty: 'Medium (Skeptical Buyer)',
};

describe('played calls', () => {
  it('counts a price with payment terms as an offer, not evidence, by the same rule everywhere', () => {
    const terms = 'I understand, budget is tight. What do you spend on feed today? You can spread the payments: 1,500 shillings a month for 12 months.';
    expect(hasEvidence('You can spread the payments: 1,500 shillings a month for 12 months.')).toBe(false);
    expect(hasEvidence('Try it free for 30 days.')).toBe(false);
    expect(hasEvidence('Three pharmacies cut write-offs by 40 percent in three months.')).toBe(true);
    expect(hasEvidence('Shops pay 300 shillings a month and find about 2,000 shillings of missing stock.')).toBe(true);
    const progress = advanceHandling(emptyProgress(), terms, 'Price / Budget', 'Easy (Warm Lead)', 0);
    expect(progress.evidence).toBe(false);
    const report = analyzeSalesCallOffline(
      [buyer('Mwangi here. The feed is nice, but the price is the worry.'), rep(terms), buyer('Hm. What do you suggest?')],
      FEED,
      'en',
    );
    expect(report.scoreReasons?.objectionHandling ?? '').not.toMatch(/with evidence/);
    expect(report.strengths.join(' ')).not.toMatch(/with evidence|Backed value/);
  });

  it('reads "what takes the most time", "what costs you most" and "what slows you down" as what goes wrong', () => {
    for (const q of [
      'When you run payroll for the guards, what takes the most time each month?',
      'Which part of the month costs you most?',
      'What slows you down at the counter?',
      'Where does it break when the orders pile up?',
    ]) {
      expect(topicsOf(q), q).toContain('problem');
    }
  });

  it('neither praises nor counts as discovery a question that asks for an order', () => {
    const turns = [
      buyer('Mwangi at Tumaini Stores. My only worry is the cost.'),
      rep('Hello, I am Peter from MaliFeeds.'),
      buyer('Hold on, the price is my worry.'),
      rep('How many bags can you take this week?'),
      buyer('I am still stuck on the price.'),
    ];
    const report = analyzeSalesCallOffline(turns, FEED, 'en');
    expect(report.strengths.join(' ')).not.toMatch(/open question/);
    expect(report.scoreReasons?.discovery ?? '').not.toMatch(/what it costs them;|asked about/);
    expect(report.scoreReasons?.objectionHandling ?? '').not.toMatch(/asked about it/);
  });

  it('agrees to the length of trial the rep offered, or names none', () => {
    const current = buildProspectProfile(PAYROLL, KE).values.current;
    const turns = play(
      PAYROLL,
      [
        'Good morning, I am Amina from PayGuard. How do you handle payroll today?',
        'When you run payroll for the guards, what takes the most time each month?',
        `I hear you, that trust matters. What would ${current} have to get wrong for you to look elsewhere?`,
        'Two security firms in Nakuru moved over last year and cut payroll time by 60 percent; we run it alongside your current system.',
        'Would you try it free for 30 days with one site, starting Monday?',
      ],
      'p1',
    );
    const last = turns[turns.length - 1].text;
    expect(last).toMatch(/pilot/i);
    expect(last).toContain('30 days');
    expect(last).not.toMatch(/two weeks|a week/i);
    for (const byDifficulty of [YIELD['Secure a Trial/Pilot'], CONSUMER_YIELD['Secure a Trial/Pilot']!]) {
      for (const line of Object.values(byDifficulty)) expect(line.replace('{for}', '')).not.toMatch(/\b(?:days?|weeks?|months?|monday)\b/i);
    }
  });

  it('a buyer loyal to a competitor works with that competitor today, and says what would make it look elsewhere', () => {
    const current = buildProspectProfile(PAYROLL, KE).values.current;
    for (const seed of ['p1', 'p2', 'p3']) {
      const turns = play(
        PAYROLL,
        [
          'Good morning, I am Amina from PayGuard. How do you handle payroll today?',
          `I hear you. What would ${current} have to get wrong for you to look elsewhere?`,
        ],
        seed,
      );
      const [, , today, , elsewhere] = turns.map((t) => t.text);
      expect(today, seed).toContain(current);
      expect(today, seed).not.toMatch(/spreadsheets|notebook|shared folder/);
      expect(elsewhere, seed).toMatch(/look/);
      expect(elsewhere, seed).not.toMatch(/always used|we buy from/);
    }
  });
});
