// "Try instead" lines for the sales-call report: model answers built from the setup, so the
// better alternative uses the rep's own product and the objection they practised.

import type { SalesGoal, SalesObjection, SalesScenario, SalesSetup } from '../../../shared/reports.ts';
import { normalizeText, productPhrase } from './text.ts';

const PEER_GROUP: Record<SalesScenario, string> = {
  'B2C Consumer': 'people in your situation',
  'B2B Customer': 'teams like yours',
  'Channel Partner': 'partners like you',
};

// Who the evidence comes from: one peer the prospect can picture, never an invented name or figure.
const PEER: Record<SalesScenario, string> = {
  'B2C Consumer': 'someone in your situation',
  'B2B Customer': 'a team like yours',
  'Channel Partner': 'a partner like you',
};

const PEER_GAIN: Record<SalesScenario, string> = {
  'B2C Consumer': 'saved',
  'B2B Customer': 'saved',
  'Channel Partner': 'earned',
};

// The setup's product is often a sentence about the business ("We sell solar lamps to families",
// "a dairy vet subscription for dairy cooperatives"); a line to say names the thing sold, not the
// whole setup, so the buyer tail ("for …", "to …") and a leading "we sell" or article go.
const SELLS = /^(?:we|i)\s+(?:sell|offer|provide|supply|distribute|make|run|rent|lease)\s+/i;
const BUYER_TAIL =
  /\s+(?:for|to|aimed at|made for|built for|designed for|sold (?:wholesale )?to|sold in)\s+(?:(?:a|an|the|our|your|all|small|local|busy|rural|urban|growing)\s+)*\S.*$/i;

/** The thing sold, as a core noun phrase: "our dairy vet subscription", "our solar lamps", "StockSmart". */
export function coreProduct(product: string): string {
  const cleaned = normalizeText(product)
    .replace(/[.!]+$/, '')
    .replace(SELLS, '');
  // The name before an appositive stays whole ("VetLine, a dairy vet subscription for cooperatives").
  const [head] = cleaned.split(/[,;:()\u2014\u2013]| - /);
  const core = head.trim().replace(BUYER_TAIL, '').trim() || head.trim();
  const tokens = core.replace(/^(?:a|an|the|our|my)\s+/i, '').split(' ');
  // A brand keeps its spelling: "StockSmart", "Elimu Save", "SunBright solar lamps" (one capital inside a word).
  const brand = /^[A-Z0-9][\w-]*[A-Z]/.test(tokens[0]) || (tokens.length <= 3 && tokens.length > 1 && tokens.every((token) => /^[A-Z0-9]/.test(token)));
  const acronym = tokens.length === 1 && /^[A-Z]{2,5}$/.test(tokens[0]);
  if (brand && !acronym && tokens.every((token) => /^[A-Z0-9]/.test(token))) return tokens.join(' ');
  if (brand) return `our ${tokens.join(' ')}`;
  // "Training", "Loans": a common noun that only starts the setup's sentence.
  if (tokens.length === 1 && /^[A-Z][a-z]+$/.test(tokens[0])) return `our ${tokens[0].toLowerCase()}`;
  return productPhrase(tokens.join(' '), 'our');
}

// The lines below hold no number, name or "[blank]" the rep would have to fill in mid-call: where a
// figure matters, they ask the prospect for it or offer to show it. Products are often plural
// ("storage bags"), so no verb agrees with the product phrase.

/** Acknowledge, ask one question, answer with value or evidence. */
export function modelObjectionAnswer(setup: SalesSetup): string {
  const product = coreProduct(setup.product);
  const answers: Record<SalesObjection, string> = {
    'Price / Budget': `"I hear you, budget matters. Can I ask what you're comparing the cost against, and what the problem costs you each month today? If the savings from ${product} are bigger than that, it pays for itself; let's work it out together on your own numbers."`,
    'Competitor Loyalty': `"That makes sense, and it's good you have something that works. If you could change one thing about your current provider, what would it be? Many ${PEER_GROUP[setup.scenario]} keep what they have and add ${product} alongside it for exactly that gap, so there's no risky switch."`,
    'Timing / No Urgency': `"Fair enough, timing matters. What's on your plate that makes now difficult? And what does waiting another month cost you? We can set up ${product} in small steps, so we could start this month without adding to your load."`,
    'Value / Skepticism': `"I understand the skepticism; you've probably heard big promises before. What would you need to see to believe it? I can show you what ${PEER[setup.scenario]} ${PEER_GAIN[setup.scenario]} with ${product} in the first month, or we can test it on your own numbers first."`,
  };
  return answers[setup.objection];
}

/**
 * A goal-specific close with two concrete options, which is easier to say yes to than "thoughts?".
 * `need` is the prospect's own need in the rep's voice ("you need …"), said back when the call had one.
 */
export function closingLine(setup: SalesSetup, need?: string): string {
  const product = coreProduct(setup.product);
  const lines: Record<SalesGoal, string> = {
    'Book a Demo/Meeting': need
      ? `"You said ${need}, so a 20-minute demo of ${product} focused on that makes sense. Does Tuesday at 10 or Thursday at 2 work better?"`
      : `"Based on what you've told me, a 20-minute demo of ${product} focused on your situation makes sense. Does Tuesday at 10 or Thursday at 2 work better?"`,
    'Secure a Trial/Pilot': `"Let's prove it on your own numbers: a 14-day pilot of ${product} with one clear success measure. Can we start on Monday?"`,
    'Close the Sale': need
      ? `"You said ${need}; that is exactly why we offer ${product}. Shall I send the agreement today so you can start on the 1st?"`
      : `"Is there anything ${product} would still need to do for you? If not, shall I send the agreement today so you can start on the 1st?"`,
    'Advance the Opportunity': `"Could we set a 30-minute follow-up next week with you and whoever signs off on this, to look at ${product} against your requirements? Is Wednesday or Thursday better?"`,
  };
  return lines[setup.goal];
}

/** For a rep who only listens: say the prospect's point back and tie it to the product. */
export function linkToBenefitLine(setup: SalesSetup, need?: string): string {
  const product = coreProduct(setup.product);
  const heard = need ? `So ${need}; that` : 'What you just described';
  return `"${heard} is exactly why we offer ${product}. Can I show you how it would work for you?"`;
}

/** Proof offered instead of a promise: the rep shows a peer's result rather than inventing one. */
export function evidenceLine(setup: SalesSetup): string {
  const product = coreProduct(setup.product);
  return `"I can show you what ${PEER[setup.scenario]} ${PEER_GAIN[setup.scenario]} with ${product} in the first month, and then we can work out the same figure for you."`;
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
