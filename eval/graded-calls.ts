// Calls written as excellent, decent, weak and awful for four products, graded and labelled by
// hand before the engine was run on them (issue 26). A coach's reading:
// - grade: excellent = discovery over several topics, the objection answered on its own terms with
//   numbers tied to what the buyer said, the goal agreed at a set time; decent = a real question or
//   two, the objection answered but thinly, an ask without a time; weak = yes/no and either/or
//   questions, sympathy or small talk instead of an answer, a vague ask; awful = no questions,
//   pressure or insults, the objection brushed aside.
// - objectionAddressed: the rep answered THIS objection (price: value against cost, payment terms,
//   a smaller start; competitor: the difference, an easy switch; timing: the cost of waiting, a small
//   start now; skepticism: proof, a guarantee, a trial). Sympathy, weather and market prices are not.
// The overall scores must keep the grades' order within each product, and an awful call scores 40 or less.

import type { SalesSetup, TranscriptTurn } from '../src/shared/reports.ts';

export const GRADES = ['excellent', 'decent', 'weak', 'awful'] as const;
export type Grade = (typeof GRADES)[number];

export interface GradedCall {
  id: string;
  product: string;
  grade: Grade;
  objectionAddressed: boolean;
  setup: SalesSetup;
  turns: TranscriptTurn[];
}

const rep = (text: string): TranscriptTurn => ({ role: 'user', text });
const buyer = (text: string): TranscriptTurn => ({ role: 'prospect', text });

const DAIRY: SalesSetup = {
  product: 'VetLine, a dairy vet subscription for cooperatives',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Close the Sale',
  difficulty: 'Medium (Skeptical Buyer)',
};

const SOLAR: SalesSetup = {
  product: 'SunBright solar lamps, sold wholesale to village shops',
  scenario: 'Channel Partner',
  objection: 'Competitor Loyalty',
  goal: 'Close the Sale',
  difficulty: 'Medium (Skeptical Buyer)',
};

const SCHOOL_FEES: SalesSetup = {
  product: 'Elimu Save, a school-fees savings plan for parents',
  scenario: 'B2C Consumer',
  objection: 'Timing / No Urgency',
  goal: 'Close the Sale',
  difficulty: 'Easy (Warm Lead)',
};

const PHARMACY: SalesSetup = {
  product: 'StockSmart, stock management software for pharmacies',
  scenario: 'B2B Customer',
  objection: 'Value / Skepticism',
  goal: 'Secure a Trial/Pilot',
  difficulty: 'Hard (Hostile/Resistant)',
};

