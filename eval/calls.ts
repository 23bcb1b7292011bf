// Labelled role-play calls, written and labelled by hand before the engine was run on them.
// A coach's reading of each call:
// - objectionHandled: the rep acknowledged the configured objection and answered it with
//   something specific to it (value, evidence, a concession); ignoring or steamrolling it is not.
// - nextStepSecured: the prospect committed to the goal (a time, a trial, a purchase, a meeting);
//   "I'll think about it", "we'll see", "send me something" are not commitments.
// - outcome: goal_reached with the goal, progressed when the objection was handled or the buyer
//   agreed to something smaller, not_reached otherwise.
// - talkBand: the rep's share of the words (taxonomy.ts). askedDiscovery: at least one real
//   question about the buyer's situation or needs. tone: how the rep treated the buyer.
// - mainIssue: the one fix a coach would make first (see CALL_ISSUES).
// Calls sharing a `group` are rewordings of one call: the verdict must not change with the words.

import type { SalesSetup } from '../src/shared/reports.ts';
import type { CallSample } from './taxonomy.ts';
import { buyer, rep } from './turns.ts';

// A short call that went well: its first fix is to go deeper (issue 26), not "nothing to fix";
// every call labelled with it has three seller turns or fewer.
const GOOD_CALL = {
  objectionHandled: true,
  nextStepSecured: true,
  outcome: 'goal_reached',
  talkBand: 'balanced',
  askedDiscovery: true,
  tone: 'none',
  mainIssue: 'depth',
} as const;

