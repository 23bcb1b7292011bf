import { describe, expect, it } from 'vitest';
import { renderSalesCallReportMarkdown, salesCallReportSchema, type SalesCallReport, type SalesSetup, type TranscriptTurn } from '../../../shared/reports.ts';
import { analyzeSalesCall } from './sales-call-analysis.ts';
import { serverT } from '../../lib/i18n.ts';
import { addressesObjection, agreesToGoal, findQuestions } from './sales-signals.ts';

const SETUP: SalesSetup = {
  product: 'ShiftPal, a staff scheduling app for restaurants',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

const user = (text: string): TranscriptTurn => ({ role: 'user', text });
const prospect = (text: string): TranscriptTurn => ({ role: 'prospect', text });

function expectQuotesFromUser(report: SalesCallReport, turns: TranscriptTurn[]) {
  const said = turns
    .filter((t) => t.role === 'user')
    .map((t) => t.text)
    .join(' ');
  for (const item of report.improvements) expect(said).toContain(item.quote.replace(/ …$/, ''));
}

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

describe('analyzeSalesCall', () => {
  it('credits a call that handles the objection and books the demo', () => {
    const report = analyzeSalesCall(STRONG_CALL, SETUP);
    expect(salesCallReportSchema.parse(report)).toEqual(report);
    expect(report.outcome).toBe('goal_reached');
    expect(report.objectionHandled).toBe(true);
    expect(report.nextStepSecured).toBe(true);
    expect(report.metrics).toMatchObject({ userTurns: 3, prospectTurns: 4, questionsAsked: 4 });
    expect(report.metrics.talkRatio).toBeGreaterThan(40);
    expect(report.metrics.talkRatio).toBeLessThan(60);
    expect(report.scores.objectionHandling).toBeGreaterThanOrEqual(9);
    expect(report.scores.closing).toBe(10);
    expect(report.overallScore).toBeGreaterThanOrEqual(80);
    expect(report.strengths.join(' ')).toMatch(/Handled the price/);
  });

  it('fails a pushy call that never handles the objection, quoting the push', () => {
    const turns = [
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
    const report = analyzeSalesCall(turns, SETUP);
    expect(report.outcome).toBe('not_reached');
    expect(report.objectionHandled).toBe(false);
    expect(report.nextStepSecured).toBe(false);
    expect(report.improvements[0].issue).toMatch(/Price \/ Budget.*not handled.*acknowledge/);
    expect(report.improvements[0].quote).toBe("It's really a great product, you should see it.");
    expect(report.improvements[0].suggestion).toMatch(/I hear you.*\?.*pays for itself/);
    const push = report.improvements.find((i) => /pushed/i.test(i.issue));
    expect(push?.quote).toBe('Can we book a demo for Tuesday?');
    expect(push?.issue).toContain('2 times');
    expect(report.overallScore).toBeLessThan(40);
    expectQuotesFromUser(report, turns);
  });

  it('flags a monologue and a talk ratio far above 43%', () => {
    const monologue =
      'Thanks for taking my call. ShiftPal is the best scheduling platform for restaurants and we have spent three years building it with restaurant owners. It handles shifts, swaps, time off, labour cost forecasts, payroll exports, tip pooling, messaging, compliance with local labour rules, and reporting across locations. Our mobile app is rated very highly, our support team answers within minutes, and our onboarding team sets everything up for you. We integrate with the major point of sale systems and payroll providers, so your data flows automatically. Pricing is simple and there are no hidden fees, and every plan includes unlimited managers and staff members. We also offer training sessions for your managers and a dedicated account manager for larger groups.';
    const turns = [prospect('Jordan Lee speaking.'), user(monologue), prospect('Too expensive.'), user('It really is worth it, honestly.'), prospect('No.')];
    const report = analyzeSalesCall(turns, SETUP);
    expect(report.metrics.talkRatio).toBeGreaterThan(65);
    expect(report.metrics.longestMonologueWords).toBeGreaterThan(100);
    const talk = report.improvements.find((i) => /most of the talking/.test(i.issue));
    expect(talk?.quote).toMatch(/^Thanks for taking my call\. ShiftPal is the best/);
    expect(talk?.suggestion).toMatch(/How are you handling that today\?/);
    expectQuotesFromUser(report, turns);
  });

  it('turns mostly closed questions into open ones', () => {
    const turns = [
      prospect('Jordan Lee.'),
      user('Hi, Alex from ShiftPal. Do you use spreadsheets for your schedules? Are you happy with it?'),
      prospect('Yes. And honestly, the price of new tools is a problem for us.'),
      user('Is price the main thing? What matters most to you when you pick a tool?'),
      prospect('Mostly cost.'),
    ];
    const report = analyzeSalesCall(turns, SETUP);
    expect(report.metrics.questionsAsked).toBe(4);
    const closed = report.improvements.find((i) => /yes\/no/.test(i.issue));
    expect(closed?.quote).toBe('Do you use spreadsheets for your schedules?');
    expect(closed?.suggestion).toBe('Open it up: "Walk me through how you use spreadsheets for your schedules."');
  });

  it('reports progress when the objection is handled but the goal is never asked for', () => {
    const setup: SalesSetup = {
      ...SETUP,
      objection: 'Competitor Loyalty',
      goal: 'Secure a Trial/Pilot',
      scenario: 'B2C Consumer',
      difficulty: 'Easy (Warm Lead)',
    };
    const turns = [
      prospect('Hello, Sam speaking.'),
      user('Hi Sam, this is Alex from ShiftPal. What made you fill in the form?'),
      prospect("To be honest I'm quite happy with what I use now. I've used them for years."),
      user(
        "That makes sense, it's good you have something that works. What would you change about it if you could? Many people keep their current tool and add ShiftPal alongside it for the swaps.",
      ),
      prospect('Oh, that actually makes a lot of sense.'),
      user('Great, thanks for your time today.'),
      prospect('Thanks.'),
    ];
    const report = analyzeSalesCall(turns, setup);
    expect(report.objectionHandled).toBe(true);
    expect(report.nextStepSecured).toBe(false);
    expect(report.outcome).toBe('progressed');
    const ask = report.improvements.find((i) => /never asked for a trial/.test(i.issue));
    expect(ask?.quote).toBe('Great, thanks for your time today.');
    expect(ask?.suggestion).toMatch(/pilot of ShiftPal/);
  });

  it('reads questions from an unpunctuated speech transcript', () => {
    const turns = [
      prospect('Lee'),
      user('hi this is alex from shiftpal how do you handle scheduling today'),
      prospect('it is too expensive for us'),
      user('i hear you what budget do you have in mind most teams save six hours a week which pays for itself'),
    ];
    const report = analyzeSalesCall(turns, SETUP);
    expect(report.metrics.questionsAsked).toBe(2);
    // Acknowledged ("i hear you"), asked ("what budget do you…") and answered with value.
    expect(report.objectionHandled).toBe(true);
    expect(findQuestions('how do you handle scheduling today').open).toBe(1);
  });

  it('returns a valid report for an empty call', () => {
    const report = analyzeSalesCall([], SETUP);
    expect(salesCallReportSchema.parse(report)).toEqual(report);
    expect(report.outcome).toBe('not_reached');
    expect(report.overallScore).toBe(0);
    expect(report.improvements).toHaveLength(1);
  });

  it('renders markdown with the setup, outcome, metric table and quoted improvements', () => {
    const turns = [prospect('Jordan Lee.'), user('We are the best, buy now.'), prospect('Too expensive.'), user('Buy it today, | really.')];
    const markdown = renderSalesCallReportMarkdown(analyzeSalesCall(turns, SETUP), SETUP, serverT('en', 'report'));
    expect(markdown).toMatch(/^## AI Sales Coach report/);
    expect(markdown).toContain('Objection: Price / Budget');
    expect(markdown).toMatch(/\*\*Overall: \d+\/100 \(Needs work\)\*\* · ❌ Goal not reached/);
    expect(markdown).toContain('| Talk ratio (you) |');
    expect(markdown).toMatch(/^1\. \*\*/m);
    expect(markdown).toMatch(/> You said: “/);
    // A pipe in the rep's words must not break the table or the text.
    expect(markdown).not.toMatch(/[^\\]\| really/);
  });
});

describe('sales signals', () => {
  it('only counts value that answers the chosen objection', () => {
    expect(addressesObjection('We have 500 customers.', 'Timing / No Urgency')).toBe(false);
    expect(addressesObjection('Every month you wait costs you about 20 hours.', 'Timing / No Urgency')).toBe(true);
    expect(addressesObjection('It pays for itself in three weeks.', 'Price / Budget')).toBe(true);
    expect(addressesObjection('We have 500 customers.', 'Value / Skepticism')).toBe(true);
  });

  it('recognises agreement to the goal and ignores refusals and questions', () => {
    expect(agreesToGoal('Sure, Tuesday works. Send the invite.', 'Book a Demo/Meeting')).toBe(true);
    expect(agreesToGoal('Okay. But no demo until you show me numbers.', 'Book a Demo/Meeting')).toBe(false);
    expect(agreesToGoal('Why would I book a demo?', 'Book a Demo/Meeting')).toBe(false);
    expect(agreesToGoal('Fine. One pilot, two weeks.', 'Secure a Trial/Pilot')).toBe(true);
    expect(agreesToGoal('No problem, send me the contract.', 'Close the Sale')).toBe(true);
  });
});
