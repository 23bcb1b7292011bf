// Who the scripted prospect is for this setup: a person, a business and a town that fit the
// seller's product, market and currency. The choice is seeded by the setup and the seller's
// country, so every turn of a call (and a replay of it) meets the same prospect.

import type { SalesScenario, SalesSetup } from '../../../shared/reports.ts';
import { currentWay, findSegment, productKind, type ProductKind, type Segment } from './prospect-business.ts';
import { commonSituations, domainFacts, type DomainFacts } from './prospect-domain.ts';
import { findPlace, formatMoney, spokenCurrency, type Region } from './prospect-market.ts';
import { productPhrase, shortLabel } from './text.ts';

/** The seller's market, from their organization (both optional: guests have none). */
export interface ProspectContext {
  /** ISO 3166-1 alpha-2, e.g. "NG". */
  country?: string | null;
  /** ISO 4217, e.g. "NGN". */
  currency?: string | null;
  /** Varies the wording between calls (the sales session id): the same seed replays the same lines. */
  seed?: string | null;
  /**
   * A practice of a real call: what the real customer objected, in their words (the main one
   * first). The prospect raises these instead of its own lines for the objection.
   */
  realObjections?: readonly string[];
}

export interface ProspectProfile {
  name: string;
  firstName: string;
  surname: string;
  /** The prospect's business (none for a consumer). */
  company?: string;
  city: string;
  region: Region;
  segment: Segment;
  kind: ProductKind;
  /** ISO 4217 code the prospect counts in. */
  currency: string;
  /** Who this is, for the openai persona: "the owner of Eko Haulage in Lagos, where you move goods…". */
  role: string;
  /** What the product replaces for this buyer (the water trucks, the agrovet, the kerosene), when the product says. */
  domain?: DomainFacts;
  /** Situations a seller may ask about ("when the power goes off"), and what happens to this buyer then. */
  situations: [RegExp, string][];
  /** Values for the line templates' placeholders. */
  values: Record<string, string>;
}

