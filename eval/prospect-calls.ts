// The scripted prospect (offline sales coach), simulated across products, scenarios and
// objections with a scripted seller, and read the way a coach would: does the buyer stay in its
// own business, repeat itself, bring up cost before any price was named, vary between calls, and
// answer what it was asked? The labels (business vocabulary, question topics) were written before
// running, from what each business is, not from what the engine says.

import { scriptedProspectReply } from '../src/server/ai/analysis/prospect-persona.ts';
import type { ProspectContext } from '../src/server/ai/analysis/prospect-profile.ts';
import { sameSentence } from '../src/server/ai/analysis/prospect-variety.ts';
import { splitSentences } from '../src/server/ai/analysis/text.ts';
import { SALES_DIFFICULTIES, SALES_OBJECTIONS, type SalesObjection, type SalesSetup, type TranscriptTurn } from '../src/shared/reports.ts';

/** Words that only one kind of business would say; a line with another kind's words is off-context. */
const BUSINESS_WORDS = {
  crops: /\b(?:harvests?|maize|fertili[sz]ers?|agro-dealers?|acres?|the rains|crops?)\b/i,
  dairy: /\b(?:milk|cows?|mastitis|herds?|cooler|litres per cow)\b/i,
  school: /\b(?:school fees|fees|pupils|bursar|teachers?|term)\b/i,
  transport: /\b(?:trucks?|minibus|fleet|trip sheets?|drivers)\b/i,
  groceries: /\b(?:groceries|household goods|exercise book)\b/i,
  clinic: /\b(?:patients?|matron|insurance claims)\b/i,
  pharmacy: /\b(?:prescriptions?|expired medicines|superintendent pharmacist)\b/i,
  restaurant: /\b(?:meals?|lunch rush|food thrown away|per plate)\b/i,
} as const;
type Business = keyof typeof BUSINESS_WORDS;

interface ProspectCase {
  id: string;
  setup: Omit<SalesSetup, 'objection' | 'difficulty'>;
  /** The kinds of business whose words fit this call. */
  business: Business[];
  pitch: string;
  volumeQuestion: string;
  eitherOr: string;
  price: string;
}

