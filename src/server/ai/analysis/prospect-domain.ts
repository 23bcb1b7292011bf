// What the product replaces or addresses in the buyer's day, read from the product text: how the
// buyer gets it today (the water trucks, the agrovet, the kerosene lamp, the bookkeeper), what that
// costs a month, and what happens in the situations a seller asks about ("when the power goes off
// at night", "in a dry month"). A buyer asked "what does that cost you?" answers with this, not
// with the whole business's spend; asked "do you have a vet today?", with the vet.
//
// Amounts are US dollars a month (for a business of its segment's middle size, or a household)
// and are said in the prospect's money by the profile. Placeholders: {I} {my} {me} {animals} {goods}.

import type { Region } from './prospect-market.ts';

export interface DomainFacts {
  id: string;
  /** How the buyer does it today, after "Right now": "in the dry months we buy water from trucks…". */
  today?: string;
  /** What that costs, after "goes on": "water from the trucks". */
  costOn: string;
  /** Monthly, US dollars, already scaled to this buyer. */
  monthlyUsd: number;
  /** A situation the seller may ask about, and what happens to this buyer then. */
  situations: [RegExp, string][];
}

interface Voice<T> {
  business: T;
  household: T;
  /** A business that is not a farm (a school, a hotel), where that differs. */
  town?: T;
}

interface Domain {
  id: string;
  product: RegExp;
  today: Voice<string>;
  costOn: Voice<string>;
  usd: Voice<number>;
  /** Per unit of the buyer's size where that is what the cost follows (a dairy co-op: per member farm). */
  perUnitUsd?: Record<string, number>;
  situations: [RegExp, Voice<string>][];
}

// "When the power goes off at night", "during load-shedding", "in a blackout".
const OUTAGE =
  /\b(?:power|electricity|lights?|grid|current)\b[^?]{0,30}\b(?:goes|go|went|is|are|gets?)\s+(?:off|out|down)\b|\b(?:power cuts?|cuts?|blackouts?|outages?|load[- ]?shedding|dumsor|no power|no light|in the dark|at night)\b/i;
