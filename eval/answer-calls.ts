// Does the scripted prospect answer the question asked? For the field calls (eval/field-calls.ts)
// and four more calls on products no set covers, a coach wrote, before running, what each answer
// must be about (the cost of what the product replaces, the vet or the supplier asked about, the
// situation asked about) and what it must not fall back on (the business's whole spend, a stock
// pain, how the reps take orders). Played by eval/field-call-checks.ts; every miss is a prospect flag.

import type { SalesSetup } from '../src/shared/reports.ts';
import type { ProspectContext } from '../src/server/ai/analysis/prospect-profile.ts';

export interface AnswerLabel {
  /** The rep's line (exactly as in the call) whose answer is read. */
  to: string;
  /** What the answer must say. */
  says: RegExp;
  /** What it must not fall back on. */
  notSays?: RegExp;
}

/** Answer labels for the field calls, by call id. */
export const FIELD_CALL_ANSWERS: Record<string, AnswerLabel[]> = {
  'borehole-coop': [
    { to: 'How do your members get water in the dry season today?', says: /\bwater\b/i, notSays: /by hand/i },
    // The water the co-op buys, not seed, fertiliser and labour.
    { to: 'What does that cost the co-op in a dry month?', says: /\d[\d,]* shillings[^.]*\bwater\b/i, notSays: /seed|fertiliser|labour/i },
    {
      to: 'I hear you, a borehole is a big spend and it has to pay for itself. What budget would the board be comfortable with?',
      says: /\d/,
      notSays: /seed|fertiliser|labour/i,
    },
  ],
  'lagos-water-kenyan-seller': [{ to: 'How do you buy water today, and what does it cost you a month?', says: /\d[\d,]* naira/i, notSays: /salaries|rent/i }],
  'poultry-vet-promise': [{ to: 'Do you have a vet today?', says: /\bvet\b|agrovet/i, notSays: /by hand/i }],
  'smoked-fish-distributor-thies': [
    { to: 'No problem, it can wait. Do your retailers sell smoked fish already?', says: /\b(?:some|a few|none|they)\b/i, notSays: /take orders|reps visit/i },
  ],
  'paygo-solar-recife': [
    { to: 'I understand, nobody wants another bill. What do you spend on electricity in a month today?', says: /R\$\s?\d/ },
    { to: 'And what happens to the family when the power goes off at night?', says: /candle|dark|torch|lamp/i, notSays: /\bbill\b/i },
  ],
};

export interface AnswerCall {
  id: string;
  setup: SalesSetup;
  context: ProspectContext;
  rep: string[];
  answers: AnswerLabel[];
}