const CASES: ProspectCase[] = [
  {
    id: 'dairy-vet',
    setup: { product: 'a dairy vet subscription for dairy cooperatives', scenario: 'B2B Customer', goal: 'Book a Demo/Meeting' },
    business: ['dairy'],
    pitch: 'We give dairy co-ops a monthly vet subscription: a vet visits every member farm and answers calls within a day.',
    volumeQuestion: 'How many litres of milk do you collect a day?',
    eitherOr: 'Is the main problem disease or feed?',
    price: 'It is 1,500 shillings a month per farm.',
  },
  {
    id: 'pharmacy-pos',
    setup: { product: 'POS software for pharmacies', scenario: 'B2B Customer', goal: 'Book a Demo/Meeting' },
    business: ['pharmacy'],
    pitch: 'DawaPOS records every sale and warns you before a medicine expires.',
    volumeQuestion: 'How many customers do you serve in a day?',
    eitherOr: 'Is it more the expiries or the stock-outs?',
    price: 'It is 2,000 shillings a month per till.',
  },
  {
    id: 'solar-lamps',
    setup: { product: 'solar lamps for families', scenario: 'B2C Consumer', goal: 'Close the Sale' },
    business: [],
    pitch: 'Our solar lamp charges in the sun all day and lights a room all evening.',
    volumeQuestion: 'How many rooms do you need to light?',
    eitherOr: 'Do you use kerosene or candles at night?',
    price: 'The lamp is 2,500 shillings, or 100 shillings a week.',
  },
  {
    id: 'cooking-oil',
    setup: { product: 'bulk cooking oil for shops', scenario: 'Channel Partner', goal: 'Close the Sale' },
    business: ['groceries'],
    pitch: 'We supply 20-litre jerrycans of cooking oil, delivered weekly, at a good margin.',
    volumeQuestion: 'How much cooking oil do you move in a month?',
    eitherOr: 'Do your shops buy more jerrycans or small bottles?',
    price: 'A jerrycan is 5,800 shillings to you, with 30 days credit.',
  },
  {
    id: 'school-app',
    setup: { product: 'school management app for private schools', scenario: 'B2B Customer', goal: 'Secure a Trial/Pilot' },
    business: ['school'],
    pitch: 'Our app sends fee reminders to parents and keeps the registers on a phone.',
    volumeQuestion: 'How many pupils do you have?',
    eitherOr: 'Is it fee collection or the registers that takes more time?',
    price: 'It is 50 shillings per pupil per term.',
  },
  {
    id: 'boda-insurance',
    setup: { product: 'motorbike insurance for boda-boda riders', scenario: 'B2C Consumer', goal: 'Close the Sale' },
    business: [],
    pitch: 'We cover your bike against theft and accidents, and pay for repairs within a week.',
    volumeQuestion: 'How many trips do you make a day?',
    eitherOr: 'Do you own the bike or rent it?',
    price: 'It is 60 shillings a day, paid by M-Pesa.',
  },
  {
    id: 'fleet-trackers',
    setup: { product: 'FleetEye GPS trackers for fleet owners in Lagos', scenario: 'B2B Customer', goal: 'Book a Demo/Meeting' },
    business: ['transport'],
    pitch: 'FleetEye shows where every truck is and how much fuel it burns, trip by trip.',
    volumeQuestion: 'How many trucks do you run?',
    eitherOr: 'Is fuel or idle time the bigger cost?',
    price: 'It is 15,000 naira per truck per month.',
  },
  {
    id: 'restaurant-scheduling',
    setup: { product: 'ShiftPal, a staff scheduling app for restaurants', scenario: 'B2B Customer', goal: 'Book a Demo/Meeting' },
    business: ['restaurant'],
    pitch: 'ShiftPal builds the staff rota in minutes and tells staff their shifts on their phone.',
    volumeQuestion: 'How many meals do you serve in a day?',
    eitherOr: 'Is it the rota or the overtime that hurts more?',
    price: 'It is $40 a month per branch.',
  },
  {
    id: 'maize-seed',
    setup: { product: 'drought-tolerant maize seed for smallholder farmers', scenario: 'Channel Partner', goal: 'Advance the Opportunity' },
    business: ['crops'],
    pitch: 'Our maize seed holds up in a dry season; farmers got a third more per acre last year.',
    volumeQuestion: 'How many bags of seed do you sell a season?',
    eitherOr: 'Do your farmers buy before the rains or at planting?',
    price: 'A 2 kg bag is 600 shillings to you.',
  },
];

type Topic = 'process' | 'pain' | 'value' | 'decision' | 'current' | 'volume' | 'timeline' | 'budget';

/** What an answer on each topic says, whatever the business. */
const ANSWER_SAYS: Record<Topic, RegExp> = {
  process: /\b(?:today|right now|we |I |our |by hand|book|notebook|phone|calls?|visit|buy|use)\b/i,
  pain: /\b(?:problem|headache|hardest|worr\w*|los[et]\w*|drops?|falls?|expir\w*|running out|late|wait\w*|breakdowns?|too|mostly|fuel|idle|smoke|kerosene|stolen|broken|sick)\b/i,
  value: /\b(?:results?|see|more|fewer|less|on time|margin|reorder|numbers|paid off|worth|show)\b/i,
  decision: /\b(?:decides?|decide together|board|approv\w*|sign|partner|family|director)\b/i,
  current: /\b(?:buy|bought|order|supplier|importers?|distributors?|from|with|been with|switch\w*|today|cover|shops)\b/i,
  volume: /\b(?:\d+|hundreds?|about|roughly|litres|cartons|customers|pupils|trucks|meals|family|just me)\b/i,
  timeline: /\b(?:before|after|season|next|later|term|month|quarter|slowdown|wait|not now|rush|timing|time)\b/i,
  budget: /\b(?:spend|money|shillings|naira|\$\d|a month|budget|cost|price|pay|afford|stock|margin)\b/i,
};