const KENYA_DEMO: SalesSetup = {
  product: 'DukaBooks, a bookkeeping app for small shops',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

const LAGOS_PILOT: SalesSetup = {
  product: 'FleetEye, GPS tracking for delivery vans',
  scenario: 'B2B Customer',
  objection: 'Value / Skepticism',
  goal: 'Secure a Trial/Pilot',
  difficulty: 'Medium (Skeptical Buyer)',
};

const SOWETO_UNIFORMS: SalesSetup = {
  product: 'school uniforms on a three-month layby plan',
  scenario: 'B2C Consumer',
  objection: 'Price / Budget',
  goal: 'Close the Sale',
  difficulty: 'Easy (Warm Lead)',
};

const PUNE_RUDE: SalesSetup = {
  product: 'ClinicQ, appointment reminders for clinics',
  scenario: 'B2B Customer',
  objection: 'Competitor Loyalty',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Hard (Hostile/Resistant)',
};

export const CALLS: CallSample[] = [
  // Group 1: Nairobi shop owner books a demo with a Kenyan "yes".
  ...(
    [
      ['c01a-nairobi-demo-sawa', 'Sawa, Thursday at four works. Come to the shop.'],
      ['c01b-nairobi-demo-poa', "Poa. Let's do Thursday, 4 pm, at the shop."],
      ['c01c-nairobi-demo-hakuna-shida', 'Hakuna shida, Thursday at four then. I will be at the shop.'],
    ] as const
  ).map(([id, yes]): CallSample => ({
    id,
    about: 'Nairobi shop owner, price objection, demo agreed in Kenyan English/Sheng',
    group: 'nairobi-demo-yes',
    setup: KENYA_DEMO,
    turns: [
      buyer('Habari. I am Wanjiku, I run two shops in Kasarani. What is this about?'),
      rep('Habari Wanjiku, I am Brian from DukaBooks. How do you keep track of sales and stock in the two shops today?'),
      buyer('I write everything in a book, and my nephew counts stock on Sundays. But these apps are expensive, I cannot pay another monthly bill.'),
      rep(
        'I understand, every shilling counts in a shop. What do you lose today when stock goes missing or expires? Most shops using DukaBooks pay 300 shillings a month and find about 2,000 shillings of missing stock in the first month.',
      ),
      buyer('Maybe 3,000 a month goes missing, I do not know exactly. 300 is not bad.'),
      rep('Then let me show you on your own phone. Can I come for a 20-minute demo on Thursday at 4 pm, or is Friday morning better?'),
      buyer(yes),
    ],
    labels: GOOD_CALL,
  })),
  // Group 2: Lagos fleet owner defers the pilot; the rep's ask was vague and the deferral accepted.
  ...(
    [
      ['c02a-lagos-pilot-think', "Okay, I'll think about the pilot."],
      ['c02b-lagos-pilot-get-back', 'Let me think about it and get back to you.'],
      ['c02c-lagos-pilot-pidgin', 'Na so. I go reason am first, we go talk later.'],
    ] as const
  ).map(([id, later]): CallSample => ({
    id,
    about: 'Lagos fleet owner, skepticism handled, pilot deferred (Nigerian English/Pidgin)',
    group: 'lagos-pilot-deferred',
    setup: LAGOS_PILOT,
    turns: [
      buyer('Good afternoon. Chinedu here, I have twelve vans doing deliveries in Lagos. Who is this?'),
      rep('Good afternoon Chinedu, I am Tolu from FleetEye. How do you know where your vans are during the day?'),
      buyer('I call the drivers. Honestly, I have tried these trackers before and they did nothing for me.'),
      rep(
        'I hear you, a tracker that just shows dots on a map is useless. What did you need from the last one that it did not give you? With FleetEye, fleet owners in Ikeja cut fuel costs by 18 percent in two months, because the daily report shows idle time and detours per driver.',
      ),
      buyer('Fuel is my biggest cost, so that is interesting. Last month I spent almost four million naira on diesel.'),
      rep('Maybe you could try it on a few vans sometime and see?'),
      buyer(later),
    ],
    labels: { ...GOOD_CALL, nextStepSecured: false, outcome: 'progressed', mainIssue: 'weakAsk' },
  })),
  // Group 3: Soweto parent, price objection acknowledged South African style, layby sold.
  ...(
    [
      ['c03a-soweto-layby-eish', 'Eish, back-to-school is no joke. How many children are you buying for this year?'],
      ['c03b-soweto-layby-january', 'Ai, January is heavy on everyone, I know. How many children are you buying for this year?'],
      ['c03c-soweto-layby-hear-you', 'I hear you, school fees season is hard. How many children are you buying for this year?'],
    ] as const
  ).map(([id, acknowledge]): CallSample => ({
    id,
    about: 'Soweto parent, price objection acknowledged, layby sold (South African English)',
    group: 'soweto-layby',
    setup: SOWETO_UNIFORMS,
    turns: [
      buyer("Hello, it's Thandi. I saw your sign at the school gate, my kids are at the primary school across the road."),
      rep('Hi Thandi, thanks for stopping. I am Sipho. We sell the full school uniform for the primary schools in Orlando.'),
      buyer('The uniforms are nice, but the money, hey. January is already finished for me.'),
      rep(acknowledge),
      buyer('Two, both at Orlando Primary. One is in Grade 2 and the other starts Grade 4, and they grow so fast, hey.'),
      rep(
        'Then the layby is made for you: 350 rand now and 350 rand at the end of February and March, and you take the first uniform home today. Shall I write up the layby for both children now?',
      ),
      buyer('Yes, do it. I can pay the 350 today.'),
    ],
    labels: GOOD_CALL,
  })),
  // Group 4: Pune clinic owner loyal to a competitor; the rep turns rude.
  ...(
    [
      ['c04a-pune-rude-wasting', "Honestly, you're wasting my time with that old system. Just book the demo."],
      ['c04b-pune-rude-stupid', "That's a stupid reason. Your system is outdated, everybody knows it. Book the demo."],
      ['c04c-pune-rude-dont-understand', "You don't understand technology, sir, that's the problem. Just take the demo and stop arguing."],
    ] as const
  ).map(([id, insult]): CallSample => ({
    id,
    about: 'Pune clinic owner loyal to a competitor; the rep insults the buyer (Indian English)',
    group: 'pune-rude',
    setup: PUNE_RUDE,
    turns: [
      buyer('Dr. Kulkarni speaking. I have patients waiting, what is it?'),
      rep('Doctor, this is Amit from ClinicQ. We send WhatsApp reminders so patients come on time.'),
      buyer('We already use MedSlot for reminders. We are happy with them for five years.'),
      rep(insult),
      buyer('I do not like your attitude. We are not interested. Please do not call again.'),
    ],
    labels: {
      objectionHandled: false,
      nextStepSecured: false,
      outcome: 'not_reached',
      talkBand: 'balanced',
      askedDiscovery: false,
      tone: 'rude',
      mainIssue: 'tone',
    },
  })),
  {
    id: 'c05-bangalore-do-the-needful',
    about: 'Bangalore HR head, timing objection, demo booked in Indian English',
    setup: {
      product: 'PayRoll Mitra, payroll software for factories',
      scenario: 'B2B Customer',
      objection: 'Timing / No Urgency',
      goal: 'Book a Demo/Meeting',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    turns: [
      buyer('Good morning, this is Lakshmi, HR head at Sri Balaji Castings. Tell me.'),
      rep('Good morning madam, I am Karthik from PayRoll Mitra. How is payroll run for your 300 workers now?'),
      buyer('Two accountants do it in Excel. But this is appraisal month, we cannot take up anything new now.'),
      rep(
        'Understood madam, appraisal month is the busiest time. What happens to the overtime calculations during this month? Our customers moved in a weekend, and the first payroll took two hours instead of four days, so it can wait until appraisals close and still be ready for April.',
      ),
      buyer('Overtime is always late in appraisal month, true.'),
      rep('Shall we fix a 30-minute demo after appraisals, on the 5th at 11 am or the 6th at 3 pm?'),
      buyer('Okay, the 5th at 11 is fine. Kindly book it and do the needful with the invite.'),
    ],
    labels: GOOD_CALL,
  },
  {
    id: 'c06-ibadan-pidgin-no-wahala',
    about: 'Ibadan poultry farmer, price objection, trial agreed in Pidgin',
    setup: {
      product: 'AkokoFeed, tested poultry feed delivered to the farm',
      scenario: 'B2C Consumer',
      objection: 'Price / Budget',
      goal: 'Secure a Trial/Pilot',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    turns: [
      buyer('Who dey call? Na Baba Tunde, I get 2,000 birds for Ibadan.'),
      rep('Good evening sir, na Kemi from AkokoFeed. How your birds dey grow this season, how many weeks before you sell?'),
      buyer('Eight weeks, sometimes nine. But your feed dey cost pass the one for market, abeg.'),
      rep(
        'I understand, sir, feed na the biggest cost. Wetin the cheap feed dey cost you in dead birds? Farmers wey use AkokoFeed sell one week earlier, so the bag pays for itself. Make we deliver ten bags for one batch, and you compare the weight yourself.',
      ),
      buyer('No wahala. Bring the ten bags on Monday, e go work. If the birds grow, I go buy more.'),
    ],
    labels: GOOD_CALL,
  },
  {
    id: 'c07-kiambu-chama-register-today',
    about: 'Kiambu chama treasurer, skepticism, signed up on the call',
    setup: {
      product: 'ChamaPlus, a savings group app on M-Pesa',
      scenario: 'B2C Consumer',
      objection: 'Value / Skepticism',
      goal: 'Close the Sale',
      difficulty: 'Easy (Warm Lead)',
    },
    turns: [
      buyer('Hello, this is Grace, treasurer of Wamama Tujiinue chama.'),
      rep('Hello Grace, I am Kevin from ChamaPlus. How does your chama record contributions at the moment?'),
      buyer('In a notebook, and I send a photo on the WhatsApp group. But I am not sure an app is safer than my book.'),
      rep(
        'That is a fair worry, the book has never failed you. What would make you trust a record more than your book? With ChamaPlus every contribution comes straight from M-Pesa and every member sees it, and 2,000 chamas in Kiambu have used it for over a year without losing a shilling.',
      ),
      buyer('If every member can see it, that solves the arguments.'),
      rep('Shall I register your chama today? It takes five minutes and the first three months are free.'),
      buyer('Yes, register us now. I have the members list here.'),
    ],
    labels: GOOD_CALL,
  },
  {
    id: 'c08-joburg-monologue',
    about: 'Johannesburg security rep talks for 150 words without a question',
    setup: {
      product: 'SafeZone armed response and camera monitoring',
      scenario: 'B2B Customer',
      objection: 'Competitor Loyalty',
      goal: 'Book a Demo/Meeting',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    turns: [
      buyer("Hi, it's Pieter from Randburg Motors. You've got two minutes."),
      rep(
        "Thanks Pieter. So SafeZone is a security company and we do armed response and camera monitoring from our own control room in Randburg, which is staffed all night by trained operators who watch your cameras live, and when the alarm goes off we have a car at your gate in eight minutes on average, which is the fastest in the area, and we also do guards, electric fencing and access control, and we have 900 businesses with us already, from small shops to big dealerships like yours, and our prices start at 1,200 rand a month for monitoring, and we install the cameras ourselves so you don't have to worry about anything, and we also give you an app where you can see your cameras from your phone at any time of the day or night, and we send a monthly report of every alarm and every patrol.",
      ),
      buyer("We've been with another company for six years. They're fine."),
      rep('Okay. Well, we are better. Can I come and show you on Tuesday?'),
      buyer("No thanks, we're happy where we are."),
    ],
    labels: {
      objectionHandled: false,
      nextStepSecured: false,
      outcome: 'not_reached',
      talkBand: 'high',
      askedDiscovery: false,
      tone: 'none',
      mainIssue: 'talk',
    },
  },
  {
    id: 'c09-accra-no-discovery',
    about: 'Accra online seller; objection handled and demo booked, but no discovery',
    setup: {
      product: 'DropPin, last-mile delivery with WhatsApp location pins',
      scenario: 'B2B Customer',
      objection: 'Price / Budget',
      goal: 'Book a Demo/Meeting',
      difficulty: 'Easy (Warm Lead)',
    },
    turns: [
      buyer('Hello, Ama speaking, from Ama Naturals.'),
      rep('Hello Ama, I am Kofi from DropPin. We deliver parcels in Accra to a pin from the customer, so riders never get lost.'),
      buyer('My current rider charges 20 cedis. You people charge 25, that is too much for me.'),
      rep(
        'I understand, five cedis on every parcel adds up. But our failed deliveries are 4 percent instead of 25, so you stop paying twice for the same parcel, and most sellers save about 300 cedis a month.',
      ),
      buyer('That makes sense. I pay twice very often, the rider comes back with the parcel and I send it again the next day.'),
      rep('Let me show you the seller dashboard. Can we meet on Wednesday at 10 at your shop?'),
      buyer('Wednesday at 10 is fine. Come to the shop in Osu.'),
    ],
    labels: { ...GOOD_CALL, askedDiscovery: false, mainIssue: 'discovery' },
  },
  {
    id: 'c10-chennai-objection-ignored',
    about: 'Chennai restaurant owner; the rep ignores the price objection',
    setup: {
      product: 'LeafPak, compostable food boxes',
      scenario: 'B2B Customer',
      objection: 'Price / Budget',
      goal: 'Close the Sale',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    turns: [
      buyer('Hello, Senthil here, I run three biryani outlets in T. Nagar.'),
      rep('Hello sir, this is Divya from LeafPak. What packaging are you using for parcels now?'),
      buyer('Foil boxes. Your leaf boxes cost one rupee more per box, that is 3,000 rupees more every month for me.'),
      rep('Our boxes are made from areca leaves and they look very premium. Customers love the natural look.'),
      buyer('Looks are fine, but the cost is the problem.'),
      rep('They are also fully compostable. Shall I send you 5,000 boxes this week?'),
      buyer('No, not at this price. Maybe later.'),
    ],
    labels: {
      objectionHandled: false,
      nextStepSecured: false,
      outcome: 'not_reached',
      talkBand: 'balanced',
      askedDiscovery: true,
      tone: 'none',
      mainIssue: 'objection',
    },
  },
  {
    id: 'c11-durban-pushy-closer',
    about: 'Durban office manager; the rep keeps hard-closing after a no',
    setup: {
      product: 'ShineCrew office cleaning',
      scenario: 'B2B Customer',
      objection: 'Timing / No Urgency',
      goal: 'Close the Sale',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    turns: [
      buyer("Hi, it's Naledi, office manager at Coastal Freight."),
      rep('Hi Naledi, Themba from ShineCrew. Who cleans your offices at the moment?'),
      buyer("We have a cleaner until the end of the year. It's not a priority right now, maybe in January."),
      rep("Trust me, everyone who waits regrets it. Just sign today and we'll start Monday."),
      buyer('I said not now. We have a contract.'),
      rep("Come on, it's one signature. You're wasting a great deal, just sign it now before the price goes up."),
      buyer("No. Please send me your details and I'll look in January."),
    ],
    labels: {
      objectionHandled: false,
      nextStepSecured: false,
      outcome: 'not_reached',
      talkBand: 'balanced',
      askedDiscovery: true,
      tone: 'pushy',
      mainIssue: 'tone',
    },
  },
  {
    id: 'c12-sao-paulo-dismissive',
    about: 'São Paulo restaurant owner; the rep brushes the concern aside',
    setup: {
      product: 'Caixinha, a cash-flow app for restaurants',
      scenario: 'B2B Customer',
      objection: 'Value / Skepticism',
      goal: 'Secure a Trial/Pilot',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    turns: [
      buyer('Oi, Marcos here, I own two restaurants in Pinheiros.'),
      rep('Hi Marcos, Ana from Caixinha. How do you know today if you can pay your suppliers next week?'),
      buyer('My accountant tells me. I doubt an app knows my business better than him.'),
      rep("That doesn't really matter. Accountants are always behind, you don't need to understand how it works. Just connect your bank and you'll see."),
      buyer('I do need to understand it, it is my money.'),
      rep('Whatever. Do you want the free trial or not?'),
      buyer('Not like this, no.'),
    ],
    labels: {
      objectionHandled: false,
      nextStepSecured: false,
      outcome: 'not_reached',
      talkBand: 'balanced',
      askedDiscovery: true,
      tone: 'dismissive',
      mainIssue: 'tone',
    },
  },
  {
    id: 'c13-kampala-no-ask',
    about: 'Kampala savings group; a good conversation that never asks for the order',
    setup: {
      product: 'AquaSafe ceramic water filters',
      scenario: 'B2C Consumer',
      objection: 'Price / Budget',
      goal: 'Close the Sale',
      difficulty: 'Easy (Warm Lead)',
    },
    turns: [
      buyer('Hello, I am Sarah, chairperson of the Nsambya women group.'),
      rep('Hello Sarah, I am Joseph from AquaSafe. How do the families in your group make drinking water safe at home?'),
      buyer('We boil it on charcoal. But a filter is 120,000 shillings, our members cannot find that money.'),
      rep(
        'I understand, that is a lot at once. How much does a family spend on charcoal for boiling each month? Most families spend about 40,000, so the filter pays for itself in three months, and for a group order of 20 we can spread the payment over four months.',
      ),
      buyer('Spreading the payment would help a lot. The members would like that, many of them sell in the market and earn money day by day.'),
      rep('Great. It was really nice talking to you, Sarah. The filters are very good.'),
      buyer('Thank you, Joseph. We meet every Saturday, the members will ask me about it.'),
    ],
    labels: {
      objectionHandled: true,
      nextStepSecured: false,
      outcome: 'progressed',
      talkBand: 'balanced',
      askedDiscovery: true,
      tone: 'none',
      mainIssue: 'noAsk',
    },
  },
  {
    id: 'c14-mumbai-passive-rep',
    about: 'Mumbai snack brand founder talks; the rep barely speaks',
    setup: {
      product: 'SnackRoute, distribution to kirana stores',
      scenario: 'Channel Partner',
      objection: 'Value / Skepticism',
      goal: 'Advance the Opportunity',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    turns: [
      buyer('Hello, Rohan here, founder of Crunchy Chakli. I heard you do distribution?'),
      rep('Yes, we do. What do you sell?'),
      buyer(
        'We make baked chakli and namkeen in Thane, six flavours, and we sell online and in three modern trade chains. But kirana stores are where the volume is, and every distributor I meet promises the moon and then my packs sit in a godown for two months. Last year one distributor returned 4,000 packs that had expired. So honestly I am not convinced any distributor can make a small brand work in kiranas.',
      ),
      rep('Okay.'),
      buyer(
        'And the margins they ask for are crazy, 25 percent and then schemes on top. I need someone who actually reports what sells and what does not, store by store, otherwise I am flying blind. Do you do that or not?',
      ),
      rep('Yes, we do.'),
      buyer('Fine. Send me something on email, I will see.'),
      rep('Okay, thank you.'),
    ],
    labels: {
      objectionHandled: false,
      nextStepSecured: false,
      outcome: 'not_reached',
      talkBand: 'low',
      askedDiscovery: true,
      tone: 'none',
      mainIssue: 'passive',
    },
  },
  {
    id: 'c15-cape-town-closed-questions',
    about: 'Cape Town café owner; only yes/no questions',
    setup: {
      product: 'BakeRun, fresh bread delivered before 7 am',
      scenario: 'B2B Customer',
      objection: 'Competitor Loyalty',
      goal: 'Secure a Trial/Pilot',
      difficulty: 'Easy (Warm Lead)',
    },
    turns: [
      buyer("Morning, it's Lauren from Bean There café in Woodstock."),
      rep('Morning Lauren, Jason from BakeRun. Do you buy bread from a bakery? Is it delivered?'),
      buyer('Yes, from the bakery down the road. I pick it up myself. I like them, they have been good to us.'),
      rep(
        "That's great, a good local bakery is worth keeping. Are you happy with the 6 am pick-up? Many cafés keep their bakery for specials and use us for the daily loaves, because we deliver warm before 7 and cafés like yours sell about 30 percent more bread.",
      ),
      buyer('Not having to drive at six would be nice.'),
      rep('Shall we deliver a free trial week starting Monday?'),
      buyer("Okay, let's try the week from Monday."),
    ],
    labels: { ...GOOD_CALL, mainIssue: 'closed' },
  },
  {
    id: 'c16-lusaka-no-evidence',
    about: 'Lusaka microfinance manager; handled with value but no number',
    setup: {
      product: 'SunTrust solar home kits on monthly payments',
      scenario: 'Channel Partner',
      objection: 'Value / Skepticism',
      goal: 'Book a Demo/Meeting',
      difficulty: 'Easy (Warm Lead)',
    },
    turns: [
      buyer('Hello, Mr. Banda from Tiyende Microfinance.'),
      rep('Good morning Mr. Banda, Chanda from SunTrust. What do your members struggle with most during load-shedding?'),
      buyer('Their shops close early. But I have seen solar kits break after six months, I am not sure your kit is any different.'),
      rep(
        'That is a fair concern, cheap kits do break. What did the broken kits have in common? Our kits are built for heavy use, the battery is protected, and we repair them for free for the whole two years, so your members are never left in the dark.',
      ),
      buyer('Free repairs for two years is good.'),
      rep('Can I present the kit at your branch meeting on the 14th at 9 am?'),
      buyer('Yes, the 14th at 9. I will tell the branch managers.'),
    ],
    labels: { ...GOOD_CALL, mainIssue: 'evidence' },
  },
  {
    id: 'c17-nakuru-early-push',
    about: 'Nakuru farmer; the rep asks for the sale twice before answering the price',
    setup: {
      product: 'GrainSafe hermetic storage bags',
      scenario: 'B2C Consumer',
      objection: 'Price / Budget',
      goal: 'Close the Sale',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    turns: [
      buyer('Hello, this is Mzee Kiprop. You said you sell bags?'),
      rep('Yes Mzee, I am Faith from GrainSafe. How much maize did you harvest this season?'),
      buyer('About forty bags. But your bags are 250 shillings each, the normal ones are 50.'),
      rep('Shall I bring forty bags tomorrow? We deliver to your farm.'),
      buyer('I told you, the price is too high.'),
      rep('Can I take the order for twenty then? Delivery is free this week.'),
      buyer('You are not listening. I will stay with the normal bags.'),
    ],
    labels: {
      objectionHandled: false,
      nextStepSecured: false,
      outcome: 'not_reached',
      talkBand: 'balanced',
      askedDiscovery: true,
      tone: 'none',
      mainIssue: 'push',
    },
  },
  {
    id: 'c18-mombasa-sheng-tuonane',
    about: 'Mombasa boda sacco; timing objection, meeting agreed with Swahili markers',
    setup: {
      product: 'BimaPoa daily insurance for boda riders',
      scenario: 'Channel Partner',
      objection: 'Timing / No Urgency',
      goal: 'Book a Demo/Meeting',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    turns: [
      buyer('Sasa, ni Juma, mwenyekiti wa sacco ya boda hapa Likoni. Niambie.'),
      rep('Poa sana Juma, mimi ni Halima from BimaPoa. How many riders are in the sacco, and how many have any insurance?'),
      buyer('We are 400 riders, maybe 30 have insurance. But we are busy with elections in the sacco, come after two months.'),
      rep(
        'Pole sana, elections take everything. But what happens to a rider who crashes before then? Last month we paid 31 claims in Mombasa within 48 hours, and riders only pay 20 shillings a day. A short meeting now means riders are covered before the rains.',
      ),
      buyer('Ai, the rains, that is true. Accidents go up.'),
      rep('Tuonane Saturday at 10 at the stage, I explain to the committee in 20 minutes?'),
      buyer('Sawa, fanya hivyo. Saturday at 10 at the stage.'),
    ],
    labels: GOOD_CALL,
  },
  {
    id: 'c19-pretoria-negative-demo',
    about: 'Pretoria accountant; the buyer says no to the demo, the objection stays',
    setup: {
      product: 'a bookkeeping service for small businesses',
      scenario: 'B2B Customer',
      objection: 'Competitor Loyalty',
      goal: 'Book a Demo/Meeting',
      difficulty: 'Hard (Hostile/Resistant)',
    },
    turns: [
      buyer("Ja, it's Johan. I've got my own bookkeeper, so make it quick."),
      rep('Hi Johan, Lerato here. What does your bookkeeper do for you each month?'),
      buyer("Everything. VAT, payroll, the lot. He's been with me ten years. I don't need another one."),
      rep('We can do it cheaper. Can we meet for a demo on Friday?'),
      buyer("No, I don't think we need a demo. I'm not changing."),
      rep('Okay, maybe another time then.'),
      buyer("We'll see."),
    ],
    labels: {
      objectionHandled: false,
      nextStepSecured: false,
      outcome: 'not_reached',
      talkBand: 'balanced',
      askedDiscovery: true,
      tone: 'none',
      mainIssue: 'objection',
    },
  },
  {
    id: 'c20-stellenbosch-lekker-trial',
    about: 'Stellenbosch wine farm; competitor loyalty, trial agreed in South African English',
    setup: {
      product: 'CrateCo stackable harvest crates',
      scenario: 'B2B Customer',
      objection: 'Competitor Loyalty',
      goal: 'Secure a Trial/Pilot',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    turns: [
      buyer("Howzit, Riaan speaking, farm manager at Bergvliet Wines. We're in the middle of pruning, so what's up?"),
      rep('Hi Riaan, Nomsa from CrateCo. How do you move the grapes from the vines to the cellar during harvest?'),
      buyer("Plastic lugs from our usual supplier. We've used them for years, no complaints."),
      rep(
        'Makes sense, if they work, keep them. What happens when a lug cracks mid-harvest? Our crates are guaranteed for ten years, and farms near you lost 60 percent fewer crates last season. Try 100 of ours next to your lugs this harvest and compare.',
      ),
      buyer("Lekker, shap. Drop off the 100 on Monday and we'll run them alongside."),
    ],
    labels: GOOD_CALL,
  },
  {
    id: 'c21-kolkata-partner-deferral',
    about: 'Kolkata sweet shop; the owner must ask his partner, the rep secures the follow-up',
    setup: {
      product: 'SweetQ, festival order booking for sweet shops',
      scenario: 'B2B Customer',
      objection: 'Timing / No Urgency',
      goal: 'Advance the Opportunity',
      difficulty: 'Easy (Warm Lead)',
    },
    turns: [
      buyer('Namaskar, Subhash Ghosh of Ghosh Mishti Bhandar.'),
      rep('Namaskar Subhashda, I am Riya from SweetQ. How do you take festival orders for Durga Puja today?'),
      buyer('On phone, in a register. Very hectic. But I need to talk to my partner first, and Puja is still far.'),
      rep(
        'Of course, it is a joint decision. What went wrong with orders last Puja? Shops using SweetQ cut missed orders to almost zero, and setup takes one week, so starting after Puja planning begins is already late. Could we meet with your partner on Friday at 11?',
      ),
      buyer('Okay, Friday at 11 with my partner, fine. Come to the shop.'),
    ],
    labels: GOOD_CALL,
  },
  {
    id: 'c22-abuja-deferral-send-something',
    about: 'Abuja school bursar; "send me something" is not a next step',
    setup: {
      product: 'FeesFlex, school fees in instalments',
      scenario: 'B2B Customer',
      objection: 'Value / Skepticism',
      goal: 'Book a Demo/Meeting',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    turns: [
      buyer('Good morning, Mrs. Okafor, bursar of Divine Grace Academy. Yes?'),
      rep('Good morning ma, I am Ifeanyi from FeesFlex. How many parents paid fees late this term?'),
      buyer('Almost a third. But these instalment schemes, the school ends up chasing the money anyway.'),
      rep(
        'I understand, ma, nobody wants to chase parents. What did the last scheme do wrong? With FeesFlex the school receives the full fees on the first day of term and we collect the instalments, so 37 schools in Abuja got 98 percent of their fees on time this year.',
      ),
      buyer('That sounds good, if it is true.'),
      rep('Can I show you the dashboard on Tuesday at 10?'),
      buyer('Send me something on WhatsApp, I will look at it and we will see.'),
    ],
    labels: { ...GOOD_CALL, nextStepSecured: false, outcome: 'progressed', mainIssue: 'weakAsk' },
  },
  {
    id: 'c23-accra-abeg-ok-na',
    about: 'Accra pharmacy, Nigerian owner; price objection, order closed in Pidgin',
    setup: {
      product: 'MedTrack, stock and expiry alerts for pharmacies',
      scenario: 'B2B Customer',
      objection: 'Price / Budget',
      goal: 'Close the Sale',
      difficulty: 'Easy (Warm Lead)',
    },
    turns: [
      buyer('Hello, na Emeka, I get pharmacy for Madina.'),
      rep('Hello Emeka, I am Akua from MedTrack. How many drugs expire on your shelves in a month?'),
      buyer('Plenty, maybe 1,500 cedis every month. But abeg, your price of 200 cedis a month is too much.'),
      rep(
        'I hear you, 200 is real money. But if MedTrack saves even half of that 1,500 cedis of expired stock, it pays for itself four times over, and pharmacies in Madina cut their expiry losses by 60 percent. Shall I activate it for you today?',
      ),
      buyer('Ok na, activate am today. E go work. I go pay the first month now now.'),
    ],
    labels: GOOD_CALL,
  },
  {
    id: 'c24-delhi-hostile-one-turn',
    about: 'Delhi factory owner, hostile; the rep handles well but the buyer only agrees to think',
    setup: {
      product: 'LoomCare machine servicing contracts',
      scenario: 'B2B Customer',
      objection: 'Price / Budget',
      goal: 'Close the Sale',
      difficulty: 'Hard (Hostile/Resistant)',
    },
    turns: [
      buyer('Yes, what? I am very busy. If you are selling something, I am not buying.'),
      rep('Sir, I am Rahul from LoomCare, one minute only. When a loom breaks down, how long does it wait for the mechanic?'),
      buyer('Two, three days. Your contracts are too costly, 40,000 a year per loom. Local mechanic is cheaper.'),
      rep(
        'I understand, sir, 40,000 is a big number. What does one day of a stopped loom cost you? For most factories it is about 15,000 rupees, so three days of waiting costs more than the contract. Our mechanic comes within four hours, and customers cut downtime by 70 percent.',
      ),
      buyer('Hmm. Maybe. Let me think about it, I will call you next month.'),
      rep('Sure sir, no problem.'),
    ],
    labels: { ...GOOD_CALL, nextStepSecured: false, outcome: 'progressed', mainIssue: 'noAsk' },
  },
  {
    id: 'c25-kisumu-fish-full-stop',
    about: 'Kisumu fish trader; clean call, order taken, Kenyan English',
    setup: {
      product: 'FroidLake solar cold boxes for fish traders',
      scenario: 'B2C Consumer',
      objection: 'Timing / No Urgency',
      goal: 'Close the Sale',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    turns: [
      buyer('Hello, Atieno here, I sell fish at Dunga beach.'),
      rep('Hello Atieno, I am Otieno from FroidLake. How much fish do you throw away on a hot day?'),
      buyer('On a bad day, a quarter. But I will buy a cold box next year, now school fees are coming.'),
      rep(
        'I understand, school fees come first. But a quarter of your fish is about 1,200 shillings a day, and the cold box is 150 shillings a day on M-Pesa, so waiting until next year costs you more than the box. Traders at Dunga who started last month already sell everything by evening. Shall I deliver yours on Monday?',
      ),
      buyer('Eh, if it is 150 a day, sawa. Bring it Monday morning before I go to the beach, I will pay the first week then.'),
    ],
    labels: GOOD_CALL,
  },
  {
    id: 'c26-school-fees-save-from-now',
    about: 'Parent, school-fees savings plan; "not now" answered with a small daily start, sale agreed (issue 26: the answer was not credited)',
    setup: {
      product: 'a school fees savings plan for parents',
      scenario: 'B2C Consumer',
      objection: 'Timing / No Urgency',
      goal: 'Close the Sale',
      difficulty: 'Medium (Skeptical Buyer)',
    },
    turns: [
      buyer('Hello? This is Njeri. What is this about?'),
      rep('Good afternoon, I am Faith from Elimu Save. How do you usually pay school fees each January?'),
      buyer(
        'About 33,000 shillings a month goes on the household, and that is already tight. Maybe later. This plan is not something I need before the start of next term.',
      ),
      rep('What happens when the fees come and the money is not there?'),
      buyer('I borrow from the chama and pay it back slowly. But the timing is still the issue.'),
      rep('I understand, January feels far away. But if you put aside 50 shillings a day from now, you will have the full term fee by January without a loan.'),
      buyer('Hm. That changes things a bit. What do you suggest?'),
      rep('Shall I open the plan for you today so the first deposit goes in this Friday?'),
      buyer("Alright, you've made your case. I'll take it."),
    ],
    labels: { ...GOOD_CALL, mainIssue: 'depth' },
  },
  {
    id: 'c27-water-filter-price-and-terms',
    about: 'Mother, water filter; one good question, a long product monologue, the price met with a price and terms, then "do you want to buy it?"',
    setup: {
      product: 'a water filter for families',
      scenario: 'B2C Consumer',
      objection: 'Price / Budget',
      goal: 'Close the Sale',
      difficulty: 'Easy (Warm Lead)',
    },
    turns: [
      buyer("Njeri here. Oh, you're calling about this water filter? Good, I was hoping someone would call back."),
      rep('Hello mama, I am Peter. What do you do now to make your water safe to drink?'),
      buyer("I boil it, when there is charcoal. I look after a family of five. But money's tight for me right now, and I'm worried about the price."),
      rep(
        'Our filter is very good, it removes dirt and germs and it lasts a long time, it is made of good materials and many people like it, it is easy to use and clean, and the children will be healthy.',
      ),
      buyer('That sounds nice. But how would it work for me, with the price?'),
      rep('It costs 3,000 shillings, and you can pay in two parts.'),
      buyer('Maybe. I was talking about the price, though.'),
      rep('Do you want to buy it?'),
      buyer("I'll think about it. The price still bothers me a little."),
    ],
    labels: { ...GOOD_CALL, objectionHandled: false, nextStepSecured: false, outcome: 'not_reached', mainIssue: 'objection' },
  },
];