export const GRADED_CALLS: GradedCall[] = [
  // --- Dairy vet subscription to a dairy co-op (the call of issue 26) ---
  {
    id: 'g-dairy-excellent',
    product: 'dairy',
    grade: 'excellent',
    objectionAddressed: true,
    setup: DAIRY,
    turns: [
      buyer("Good morning. I'm Grace, I chair the Kinangop Dairy Co-op. You have ten minutes."),
      rep('Thank you, Grace. Before I say anything about VetLine, how do your members get a vet when a cow falls sick today?'),
      buyer(
        'They call whoever is nearby. Sometimes the vet comes in two days, sometimes never. We lost eleven cows to mastitis and East Coast fever last year.',
      ),
      rep('Eleven cows is a heavy loss. What did those losses cost the co-op, in milk and in money?'),
      buyer(
        'A good cow gives us about 15 litres a day. We worked it out at nearly 900,000 shillings last year. But honestly, a subscription is another cost we cannot carry.',
      ),
      rep(
        "I hear you, the co-op's budget is tight and every shilling is watched. Can I ask what you spend on vet visits today, and who decides on spending like this?",
      ),
      buyer('Members pay per visit, maybe 200,000 a year in total. The board decides, and I chair it.'),
      rep(
        'So the losses cost you about 900,000 shillings a year. VetLine is 25,000 shillings a month for all 300 members, 300,000 a year, with a vet on call within six hours. The Ol Kalou co-op cut their cow losses from nine to two in the first year, which paid for the subscription three times over. And you pay monthly, so there is no big outlay.',
      ),
      buyer('Three times over. That is a strong claim. How would we know it works for us?'),
      rep(
        'Fair question. We track every call-out and every loss, and you get the figures each month. If losses do not fall in the first six months, you can cancel with no penalty. What would the board need to see to say yes?',
      ),
      buyer('The figures from Ol Kalou, and the monthly terms in writing.'),
      rep("I'll bring both. Shall we sign the agreement at the board meeting on Thursday at 10, with the Ol Kalou figures on the table?"),
      buyer('Yes, Thursday at 10 works. Bring the contract and we will sign.'),
    ],
  },
  {
    id: 'g-dairy-decent',
    product: 'dairy',
    grade: 'decent',
    objectionAddressed: true,
    setup: DAIRY,
    turns: [
      buyer('Good morning. I chair the Kinangop Dairy Co-op. What is this about?'),
      rep("Good morning. I'm calling from VetLine, we provide vets on call for dairy co-ops. How do your members get a vet today?"),
      buyer('They call whoever is nearby. Sometimes the vet comes late. We lost some cows last year.'),
      rep('Sorry to hear that. VetLine gives your members a vet within six hours, for a fixed monthly fee.'),
      buyer('A monthly fee is another cost we cannot carry. Money is tight.'),
      rep('I understand. It is 25,000 shillings a month for the whole co-op, and one saved cow pays for several months of it. What do you spend on vets now?'),
      buyer('Members pay per visit. I am not sure of the total.'),
      rep('Many co-ops find they spend more than they think. Would you like to start with VetLine this month?'),
      buyer("Maybe. Let me talk to the board and I'll call you."),
    ],
  },
  {
    id: 'g-dairy-weak',
    product: 'dairy',
    grade: 'weak',
    objectionAddressed: false,
    setup: DAIRY,
    turns: [
      buyer('Good morning. I chair the Kinangop Dairy Co-op. What is this about?'),
      rep('Hello, I am from VetLine. We sell a vet subscription for dairy farmers. Are your cows getting sick?'),
      buyer('Sometimes. We lose a few every year.'),
      rep('So what is causing it, is it disease or feed?'),
      buyer('Mostly disease, mastitis. But I doubt we can justify the cost of a subscription.'),
      rep('I understand, times are hard. The rains were poor this year and input prices went up for everyone.'),
      buyer('Yes, the agro-dealer in town raised everything.'),
      rep('Do you want to sign up?'),
      buyer('Not now.'),
    ],
  },
  {
    id: 'g-dairy-awful',
    product: 'dairy',
    grade: 'awful',
    objectionAddressed: false,
    setup: DAIRY,
    turns: [
      buyer('Good morning. I chair the Kinangop Dairy Co-op. What is this about?'),
      rep(
        'VetLine is the best vet subscription in Kenya, every co-op needs it, and you would be crazy not to sign today. We have vets, we have an app, we have everything, and it is only 25,000 a month, which is nothing for a co-op your size.',
      ),
      buyer('25,000 a month is a lot of money for us.'),
      rep('It is not expensive. Just sign and you will see.'),
      buyer("I don't think so."),
      rep('Everyone is buying it. Last chance, the price goes up next week.'),
      buyer('No, thank you.'),
    ],
  },

  // --- Solar lamps to a hardware shop that stocks a competitor's lamps ---
  {
    id: 'g-solar-excellent',
    product: 'solar',
    grade: 'excellent',
    objectionAddressed: true,
    setup: SOLAR,
    turns: [
      buyer('Karibu. I am Otieno, I run a hardware shop in Siaya. I already buy my lamps from Lumina, and they have been good to me.'),
      rep("Good to meet you, Otieno. It's good you have a supplier you trust. What sells best on your lamp shelf today, and what do customers complain about?"),
      buyer('The small Lumina lamp sells well. But customers come back when the battery dies after a few months, and Lumina takes weeks to replace them.'),
      rep('Weeks without a lamp is hard on a customer, and on your name. How many lamps do you sell in a month, and how many come back?'),
      buyer('About 60 a month. Maybe 10 come back.'),
      rep(
        "That's one in six coming back. Unlike Lumina, SunBright replaces a faulty lamp from stock in your shop on the same day, and our battery carries a two-year warranty. You don't need to drop Lumina: keep it on the shelf and add SunBright beside it, so your customers can compare. Shops in Bondo that did that sell 40 of ours a month and earn 150 shillings more per lamp.",
      ),
      buyer("Side by side, I could try that. But how do I know your lamps won't come back too?"),
      rep("Fair. Fewer than 2 in 100 came back last year, and I'll leave you the replacement stock so you never wait. Who else in the shop decides on stock?"),
      buyer('Only me.'),
      rep(
        "Then let's start with 20 lamps, delivered on Monday morning, and I'll call you on Friday the week after to see how they sell. Shall I write the order for Monday?",
      ),
      buyer('Okay, 20 lamps on Monday. Write it.'),
    ],
  },
  {
    id: 'g-solar-decent',
    product: 'solar',
    grade: 'decent',
    objectionAddressed: true,
    setup: SOLAR,
    turns: [
      buyer('Karibu. I run a hardware shop in Siaya. I already buy my lamps from Lumina.'),
      rep("Hello, I'm from SunBright solar lamps. What do your customers say about the lamps you sell now?"),
      buyer('They are fine. Sometimes the battery dies and they come back.'),
      rep('I see. Our lamps have a two-year battery warranty, unlike most lamps on the market. You could keep Lumina and add ours beside it.'),
      buyer('Maybe. I am happy with Lumina though.'),
      rep('That makes sense. What would a new lamp need to do to earn a place on your shelf?'),
      buyer('It must sell, and not come back.'),
      rep('Ours come back far less often. Can I leave you 20 lamps to try?'),
      buyer("Let me see how this month goes and I'll call you."),
    ],
  },
  {
    id: 'g-solar-weak',
    product: 'solar',
    grade: 'weak',
    objectionAddressed: false,
    setup: SOLAR,
    turns: [
      buyer('Karibu. I run a hardware shop in Siaya. I already buy my lamps from Lumina.'),
      rep('Hello, I am selling SunBright lamps. Do you sell solar lamps?'),
      buyer('Yes, I told you, from Lumina. I am happy with them.'),
      rep('Okay. Our lamps are very good quality and bright. Do you want to see them?'),
      buyer('I have enough lamps.'),
      rep('I understand. They are really good lamps, you will like them.'),
      buyer('Maybe another time.'),
    ],
  },
  {
    id: 'g-solar-awful',
    product: 'solar',
    grade: 'awful',
    objectionAddressed: false,
    setup: SOLAR,
    turns: [
      buyer('Karibu. I already buy my lamps from Lumina.'),
      rep('Lumina lamps are rubbish, everybody knows that. You are wasting your money with them. Just buy from us.'),
      buyer('I have been with Lumina for years. They are good to me.'),
      rep("That's your problem. I will send you 50 lamps today, you pay on delivery."),
      buyer('No. Please go.'),
    ],
  },

  // --- A school-fees savings plan to a parent who wants to wait ---
  {
    id: 'g-school-excellent',
    product: 'school fees',
    grade: 'excellent',
    objectionAddressed: true,
    setup: SCHOOL_FEES,
    turns: [
      buyer('Hello? I am Mary. I only have a few minutes, I am at the market.'),
      rep('Thank you for taking the call, Mary. How do you get ready for school fees each term today?'),
      buyer('I try to put some money aside, but in January it is always a crunch. Last year I borrowed from a shylock.'),
      rep('That January crunch is hard on many families. What did that loan cost you in the end?'),
      buyer('I borrowed 20,000 and paid back 26,000. But I am not ready to start saving now. Maybe after Christmas.'),
      rep(
        'I understand, December is a busy month. If you start after Christmas, January comes with only a few weeks saved. What would it mean for you to walk into January with the fees already there?',
      ),
      buyer('It would be a big relief. No shylock.'),
      rep(
        'With Elimu Save you put in 50 shillings a day by M-Pesa, from today. By January that is about 3,000 shillings, and by next September the whole 20,000, so no more 6,000 lost to interest. There is no contract: you can stop any time, and you can start with 20 shillings a day if 50 is too much.',
      ),
      buyer('Twenty a day I can do. But is my money safe?'),
      rep(
        'Fair question. It sits in a licensed bank account in your name, and 4,000 parents in Kisumu save with us. Shall I register you now, so your first 20 shillings goes in today?',
      ),
      buyer('Yes, register me now. Today is fine.'),
    ],
  },
  {
    id: 'g-school-decent',
    product: 'school fees',
    grade: 'decent',
    objectionAddressed: true,
    setup: SCHOOL_FEES,
    turns: [
      buyer('Hello? I am Mary. I am at the market.'),
      rep("Hello Mary, I'm calling from Elimu Save, a savings plan for school fees. Do you save for school fees today?"),
      buyer('A little. January is always hard.'),
      rep('Many parents tell me the same. How do you usually pay the January fees?'),
      buyer("Sometimes I borrow. But I don't want to start anything now, maybe after Christmas."),
      rep('I understand. Waiting means January comes before the savings do. You can start with 50 shillings a day, no contract.'),
      buyer('Hmm. That sounds okay.'),
      rep('Shall I register you today?'),
      buyer('Okay, register me.'),
    ],
  },
  {
    id: 'g-school-weak',
    product: 'school fees',
    grade: 'weak',
    objectionAddressed: false,
    setup: SCHOOL_FEES,
    turns: [
      buyer('Hello? I am Mary. I am at the market.'),
      rep('Hello, this is Elimu Save. We have a savings plan for school fees. Are you interested?'),
      buyer('Maybe, but not now. After Christmas.'),
      rep('I understand, Christmas is expensive for everyone. Prices in the market are so high these days.'),
      buyer('Yes, even sugar went up.'),
      rep('Is it better for you to start in January or February?'),
      buyer('February, maybe. Call me then.'),
    ],
  },
  {
    id: 'g-school-awful',
    product: 'school fees',
    grade: 'awful',
    objectionAddressed: false,
    setup: SCHOOL_FEES,
    turns: [
      buyer('Hello? I am Mary. I am at the market.'),
      rep(
        "Mary, you need Elimu Save. Every good parent saves for school fees, and if you don't, your children will be sent home. You need to sign up right now, no more excuses.",
      ),
      buyer("I said I can't now, maybe after Christmas."),
      rep('After Christmas is too late. Stop stalling and just pay the first deposit today.'),
      buyer('I am hanging up.'),
    ],
  },

  // --- Stock software to a pharmacy owner who doubts every vendor ---
  {
    id: 'g-pharmacy-excellent',
    product: 'pharmacy',
    grade: 'excellent',
    objectionAddressed: true,
    setup: PHARMACY,
    turns: [
      buyer("I'm Dr Banda, I own three pharmacies in Lusaka. Every software salesman promises miracles. I doubt yours is different."),
      rep("That's a fair doubt, Dr Banda; you've probably heard big promises before. What happened with the last system you tried?"),
      buyer('It took months to set up, and my staff went back to paper.'),
      rep('Months of setup and nothing to show is frustrating. How do you track expiry dates and stock-outs across the three branches today?'),
      buyer('Paper cards and a monthly count. Last quarter we threw away about 18,000 kwacha of expired medicine.'),
      rep('And when a branch runs out of a fast mover, what does that cost you?'),
      buyer("Customers go to the pharmacy next door. I don't know how much exactly."),
      rep(
        "Then let's not ask you to believe me. Chilenje Pharmacy set StockSmart up in two days and cut expired stock by 60% in three months; I can show you their report. I'd suggest a 30-day pilot in one branch, and we measure expired stock and stock-outs against your paper cards. If it does not beat them, you owe nothing.",
      ),
      buyer('One branch for 30 days, measured. That is reasonable. Who sets it up?'),
      rep('I do it with your branch manager, and your staff get two hours of training. Who else needs to agree before we start?'),
      buyer("Nobody, it's my business."),
      rep('Then shall we start the pilot at your Kabulonga branch on Monday at 9, and review the figures together on the 30th?'),
      buyer("Yes, Monday at 9 at Kabulonga. Let's do it."),
    ],
  },
  {
    id: 'g-pharmacy-decent',
    product: 'pharmacy',
    grade: 'decent',
    objectionAddressed: true,
    setup: PHARMACY,
    turns: [
      buyer('I own three pharmacies in Lusaka. Every software salesman promises miracles. I doubt yours is different.'),
      rep('I understand. StockSmart tracks your stock and expiry dates automatically, and pharmacies using it waste less medicine.'),
      buyer('They all say that.'),
      rep('What do you use to track stock today?'),
      buyer('Paper cards. We throw away some expired medicine every quarter.'),
      rep('A pilot would show you the difference on your own numbers. We could run it for 30 days in one branch. Would you try it?'),
      buyer('Maybe. Send me the details and I will look.'),
    ],
  },
  {
    id: 'g-pharmacy-weak',
    product: 'pharmacy',
    grade: 'weak',
    objectionAddressed: false,
    setup: PHARMACY,
    turns: [
      buyer('I own three pharmacies in Lusaka. Every software salesman promises miracles. I doubt yours is different.'),
      rep("Don't worry, StockSmart is very good. It is modern software with many features, cloud, reports, alerts, everything a pharmacy needs."),
      buyer("That's what they all say."),
      rep('It really is the best. Do you have a computer in each branch?'),
      buyer('Yes.'),
      rep('Can we do a pilot?'),
      buyer("I don't think so."),
    ],
  },
  {
    id: 'g-pharmacy-awful',
    product: 'pharmacy',
    grade: 'awful',
    objectionAddressed: false,
    setup: PHARMACY,
    turns: [
      buyer('I own three pharmacies. Every software salesman promises miracles. I doubt yours is different.'),
      rep(
        "I don't think you understand what StockSmart does. Let me explain it again slowly. It is software. It manages stock. Obviously you don't know much about software if you doubt it.",
      ),
      buyer('Excuse me?'),
      rep('Whatever. Just sign up for the pilot now, you are wasting my time.'),
      buyer('Goodbye.'),
    ],
  },
];