// Four calls on products outside every set, written with the coach's expectation before running.
export const ANSWER_CALLS: AnswerCall[] = [
  {
    // Cooking gas for an Accra restaurant: the buyer pays for refills at the depot and charcoal, in
    // cedis; the gas running out mid-lunch means charcoal and late orders, not "food costs".
    id: 'lpg-restaurant-accra',
    setup: {
      product: 'LPG gas cylinder refills delivered to restaurants in Accra',
      scenario: 'B2B Customer',
      objection: 'Price / Budget',
      goal: 'Secure a Trial/Pilot',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    context: { country: 'GH', currency: 'GHS' },
    rep: [
      'Good morning, this is Esi from GasGo. We bring full gas cylinders to restaurant kitchens before the lunch rush.',
      'How do you get your cooking gas today?',
      'What does that cost you in a month?',
      'What happens when the gas runs out in the middle of lunch?',
      "I understand money is tight. Our refill is the same price as the depot, and we deliver free; Auntie Muni's in Osu stopped losing lunch orders after switching last year.",
      'Shall we start with one delivery on Monday at 10 as a trial for two weeks?',
    ],
    answers: [
      { to: 'How do you get your cooking gas today?', says: /\bgas\b|cylinder|charcoal/i, notSays: /\bgrid\b|power/i },
      { to: 'What does that cost you in a month?', says: /\d[\d,]* cedis[^.]*(?:gas|charcoal)/i, notSays: /generator|ingredients|wages/i },
      { to: 'What happens when the gas runs out in the middle of lunch?', says: /charcoal|late|depot/i, notSays: /margins?/i },
    ],
  },
  {
    // Egg incubators for a smallholder near Ibadan: today the hens sit on the eggs; a power cut
    // during a hatch is about the eggs, not about sitting in the dark.
    id: 'incubator-smallholder-ibadan',
    setup: {
      product: 'egg incubators for poultry farmers',
      scenario: 'B2C Consumer',
      objection: 'Value / Skepticism',
      goal: 'Close the Sale',
      difficulty: 'Easy (Warm Lead)',
    },
    context: { country: 'NG', currency: 'NGN' },
    rep: [
      'Hello, this is Bayo from HatchRight. Our incubator hatches 100 eggs at a time and runs on solar.',
      'How do you hatch your chicks today?',
      'What happens when the power goes off during a hatch?',
      'How many chicks did you raise last year?',
      'Fair enough. Mrs Adeyemi near Ibadan hatched 85 of every 100 eggs last season, against about 50 under her hens.',
      'Would you like to take one home this week?',
    ],
    answers: [
      { to: 'How do you hatch your chicks today?', says: /\bhens?\b|hatch|chicks/i, notSays: /maize|beans|by hand/i },
      { to: 'What happens when the power goes off during a hatch?', says: /\beggs?\b|hatch/i, notSays: /candles?|torch/i },
    ],
  },
  {
    // A stock app for a hardware store in Dar es Salaam, loyal to the system it has: it tracks stock
    // with that system (not "we buy from"); running out is the stock pain; the ask for a meeting is an ask.
    id: 'hardware-stock-app-dar',
    setup: {
      product: 'a stock and sales app for hardware stores',
      scenario: 'B2B Customer',
      objection: 'Competitor Loyalty',
      goal: 'Book a Demo/Meeting',
      difficulty: 'Hard (Hostile/Resistant)',
    },
    context: { country: 'TZ', currency: 'TZS' },
    rep: [
      'Hello, this is Juma from DukaStock. We help hardware stores know what is on the shelf.',
      'What do you use to track your stock today?',
      'What happens when a fundi asks for something you have run out of?',
      'What would your current system have to get wrong for you to look at another one?',
      'Do you have a meeting free on Thursday at 9?',
    ],
    answers: [
      { to: 'What do you use to track your stock today?', says: /\buse\b|systems?/i, notSays: /\bbuy from\b/i },
      { to: 'What happens when a fundi asks for something you have run out of?', says: /running out|run out|ran out|empty/i, notSays: /cash flow/i },
      { to: 'What would your current system have to get wrong for you to look at another one?', says: /\bif\b/i, notSays: /stock arrived|deliver/i },
      { to: 'Do you have a meeting free on Thursday at 9?', says: /\b(?:no|not|think|send|call)\b/i, notSays: /restock|wholesaler/i },
    ],
  },
  {
    // Rainwater tanks for a Kisumu school that is not in a hurry: the school buys water from
    // bowsers when the county water is off (no rivers and fields), counts it per term in shillings,
    // and a dry month is about dry taps.
    id: 'water-tanks-school-kisumu',
    setup: {
      product: 'water tanks for schools',
      scenario: 'B2B Customer',
      objection: 'Timing / No Urgency',
      goal: 'Advance the Opportunity',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    context: { country: 'KE', currency: 'KES' },
    rep: [
      'Good afternoon, this is Atieno from TankPro. We install 10,000 litre tanks at schools that collect the rain.',
      'Where does the school get its water today?',
      'What does the water cost you in a term?',
      'What happens in the dry months?',
      'Who decides on something like this?',
      "I hear you, it is not urgent until January. Schools like St Mary's in Kisumu stopped paying for water bowsers from February after the long rains filled their tanks.",
      'Could we meet with the bursar next week to look at the numbers?',
    ],
    answers: [
      { to: 'Where does the school get its water today?', says: /\bwater\b/i, notSays: /river|fields?|by hand/i },
      { to: 'What does the water cost you in a term?', says: /\d[\d,]* shillings a term/i, notSays: /salaries|supplies/i },
      { to: 'What happens in the dry months?', says: /dry|taps|bowser/i, notSays: /fields?|fee collection/i },
    ],
  },
];
