// What the scripted prospect says. Lines are data so tests can check every one of them: none
// coaches the rep, and only the yield lines agree to anything.
//
// Placeholders: {I} {I'm} {my} {me} {current} {decider} {concern} {product} {when}; they are filled
// per scenario so one line reads right for a consumer ("I", "my") and a company ("we", "our").

import type { SalesDifficulty, SalesGoal, SalesObjection, SalesScenario } from '../../../shared/reports.ts';

type ByDifficulty<T> = Record<SalesDifficulty, T>;
const EASY: SalesDifficulty = 'Easy (Warm Lead)';
const MEDIUM: SalesDifficulty = 'Medium (Skeptical Buyer)';
const HARD: SalesDifficulty = 'Hard (Hostile/Resistant)';

export interface ScenarioVoice {
  name: string;
  I: string;
  "I'm": string;
  my: string;
  me: string;
  current: string;
  decider: string;
}

export const SCENARIO_VOICE: Record<SalesScenario, ScenarioVoice> = {
  'B2C Consumer': { name: 'Sam', I: 'I', "I'm": "I'm", my: 'my', me: 'me', current: 'my current brand', decider: 'my partner' },
  'B2B Customer': { name: 'Jordan Lee', I: 'we', "I'm": "we're", my: 'our', me: 'us', current: 'our current provider', decider: 'our finance director' },
  'Channel Partner': { name: 'Morgan Diaz', I: 'we', "I'm": "we're", my: 'our', me: 'us', current: 'our current supplier', decider: 'our sales director' },
};

/** The prospect picks up the phone, in character. */
export const OPENINGS: Record<SalesScenario, ByDifficulty<string>> = {
  'B2C Consumer': {
    [EASY]: 'Hello, Sam speaking. Oh hi, yes, I filled in the form on your website. What did you want to tell me?',
    [MEDIUM]: 'Hello? Yes, this is Sam. What is this about?',
    [HARD]: "Yeah? Who is this? If you're selling something, I'm not interested.",
  },
  'B2B Customer': {
    [EASY]: 'Jordan Lee speaking. Oh, hi, thanks for getting back to me. What did you have in mind?',
    [MEDIUM]: "Jordan Lee. I've got about five minutes. What's this regarding?",
    [HARD]: 'Lee. Make it quick, I have a meeting starting shortly.',
  },
  'Channel Partner': {
    [EASY]: "Morgan Diaz, partnerships. Good timing, we're looking at new lines for next year. What have you got?",
    [MEDIUM]: 'Morgan Diaz. We get a lot of vendor pitches. What makes yours different?',
    [HARD]: "Diaz. We're not taking on new vendors. You have one minute.",
  },
};

export const CONCERN: Record<SalesObjection, string> = {
  'Price / Budget': 'the price',
  'Competitor Loyalty': 'switching away from {current}',
  'Timing / No Urgency': 'the timing',
  'Value / Skepticism': 'whether it actually works',
};