/**
 * Short calls (five seller turns or fewer) that went well: they must not get 10 in every category,
 * since a short call has not shown enough discovery to earn full marks.
 */
export const SHORT_STRONG_CALLS: GradedCall[] = [
  {
    id: 's-dairy-five-turns',
    product: 'dairy',
    grade: 'excellent',
    objectionAddressed: true,
    setup: { ...DAIRY, difficulty: 'Easy (Warm Lead)' },
    turns: [
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
    ],
  },
  {
    id: 's-pharmacy-three-turns',
    product: 'pharmacy',
    grade: 'excellent',
    objectionAddressed: true,
    setup: { ...PHARMACY, difficulty: 'Medium (Skeptical Buyer)' },
    turns: [
      buyer('I own three pharmacies in Lusaka. Honestly, I doubt software will fix my stock problems.'),
      rep('That is a fair doubt. What goes wrong with your stock today?'),
      buyer('Medicine expires on the shelf. We threw away 18,000 kwacha of it last quarter.'),
      rep(
        'I understand. Chilenje Pharmacy cut expired stock by 60 percent in three months with StockSmart, and I can show you their report. A 30-day pilot in one branch would prove it on your own 18,000 kwacha. Shall we start the pilot on Monday at 9?',
      ),
      buyer("Yes, a pilot from Monday at 9. Let's try it."),
    ],
  },
];

