// What the scripted prospect says. Lines are data so tests can check every one of them: none
// coaches the rep, and only the yield lines agree to anything.
//
// Placeholders are filled from the prospect's profile (prospect-profile.ts): {I} {I'm} {my} {me}
// read right for a consumer ("I", "my") and a company ("we", "our"); {name} {company} {city} {spend}
// {current} {decider} {season}… put the call in the seller's market; {concern} and {when} come from
// the setup and the rep's own words.

import type { SalesDifficulty, SalesGoal, SalesObjection, SalesScenario } from '../../../shared/reports.ts';

type ByDifficulty<T> = Record<SalesDifficulty, T>;
const EASY: SalesDifficulty = 'Easy (Warm Lead)';
const MEDIUM: SalesDifficulty = 'Medium (Skeptical Buyer)';
const HARD: SalesDifficulty = 'Hard (Hostile/Resistant)';

/**
 * The prospect picks up the phone, in character; which line is seeded by the call. A warm lead
 * knows what the call is about ({thing}); the others only know their own day.
 */
export const OPENINGS: Record<SalesScenario, ByDifficulty<string[]>> = {
  'B2C Consumer': {
    [EASY]: [
      'Hello, {first} speaking. Oh hi, I filled in the form on your website. What did you want to tell me?',
      'Hello, this is {first}. I asked about {thing} on your website. Tell me more.',
      "{first} here. Oh, you're calling about {thing}? Good, I was hoping someone would call back.",
    ],
    [MEDIUM]: [
      'Hello? This is {first}. What is this about?',
      "{first} speaking. I don't know this number. Who is this?",
      'Hello, {first} here. I am a bit busy. What do you want?',
    ],
    [HARD]: [
      "Yeah? Who is this? If you're selling something, I'm not interested.",
      "Who gave you this number? I'm busy, so be quick.",
      "{first}. If this is another sales call, I'm hanging up soon.",
    ],
  },
  'B2B Customer': {
    [EASY]: [
      '{name}, {company}. Oh, hi, thanks for getting back to me. What did you have in mind?',
      "{name} at {company}. I asked your team about {thing}. I'm listening.",
      "{first} from {company}. Good, you're calling about {thing}? I have a few minutes now.",
    ],
    [MEDIUM]: [
      "{name}, {company}. I've got about five minutes. What's this regarding?",
      "{name} speaking, {company}. I'm between two things here. What is it about?",
      "{company}, {first} speaking. We get a lot of these calls. What's it about?",
    ],
    [HARD]: [
      '{surname}. Make it quick, I have a meeting starting shortly.',
      "{surname}, {company}. I don't take sales calls. You have one minute.",
      "{name}. I'm busy with work right now. What do you want?",
    ],
  },
  'Channel Partner': {
    [EASY]: [
      "{name}, partnerships at {company}. Good timing, we're looking at new lines for next year. What have you got?",
      '{name}, {company}. Your email about {thing} reached me. Tell me more.',
      "{first} at {company}. We're always open to a line our {buyers} will ask for. I'm listening.",
    ],
    [MEDIUM]: [
      '{name}, {company}. We get a lot of vendor pitches. What makes yours different?',
      "{name}, {company}. Our reps already carry a lot of lines. What's this about?",
      '{company}, {first} speaking. If this is a new product, I have five minutes.',
    ],
    [HARD]: [
      "{surname}, {company}. We're not taking on new vendors. You have one minute.",
      "{surname}. Our warehouse is full of lines that don't move. Be quick.",
      "{name}, {company}. Another supplier? I'm busy. What is it?",
    ],
  },
};