// The seller's turns, each question labelled with its topic before the engine read it.
function sellerScript(c: ProspectCase): { text: string; topic?: Topic; eitherOr?: boolean; putsPrice?: boolean }[] {
  return [
    { text: `Hi, this is Sam. ${c.pitch}` },
    { text: 'How do you handle that today?', topic: 'process' },
    { text: 'What is the hardest part of it for you?', topic: 'pain' },
    { text: 'What results would you need to see for this to be worth it?', topic: 'value' },
    { text: 'Who else decides on something like this?', topic: 'decision' },
    { text: 'Who do you buy from today?', topic: 'current' },
    { text: c.volumeQuestion, topic: 'volume' },
    { text: 'When would be a good time to start?', topic: 'timeline' },
    { text: c.eitherOr, eitherOr: true },
    { text: `I understand that. ${c.price} How does that sit with your budget?`, topic: 'budget', putsPrice: true },
    { text: 'That is fair. What would you want to see first?', topic: 'value' },
    { text: 'Can we book a short demo on Tuesday at 10?' },
  ];
}

export interface SimulatedCall {
  id: string;
  setup: SalesSetup;
  seed: string;
  turns: TranscriptTurn[];
}

function simulate(c: ProspectCase, objection: SalesObjection, difficulty: SalesSetup['difficulty'], seed: string, context: ProspectContext) {
  const setup: SalesSetup = { ...c.setup, objection, difficulty };
  const turns: TranscriptTurn[] = [];
  const answers: { topic?: Topic; eitherOr?: string; putsPrice?: boolean; answer: string; question: string }[] = [];
  turns.push({ role: 'prospect', text: scriptedProspectReply(turns, setup, 'en', { ...context, seed }).text });
  for (const line of sellerScript(c)) {
    turns.push({ role: 'user', text: line.text });
    const answer = scriptedProspectReply(turns, setup, 'en', { ...context, seed }).text;
    turns.push({ role: 'prospect', text: answer });
    answers.push({ topic: line.topic, eitherOr: line.eitherOr ? line.text : undefined, putsPrice: line.putsPrice, answer, question: line.text });
  }
  return { call: { id: `${c.id} · ${objection} · ${difficulty} · ${seed}`, setup, seed, turns }, answers };
}

export interface ProspectFlag {
  sample: string;
  text: string;
  detail?: string;
}

export interface ProspectEvalResult {
  figures: {
    prospectRepeatedLines: number;
    prospectOffContextLines: number;
    prospectEarlyPriceObjections: number;
    prospectSameScriptAcrossSeeds: number;
    prospectAnswerRelevance: number;
  };
  sizes: { products: number; calls: number; lines: number; labelledQuestions: number };
  flags: { repeated: ProspectFlag[]; offContext: ProspectFlag[]; earlyPrice: ProspectFlag[]; offTopic: ProspectFlag[] };
  /** Two whole calls for a human to read. */
  samples: SimulatedCall[];
}

const EARLY_PRICE = /\b(?:justify the cost|too expensive|expensive|afford|the price|the cost|cost (?:us|me)|budget|pay for)\b/i;
const SEEDS = ['eval-seed-a', 'eval-seed-b'];
const KENYA: ProspectContext = { country: 'KE', currency: 'KES' };

/** Words of another business than the call's own; words the product itself uses are its own. */
function offContextWords(line: string, c: ProspectCase): string[] {
  return (Object.keys(BUSINESS_WORDS) as Business[])
    .filter((kind) => !c.business.includes(kind))
    .flatMap((kind) => line.match(BUSINESS_WORDS[kind])?.[0] ?? [])
    .filter((word) => !c.setup.product.toLowerCase().includes(word.toLowerCase()));
}