/** FNV-1a: a small, stable hash, so the same setup always seeds the same choices. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function seededPick<T>(items: readonly T[], seed: number, salt: string): T {
  return items[hash(`${seed}:${salt}`) % items.length];
}

// A consumer's life around the same product: a one-vehicle driver for a fleet product, a
// smallholder for a farm product, otherwise a household.
interface ConsumerLife {
  work: string;
  records: string;
  pains: [string, string];
  spendOn: string;
  monthlySpendUsd: number;
  success: string;
}

const CONSUMER_LIVES: Record<string, ConsumerLife> = {
  rider: {
    work: 'ride a boda-boda in {city}, carrying passengers and parcels',
    records: "I keep the day's money in my pocket and pay the owner of the bike every evening",
    pains: ['fuel and the police: {costPressure}', 'the days the bike is broken and I earn nothing'],
    spendOn: 'fuel, repairs and the daily payment on the bike',
    monthlySpendUsd: 120,
    success: 'the bike on the road every day, and money left for the family',
  },
  transport: {
    work: 'drive my own minibus on the {city} routes',
    records: "I write the day's takings in a small notebook",
    pains: ['fuel: {costPressure}', 'the days the minibus is at the mechanic and earns nothing'],
    spendOn: 'fuel and repairs',
    monthlySpendUsd: 400,
    success: 'the minibus on the road every day',
  },
  // A small farm: an acre or two, a few animals, the family's own hands.
  farming: {
    work: 'farm an acre of maize and beans outside {city}, with a few goats and chickens',
    records: 'in the dry season I carry water up from the river in buckets, and the family does the rest by hand',
    pains: [
      'the dry season: the river runs low and the beans dry out before they are ready',
      'prices: {costPressure}, and the traders pay what they like for the maize at harvest',
    ],
    spendOn: 'seed, a little fertiliser and the vet now and then',
    monthlySpendUsd: 40,
    success: 'water through the dry season and a harvest I can count on',
  },
  // The school run: a family paying for how the children get to school.
  education: {
    work: 'work in {city} and get two children to school every morning',
    records: 'a neighbour drops them at school with his own children, and I pay him at the end of the month',
    pains: ['mornings: the children are late when the neighbour is late', 'school fees and transport at the start of every term'],
    spendOn: 'school fees and transport',
    monthlySpendUsd: 150,
    success: 'the children at school on time, without me worrying',
  },
  retail: {
    work: 'run a small kiosk near my house in {city}',
    records: 'an exercise book under the counter',
    pains: ['customers who buy on credit and pay late', 'stock prices going up every month'],
    spendOn: 'stock',
    monthlySpendUsd: 300,
    success: 'a bit of money left at the end of the month',
  },
};

const HOUSEHOLD: ConsumerLife = {
  work: 'work in {city} and look after a family of five',
  records: 'I keep track on my phone, more or less',
  pains: ['money: {costPressure}, and prices going up every month', 'time: I am stretched between work and the family'],
  spendOn: 'the household',
  monthlySpendUsd: 250,
  success: 'fewer surprises at the end of the month',
};

const CHANNEL_DECIDER = 'our sales director';
const COOP = /\bco-?op(?:erative)?s?\b/i;
const COOP_DECIDER = 'the co-op committee';
const COOP_SELF_DONE = 'each member does it by hand on their own farm';

const RIDER = /\b(?:boda(?:-?boda)?s?|okadas?|motorbikes?|motorcycles?|riders?)\b/i;

// A product a household uses on its farm, and how that small farm copes without it today.
const FARM_TODAY: [RegExp, string][] = [
  [
    /\b(?:(?:water )?pumps?|irrigation|drip kits?|watering)\b/i,
    'in the dry season I carry water up from the river in buckets, twenty trips a day, and still the beans dry out',
  ],
  [/\b(?:seeds?|seedlings?)\b/i, 'I plant seed I kept back from the last harvest, and buy a little at the market when it runs out'],
  [/\b(?:feeds?|fodder)\b/i, 'the goats graze by the road and the chickens eat what they find around the compound, with kitchen scraps'],
  [
    /\b(?:(?:livestock|animal|poultry|goat|cattle|cow|chicken|newcastle)\s+vaccines?|vaccines? for (?:livestock|animals|poultry|goats|cattle|cows|chickens))\b/i,
    'when a goat falls sick I ask a neighbour what to give it, or wait for the vet who comes round now and then',
  ],
  [/\b(?:tractors?|ploughing|plowing)\b/i, 'I dig the acre with a jembe, with my wife and the children, and it takes two weeks'],
  [
    /\b(?:fertili[sz]ers?|sprayers?|pesticides?|agro\w*|livestock|poultry|crops?|farm\w*|smallholders?)\b/i,
    'the family does it all by hand: an acre of maize and beans, a few goats and chickens',
  ],
];

/** A consumer's life: a rider for a motorbike product, a small farm for a farm product, else by trade. */
function consumerLife(product: string, segment: Segment): ConsumerLife {
  if (RIDER.test(product)) return CONSUMER_LIVES.rider;
  const farmToday = FARM_TODAY.find(([pattern]) => pattern.test(product))?.[1];
  if (farmToday) return { ...CONSUMER_LIVES.farming, records: farmToday };
  return CONSUMER_LIVES[segment.id] ?? HOUSEHOLD;
}

// What a consumer does today without the product, when the product changes that more than their work does.
const CONSUMER_TODAY: Partial<Record<ProductKind, (life: ConsumerLife, region: Region) => Partial<ConsumerLife>>> = {
  energy: (life, region) =>
    life === HOUSEHOLD && !region.power
      ? // Where the grid is reliable (São Paulo, Leeds), a family pays the power company, not for kerosene.
        {
          records: 'we pay the power company every month, and the bill goes up every year',
          pains: ['the electricity bill, higher every year', 'the bill jumping in the hot months when the fans run all day'],
          spendOn: 'electricity',
          monthlySpendUsd: 40,
          success: 'a smaller power bill every month',
        }
      : life === HOUSEHOLD
        ? {
            records: 'at night we use a kerosene lamp and the torch on my phone',
            pains: ['kerosene every week, and the smoke in the house', 'the children doing homework by a phone torch'],
            spendOn: 'kerosene and phone charging',
            monthlySpendUsd: 15,
            success: 'good light in the evening without the smoke',
          }
        : isFarmLife(life)
          ? {}
          : { records: 'when the power goes, we wait for it to come back' },
  // A loan or a savings plan replaces how the household finds the money today, not its work.
  credit: (life) =>
    life === CONSUMER_LIVES.education
      ? {
          records: 'I pay the fees in bits from my salary, and when it is short I borrow from my savings group or ask the school for more time',
          pains: ['the first week of term, when the fees are due and my salary is not in yet', 'the children being sent home when the fees are late'],
        }
      : {
          records: 'when money is short I borrow from family or my savings group, and pay it back when I can',
          pains: ['the end of the month, when the money runs out before the salary comes', 'asking family for money again and again'],
        },
  insurance: (life) => ({
    records:
      life === CONSUMER_LIVES.rider
        ? 'I have no cover; if the bike is stolen or I crash, I start again from nothing'
        : 'I have no cover; if something happens, the family helps',
  }),
};