/** The objection, raised early (in reply to the rep's first turn). */
export const RAISE: Record<SalesObjection, ByDifficulty<string[]>> = {
  'Price / Budget': {
    [EASY]: [
      "It sounds interesting, honestly. But money's tight for {me} right now, and I'm worried about the price.",
      'I like the idea, but I have to be careful with {my} budget. What does it cost?',
      "That could help {me}. My only worry is the cost; {I} can't afford anything expensive right now.",
    ],
    [MEDIUM]: [
      'Okay. But these things are always expensive, and {my} budget is already stretched.',
      'I hear this pitch a lot. Frankly, I doubt {I} can justify the cost.',
      "Maybe. But the price is going to be the problem. There's no budget for this.",
    ],
    [HARD]: ['Too expensive. No budget.', "{I} don't have money for this. Next.", "Whatever it costs, it's too much."],
  },
  'Competitor Loyalty': {
    [EASY]: [
      "That sounds nice, but to be honest {I'm} quite happy with {current}. {I}'ve used them for years.",
      "I appreciate it, but {I'm} loyal to {current}, and switching feels like a lot.",
      "It sounds good, but {I}'ve been with {current} a long time and they treat {me} well.",
    ],
    [MEDIUM]: [
      '{I} already have {current}. Why would {I} switch?',
      '{current} does the job for {me}, and switching is a hassle.',
      "Everyone says they're better than {current}. {I'm} not switching.",
    ],
    [HARD]: [
      "{I'm} happy with {current}. Not switching.",
      '{I} already have a provider. Loyal to them. Done.',
      'No. {I} already have {current}. Why are you still talking?',
    ],
  },
  'Timing / No Urgency': {
    [EASY]: [
      "It sounds useful, but honestly the timing isn't great. Maybe later in the year?",
      "I like it, but there's no rush on {my} side. Can it wait until next quarter?",
      "That's interesting, but {I'm} so busy right now. I'd rather revisit this later.",
    ],
    [MEDIUM]: [
      "Maybe. But it's not a priority right now. Circle back next quarter.",
      "Bad timing. {I}'ve got bigger things on {my} plate; this can wait.",
      "I don't see the rush. What's wrong with waiting a few months?",
    ],
    [HARD]: ['Not now. Busy.', 'Not a priority. Try again next year.', 'Bad time. It can wait.'],
  },
  'Value / Skepticism': {
    [EASY]: [
      "It sounds nice, but I'm not sure it would really make a difference for {me}.",
      "I'd like to believe it, but I'm a little skeptical. Does it really work?",
      "That sounds good on paper. I'm just not sure it's worth it for {me}.",
    ],
    [MEDIUM]: [
      "Sounds like buzzwords. I doubt it delivers what you're promising.",
      'Every vendor says that. Why would this be any different?',
      "I'm skeptical. I've heard that before, and it never worked out.",
    ],
    [HARD]: ['Sounds like nonsense. Prove it.', "Heard it before. Doesn't work.", "I don't believe you. What's the point?"],
  },
};

/** The objection again, when the rep talks past it. */
export const RESTATE: Record<SalesObjection, ByDifficulty<string[]>> = {
  'Price / Budget': {
    [EASY]: [
      "I understand it's good, I'm just still worried about the cost.",
      "That's nice, but it doesn't change {my} budget.",
      "I hear you. The money is still the part I'm stuck on.",
    ],
    [MEDIUM]: ["You're not answering the question. Why is it worth the money?", 'Still sounds expensive to me.', 'None of that changes the price.'],
    [HARD]: ['Still too expensive.', 'Price. That is the problem.', "Doesn't change the cost."],
  },
  'Competitor Loyalty': {
    [EASY]: [
      'Mm, but {current} already does most of that for {me}.',
      "That's nice, but I'd feel bad leaving {current}.",
      "I'm still not sure why I'd change from {current}.",
    ],
    [MEDIUM]: [
      '{current} does that too.',
      "You still haven't told me what's different from {current}.",
      "I don't see why {I}'d go through switching for that.",
    ],
    [HARD]: ['{current} does that.', 'Not switching.', 'Heard it. Still not switching.'],
  },
  'Timing / No Urgency': {
    [EASY]: [
      'It still feels like something for later, honestly.',
      "I get it, but there's really no rush for {me}.",
      "That's nice, but it can wait a few months, can't it?",
    ],
    [MEDIUM]: ["Nothing you've said makes this urgent.", 'Sure, but why now? It can wait.', "It's still not a priority for {me}."],
    [HARD]: ['Still not now.', 'It can wait.', 'Not a priority. I said that.'],
  },
  'Value / Skepticism': {
    [EASY]: [
      "It sounds good, I'm just not convinced it would work for {me}.",
      "I'd still need to see it make a real difference.",
      "Maybe, but I'm still a bit skeptical.",
    ],
    [MEDIUM]: ["That's a claim, not proof.", 'Every vendor says that.', "I still don't see any evidence."],
    [HARD]: ['Words. No proof.', "Don't believe it.", 'Still sounds like nonsense.'],
  },
};