/**
 * Calls where the rep sounds as if answering the objection and does not (sympathy, the weather, the
 * market, a figure about something else), and one where they do. Labelled before the engine read them.
 */
export const OBJECTION_CREDIT_CALLS: GradedCall[] = [
  {
    id: 'o-dairy-rain-and-input-prices',
    product: 'dairy',
    grade: 'weak',
    objectionAddressed: false,
    setup: DAIRY,
    turns: [
      buyer('Good morning, I chair the Kinangop Dairy Co-op. What is this about?'),
      rep('Good morning, I am from VetLine, a vet subscription for dairy co-ops. How do you treat sick cows today?'),
      buyer('We call a vet from town when we can. But I doubt we can justify the cost of a subscription.'),
      rep('I hear you. Is it the vet bills or the feed that hurts most? The rains were poor this year and input prices went up 20 percent for everyone.'),
      buyer('Both. We buy inputs from the agro-dealer in town.'),
    ],
  },
  {
    id: 'o-dairy-input-costs-figure',
    product: 'dairy',
    grade: 'weak',
    objectionAddressed: false,
    setup: DAIRY,
    turns: [
      buyer('Good morning, I chair the Kinangop Dairy Co-op. What is this about?'),
      rep('Good morning, I am from VetLine. What do you do today when a cow falls sick?'),
      buyer('We call a vet from town. But honestly, I doubt we can justify the cost of a subscription.'),
      rep('I understand, these are hard times. Is it disease or feed? The rains failed and input costs went up 30 percent this year for every farmer.'),
      buyer('Yes, we buy inputs from the agro-dealer in town.'),
    ],
  },
  {
    id: 'o-solar-sympathy-for-the-supplier',
    product: 'solar',
    grade: 'weak',
    objectionAddressed: false,
    setup: SOLAR,
    turns: [
      buyer('Karibu. I have been with Lumina for years, they are good to me.'),
      rep('I understand, Lumina has been in Siaya for 10 years and many shops trust them. How long have you sold their lamps?'),
      buyer('Six years now.'),
      rep('That is a long relationship. Do you want to see our lamps?'),
      buyer('Maybe another time.'),
    ],
  },
  {
    id: 'o-school-christmas-small-talk',
    product: 'school fees',
    grade: 'weak',
    objectionAddressed: false,
    setup: SCHOOL_FEES,
    turns: [
      buyer('Hello, I am Mary. I am not ready to start saving now, maybe after Christmas.'),
      rep('I understand, December is expensive. What are you planning for Christmas? Every family I call says the same this season.'),
      buyer('Just a small party for the children.'),
      rep('That sounds lovely. Shall I call you in January?'),
      buyer('Yes, call me then.'),
    ],
  },
  {
    id: 'o-school-cost-of-waiting',
    product: 'school fees',
    grade: 'decent',
    objectionAddressed: true,
    setup: SCHOOL_FEES,
    turns: [
      buyer('Hello, I am Mary. I am not ready to start saving now, maybe after Christmas.'),
      rep('I understand, December is a heavy month. What happened with the fees last January?'),
      buyer('I borrowed 20,000 and paid back 26,000.'),
      rep(
        'So waiting until January cost you 6,000 shillings last time. Starting today with 20 shillings a day means about 1,000 saved before the fees are due, with no contract. Shall I register you today?',
      ),
      buyer('Okay, 20 a day. Register me today.'),
    ],
  },
];