const isFarmLife = (life: ConsumerLife) => life.work === CONSUMER_LIVES.farming.work;

/** "A dairy vet subscription for dairy co-ops" → "dairy vet subscription": what the prospect calls the product. */
function productWords(product: string): string {
  const label = shortLabel(product).split(/\s+(?:for|to|that|which|so)\s+/i)[0] ?? '';
  return label.replace(/^(?:a|an|the|our|my)\s+/i, '').trim();
}

/** Builds the prospect for this setup and market. */
export function buildProspectProfile(setup: SalesSetup, context: ProspectContext = {}): ProspectProfile {
  const { region, namedCity } = findPlace(setup.product, context.country, context.currency);
  const segment = findSegment(setup.product);
  const kind = productKind(setup.product);
  const currency = spokenCurrency(context.currency, region, context.country);
  const seed = hash(`${setup.product.trim().toLowerCase()}|${setup.scenario}|${region.id}`);

  const firstName = seededPick(region.firstNames, seed, 'first');
  const surname = seededPick(region.surnames, seed, 'last');
  // A farm is in farming country, not in the port city.
  const farms = segment.id === 'farming' || segment.id === 'dairy';
  const city = namedCity ?? seededPick(farms ? region.farmTowns : region.cities, seed, 'city');
  const brand = seededPick(region.brandWords, seed, 'brand');
  const rivalBrand = seededPick(
    region.brandWords.filter((word) => word !== brand),
    seed,
    'rival',
  );
  const money = (usd: number) => formatMoney(usd, currency);
  const { units } = segment;
  const size = units.min + (hash(`${seed}:size`) % (units.max - units.min + 1));
  const scale = size / ((units.min + units.max) / 2);

  const scenarioFacts = voiceFor(setup.scenario, segment, kind, size);
  // A farm co-operative buys together: a committee decides, and the members do the work.
  const coop = setup.scenario === 'B2B Customer' && segment.id === 'farming' && COOP.test(setup.product);
  const company = setup.scenario === 'B2C Consumer' ? undefined : `${brand} ${coop ? "Farmers' Co-operative" : scenarioFacts.companySuffix}`;
  const baseLife = setup.scenario === 'B2C Consumer' ? consumerLife(setup.product, segment) : undefined;
  const life = baseLife && { ...baseLife, ...CONSUMER_TODAY[kind]?.(baseLife, region) };
  const monthlySpend = (life?.monthlySpendUsd ?? segment.monthlySpendUsd * scale) * (setup.scenario === 'Channel Partner' ? 4 : 1);

  // A distributor answers for its trade, not for one buyer's water or vet.
  const domain =
    setup.scenario === 'Channel Partner'
      ? undefined
      : domainFacts(setup.product, {
          household: setup.scenario === 'B2C Consumer',
          scale,
          region,
          energy: kind === 'energy',
          farm: farms,
          segmentId: segment.id,
          size,
        });
  // The dairy profile already knows its vet; energy already knows its grid or kerosene.
  const domainToday = domain && domain.id !== 'energy' && !(domain.id === 'animal-health' && segment.id === 'dairy') ? domain.today : undefined;
  const rival = setup.scenario === 'B2C Consumer' ? rivalBrand : `${rivalBrand} ${currentSuffix(kind)}`;
  // A trade's lapses are its suppliers'; an app, a device or a cover fails in its own way.
  const lapses =
    setup.scenario === 'B2C Consumer' ? (CONSUMER_LAPSES[kind] ?? CONSUMER_LAPSES.other) : (BUSINESS_LAPSES[kind] ?? segment.lapses ?? GENERAL_LAPSES);
  const values: Record<string, string> = {
    ...scenarioFacts.voice,
    name: `${firstName} ${surname}`,
    first: firstName,
    surname,
    company: company ?? '',
    city,
    size: String(size),
    units: size === 1 ? units.one : units.many,
    'units.one': units.one,
    work: life?.work ?? scenarioFacts.work,
    // Loyal to a competitor, the buyer's way of doing it today is that competitor.
    currentWay:
      setup.objection === 'Competitor Loyalty'
        ? kind === 'supplies' || setup.scenario === 'B2C Consumer'
          ? '{I} buy from {current}'
          : '{I} use {current} for it'
        : (domainToday ?? life?.records ?? (coop && scenarioFacts.currentWay === segment.selfDone ? COOP_SELF_DONE : scenarioFacts.currentWay)),
    pain1: (life ?? segment).pains[0],
    pain2: (life ?? segment).pains[1],
    spendOn: life?.spendOn ?? segment.spendOn,
    spend: money(monthlySpend),
    // What the product replaces costs this much a month today ("water from the trucks").
    todayCost: domain ? money(domain.monthlyUsd) : money(monthlySpend),
    todayCostOn: domain?.costOn ?? life?.spendOn ?? segment.spendOn,
    smallAmount: money(Math.max(20, monthlySpend * 0.05)),
    pastLoss: money(Math.max(50, monthlySpend * 0.3)),
    success: life?.success ?? segment.success,
    decider: setup.scenario === 'B2C Consumer' ? 'my family' : setup.scenario === 'Channel Partner' ? CHANNEL_DECIDER : coop ? COOP_DECIDER : segment.decider,
    current: setup.scenario === 'B2C Consumer' ? consumerCurrent(kind, rivalBrand) : `${rivalBrand} ${currentSuffix(kind)}`,
    // The supplier by name ("Baraka", "Safari Traders"), and what its failing would cost this buyer.
    rival,
    "rival's": possessive(rival),
    lapse1: lapses[0],
    lapse2: lapses[1],
    years: String(3 + (hash(`${seed}:years`) % 6)),
    season: segment.season ?? region.season,
    volume: life ? 'just me and my family' : (segment.volume ?? '{size} {units}'),
    results: life?.success ?? segment.results ?? segment.success,
    buying: segment.buying,
    thing: thingName(setup.product),
    // "whether these solar lamps actually work", "whether ShiftPal actually works".
    // A brand ("ChamaPlus") is one thing, whatever its last letter.
    works: thingName(setup.product).startsWith('these ') ? 'work' : 'works',
    is: thingName(setup.product).startsWith('these ') ? 'are' : 'is',
    goods: productWords(setup.product).replace(/^(?:bulk|wholesale|premium|quality)\s+/i, '') || 'this',
    costPressure: region.costPressure,
    payments: region.payments,
    traffic: region.traffic,
    power: region.power || 'the energy bills',
    buyers: segment.buyers,
    product: productPhrase(setup.product, 'your'),
  };
  const doing = fill(values.work, values).replace(/\bmy\b/g, 'your');
  const role = company ? `the ${scenarioFacts.title} of ${company} in ${city}, where you ${doing}` : `a consumer in ${city}: you ${doing}`;
  const situations = [...(domain?.situations ?? []), ...commonSituations(setup.scenario === 'B2C Consumer')];
  return { name: values.name, firstName, surname, company, city, region, segment, kind, currency, role, values, situations, ...(domain ? { domain } : {}) };
}