/** Answers to the rep's questions about the objection: material a good rep can use. */
export const OBJECTION_DETAILS: Record<SalesObjection, string[]> = {
  'Price / Budget': [
    "{I} spend about a hundred dollars a month on this kind of thing already, and there's nothing extra.",
    'What worries {me} is paying every month and not getting the money back.',
    "{I'm} comparing it with doing it by hand, which feels free, even if it takes time.",
  ],
  'Competitor Loyalty': [
    "{I}'ve been with {current} for about six years. They know {me}, and that counts for a lot.",
    'Honestly? {current} is slow to respond sometimes, but switching sounds like a headache.',
    'The risk is losing what {I} have set up with {current}.',
  ],
  'Timing / No Urgency': [
    "{I'm} in the middle of {my} busiest season. Nothing new until that's over.",
    "It's not broken enough to fix right now. {I} manage.",
    "Everything new takes weeks to set up, and {I} don't have weeks.",
  ],
  'Value / Skepticism': [
    '{I} tried something similar two years ago and it never paid off.',
    "I'd need to see real results from someone like {me}, not a brochure.",
    "Mostly I don't want to pay for something that ends up unused.",
  ],
};

export interface Fact {
  /** What kind of question this answers; the first matching fact is used. */
  topic: RegExp;
  text: string;
}

const CURRENT = /\b(?:today|currently|right now|now|use|using|handle|process|how do you|how many|how big|size)\b/i;
const PRIORITY = /\b(?:important|matter|matters|biggest|need|problem|challenge|pain|goal|care|frustrat\w*|worry)\b/i;
const DECISION = /\b(?:who|decide|decision|approve|approval|sign|involved|else)\b/i;

/** Answers to discovery questions about the situation. */
export const SCENARIO_FACTS: Record<SalesScenario, Fact[]> = {
  'B2C Consumer': [
    { topic: CURRENT, text: 'Right now I just manage it myself, mostly with a spreadsheet and some guesswork.' },
    { topic: PRIORITY, text: "The main thing for me is not wasting money on something I won't use." },
    { topic: DECISION, text: 'It is me and my partner; we decide these things together.' },
  ],
  'B2B Customer': [
    { topic: CURRENT, text: "We're about forty people, and right now it's a mix of spreadsheets and an older tool." },
    { topic: PRIORITY, text: 'The biggest headache is the hours my team loses every week on manual work.' },
    { topic: DECISION, text: 'I make the recommendation, but our finance director has the final word on anything new.' },
  ],
  'Channel Partner': [
    { topic: CURRENT, text: 'We cover about two hundred retail accounts across the region.' },
    { topic: PRIORITY, text: 'Our reps only push products that sell easily and protect our margin.' },
    { topic: DECISION, text: 'Any new line needs approval from our sales director and a training plan.' },
  ],
};

/** Politeness prefixes keep the demeanour of each difficulty when answering a question. */
export const ANSWER_PREFIX: ByDifficulty<string[]> = {
  [EASY]: ['Good question. ', 'Sure. ', 'Happy to tell you. '],
  [MEDIUM]: ['', 'Well, ', 'Honestly, '],
  [HARD]: ['Look, ', '', 'Fine, since you ask: '],
};

export const CONCERN_REMINDER: ByDifficulty<string> = {
  [EASY]: '',
  [MEDIUM]: ' But {concern} is still the issue.',
  [HARD]: " And {concern} hasn't changed.",
};

/** The rep acknowledged but gave nothing new. */
export const ACK_ONLY: ByDifficulty<string[]> = {
  [EASY]: ["Thanks, I appreciate that. I'm still unsure about {concern}, though.", "That's kind of you. It doesn't really solve {concern}."],
  [MEDIUM]: ['Understanding me is nice. It does nothing about {concern}.', 'Okay, you get it. So what about {concern}?'],
  [HARD]: ['Spare me the sympathy.', 'Nice words. {concern} is still the problem.'],
};

/** The rep answered without acknowledging: the buyer feels unheard. */
export const VALUE_WITHOUT_ACK: ByDifficulty<string[]> = {
  [EASY]: ['Hm, maybe. I feel like you skipped over what I said about {concern}.', 'Maybe. I was talking about {concern}, though.'],
  [MEDIUM]: ["You're not listening. I told you {concern} is the problem.", "That's the pitch again. I was talking about {concern}."],
  [HARD]: ["You're not listening.", "That's a sales script. I told you: {concern}."],
};

/** The rep answered without asking anything: the buyer feels pitched at. */
export const VALUE_WITHOUT_QUESTION: ByDifficulty<string[]> = {
  [EASY]: ["Maybe, but you don't really know {my} situation yet.", 'That might be true for others. {my} situation is a bit different.'],
  [MEDIUM]: ["You don't know anything about {my} situation.", "That's generic. You haven't asked a single thing about {me}."],
  [HARD]: ["You don't know {my} business.", 'Generic. You know nothing about {me}.'],
};