export const CONCERN: Record<SalesObjection, string> = {
  'Price / Budget': 'the price',
  'Competitor Loyalty': 'switching away from {current}',
  'Timing / No Urgency': 'the timing',
  'Value / Skepticism': 'whether {thing} actually {works}',
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
      'Hm. But these things are always expensive, and {my} budget is already stretched.',
      'I hear this pitch a lot. Frankly, I doubt {I} can justify the cost.',
      "Maybe. But the price is going to be the problem. There's no budget for this.",
    ],
    [HARD]: ['Too expensive. No budget.', "{I} don't have money for this. Next.", "Whatever it costs, it's too much."],
  },
  'Competitor Loyalty': {
    [EASY]: [
      "That sounds nice, but to be honest {I'm} quite happy with {current}. {I}'ve used them for years.",
      "I appreciate it, but {I'm} loyal to {current}, and switching feels like a lot.",
      "It sounds interesting, but {I}'ve been with {current} a long time and they treat {me} well.",
      "{I} already get that from {current}, and {I'm} happy with them. Why would {I} switch to {thing}?",
    ],
    [MEDIUM]: [
      '{I} already have {current}. Why would {I} switch?',
      '{current} does the job for {me}, and switching is a hassle.',
      "Everyone says they're better than {current}. {I'm} not switching.",
      "{current} has looked after {me} for years. {I} don't see why {I}'d switch to {thing}.",
    ],
    [HARD]: [
      "{I'm} happy with {current}. Not switching.",
      "{I} already have a provider. Loyal to them. That's it.",
      'No. {I} already have {current}. Why are you still talking?',
    ],
  },
  'Timing / No Urgency': {
    [EASY]: [
      "{I} like the sound of {thing}, but honestly the timing isn't great. Maybe later in the year?",
      "I like {thing}, but there's no rush on {my} side. Can it wait until next quarter?",
      "That's interesting, but {I'm} so busy right now. I'd rather revisit this later.",
      'It sounds useful, but {thing} can wait until after {season}.',
    ],
    [MEDIUM]: [
      "Maybe. But {I'm} not putting {thing} first right now. Circle back next quarter.",
      "Bad timing. {I}'ve got bigger things on {my} plate; {thing} can wait.",
      "I don't see the rush. What's wrong with waiting a few months?",
      'Maybe later. {thing} {is} not something {I} need before {season}.',
    ],
    [HARD]: ['Not now. Busy.', 'Not a priority. Try again next year.', 'Bad time. It can wait.'],
  },
  'Value / Skepticism': {
    [EASY]: [
      "It sounds nice, but I'm not sure {thing} would really make a difference for {me}.",
      "I'd like to believe it, but I'm a little skeptical. Does it really work?",
      "That looks nice on paper. I'm just not sure it's worth it for {me}.",
      "I'm not sure {thing} would change much for {me}.",
    ],
    [MEDIUM]: [
      "Sounds like buzzwords. I doubt {thing} will deliver what you're promising.",
      'Every vendor says that. Why would {thing} be any different?',
      "I'm skeptical. I've heard that before, and it never worked out.",
      'I doubt {thing} will do what you say. Every vendor promises that.',
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
    [MEDIUM]: ["Nothing you've said makes this urgent.", 'Why now, though? It can wait.', "It's still not a priority for {me}."],
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

/** Answers to the rep's questions about the objection, in this prospect's market: material a good rep can use. */
export const OBJECTION_DETAILS: Record<SalesObjection, string[]> = {
  'Price / Budget': [
    '{I} already spend about {spend} a month on {spendOn}, and there is nothing extra until after {season}.',
    'What worries {me} is paying every month on top of the {spend} {I} already spend on {spendOn}, with {costPressure}.',
    // Not "and that costs me nothing extra": the way they do it today often costs money (a power bill, a supplier).
    'Right now {currentWay}. About {spend} a month already goes on {spendOn}, and {I} cannot add to that.',
  ],
  'Competitor Loyalty': [
    "{I}'ve been with {current} for {years} years. They pick up when {I} call, and that counts for a lot.",
    '{current} is slow sometimes, honestly, but switching sounds like a headache.',
    'The risk is losing what {I} have set up with {current}, in the middle of a busy month.',
    '{current} knows how {I} work. Starting again with someone new takes time {I} do not have.',
  ],
  'Timing / No Urgency': [
    '{season} is coming, and nothing new goes in before that is over.',
    "It's not broken enough to fix right now. {currentWay}, and {I} manage.",
    "Everything new takes weeks to set up, and {I} don't have weeks.",
    '{I} would rather look at {thing} when things are calmer, after {season}. Nothing here is urgent before then.',
  ],
  'Value / Skepticism': [
    '{I} tried something like it two years ago. It cost {me} {pastLoss}, and nobody used it.',
    "I'd need to see real results from someone like {me} here in {city}, not a brochure.",
    "Mostly I don't want to pay for something that ends up unused.",
    'What would {thing} do for {me} that {I} cannot do today? I have not seen that yet.',
    "I'd want to see it work for a few months, with someone like {me}, before I believe it.",
  ],
};

export type FactTopic = 'business' | 'process' | 'pain' | 'budget' | 'timeline' | 'decision' | 'success' | 'value' | 'volume' | 'supplier';

/**
 * Answers to discovery questions, by what was asked. The first sentence is the short answer (for a
 * closed question, or a hostile buyer); the rest is what an open question earns.
 */
export const FACTS: Record<SalesScenario, Record<FactTopic, string[]>> = {
  'B2B Customer': {
    business: ["We're {company}, {size} {units} here in {city}. We {work}.", 'We have {size} {units} here in {city}; I run {company}. We {work}.'],
    process: [
      'Right now {currentWay}. It works, more or less, and nobody has had time to change it.',
      'Today {currentWay}. That is how we have always done it.',
    ],
    pain: [
      'The biggest headache is {pain1}. It eats time every week.',
      'Honestly, the hardest part is {pain2}.',
      'What hurts most is {pain1}; nobody here has a fix for it.',
    ],
    budget: [
      'We spend about {spend} a month on {spendOn}. Anything new has to come out of that.',
      'Every month about {spend} goes on {spendOn}. There is no spare line for new things.',
    ],
    timeline: ['Nothing new before {season}. After that we can look at it.', 'We look at new things once {season} is over. Until then everybody is too busy.'],
    decision: [
      'I decide, but {decider} has to agree to anything over {smallAmount} a month.',
      '{decider} and I decide together. I bring the proposal, we both sign.',
    ],
    success: ['{success}. That is what a good year looks like.', '{success}, if this went well.'],
    value: [
      'It would have to show in the numbers: {results}.',
      'Results for us means {results}. Anything less is not worth the trouble.',
      'If it paid off, we would see {results}.',
      'First I would want to see it working at a business like ours in {city}, with real figures.',
    ],
    volume: ['We have {volume}.', 'Roughly {volume}. It goes up and down.'],
    supplier: ['For that, {buying}.', 'Today {buying}. We have done it that way for years.', 'We work with {current} today, and have for a few years.'],
  },
  'Channel Partner': {
    business: ["We're {company}. We {work}.", 'We {work}. About thirty reps on the road.'],
    process: ['Today {currentWay}. Whatever the customer asks for twice, we stock.', 'Right now {currentWay}.'],
    pain: [
      'The hardest part is getting our reps to push a new line: they only sell what moves fast and protects the margin. Slow lines sit in the warehouse.',
      'Our biggest problem is that our {buyers} buy less and pay later when money is short. Slow payers tie up our credit.',
    ],
    budget: [
      'We put about {spend} a month into stock. A new line has to earn its shelf space, at twenty percent margin or more.',
      "Margin: if a line doesn't pay us twenty percent, our reps won't push it. And we do not pay for stock upfront.",
    ],
    timeline: [
      'We review new lines before {season}. That is when the orders come.',
      'New lines start in the quarter after they are approved, never in {season}.',
    ],
    decision: ['Any new line needs approval from {decider}, and a training plan for our reps.', '{decider} decides. I recommend.'],
    success: ['A line that sells itself to {buyers} and keeps our margin.', 'Reorders. If {buyers} reorder without being chased, it works.'],
    value: [
      'For us a line works when {buyers} reorder it without being chased, at twenty percent margin or more.',
      'First I would want to see a trial order sell through at a few of our {buyers} in {city}.',
      'Results for us means stock that turns every month. {goods} that sits in the warehouse is money we do not have.',
    ],
    volume: [
      'We move a few hundred cartons a week to {buyers} across {city}. A new line has to keep up with that.',
      'Our reps see {buyers} every two weeks, and each order is a few cartons of each line.',
    ],
    supplier: ['We take stock from two importers and a local maker today.', 'Today we buy from {current}, on thirty days credit.'],
  },
  'B2C Consumer': {
    business: ['I {work}. That is most of my day.', 'I {work}. It keeps me busy.'],
    process: ['Right now {currentWay}.', 'Most days {currentWay}. It is not perfect, but it works.'],
    pain: ['The hardest part is {pain1}.', 'My biggest problem is {pain2}.'],
    budget: ['About {spend} a month goes on {spendOn}, and that is already tight.', 'I have about {spend} a month for {spendOn}. Nothing is left over.'],
    timeline: ['Not before {season}. Money is tight until then.', 'After {season}, maybe. Not before.'],
    decision: ['I decide with {decider}. We talk about anything over {smallAmount}.', '{decider} and I decide together.'],
    success: ['{success}.', '{success}, honestly.'],
    value: [
      'For me it has to show: {results}.',
      'If it worked, I would see {results}.',
      'I would want to see it work for a month first, for someone like me in {city}.',
    ],
    volume: ['Just me and my family.', 'It is only for the family, nothing big.'],
    supplier: ['Today {currentWay}.', 'Nobody in particular today. I have not looked at anything else for this.'],
  },
};

/** Politeness prefixes keep the demeanour of each difficulty when answering a question. */
export const ANSWER_PREFIX: ByDifficulty<string[]> = {
  [EASY]: ['Good question. ', '', 'Happy to tell you. '],
  [MEDIUM]: ['', 'Well, ', 'Honestly, '],
  [HARD]: ['Look, ', ''],
};

/** After an answer to another question, the concern comes back (not from a warm lead). */
export const CONCERN_REMINDER: ByDifficulty<string[]> = {
  [EASY]: [''],
  [MEDIUM]: [
    ' But {concern} is still the issue.',
    ' Still, {concern} bothers me.',
    ' That does not settle {concern}, though.',
    ' I keep coming back to {concern}.',
  ],
  [HARD]: [" And {concern} hasn't changed.", ' {concern} is still the problem.', ' None of that fixes {concern}.'],
};

/** A question asked again (or its every answer said): the buyer says so instead of repeating itself. */
export const ALREADY_SAID: ByDifficulty<string[]> = {
  [EASY]: ["I think I've told you most of what there is on that.", "There's not much more I can say on that, honestly.", 'That is really all I know about it.'],
  [MEDIUM]: ['I already told you what I can.', "There's nothing more to add on that.", 'You have my answer on that one.'],
  [HARD]: ['I told you that already. Ask me something new.', 'You have my answer on that. What else?', 'We covered that. Get to the point.'],
};

/** The rep acknowledged but gave nothing new. */
export const ACK_ONLY: ByDifficulty<string[]> = {
  [EASY]: ["Thanks, I appreciate that. I'm still unsure about {concern}, though.", "That's kind of you. It doesn't really solve {concern}."],
  [MEDIUM]: ['Understanding me is nice. It does nothing about {concern}.', 'So you get it. What about {concern}?'],
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

/** Everything asked for is there, but not yet enough for this buyer (a hostile one wants two good turns and a number). */
export const WANTS_MORE: ByDifficulty<string[]> = {
  [EASY]: ['Hm, that helps a little. Tell me more.', "I'm listening. Go on."],
  [MEDIUM]: ["That's something. I'm not there yet.", 'Hm. Go on, I am listening.'],
  [HARD]: [
    'Words are cheap. Give me a number from a business like mine.',
    'Says you. What did someone here in {city} actually get out of it?',
    "Hm. Go on. I'm not convinced.",
  ],
};

/** A pitch without anything specific. */
export const CLAIM_REACTION: ByDifficulty<string[]> = {
  [EASY]: ['That sounds nice. But how would it work for {me}, with {concern}?', "Nice. I'm still thinking about {concern}, though."],
  [MEDIUM]: ["Every salesperson says that. It doesn't change {concern}.", "That's a brochure line. What about {concern}?"],
  [HARD]: ['Words. {concern} is still the problem.', 'Sales talk.'],
};

/** Pushed, insulted or talked down to: the buyer takes a step back. */
export const SETBACK: Record<'pushy' | 'rude' | 'dismissive', ByDifficulty<string[]>> = {
  pushy: {
    [EASY]: ["Please don't rush me. I decide when I'm comfortable.", "Hey, there's no need to pressure me."],
    [MEDIUM]: ["Don't push me. That's how you lose a customer.", "Pressure doesn't work on me. You've just made this harder."],
    [HARD]: ["Don't push me. One more time and I hang up.", "You're pushing. I'm close to ending this call."],
  },
  rude: {
    [EASY]: ["That's not a nice thing to say. I was trying to be open with you.", "Wow. I didn't expect that from you."],
    [MEDIUM]: ["There's no need to be rude.", 'Excuse me? Watch how you talk to your customers.'],
    [HARD]: ["Watch your tone. I don't have to listen to this.", 'Excuse me? Careful.'],
  },
  dismissive: {
    [EASY]: ['I do understand {my} own situation, thank you.', "Please don't talk down to me."],
    [MEDIUM]: ["Don't talk down to me. I know {my} business.", 'I understood you the first time.'],
    [HARD]: ["Don't lecture me about {my} own business.", 'I know {my} business better than you do.'],
  },
};

/** A hostile buyer who was pushed too often ends the call, and stays gone. */
export const HUNG_UP = ["That's it. I'm hanging up. Goodbye.", 'I said goodbye.', 'Goodbye.'];

/** Asked for the goal while part of the way there: not now, not no. Each line reads as a deferral to the report. */
export const DEFER: ByDifficulty<string[]> = {
  [EASY]: [
    'Let me think about it and talk to {decider} first.',
    "I'll think about it. {concern} still bothers me a little.",
    'Give me a few days to think it over, please.',
  ],
  [MEDIUM]: [
    "Send me something in writing and I'll think about it.",
    'Let me think about it. {concern} is still not clear to me.',
    "Not today. I'll think it over and get back to you.",
  ],
  [HARD]: ["I'll think about it. Don't call me, I'll call you.", "Send me something. I'll look at it when I have time.", "Not today. I'll think about it."],
};

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
  [HARD]: [
    'No. Not with {concern} on the table.',
    'Stop pushing. The answer is no while {concern} is open.',
    "I'm about to hang up. No.",
    'No. You still have not dealt with {concern}.',
  ],
};

/**
 * What would make a loyal buyer look elsewhere: the competitor failing where it costs this business
 * or household ({lapse1}, {lapse2} come from the profile: "Baraka's solar lamps started breaking").
 */
export const LOOK_ELSEWHERE: string[] = [
  'If {lapse1}, {I} would look elsewhere.',
  'If {lapse2}, that would make {me} look.',
  'Honestly? If {lapse1}, {I} would start looking.',
];

/** The objection was handled; the buyer opens up and waits for a proposal. */
export const HANDLED: ByDifficulty<string[]> = {
  [EASY]: ['Oh, that actually makes a lot of sense. So what would getting started look like?', 'That helps, thank you. What do you suggest?'],
  [MEDIUM]: ["That's more convincing than I expected. What exactly are you proposing?", 'Hm. That changes things a bit. What do you suggest?'],
  [HARD]: ["Hm. That's a real answer, at least. What do you want from me?", "Hm, that's a number. What are you asking for?"],
};

/** After the objection was handled, answers to more questions stay positive. */
export const OPEN_PREFIX: ByDifficulty<string[]> = {
  [EASY]: ['Good question. ', 'Happy to tell you. '],
  [MEDIUM]: ['Well, ', ''],
  [HARD]: ['', 'Briefly: '],
};

/**
 * The buyer agrees to the goal. Each line must read as agreement to the report. `{for}` is the length
 * the rep proposed (" for 30 days") or nothing: the buyer never names a length of its own.
 */
export const YIELD: Record<SalesGoal, ByDifficulty<string>> = {
  'Book a Demo/Meeting': {
    [EASY]: "Okay, you've convinced me. Let's book the demo. {when} works for me; send me the invite.",
    [MEDIUM]: "Alright, you've earned a demo. {when}, thirty minutes. Send the invite.",
    [HARD]: 'Fine. Twenty minutes, {when}. Book it, and bring those numbers.',
  },
  'Secure a Trial/Pilot': {
    [EASY]: "Sounds good, let's try it{for}. Set up the pilot and {I}'ll get started.",
    [MEDIUM]: 'Alright, a pilot{for} makes sense, and {I} measure it properly.',
    [HARD]: 'Fine. One pilot{for}. After that, the numbers decide.',
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

/**
 * A household buying for itself does not sign contracts or run pilots: it takes the product home,
 * tries it for a week, or wants to see it work. The report must still read these as the goal agreed.
 */
export const CONSUMER_YIELD: Partial<Record<SalesGoal, ByDifficulty<string>>> = {
  'Close the Sale': {
    [EASY]: "Okay, I'll take it. How do I pay?",
    [MEDIUM]: "Alright, you've made your case. I'll take it.",
    [HARD]: "Fine, I'll take it. It had better do what you say.",
  },
  'Secure a Trial/Pilot': {
    [EASY]: 'Sounds good, let me try it{for}.',
    [MEDIUM]: "Alright, I'll try it{for} and see.",
    [HARD]: "Fine. I'll try it{for}, and then we see.",
  },
  'Book a Demo/Meeting': {
    [EASY]: 'Okay, come and show me how it works. {when} works for me.',
    [MEDIUM]: 'Alright, show me properly. {when}, half an hour.',
    [HARD]: 'Fine. {when}, twenty minutes. Show me it works.',
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