// Things a household buys again have a brand; a loan, a cover, a service or an app has a provider.
const BRANDED: readonly ProductKind[] = ['supplies', 'energy', 'device', 'equipment', 'other'];

/** Who a household buys this from today: "my usual brand, Baraka" for goods, "Baraka Finance" for a loan. */
function consumerCurrent(kind: ProductKind, rivalBrand: string): string {
  return BRANDED.includes(kind) ? `my usual brand, ${rivalBrand}` : `${rivalBrand} ${currentSuffix(kind)}`;
}

/** "Baraka's", "Jamii Supplies'". */
function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

const GENERAL_LAPSES: [string, string] = ['{rival} let us down in a busy month', "{rival's} mistakes cost us customers"];

// What a business would not forgive a provider that is not a supplier of its trade.
const BUSINESS_LAPSES: Partial<Record<ProductKind, [string, string]>> = {
  software: ['{rival} went down on a busy day and nobody answered', '{rival} lost our records or got the figures wrong'],
  device: ['{rival} stopped reporting and nobody came to fix it', '{rival} kept sending us wrong readings'],
  insurance: ['{rival} refused a claim or took months to pay it', '{rival} put the premium up without warning'],
  credit: ['{rival} put the charges up without telling us', '{rival} was slow with the money when we needed it'],
};