export function runProspectEval(): ProspectEvalResult {
  const flags: ProspectEvalResult['flags'] = { repeated: [], offContext: [], earlyPrice: [], offTopic: [] };
  let lines = 0;
  let labelled = 0;
  let onTopic = 0;
  let pairs = 0;
  let identical = 0;
  let calls = 0;
  const samples: SimulatedCall[] = [];

  CASES.forEach((c, caseIndex) => {
    SALES_OBJECTIONS.forEach((objection, objectionIndex) => {
      const difficulty = SALES_DIFFICULTIES[(caseIndex + objectionIndex) % SALES_DIFFICULTIES.length]!;
      const bySeed = SEEDS.map((seed) => simulate(c, objection, difficulty, seed, KENYA));
      for (const { call, answers } of bySeed) {
        calls += 1;
        const said = call.turns.filter((t) => t.role === 'prospect').map((t) => t.text);
        lines += said.length;
        const sentences: string[] = [];
        for (const text of said) {
          for (const sentence of splitSentences(text)) {
            const earlier = sentences.find((old) => sameSentence(sentence, old));
            if (earlier) flags.repeated.push({ sample: call.id, text: sentence, detail: `again after "${earlier}"` });
            sentences.push(sentence);
          }
          const words = offContextWords(text, c);
          if (words.length) flags.offContext.push({ sample: call.id, text, detail: words.join(', ') });
        }
        // Before the seller names a price, only a price objection may talk about cost.
        if (objection !== 'Price / Budget') {
          const beforePrice = [
            said[0]!,
            ...answers
              .slice(
                0,
                answers.findIndex((a) => a.putsPrice),
              )
              .map((a) => a.answer),
          ];
          for (const text of beforePrice) if (EARLY_PRICE.test(text)) flags.earlyPrice.push({ sample: call.id, text });
        }
        for (const a of answers) {
          if (a.eitherOr) {
            labelled += 1;
            // The word each side of "or", past a determiner ("the expiries or the stock-outs"): "the" is no option.
            const options =
              a.eitherOr
                .match(/\b([\w-]+),?\s+or\s+(?:(?:the|a|an|more)\s+)?([\w-]+)/i)
                ?.slice(1)
                .map((o) => o.toLowerCase()) ?? [];
            const first = a.answer.split(/[,.]/)[0]!.toLowerCase();
            if (options.some((o) => first.includes(o))) onTopic += 1;
            else flags.offTopic.push({ sample: call.id, text: a.answer, detail: `either/or: ${a.eitherOr}` });
          } else if (a.topic && call.turns.length > 0) {
            labelled += 1;
            if (ANSWER_SAYS[a.topic].test(a.answer)) onTopic += 1;
            else flags.offTopic.push({ sample: call.id, text: a.answer, detail: `${a.topic}: ${a.question}` });
          }
        }
      }
      const [a, b] = bySeed.map(({ call }) => call.turns.filter((t) => t.role === 'prospect').map((t) => t.text));
      a!.forEach((line, i) => {
        pairs += 1;
        if (line === b![i]) identical += 1;
      });
      if ((c.id === 'dairy-vet' && objection === 'Value / Skepticism') || (c.id === 'cooking-oil' && objection === 'Timing / No Urgency'))
        samples.push(bySeed[0]!.call);
    });
  });

  const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10);
  return {
    figures: {
      prospectRepeatedLines: flags.repeated.length,
      prospectOffContextLines: flags.offContext.length,
      prospectEarlyPriceObjections: flags.earlyPrice.length,
      prospectSameScriptAcrossSeeds: percent(identical, pairs),
      prospectAnswerRelevance: percent(onTopic, labelled),
    },
    sizes: { products: CASES.length, calls, lines, labelledQuestions: labelled },
    flags,
    samples,
  };
}