const DRY = /\b(?:dry (?:season|months?|spells?|weeks?|years?)|droughts?|(?:the )?rains? (?:fail|are late|do not come|don't come)|no rain)\b/i;
const SICK = /\b(?:sick|ill|diseases?|outbreaks?|dies?|dying|dead|newcastle|mastitis|infect\w*)\b/i;
const MONTH_END = /\b(?:month[- ]end|end of the month|tax (?:time|deadlines?|filing|day|season)|audits?|the tax ?man|(?:the )?revenue authority)\b/i;
const RUNS_OUT = /\b(?:runs? out|run dry|finished|empty)\b/i;

const DOMAINS: Domain[] = [
  {
    // Before farm water: a dispenser or bottled water for an office is drinking water.
    id: 'drinking-water',
    product: /\b(?:bottled water|drinking water|water (?:delivery|dispensers?|purif\w+|filters?|coolers?|refills?|bottles?))\b/i,
    today: {
      business: 'someone goes out to the shop for small bottles and sachets when we run out, and some afternoons there is no water in the office at all',
      household: 'I buy sachets and small bottles at the shop, and boil tap water when money is short',
    },
    costOn: { business: 'small bottles and sachets from the shop', household: 'drinking water from the shop' },
    usd: { business: 90, household: 12 },
    situations: [
      [
        RUNS_OUT,
        {
          business: 'When it runs out, people drink from the tap or wait until someone has time to go to the shop.',
          household: 'When it runs out, we drink boiled tap water and hope nobody gets a stomach upset.',
        },
      ],
    ],
  },
  {
    // Before energy: cooking gas replaces charcoal and the trip to the depot, not the power bill.
    id: 'cooking-fuel',
    product: /\b(?:lpg|(?:cooking )?gas cylinders?|cooking gas|clean cooking|cook ?stoves?|biogas|briquettes?)\b/i,
    today: {
      business: 'we buy gas cylinders at the depot and someone brings them back on a cart, and the cooks fall back on charcoal when the gas runs out',
      household: 'I cook on charcoal, and on a small gas cylinder when I can afford the refill',
    },
    costOn: { business: 'gas refills and charcoal', household: 'charcoal and the odd gas refill' },
    usd: { business: 300, household: 20 },
    situations: [
      [
        RUNS_OUT,
        {
          business: 'When the gas runs out in the middle of service, the cooks go back to charcoal, orders come out late, and someone runs to the depot.',
          household: 'When the gas runs out, I finish the cooking on charcoal and the smoke fills the kitchen.',
        },
      ],
    ],
  },
  {
    id: 'hatching',
    product: /\b(?:incubators?|hatcher(?:y|ies)|hatching)\b/i,
    today: {
      business: 'we buy day-old chicks from the hatchery in town, and some batches arrive weak',
      household: 'my hens sit on the eggs, and about half of them hatch',
    },
    costOn: { business: 'day-old chicks from the hatchery', household: 'day-old chicks when my hens do not hatch enough' },
    usd: { business: 500, household: 15 },
    situations: [
      [
        OUTAGE,
        {
          business: 'If the power went off in the middle of a hatch, the eggs would go cold and we would lose the batch; that is why we buy chicks.',
          household: 'If the power went off in the middle of a hatch, the eggs would go cold and die; that is why I leave it to the hens.',
        },
      ],
      [
        /\bhatch\w*|\beggs?\b/i,
        {
          business: 'Out of a hundred chicks from the hatchery we lose ten or fifteen in the first week.',
          household: 'Out of ten eggs under a hen, maybe five hatch, and the hen stops laying while she sits.',
        },
      ],
    ],
  },
  {
    id: 'farm-water',
    product: /\b(?:boreholes?|wells?|irrigation|drip (?:kits?|lines?)|(?:water )?pumps?|water tanks?|dams?|rainwater harvesting)\b/i,
    today: {
      business: 'in the dry months we buy water from the trucks that come round, and carry the rest from the river in jerrycans',
      household: 'in the dry season I carry water up from the river in buckets, and buy from the water vendor when the river runs low',
      town: 'the county water comes a few days a week, and when it is off we buy from the water bowsers and fill drums',
    },
    costOn: { business: 'water from the trucks', household: 'water from the vendor when the river runs low', town: 'water from the bowsers' },
    usd: { business: 1400, household: 15 },
    situations: [
      [
        DRY,
        {
          business: 'In a dry month the trucks come twice a week and charge more every time, and still some fields go without water.',
          household: 'In a dry month the river is almost gone; I buy water by the jerrycan and still the beans dry out.',
          town: 'In a dry month the taps are dry most days, the bowser comes twice a week and charges more every time, and the toilets are the first problem.',
        },
      ],
    ],
  },
  {
    id: 'animal-health',
    product:
      /\b(?:vets?|veterinar\w+|animal health|(?:livestock|poultry|animal|goat|cattle|chicken|newcastle)\s+vaccin\w+|vaccin\w+ for (?:livestock|animals|poultry|goats|cattle|cows|chickens)|health of (?:\w+ ){0,2}(?:hens|birds|chickens|layers|cows|cattle|goats|pigs|animals|herds?|flocks?))\b/i,
    today: {
      business: 'when the {animals} fall sick we buy drugs from the agrovet in town, and a vet comes out only when it is bad, and charges for the trip',
      household: 'when one falls sick I ask a neighbour what to give it, or wait for the vet who comes round now and then',
    },
    costOn: { business: "the vet's trips, the drugs and the {animals} we lose", household: 'drugs, and the {animals} I lose' },
    usd: { business: 450, household: 12 },
    // A co-op's members each pay the vet and lose milk: the bill follows the number of farms.
    perUnitUsd: { dairy: 12 },
    situations: [
      [
        SICK,
        {
          business: 'When disease gets in, we lose {animals} every day until the vet comes, and it takes weeks to get back to normal.',
          household: 'When disease comes, I lose {animals} before anybody comes, and there is nothing I can do.',
        },
      ],
    ],
  },
  {
    id: 'bookkeeping',
    product: /\b(?:accounting|accountants?|bookkeep\w*|invoic\w+|payroll|tax filing|ledgers?|reconcil\w+)\b/i,
    today: {
      business: 'a part-time bookkeeper keeps the books in spreadsheets, and at month end we stay late making the figures agree with the bank',
      household: 'I keep track in a notebook and on my phone',
    },
    costOn: { business: "the bookkeeper's hours and the accountant at tax time", household: 'the accountant at tax time' },
    usd: { business: 900, household: 10 },
    situations: [
      [
        MONTH_END,
        {
          business: 'At month end the bookkeeper and I lose three or four evenings matching the sales to the bank, and one filing was late last year.',
          household: 'At tax time I spend a weekend with a shoebox of receipts.',
        },
      ],
    ],
  },
];

// Where power is a daily reality the household lights the evening with kerosene; on a reliable grid it pays a bill.
function energyDomain(region: Region): Domain {
  const offGrid = Boolean(region.power);
  return {
    id: 'energy',
    product: /$^/,
    today: {
      business: 'we are on the grid, and when it fails it is {power}',
      household: offGrid
        ? 'at night we use a kerosene lamp and the torch on my phone'
        : 'we pay the power company every month, and the bill goes up every year',
    },
    costOn: {
      business: offGrid ? 'power and diesel for the generator' : 'the power bill',
      household: offGrid ? 'kerosene and charging the phone at the shop' : 'the power bill',
    },
    usd: { business: 600, household: offGrid ? 15 : 40 },
    situations: [
      [
        OUTAGE,
        {
          business: 'When the power goes off we close early or run the generator, and every hour of diesel comes out of the margin.',
          household: offGrid
            ? 'At night it is the kerosene lamp: the children study by it, the smoke fills the room, and the phone dies when we need it.'
            : 'When the power goes off at night, the children finish their homework by candlelight and the food in the fridge spoils; it happens a few times a month in the rains.',
        },
      ],
    ],
  };
}

const BIRDS = /\b(?:poultry|hens?|chickens?|birds?|layers?|broilers?|eggs?|kuku)\b/i;
const COWS = /\b(?:dairy|cows?|cattle|herds?)\b/i;
const GOATS = /\b(?:goats?|sheep)\b/i;
const PIGS = /\b(?:pigs?|piggery)\b/i;

/** "birds" for a poultry vet, "cows" for a dairy one, else "animals". */
function animalsOf(product: string): string {
  if (BIRDS.test(product)) return 'birds';
  if (COWS.test(product)) return 'cows';
  if (GOATS.test(product)) return 'goats';
  if (PIGS.test(product)) return 'pigs';
  return 'animals';
}

export interface DomainContext {
  household: boolean;
  /** The business's size against its segment's middle (1 = a typical one). */
  scale: number;
  region: Region;
  energy: boolean;
  /** A farm or a farm co-operative (water goes on fields), not a school or a hotel. */
  farm: boolean;
  /** The buyer's segment and size in its units ("dairy", 181 member farmers). */
  segmentId: string;
  size: number;
}

/** What this product replaces for this buyer, or undefined when the product names nothing we know. */
export function domainFacts(product: string, context: DomainContext): DomainFacts | undefined {
  const domain = DOMAINS.find((d) => d.product.test(product)) ?? (context.energy ? energyDomain(context.region) : undefined);
  if (!domain) return undefined;
  const voice = context.household ? 'household' : context.farm ? 'business' : 'town';
  const say = <T>(v: Voice<T>): T => v[voice] ?? v[voice === 'town' ? 'business' : voice];
  const animals = animalsOf(product);
  const words = (text: string) => text.replaceAll('{animals}', animals);
  return {
    id: domain.id,
    today: words(say(domain.today)),
    costOn: words(say(domain.costOn)),
    monthlyUsd: context.household
      ? domain.usd.household
      : domain.perUnitUsd?.[context.segmentId] !== undefined
        ? domain.perUnitUsd[context.segmentId]! * context.size
        : say(domain.usd) * Math.max(0.4, context.scale),
    situations: domain.situations.map(([pattern, line]) => [pattern, words(say(line))]),
  };
}

// The grid failing is everybody's situation, whatever the product: work stops, or diesel burns.
const CUT =
  /\b(?:power|electricity|lights?|grid)\b[^?]{0,30}\b(?:goes|go|went|is|are|gets?)\s+(?:off|out|down)\b|\b(?:power cuts?|blackouts?|outages?|load[- ]?shedding|dumsor)\b/i;

/** Situations any buyer can be asked about, after the product's own. */
export function commonSituations(household: boolean): [RegExp, string][] {
  return [
    [
      CUT,
      household
        ? 'When the power goes off, we sit with candles and the phone torch until it comes back.'
        : 'When the power goes off, work slows down until it comes back, or we pay for diesel to keep going.',
    ],
  ];
}