// What a household would not forgive its usual brand, by what the product is.
const CONSUMER_LAPSES: Record<ProductKind, [string, string]> = {
  energy: ["{rival's} {goods} started breaking", '{rival} stopped fixing them when they broke'],
  device: ["{rival's} {goods} started breaking", '{rival} stopped fixing them when they broke'],
  equipment: ["{rival's} {goods} started breaking", '{rival} stopped fixing them when they broke'],
  supplies: ["{rival's} {goods} let me down", '{rival} sold me a bad batch'],
  insurance: ['{rival} refused to pay a claim', '{rival} put the price up without telling me'],
  credit: ['{rival} put the charges up without telling me', '{rival} was slow with the money when I needed it'],
  software: ['{rival} stopped working when I needed it', '{rival} lost my money or my records'],
  service: ['{rival} did not turn up when they said they would', '{rival} did a bad job and would not put it right'],
  other: ['{rival} let me down when I needed them', '{rival} stopped answering when something went wrong'],
};

/** "this dairy vet subscription", "these solar lamps", or a brand as it is ("ShiftPal"). */
function thingName(product: string): string {
  const words = productWords(product);
  if (!words) return 'this';
  if (/^[A-Z][a-z]+[A-Z]/.test(words)) return words;
  const lower = /^[A-Z][a-z]/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words;
  return `${/[^s]s$/i.test(lower) ? 'these' : 'this'} ${lower}`;
}

interface ScenarioFacts {
  voice: Record<string, string>;
  title: string;
  companySuffix: string;
  work: string;
  currentWay: string;
}

const WE = { I: 'we', "I'm": "we're", my: 'our', me: 'us' };

function voiceFor(scenario: SalesScenario, segment: Segment, kind: ProductKind, size: number): ScenarioFacts {
  if (scenario === 'B2C Consumer') {
    return { voice: { I: 'I', "I'm": "I'm", my: 'my', me: 'me' }, title: 'consumer', companySuffix: '', work: HOUSEHOLD.work, currentWay: HOUSEHOLD.records };
  }
  if (scenario === 'Channel Partner') {
    return {
      voice: WE,
      title: 'partnerships manager',
      companySuffix: 'Distributors',
      work: `distribute to about ${size * 10} {buyers} across {city} and the towns around it`,
      currentWay: 'our reps visit each customer every two weeks and take orders on paper and WhatsApp',
    };
  }
  return { voice: WE, title: 'owner', companySuffix: COMPANY_SUFFIX[segment.id] ?? 'Enterprises', work: segment.work, currentWay: currentWay(kind, segment) };
}

const COMPANY_SUFFIX: Record<string, string> = {
  dairy: 'Dairy Co-operative',
  pharmacy: 'Pharmacy',
  transport: 'Haulage',
  food: 'Kitchen',
  retail: 'Stores',
  farming: 'Farms',
  health: 'Medical Centre',
  education: 'Academy',
  beauty: 'Salon',
  manufacturing: 'Industries',
  construction: 'Builders',
  hospitality: 'Guest House',
  office: 'Associates',
};

function currentSuffix(kind: ProductKind): string {
  const suffix: Record<ProductKind, string> = {
    software: 'Systems',
    device: 'Tracking',
    equipment: 'Equipment',
    energy: 'Power',
    credit: 'Finance',
    insurance: 'Insurance',
    supplies: 'Supplies',
    service: 'Services',
    other: 'Traders',
  };
  return suffix[kind];
}

/** Fills {placeholders} from `values` (twice: some values hold placeholders themselves). */
export function fill(template: string, values: Record<string, string>): string {
  let text = template;
  for (let pass = 0; pass < 3; pass++) text = text.replace(/\{([^}]+)\}/g, (match, key: string) => values[key] ?? match);
  return text;
}
