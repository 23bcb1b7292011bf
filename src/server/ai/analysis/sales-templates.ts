// "Try instead" lines for the sales-call report: model answers built from the setup, so the
// better alternative uses the rep's own product and the objection they practised.

import type { SalesGoal, SalesObjection, SalesScenario, SalesSetup } from '../../../shared/reports.ts';
import { productPhrase } from './text.ts';

const PEERS: Record<SalesScenario, string> = {
  'B2C Consumer': 'people in your situation',
  'B2B Customer': 'teams like yours',
  'Channel Partner': 'partners like you',
};

/** Acknowledge, ask one question, answer with value or evidence. */
export function modelObjectionAnswer(setup: SalesSetup): string {
  const product = productPhrase(setup.product, 'our');
  const peers = PEERS[setup.scenario];
  const answers: Record<SalesObjection, string> = {
    'Price / Budget': `"I hear you, budget matters. Can I ask what you're comparing the cost against? Most ${peers} find ${product} pays for itself within [N] weeks, because it saves [X hours or $Y] every month."`,
    'Competitor Loyalty': `"That makes sense, and it's good you have something that works. If you could change one thing about your current provider, what would it be? Many ${peers} keep what they have and add ${product} alongside it for exactly that gap, so there's no risky switch."`,
    'Timing / No Urgency': `"Fair enough, timing matters. What's on your plate that makes now difficult? Every month of waiting costs about [X hours or $Y], and ${product} takes [N days] to set up, so we could start small this month."`,
    'Value / Skepticism': `"I understand the skepticism; you've probably heard big promises before. What would you need to see to believe it? [A customer like you] cut [metric] by [X]% in [time] with ${product}, and I can show you their numbers."`,
  };
  return answers[setup.objection];
}

/** A goal-specific close with two concrete options, which is easier to say yes to than "thoughts?". */
export function closingLine(setup: SalesSetup): string {
  const product = productPhrase(setup.product, 'our');
  const lines: Record<SalesGoal, string> = {
    'Book a Demo/Meeting': `"Based on what you've told me, a 20-minute demo of ${product} focused on [their problem] makes sense. Does Tuesday at 10 or Thursday at 2 work better?"`,
    'Secure a Trial/Pilot': `"Let's prove it on your own numbers: a 14-day pilot of ${product} with one clear success measure. Can we start on Monday?"`,
    'Close the Sale': `"You said [their need]; ${product} covers that. Shall I send the agreement today so you can start on the 1st?"`,
    'Advance the Opportunity': `"Could we set a 30-minute follow-up next week with [the decision-maker] to look at ${product} against your requirements? Is Wednesday or Thursday better?"`,
  };
  return lines[setup.goal];
}

/** Two open discovery questions that fit the buyer (English lines to say, each in quotes). */
export function discoveryQuestions(setup: SalesSetup): [string, string] {
  const questions: Record<SalesScenario, [string, string]> = {
    'B2C Consumer': ['"What are you using today for this, and what frustrates you about it?"', '"What would make this an easy decision for you?"'],
    'B2B Customer': ['"How does your team handle this today, and where does it break down?"', '"Who else is involved in a decision like this?"'],
    'Channel Partner': ['"Which product lines sell best for your reps today, and why?"', '"What would a new line need to earn a place in your catalogue?"'],
  };
  return questions[setup.scenario];
}

/** A closed question reopened: "Do you use X?" becomes "Walk me through how you use X." */
export function openVersion(question: string): string {
  const doYou = question.match(/^(?:so,?\s+)?(?:do|did) you (.+?)[?.!]*$/i);
  if (doYou) return `"Walk me through how you ${doYou[1]}."`;
  const areYou = question.match(/^(?:so,?\s+)?(?:are|were) you (.+?)[?.!]*$/i);
  if (areYou) return `"How are you ${areYou[1]} today, and what would you change?"`;
  return '"How are you handling that today, and what would you change about it?"';
}

export function goalPhrase(goal: SalesGoal): string {
  const phrases: Record<SalesGoal, string> = {
    'Close the Sale': 'buy',
    'Book a Demo/Meeting': 'a demo or meeting',
    'Secure a Trial/Pilot': 'a trial or pilot',
    'Advance the Opportunity': 'a concrete next step',
  };
  return phrases[goal];
}
