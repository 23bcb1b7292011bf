// Calls on products and buyers the other sets do not cover, played live against the scripted
// prospect (the same `scriptedProspectReply` → `analyzeSalesCallOffline` path a user of the offline
// provider hits), then read as a coach would. The seller's lines and every label below were written
// before the engine was run on them (2026-11-27): what a sales coach would say about each call.
//
// Labels:
// - score: the band a coach would put the overall score in (an awful call ≤ 40, a weak one ≤ 55);
// - handled / secured: whether THIS objection was really answered, and the goal agreed;
// - firstFix: the fixes a coach would accept as the first one;
// - evidence: the rep's sentences that are proof (a result with a customer or a figure), and those
//   that are not (a promise, a feature, a price): praise for evidence may quote only the former;
// - market: words the prospect may use for money (the scenario's market), and words it must not.

import type { SalesSetup } from '../src/shared/reports.ts';
import type { ProspectContext } from '../src/server/ai/analysis/prospect-profile.ts';
import type { Kind } from '../src/server/ai/analysis/call-findings.ts';

export interface FieldCall {
  id: string;
  setup: SalesSetup;
  context: ProspectContext;
  /** The rep's turns, in order; the prospect answers each one. */
  rep: string[];
  label: {
    score: [number, number];
    handled: boolean;
    secured: boolean;
    firstFix: Kind[];
    /** Sentences of the rep that are not evidence (promises, features, prices). */
    notEvidence: string[];
    /** Money words the prospect must not say (another market's currency). */
    foreignMoney?: RegExp;
    /** Words that do not fit this buyer ("my usual brand" for a hospital cover). */
    mustNotSay?: RegExp;
  };
}

const KENYA: ProspectContext = { country: 'KE', currency: 'KES' };

