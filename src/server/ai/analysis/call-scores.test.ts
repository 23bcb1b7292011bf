import { describe, expect, it } from 'vitest';
import { renderSalesCallReportMarkdown, salesCallReportSchema, type SalesSetup, type TranscriptTurn } from '../../../shared/reports.ts';
import { serverT } from '../../lib/i18n.ts';
import { analyzeSalesCall, analyzeSalesCallWithKinds } from './sales-call-analysis.ts';
import { addressesObjection, advanceHandling, emptyProgress, findQuestions } from './sales-signals.ts';

// Issue 26: a five-turn call selling a dairy vet subscription scored 100/100, an either/or question
// was praised as open, talk of rain and input prices was credited as handling the price objection,
// and the first fix was "nothing important to fix".

const DAIRY: SalesSetup = {
  product: 'VetLine, a dairy vet subscription for cooperatives',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Close the Sale',
  difficulty: 'Easy (Warm Lead)',
};

const rep = (text: string): TranscriptTurn => ({ role: 'user', text });
const buyer = (text: string): TranscriptTurn => ({ role: 'prospect', text });

// Five seller turns that reach the goal: good, but too short to have earned full marks everywhere.
const SHORT_GOOD_CALL: TranscriptTurn[] = [
  buyer('Good morning, I chair the Kinangop Dairy Co-op. What is this about?'),
  rep('Good morning, I am Peter from VetLine. How do your members get a vet when a cow falls sick today?'),
  buyer('They call whoever is nearby. We lost eleven cows last year. But I doubt we can justify the cost of a subscription.'),
  rep(
    'I understand, budget matters. What did those eleven cows cost the co-op? VetLine is 25,000 shillings a month, and co-ops like yours save 3 cows a year, about 240,000 shillings.',
  ),
  buyer('About 900,000 shillings. That is a lot.'),
  rep('So one saved cow pays for three months of VetLine. Who else decides on this?'),
  buyer('Only the board, and I chair it.'),
  rep('Then shall I bring the agreement to the board on Thursday at 10?'),
  buyer('Yes, Thursday at 10. Bring the agreement and we will sign.'),
  rep('Great, I will bring it with the figures.'),
  buyer('Good.'),
];

describe('open and closed questions', () => {
  it('counts either/or questions as closed, however they start', () => {
    for (const q of [
      'Is it disease or feed?',
      'So what is causing it, is it disease or feed?',
      "What's the bigger problem, price or delivery?",
      'Which do you prefer, the monthly plan or the yearly one?',
    ]) {
      expect(findQuestions(q).questions, q).toEqual([{ text: q, open: false }]);
    }
  });

  it('counts yes/no openers as closed and what/how/why/tell me/walk me through as open', () => {
    for (const q of ['Are your cows getting sick?', 'Do you have a vet?', 'Can we do a pilot?', 'Would that help?']) expect(findQuestions(q).open, q).toBe(0);
    for (const q of [
      'How do your members get a vet today?',
      'Why did the last system fail?',
      'Which products sell best, and why?',
      'Tell me about your busiest week.',
      'Walk me through how a sick cow gets treated today.',
      'Describe a good month for you.',
    ]) {
      expect(findQuestions(q).open, q).toBe(1);
    }
  });

  it('does not praise an either/or question as a good open question', () => {
    const report = analyzeSalesCall(
      [
        buyer('Hello, what is it?'),
        rep('We sell VetLine. So what is causing it, is it disease or feed?'),
        buyer('Disease. But I doubt we can justify the cost.'),
      ],
      DAIRY,
    );
    expect(report.strengths.join(' ')).not.toMatch(/open question/);
  });
});