/** A hostile buyer wants it over two turns or with hard evidence. */
export const HARD_WANTS_PROOF = [
  'Words are cheap. Give me a number.',
  'Says you. What did someone like {me} actually get out of it?',
  'Maybe. Show me a real result.',
];

/** The rep asked for the goal before handling the objection. Escalates with each push. */
export const RESIST_CLOSE: ByDifficulty<string[]> = {
  [EASY]: [
    "I'm not ready to commit to anything while {concern} is still bothering me.",
    "Hold on, I'm still stuck on {concern}.",
    "I'd rather not decide anything until I'm comfortable with {concern}.",
  ],
  [MEDIUM]: [
    "Slow down. You haven't dealt with {concern}.",
    "You're pushing. {concern} is still a problem for {me}.",
    "I'm not agreeing to anything until {concern} makes sense.",
  ],
  [HARD]: ['No. Not with {concern} on the table.', 'Stop pushing. The answer is no.', "I'm about to hang up. No."],
};

/** The objection was handled; the buyer opens up and waits for a proposal. */
export const HANDLED: ByDifficulty<string[]> = {
  [EASY]: ['Oh, that actually makes a lot of sense. So what would getting started look like?', 'That helps, thank you. What do you suggest?'],
  [MEDIUM]: ["That's more convincing than I expected. What exactly are you proposing?", 'Hm. That changes things a bit. What do you suggest?'],
  [HARD]: ["Hm. That's a real answer, at least. What do you want from me?", "Okay, that's a number. What are you asking for?"],
};

/** After the objection was handled, answers to more questions stay positive. */
export const OPEN_PREFIX: ByDifficulty<string[]> = {
  [EASY]: ['Sure. ', 'Good question. '],
  [MEDIUM]: ['Well, ', ''],
  [HARD]: ['', 'Briefly: '],
};

/** The buyer agrees to the goal. Each line must read as agreement to the report. */
export const YIELD: Record<SalesGoal, ByDifficulty<string>> = {
  'Book a Demo/Meeting': {
    [EASY]: "Okay, you've convinced me. Let's book the demo. {when} works for me; send me the invite.",
    [MEDIUM]: "Alright, you've earned a demo. {when}, thirty minutes. Send the invite.",
    [HARD]: 'Fine. Twenty minutes, {when}. Book it, and bring those numbers.',
  },
  'Secure a Trial/Pilot': {
    [EASY]: "Sounds good, let's try it. Set up the pilot and {I}'ll start on Monday.",
    [MEDIUM]: 'Alright, a pilot makes sense. Two weeks, and {I} measure it properly.',
    [HARD]: 'Fine. One pilot, two weeks. After that, the numbers decide.',
  },
  'Close the Sale': {
    [EASY]: "Okay, let's do it. Send me the agreement and {I}'ll get started.",
    [MEDIUM]: "Alright, you've made your case. Send over the contract and I'll sign it.",
    [HARD]: 'Fine. Send the contract. The numbers had better hold up.',
  },
  'Advance the Opportunity': {
    [EASY]: "Sounds good. Let's set up a follow-up next week with {decider}.",
    [MEDIUM]: "Alright, that's worth a second conversation. Send me a proposal and let's set a follow-up with {decider}.",
    [HARD]: "Fine. Send me a proposal. I'll give you fifteen minutes with {decider} next week.",
  },
};

/** When the buyer proposes a time itself; a time the rep offered takes precedence. */
export const DEFAULT_WHEN: ByDifficulty<string> = {
  [EASY]: 'Thursday at 10',
  [MEDIUM]: 'Tuesday at 2',
  [HARD]: 'Thursday at 9',
};

export const AFTER_YIELD: ByDifficulty<string[]> = {
  [EASY]: ['Great. Looking forward to it.', 'Perfect, thanks again.'],
  [MEDIUM]: ['Good. See you then.', "Noted. Don't be late."],
  [HARD]: ['Done. Goodbye.', "We're done for today."],
};

export const NUDGE: ByDifficulty<string> = {
  [EASY]: 'Hello? Are you still there?',
  [MEDIUM]: 'Hello? Did I lose you?',
  [HARD]: "Hello? I haven't got all day.",
};