export const FIELD_CALLS: FieldCall[] = [
  {
    // Decent: two real questions, the loyalty answered with a difference (freshness, a trial order)
    // but no proof, an ask without a day. A Senegalese seller: the hotel counts in CFA francs.
    id: 'fish-hotel-dakar',
    setup: {
      product: 'fresh fish delivered daily to hotels in Dakar',
      scenario: 'B2B Customer',
      objection: 'Competitor Loyalty',
      goal: 'Secure a Trial/Pilot',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    context: { country: 'SN', currency: 'XOF' },
    rep: [
      'Good morning, this is Awa from Teranga Fresh. We bring fish from the Soumbédioune landing to hotel kitchens every morning before seven.',
      'I understand, you have a supplier you trust. What do you like most about them?',
      'And what happens on the days their delivery is late?',
      'Our boats land at five and we deliver by seven, so your chef gets the fish the same morning it was caught.',
      'Would you be open to trying one delivery from us next week?',
    ],
    label: {
      score: [35, 70],
      handled: false,
      secured: false,
      firstFix: ['objection', 'evidence', 'weakAsk', 'depth'],
      notEvidence: ['Our boats land at five and we deliver by seven, so your chef gets the fish the same morning it was caught.'],
      foreignMoney: /\b(?:shillings?|naira|rupees?|cedis?)\b/i,
    },
  },
  {
    // Excellent: discovery on today, pain, cost and who decides; the price acknowledged, explored,
    // answered with a figure tied to what the buyer said and a named result; a dated site visit.
    id: 'borehole-coop',
    setup: {
      product: 'borehole drilling for farm cooperatives',
      scenario: 'B2B Customer',
      objection: 'Price / Budget',
      goal: 'Book a Demo/Meeting',
      difficulty: 'Hard (Hostile/Resistant)',
    },
    context: KENYA,
    rep: [
      'Good morning, this is Peter from Maji Drillers. We drill boreholes for farm co-operatives around Nakuru.',
      'How do your members get water in the dry season today?',
      'What does that cost the co-op in a dry month?',
      'I hear you, a borehole is a big spend and it has to pay for itself. What budget would the board be comfortable with?',
      'Last year we drilled for Umoja Growers in Naivasha: they stopped buying water from trucks and saved 180,000 shillings a month, so the borehole paid for itself in fourteen months. You can pay it over 24 months, so the monthly payment is less than what you spend on water today.',
      'Who else on the board would need to see the numbers?',
      'Can I come on Thursday at 10 to survey the site with your chairman, so you both see the figures for your own land?',
    ],
    label: {
      score: [70, 100],
      handled: true,
      secured: true,
      firstFix: ['depth', 'polish', 'weakAsk', 'closed'],
      notEvidence: [],
      foreignMoney: /\b(?:naira|CFA|rupees?|cedis?)\b/i,
    },
  },
  {
    // Awful-to-weak: features and a promise, not one question, never asks for the trial. A promise
    // ("within two hours") is not proof. A Brazilian seller: reais, not shillings.
    id: 'accounting-pharmacy-chain',
    setup: {
      product: 'ContaFácil, a B2B accounting app for pharmacy chains in São Paulo',
      scenario: 'B2B Customer',
      objection: 'Value / Skepticism',
      goal: 'Secure a Trial/Pilot',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    context: { country: 'BR', currency: 'BRL' },
    rep: [
      'Hello, I am Rafael from ContaFácil. Our app does invoicing, payroll, tax filing, bank reconciliation and reports for every branch.',
      'It also has a mobile app, multi-user access, cloud backup and integration with every bank in Brazil.',
      'Our support team will answer any question within two hours, guaranteed.',
      'It really is the best accounting app on the market, with many features your accountant will love.',
    ],
    label: {
      score: [0, 40],
      handled: false,
      secured: false,
      firstFix: ['objection', 'noAsk', 'discovery', 'talk'],
      notEvidence: ['Our support team will answer any question within two hours, guaranteed.'],
      foreignMoney: /\b(?:shillings?|naira|CFA)\b/i,
    },
  },
  {
    // Decent: a household, the timing concern answered with the cost of waiting (a term of fees
    // late), two questions, an ask without a day that the parent may agree to.
    id: 'school-fees-loan',
    setup: {
      product: 'school-fees loans for parents',
      scenario: 'B2C Consumer',
      objection: 'Timing / No Urgency',
      goal: 'Close the Sale',
      difficulty: 'Easy (Warm Lead)',
    },
    context: KENYA,
    rep: [
      'Hello, this is Grace from Elimu Credit. We lend parents the school fees and you repay in small monthly amounts.',
      'I understand, January feels far away. How do you usually pay the fees at the start of term?',
      'What happens when the money is not ready on the first day?',
      'If the fees come late, the school sends the children home. With the loan, the school is paid on day one and you pay 4,500 shillings a month over the term.',
      'Shall we fill in the form now so the money is ready for January?',
    ],
    label: {
      score: [45, 85],
      handled: true,
      secured: true,
      firstFix: ['depth', 'evidence', 'weakAsk', 'polish'],
      notEvidence: [],
    },
  },
  {
    // Four turns: good but short. Tractor hire is a service the farmer books, not a machine bought.
    // A short call never scores the maximum everywhere; the first fix is to go deeper.
    id: 'tractor-hire-short',
    setup: {
      product: 'tractor hire for smallholder farmers',
      scenario: 'B2C Consumer',
      objection: 'Price / Budget',
      goal: 'Close the Sale',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    context: KENYA,
    rep: [
      'Hi, I am John from Shamba Tractors. We plough your acre with a tractor the day you book.',
      'I understand, money is tight before planting. How do you prepare the land today?',
      'Ploughing one acre is 3,500 shillings, and you can pay half now and half after harvest. Last season 40 farmers around Kitale planted two weeks earlier with us.',
      'Shall I book your acre for Saturday morning?',
    ],
    label: {
      score: [40, 90],
      handled: true,
      secured: true,
      firstFix: ['depth'],
      notEvidence: ['Ploughing one acre is 3,500 shillings, and you can pay half now and half after harvest.'],
    },
  },
  {
    // Weak: the skepticism answered with a promise only ("a vet on call within six hours"), one
    // yes/no question, a vague ask. A coach wants proof: a result with a customer or a figure.
    id: 'poultry-vet-promise',
    setup: {
      product: 'a poultry vet service for egg farms',
      scenario: 'B2B Customer',
      objection: 'Value / Skepticism',
      goal: 'Book a Demo/Meeting',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    context: KENYA,
    rep: [
      'Hello, this is Mary from KukuCare. We look after the health of laying hens on egg farms.',
      'Do you have a vet today?',
      'With us you get a vet on call within six hours, any day of the week.',
      'And we promise a farm visit every month.',
      'So can we meet sometime?',
    ],
    label: {
      score: [10, 50],
      handled: false,
      secured: false,
      firstFix: ['objection', 'evidence', 'discovery', 'closed'],
      notEvidence: ['With us you get a vet on call within six hours, any day of the week.', 'And we promise a farm visit every month.'],
    },
  },
  {
    // Awful: pressure and talking down, no question, the price brushed aside.
    id: 'cold-room-pushy',
    setup: {
      product: 'solar cold rooms for fish traders in Mombasa',
      scenario: 'B2B Customer',
      objection: 'Price / Budget',
      goal: 'Close the Sale',
      difficulty: 'Hard (Hostile/Resistant)',
    },
    context: KENYA,
    rep: [
      'Listen, you need a cold room. Everybody has one now.',
      'Price is not the issue, you just do not understand the product.',
      'You have to decide today, the offer ends tonight.',
      'Sign now or you will regret it.',
    ],
    label: {
      score: [0, 20],
      handled: false,
      secured: false,
      firstFix: ['rude', 'dismissive', 'pushy'],
      notEvidence: [],
    },
  },
  {
    // Decent B2B in Lagos sold by a Kenyan organization: the prospect is in Lagos and counts in naira.
    id: 'lagos-water-kenyan-seller',
    setup: {
      product: 'bottled water delivery for offices in Lagos',
      scenario: 'B2B Customer',
      objection: 'Price / Budget',
      goal: 'Book a Demo/Meeting',
      difficulty: 'Easy (Warm Lead)',
    },
    context: KENYA,
    rep: [
      'Good afternoon, I am Tunde from PureFlow. We deliver bottled water to offices every Monday.',
      'How many people work in your office?',
      'How do you buy water today, and what does it cost you a month?',
      'I understand the budget is tight. A 19-litre bottle is 1,200 naira delivered, and offices like Zenith Logistics cut their water bill by a quarter after switching to us last year.',
      'Can we meet on Wednesday at 11 to go through a delivery plan?',
    ],
    label: {
      score: [55, 95],
      handled: true,
      secured: true,
      firstFix: ['depth', 'closed', 'polish', 'weakAsk'],
      notEvidence: [],
      foreignMoney: /\b(?:shillings?|KES|CFA|rupees?)\b/i,
    },
  },
  {
    // Decent to good: a household loyal to its cover; the rep asks what would make them look
    // elsewhere, answers with the difference and a track record, and asks for the sale with a date.
    // A cover has an insurer, not "my usual brand"; the answer to the question is what would go wrong.
    id: 'hospital-cover-loyal',
    setup: {
      product: 'hospital cover for families',
      scenario: 'B2C Consumer',
      objection: 'Competitor Loyalty',
      goal: 'Close the Sale',
      difficulty: 'Easy (Warm Lead)',
    },
    context: KENYA,
    rep: [
      'Hello, this is Neema from Afya Cover. We pay your hospital bill directly when someone in the family is admitted.',
      'That makes sense, you already have cover you trust. What would they have to get wrong for you to look elsewhere?',
      'Unlike most covers, we pay the hospital directly, so you never pay first and wait for a refund. Last year we paid 2,300 family claims within 48 hours.',
      'Shall I sign your family up today, so the cover starts on the 1st?',
    ],
    label: {
      score: [55, 95],
      handled: true,
      secured: true,
      firstFix: ['depth', 'closed', 'polish'],
      notEvidence: [],
      mustNotSay: /\busual brand\b/i,
    },
  },
  {
    // Weak: a distributor told "not now"; the rep agrees it can wait, asks one yes/no question and
    // leaves with "I'll call you after Tabaski" (no day, no reason to move now). In CFA francs.
    id: 'smoked-fish-distributor-thies',
    setup: {
      product: 'smoked fish for market retailers in Thiès',
      scenario: 'Channel Partner',
      objection: 'Timing / No Urgency',
      goal: 'Advance the Opportunity',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    context: { country: 'SN', currency: 'XOF' },
    rep: [
      'Hello, this is Cheikh from Joal Fumé. We smoke fish in Joal and sell it in cartons to distributors.',
      'No problem, it can wait. Do your retailers sell smoked fish already?',
      'Our fish is very good quality and the retailers like it.',
      'Okay, I will call you again after Tabaski then.',
    ],
    label: {
      score: [5, 45],
      handled: false,
      secured: false,
      firstFix: ['objection', 'discovery', 'noAsk', 'weakAsk'],
      notEvidence: [],
      foreignMoney: /\b(?:shillings?|naira|rupees?|cedis?|reais)\b/i,
    },
  },
  {
    // Excellent, six turns: a household in Recife on pay-as-you-go solar; the price met with what they
    // spend on the power bill and candles, a named neighbour's result, and a dated installation.
    id: 'paygo-solar-recife',
    setup: {
      product: 'pay-as-you-go solar home systems for families in Recife',
      scenario: 'B2C Consumer',
      objection: 'Price / Budget',
      goal: 'Close the Sale',
      difficulty: 'Hard (Hostile/Resistant)',
    },
    context: { country: 'BR', currency: 'BRL' },
    rep: [
      'Good evening, this is Camila from Sol Recife. We put solar panels on family homes and you pay a little each week.',
      'I understand, nobody wants another bill. What do you spend on electricity in a month today?',
      'And what happens to the family when the power goes off at night?',
      'With us you pay R$25 a week, less than what you told me you pay for power now. The Santos family two streets from you cut their bill by 60% last year and never sat in the dark again.',
      'Who else at home would want to see the numbers before you decide?',
      'Shall I come on Saturday at 9 to install it, with your husband there to see how it works?',
    ],
    label: {
      score: [65, 100],
      handled: true,
      secured: true,
      firstFix: ['polish', 'depth', 'closed', 'weakAsk'],
      notEvidence: ['With us you pay R$25 a week, less than what you told me you pay for power now.'],
      foreignMoney: /\b(?:shillings?|naira|rupees?|CFA)\b/i,
    },
  },
];
