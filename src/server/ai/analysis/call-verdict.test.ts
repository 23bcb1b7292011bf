import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/i18n/locales.ts';
import { renderSalesCallReportMarkdown, salesCallReportSchema, type SalesSetup, type TranscriptTurn } from '../../../shared/reports.ts';
import { serverT } from '../../lib/i18n.ts';
import { analyzeSalesCall } from './sales-call-analysis.ts';

// Issue 26 (call reports, second pass): the paragraph under the scores repeated the metrics table
// and the weights in prose; the reasons counted "no value statements, 1 with a figure or proof" and
// quoted the ask as value; a three-turn awful call was praised as a "Balanced conversation" and a
// bare price as "evidence".

const DAIRY: SalesSetup = {
  product: 'a dairy vet subscription for dairy cooperatives',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};
const POS: SalesSetup = {
  product: 'POS and stock software for pharmacies',
  scenario: 'B2B Customer',
  objection: 'Competitor Loyalty',
  goal: 'Secure a Trial/Pilot',
  difficulty: 'Hard (Hostile/Resistant)',
};

const rep = (text: string): TranscriptTurn => ({ role: 'user', text });
const buyer = (text: string): TranscriptTurn => ({ role: 'prospect', text });

const WEAK_DAIRY: TranscriptTurn[] = [
  buyer("Kiprono Maina, Baraka Dairy Co-operative. I've got about five minutes. What's this regarding?"),
  rep('Hello, I am Wanjiku from VetCare. We offer a monthly vet subscription for co-op members.'),
  buyer('I hear this pitch a lot. Frankly, I doubt we can justify the cost.'),
  rep('What happens today when a cow gets sick?'),
  buyer('We call the government vet, and he comes when he can. I keep coming back to the price.'),
  rep('Is it mostly disease or feed that costs you milk?'),
  buyer('Feed, mostly. We already spend about 2,000,000 shillings a month on milk payments, the cooler and transport.'),
  rep('Our vets visit every farm monthly and it is only 1,500 shillings per farm.'),
  buyer("That's the pitch again. I was talking about the price."),
  rep('Can we meet on Thursday at 10 to show you?'),
  buyer("Send me something in writing and I'll think about it."),
];

const AWFUL_DAIRY: TranscriptTurn[] = [
  buyer("Baraka Dairy Co-operative, Kiprono speaking. We get a lot of these calls. What's it about?"),
  rep('Hi, this is Otieno from VetCare.'),
  buyer("Maybe. But the price is going to be the problem. There's no budget for this."),
  rep('It rained a lot this year and input prices went up.'),
  buyer('None of that changes the price.'),
  rep('Can we book a meeting?'),
  buyer("Slow down. You haven't dealt with the price."),
];

const GOOD_POS: TranscriptTurn[] = [
  buyer('Mutiso. Make it quick, I have a meeting starting shortly.'),
  rep('Good morning, I am Amina from DawaPOS. How do you track stock and sales in the pharmacy today?'),
  buyer('We order from two distributors by phone. We already have Jamii Supplies. Why are you still talking?'),
  rep('What goes wrong with that system at the end of the month?'),
  buyer('Running out of the fast movers, and customers going next door.'),
  rep('I hear you, you have used your current supplier for years and that trust matters. What would they have to get wrong for you to look elsewhere?'),
  buyer('Switching away from Jamii Supplies is still the problem.'),
  rep(
    'Three pharmacies in Mombasa moved from the same system last year; their expired stock write-offs fell by 40 percent in three months, and we move your data over in one weekend.',
  ),
  buyer("Hm, that's a number. What are you asking for?"),
  rep('Would you try it free for 30 days in one branch, starting Monday?'),
  buyer('Fine. One pilot, two weeks. After that, the numbers decide.'),
];

describe('the verdict sentence', () => {
  it('says what matters most in one plain sentence, not the metrics in prose', () => {
    const report = analyzeSalesCall(WEAK_DAIRY, DAIRY);
    expect(report.summary).toBe(
      'Your questions got the prospect talking about their situation, but the price concern was never answered, so the meeting slipped away: answer the cost with what it saves before you ask again.',
    );
    expect(analyzeSalesCall(AWFUL_DAIRY, DAIRY).summary).toBe(
      'The price concern was never answered, so the meeting slipped away: answer the cost with what it saves before you ask again.',
    );
    expect(analyzeSalesCall(GOOD_POS, POS).summary).toMatch(/^You got the yes you came for, but /);
  });

  it.each(LOCALES)('is one sentence without the score, weights or metrics in %s', (language) => {
    for (const [turns, setup] of [
      [WEAK_DAIRY, DAIRY],
      [AWFUL_DAIRY, DAIRY],
      [GOOD_POS, POS],
      [[], DAIRY],
    ] as const) {
      const summary = analyzeSalesCall([...turns], setup, language).summary;
      expect(summary).not.toMatch(/\d/);
      expect(summary).not.toMatch(/25\s?%|\/100/);
      // One sentence: a single full stop, at the end.
      expect(summary.replace(/\.$/, '')).not.toMatch(/[.!?](?:\s|$)/);
      expect(summary).toMatch(/^[“"«]?\p{Lu}/u);
    }
  });
});

describe('score reasons', () => {
  it('count a figure-backed value statement as a value statement, and never call a bare price evidence', () => {
    const weak = analyzeSalesCall(WEAK_DAIRY, DAIRY).scoreReasons?.valueCommunication ?? '';
    expect(weak).toBe('Value 1/10: no value statements; none tied to a number or need the prospect named');
    const good = analyzeSalesCall(GOOD_POS, POS).scoreReasons?.valueCommunication ?? '';
    expect(good).toMatch(/1 value statement, 1 backed by a figure or proof/);
    expect(good).not.toMatch(/Would you try it free/);
  });

  it('say what the rep did and did not do with the objection, quoting after a colon', () => {
    const reasons = analyzeSalesCall(WEAK_DAIRY, DAIRY).scoreReasons;
    expect(reasons?.objectionHandling).toBe(
      'Objection handling 2/10: you asked about it, but did not acknowledge it or answer it with value; your reply: "What happens today when a cow gets sick?"',
    );
    expect(analyzeSalesCall(GOOD_POS, POS).scoreReasons?.objectionHandling).toMatch(
      /^Objection handling 10\/10: you acknowledged it, asked about it and answered it with evidence: "Three pharmacies/,
    );
    for (const call of [WEAK_DAIRY, AWFUL_DAIRY]) {
      for (const reason of Object.values(analyzeSalesCall(call, DAIRY).scoreReasons ?? {})) {
        expect(reason).not.toMatch(/\) \(|\(".*"\)|no acknowledgement|no relevant value/);
      }
    }
  });
});

describe('strengths', () => {
  it('praise only what was earned: an awful call gets none, and the report shows no empty heading', () => {
    const report = analyzeSalesCall(AWFUL_DAIRY, DAIRY);
    expect(report.strengths).toEqual([]);
    expect(salesCallReportSchema.parse(report)).toEqual(report);
    const markdown = renderSalesCallReportMarkdown(report, DAIRY, serverT('en', 'report'));
    expect(markdown).not.toContain('What worked');
  });

  it('do not call a short or lopsided call balanced, nor a bare price evidence', () => {
    const strengths = analyzeSalesCall(WEAK_DAIRY, DAIRY).strengths.join(' | ');
    expect(strengths).not.toMatch(/Balanced conversation/);
    expect(strengths).not.toMatch(/Backed value with evidence/);
    expect(strengths).toMatch(/Good open question: "What happens today when a cow gets sick\?"/);
  });
});