/**
 * Questions a coach labelled open or closed before the engine read them: either/or and yes/no
 * questions are closed, however they start.
 */
export const LABELLED_QUESTIONS: { text: string; open: boolean }[] = [
  { text: 'Is it disease or feed?', open: false },
  { text: 'So what is causing it, is it disease or feed?', open: false },
  { text: "What's the bigger problem for you, price or delivery?", open: false },
  { text: 'Which do you prefer, the monthly plan or the yearly one?', open: false },
  { text: 'Would you rather start in January or February?', open: false },
  { text: 'Do you have a vet for the co-op?', open: false },
  { text: 'Are your cows getting sick?', open: false },
  { text: 'Can we do a pilot?', open: false },
  { text: 'Have you tried a tracker before?', open: false },
  { text: 'Is that something you would be interested in?', open: false },
  { text: 'How do your members get a vet today?', open: true },
  { text: 'What did those losses cost the co-op?', open: true },
  { text: 'Why did the last system fail?', open: true },
  { text: 'Tell me about your busiest week.', open: true },
  { text: 'Walk me through how a sick cow gets treated today.', open: true },
  { text: 'Which products sell best in your shop, and why?', open: true },
  { text: 'How do you handle mastitis or calving problems today?', open: true },
  { text: 'Can I ask what you spend on vet visits today?', open: true },
  { text: 'What happens when a branch runs out of a fast mover?', open: true },
  { text: 'Describe what a good month looks like for you.', open: true },
];