describe('objection credit', () => {
  it('is not given for rain, input prices or sympathy', () => {
    expect(addressesObjection('The rains were poor this year and input prices went up 20 percent for everyone.', 'Price / Budget')).toBe(false);
    expect(addressesObjection('I understand, times are hard and prices are high.', 'Price / Budget')).toBe(false);
    expect(addressesObjection('Can we do a pilot?', 'Value / Skepticism')).toBe(false);
  });

  it('is given for value against the cost, terms, proof or the cost of waiting', () => {
    expect(addressesObjection('One saved cow pays for three months of it.', 'Price / Budget')).toBe(true);
    expect(addressesObjection('You can pay monthly, so there is no big outlay.', 'Price / Budget')).toBe(true);
    expect(addressesObjection('Unlike Lumina, we replace a faulty lamp the same day.', 'Competitor Loyalty')).toBe(true);
    expect(addressesObjection('Every month you wait costs you two more cows.', 'Timing / No Urgency')).toBe(true);
    expect(addressesObjection('Chilenje Pharmacy cut expired stock by 60% in three months.', 'Value / Skepticism')).toBe(true);
  });

  it('does not count a bare ask for the goal as the question that explores the objection', () => {
    let progress = emptyProgress();
    progress = advanceHandling(progress, 'I understand. You can start with 50 shillings a day.', 'Price / Budget', 'Easy (Warm Lead)', 0);
    progress = advanceHandling(progress, 'Shall I register you today?', 'Price / Budget', 'Easy (Warm Lead)', 1);
    expect(progress.clarified).toBe(false);
    expect(progress.handled).toBe(false);
  });

  it('does not quote a turn about rain and input prices as handling the price objection', () => {
    const turns = [
      buyer('Good morning, what is this about?'),
      rep('We sell VetLine, a vet subscription. How do you treat sick cows today?'),
      buyer('We call a vet from town. But I doubt we can justify the cost.'),
      rep('I hear you. The rains were poor this year and input prices went up 20 percent for everyone, right?'),
      buyer('Yes, the agro-dealer in town raised everything.'),
    ];
    const report = analyzeSalesCall(turns, DAIRY);
    expect(report.objectionHandled).toBe(false);
    expect(report.strengths.join(' ')).not.toMatch(/rains/);
  });
});

describe('scores', () => {
  it('never gives a short call the maximum in every category', () => {
    const report = analyzeSalesCall(SHORT_GOOD_CALL, DAIRY);
    expect(report.outcome).toBe('goal_reached');
    expect(Object.values(report.scores).every((s) => s === 10)).toBe(false);
    expect(report.overallScore).toBeLessThan(100);
  });

  it('names the evidence of every score, and the report shows it under the score line', () => {
    const report = analyzeSalesCall(SHORT_GOOD_CALL, DAIRY);
    expect(salesCallReportSchema.parse(report)).toEqual(report);
    expect(report.scoreReasons?.discovery).toMatch(
      /^Discovery 8\/10: 4 questions, 3 open: "How do your members get a vet.*; nothing on what they need to see; only 5 turns from you/,
    );
    expect(report.scoreReasons?.objectionHandling).toMatch(/^Objection handling \d+\/10: /);
    expect(report.scoreReasons?.valueCommunication).toMatch(/^Value \d+\/10: /);
    expect(report.scoreReasons?.closing).toMatch(/^Closing 10\/10: .*Thursday at 10/);
    const markdown = renderSalesCallReportMarkdown(report, DAIRY, serverT('en', 'report'));
    expect(markdown).toContain(`- ${report.scoreReasons?.discovery}`);
  });

  it('writes the reasons in the reader’s language', () => {
    const report = analyzeSalesCall(SHORT_GOOD_CALL, DAIRY, 'fr');
    expect(report.scoreReasons?.discovery).toMatch(/^Découverte \d+\/10/);
  });
});

describe('the first fix', () => {
  it('is never "nothing important to fix" for a short call: go deeper', () => {
    const { report, improvementKinds } = analyzeSalesCallWithKinds(SHORT_GOOD_CALL, DAIRY);
    expect(improvementKinds).not.toContain('polish');
    expect(report.improvements.map((i) => i.issue).join(' ')).not.toMatch(/nothing important to fix/);
    expect(improvementKinds[0]).toBe('depth');
  });
});

describe('the limited report', () => {
  it('names no server setting', () => {
    const report = analyzeSalesCall([], DAIRY);
    for (const language of ['en', 'fr', 'pt', 'es', 'sw'] as const) {
      const t = serverT(language, 'callReport');
      expect(t('limited.summary', { spoken: 'fr' })).not.toMatch(/AI_PROVIDER|openai/i);
    }
    expect(report.overallScore).toBe(0);
  });
});
