// What is sold, to whom, and whether the buyer is a business or a household: the facts a line to
// say is built from. A coach writes "What does a power cut cost your shop?" for a shop owner and
// "Shall I put one aside for you?" for a mother, never the other way round.

/** Who pays: a business buying for its work (stock, inputs, tools) or a household for itself. */
export type Buyer = 'business' | 'household';

export interface Customer {
  /** The customer as a group: "shop owners", "families", "dairy farmers". */
  who: string;
  /** Where the listener uses it, after "your": "shop", "farm", "home". */
  place: string;
  /** The customer is a place, not a person: "schools like yours", never "schools like you". */
  institution?: boolean;
}

/** The listener's peers: "farmers like you", "schools like yours". */
export const peersOf = (customer: Customer) => `${customer.who} like ${customer.institution ? 'yours' : 'you'}`;

export interface Offer {
  /** "solar lamps", "wholesale cooking oil", "StockSense"; undefined when the pitch never says. */
  product?: string;
  /** The product is a name the speaker gave ("StockSense", "shonasmart"): said as they said it, without "our". */
  named?: boolean;
  /** A plural noun takes "fix", a name or a mass noun "fixes". */
  plural: boolean;
  customer?: Customer;
  buyer: Buyer;
  /** The pitch named no buyer: the customer is the product's likely buyer, and no place of theirs is named. */
  guessedBuyer?: boolean;
  /** A cost the customer pays today that fits the product, said in new words ("power cuts"). */
  pain?: Pain;
}

interface BuyerWord {
  pattern: RegExp;
  who: string;
  place: string;
  buyer: Buyer;
  institution?: boolean;
}

// Earlier entries win: "dairy farmers" before "farmers", "shop owners" before "shops".
const BUYER_WORDS: BuyerWord[] = [
  { pattern: /\bdairy farmers?\b/i, who: 'dairy farmers', place: 'farm', buyer: 'business' },
  {
    pattern: /\b(?:market (?:women|traders?|vendors?)|traders?|stall ?holders?|stalls?|hawkers?|vendors?)\b/i,
    who: 'market traders',
    place: 'stall',
    buyer: 'business',
  },
  { pattern: /\b(?:pharmac(?:y|ies)|chemists?|drug ?stores?)\b/i, who: 'pharmacies', place: 'pharmacy', buyer: 'business', institution: true },
  {
    pattern: /\b(?:shop ?keepers?|shop owners?|dukas?|spaza shops?|shops?|stores?|kiosks?|retailers?|supermarkets?)\b/i,
    who: 'shop owners',
    place: 'shop',
    buyer: 'business',
  },
  { pattern: /\bhotels?\b/i, who: 'hotels', place: 'hotel', buyer: 'business', institution: true },
  { pattern: /\b(?:caf[eé]s?|coffee shops?)\b/i, who: 'cafés', place: 'café', buyer: 'business', institution: true },
  {
    pattern: /\b(?:restaurants?|bakeries|bakery|canteens?|caterers?|chop bars?)\b/i,
    who: 'restaurant owners',
    place: 'restaurant',
    buyer: 'business',
  },
  { pattern: /\b(?:co-?ops?|cooperatives?|co-operatives?)\b/i, who: 'cooperatives', place: 'cooperative', buyer: 'business', institution: true },
  { pattern: /\b(?:farmers?|smallholders?|farms?|growers?)\b/i, who: 'farmers', place: 'farm', buyer: 'business' },
  // "school fees", "the hospital bill": what a family pays, not who buys.
  {
    pattern: /\b(?:schools?(?![- ](?:fees|letters?|run|bus))|head ?teachers?|principals?|bursars?)\b/i,
    who: 'schools',
    place: 'school',
    buyer: 'business',
    institution: true,
  },
  {
    pattern: /\b(?:clinics?|hospitals?)\b(?![- ](?:bills?|fees|costs?|visits?|stays?))/i,
    who: 'clinics',
    place: 'clinic',
    buyer: 'business',
    institution: true,
  },
  { pattern: /\b(?:churches|church|pastors?|parish(?:es)?|congregations?)\b/i, who: 'churches', place: 'church', buyer: 'business', institution: true },
  { pattern: /\b(?:builders?|contractors?|fundis?|masons?|(?:building|construction) sites?)\b/i, who: 'builders', place: 'site', buyer: 'business' },
  { pattern: /\b(?:salons?|barber ?shops?|hair ?dressers?)\b/i, who: 'salon owners', place: 'salon', buyer: 'business' },
  {
    pattern: /\b(?:garages?|workshops?|factories|factory|offices?|fleet owners?|transporters?)\b/i,
    who: 'business owners',
    place: 'business',
    buyer: 'business',
  },
  {
    pattern: /\b(?:companies|company|businesses|business owners?|smes?|teams?|managers?|employers?)\b/i,
    who: 'business owners',
    place: 'business',
    buyer: 'business',
  },
  {
    pattern: /\b(?:families|family|households?|homes?|mothers?|mums?|moms?|parents?|housewives|women|villagers|neighbou?rs)\b/i,
    who: 'families',
    place: 'home',
    buyer: 'household',
  },
  { pattern: /\b(?:students?|young people|youth)\b/i, who: 'students', place: 'home', buyer: 'household' },
];

// "your shop", "for your team": the listener named by what they run; stronger than a mention.
const YOUR_PLACE =
  /\byour (shop|store|kiosk|duka|business|company|team|staff|farm|school|clinic|restaurant|kitchen|hotel|cooperative|co-op|pharmacy|salon|garage|fleet|customers|next order|stock|church|site|café|cafe)\b/i;
// "to your door", "your old phone", "your own car": a person buying for themselves.
const YOUR_HOME =
  /\byour (home|house|family|children|kids|child|child's|wife|husband|mother|door|doorstep|baby|savings)\b|\byour (?:[\w-]+ )?(?:phone|car)\b|\bat home\b|\btake it home\b/i;

// "I have a poultry farm", "we are a bakery", "from my farm": the seller's own business, not the buyer.
const OWN_BUSINESS =
  /\b(?:(?:i|we) (?:have|own|run|manage|started|opened)|(?:we are|we're|i am|i'm)|(?:my|our))\s+(?:an? |the |own |family )?(?:[\w-]+ ){0,2}?(?:farms?|shops?|stores?|kiosks?|baker(?:y|ies)|restaurants?|hotels?|salons?|garages?|workshops?|factor(?:y|ies)|compan(?:y|ies)|business(?:es)?|stalls?|pharmac(?:y|ies)|clinics?|schools?|co-?op(?:erative)?s?)\b/gi;

/** The pitch with the seller's descriptions of their own business taken out. */
// "from Mercy Clinic", "At Safari Driving School we…", "I run Glory Prints": the seller's own name, capitalised.
const OWN_NAMED_BUSINESS =
  /\b(?:[Ff]rom|[Aa]t|run|called|[Ww]e are|[Ii] am with)\s+(?:[A-Z][\w'-]*\s+){1,3}(?:School|Clinic|Hospital|Shop|Store|Farm|Hotel|Restaurant|Bakery|Salon|Garage|Pharmacy|Prints?|Company|Ltd|Limited)\b/g;

// The same said in recognised speech, without capitals: "i am nurse akinyi from mercy clinic".
const OWN_BUSINESS_INTRODUCED =
  /\b(?:i am|i'm|we are|we're|this is)\s+(?:[\w'-]+\s+){0,3}?(?:from|at|with)\s+(?:[\w'-]+\s+){1,3}?(?:school|clinic|hospital|shop|store|farm|hotel|restaurant|bakery|salon|garage|pharmacy|prints?|company|ltd|limited)\b/gi;

export function withoutOwnBusiness(text: string): string {
  return text.replace(OWN_NAMED_BUSINESS, ' ').replace(OWN_BUSINESS_INTRODUCED, ' ').replace(OWN_BUSINESS, ' ');
}

// When the pitch names no buyer, the likely buyer of the product: eggs go to shops and hotels.
const LIKELY_BUYERS: [RegExp, Customer][] = [
  [
    /\b(?:eggs?|chickens?|broilers?|milk|bread|tomato\w*|vegetables?|onions?|peppers?|fruits?|meat|fish|flour|rice|sugar|oil)\b/i,
    { who: 'shops and hotels', place: 'business', institution: true },
  ],
];

/** Who buys, from the whole pitch: the named listener first, then the buyers it mentions most. */
export function findCustomer(said: string, product?: string): { customer?: Customer; buyer: Buyer; guessed?: boolean } {
  const text = withoutOwnBusiness(said);
  const tally = new Map<BuyerWord, number>();
  for (const word of BUYER_WORDS) {
    const count = text.match(new RegExp(word.pattern.source, 'gi'))?.length ?? 0;
    if (count > 0) tally.set(word, count);
  }
  const ranked = [...tally.entries()].sort((a, b) => b[1] - a[1] || BUYER_WORDS.indexOf(a[0]) - BUYER_WORDS.indexOf(b[0]));
  const business = ranked.filter(([w]) => w.buyer === 'business').reduce((sum, [, n]) => sum + n, 0);
  const household = ranked.filter(([w]) => w.buyer === 'household').reduce((sum, [, n]) => sum + n, 0);
  const buyer: Buyer =
    YOUR_PLACE.test(text) && !YOUR_HOME.test(text)
      ? 'business'
      : YOUR_HOME.test(text)
        ? 'household'
        : business >= household && business > 0
          ? 'business'
          : 'household';
  const top = ranked.find(([w]) => w.buyer === buyer)?.[0];
  if (!top && !YOUR_HOME.test(text) && product) {
    const likely = LIKELY_BUYERS.find(([pattern]) => pattern.test(product))?.[1];
    if (likely) return { customer: likely, buyer: 'business', guessed: true };
  }
  return { customer: top ? { who: top.who, place: top.place, institution: top.institution } : undefined, buyer };
}

// The words that start the thing sold: "I sell solar lamps", "we supply wholesale cooking oil".
const SELLING =
  /\b(?:i|we|my \w+|our \w+)\s+(?:sell|supply|make|deliver|distribute|offer|provide|install|rent|bake|grow|produce|import)\s+(?!(?:to|for|in|at|on|by|from|with|it|them|you)\b)((?:[\w'-]+\s+){0,4}?[\w'-]+?)(?=\s+(?:to|for|in|at|and|that|which|who|with|from|on|by|every|across|around|near|so|because|directly|than|straight)\b|[,.;:!?]|$)/i;
// "our morning run, and…": a noun before a comma is no verb ("is" and "are" always are).
const OUR_THING =
  /\bour\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)\s+(?:(?:is|are)\b|(?:keeps|costs?|lasts?|charges?|runs?|works?|saves?|gives?|helps?)\b(?![,.;:!?]))/i;
const LEADING = /^(?:the|a|an|our|my|good|quality|high-quality|affordable|cheap|new|fresh|some|many|all|of)\s+/i;
const NOT_A_PRODUCT =
  /^(?:it|them|this|that|things?|stuff|products?|goods|more|everything|you|people|business|well|here|there|hard|every|clients?|customers?|services?|solutions?|prices?|instructors?|teachers?|staff|team|workers?|doctors?|nurses?|drivers?|rooms?|hours?|morning|evening|afternoon|night|day|week|month|year|time)$/i;
// "our app could possibly help": a verb or an adverb inside the phrase means it is not a noun phrase.
const NOT_A_NOUN = /\b(?:could|can|will|would|should|may|might|possibly|really|also|just|already|now|always|is|are)\b/i;

/** The thing sold as a short noun phrase, when the pitch says it plainly. */
function findProductPhrase(text: string, company?: string): string | undefined {
  // "MedStock supplies gloves": the company's name stands where "we" would.
  const byName = company
    ? new RegExp(
        SELLING.source
          .replace('(?:i|we|my \\w+|our \\w+)', `(?:i|we|my \\w+|our \\w+|${escape(company)})`)
          .replace(
            '(?:sell|supply|make|deliver|distribute|offer|provide|install|rent|bake|grow|produce|import)',
            '(?:sells?|suppl(?:y|ies)|makes?|deliver|delivers|distributes?|offers?|provides?|installs?|rents?|bakes?|grows?|produces?|imports?)',
          ),
        'i',
      )
    : undefined;
  for (const pattern of [...(byName ? [byName] : []), SELLING, OUR_THING]) {
    const match = text.match(pattern)?.[1];
    if (!match) continue;
    let phrase = match.trim();
    while (LEADING.test(phrase)) phrase = phrase.replace(LEADING, '');
    // "fresh tomatoes peppers and onions", "tomatoes, peppers and onions": a list of plural nouns is
    // said as a list, never cut into "tomatoes peppers".
    const list = listOf(text, phrase);
    if (list) return list;
    // "cooking oil and sugar in bulk": the first thing named is the one to build lines on.
    phrase = phrase.split(/\s+(?:and|or)\s+/)[0];
    if (phrase && !NOT_A_PRODUCT.test(phrase) && !NOT_A_NOUN.test(phrase) && phrase.split(' ').length <= 4) return phrase.toLowerCase();
  }
  return undefined;
}

const PLURAL_WORD = /^[a-z-]{3,}(?:s|es)$/i;

/** "tomatoes, peppers and onions" when `phrase` starts a list of two to four plural nouns in `text`. */
function listOf(text: string, phrase: string): string | undefined {
  const first = phrase.split(/[\s,]+/)[0];
  if (!first || !PLURAL_WORD.test(first)) return undefined;
  const at = text.toLowerCase().indexOf(first.toLowerCase());
  if (at < 0) return undefined;
  const match = text.slice(at).match(/^((?:[a-z-]+,?\s+){1,3})(?:and|or)\s+([a-z-]+)\b/i);
  if (!match) return undefined;
  const items = [...match[1].split(/[\s,]+/).filter(Boolean), match[2]];
  if (items.length < 2 || !items.every((item) => PLURAL_WORD.test(item) && !/^(?:is|was|has|does|this|us|always|its)$/i.test(item))) return undefined;
  const lower = items.map((item) => item.toLowerCase());
  return `${lower.slice(0, -1).join(', ')} and ${lower[lower.length - 1]}`;
}

/**
 * The product as the lines will say it: a real name ("StockSense") when the pitch has one, else the
 * plain noun phrase of what is sold. A lower-case "name" the recogniser found is kept only when no
 * plainer phrase is said ("fridge" is not a name).
 */
export function findProduct(text: string, productName: string | undefined): { product?: string; plural: boolean; named?: boolean } {
  // "We are MedStock", "I'm from MedStock": the name is the company; the order is of what it sells.
  const company = productName !== undefined && namesCompany(text, productName);
  const phrase = findProductPhrase(text, company ? productName : undefined);
  if (company && phrase) return { product: phrase, plural: /[^s]s$/i.test(phrase) };
  // "so we are aqua drill": the company's name heard without capitals is still a name, said as one.
  if (company && productName && !/[A-Z]/.test(productName)) return { product: titleCase(productName), plural: false, named: true };
  const properName = productName && /[A-Z]/.test(productName) && !(phrase && phrase.toLowerCase().includes(productName.toLowerCase()));
  // A name said without capitals ("shonasmart") is still a name: it keeps the speaker's casing.
  const spokenName =
    !properName &&
    productName &&
    !phrase &&
    !/[A-Z]/.test(text) &&
    text.includes(productName) &&
    /[a-z][a-z]+[a-z]/.test(productName) &&
    !/\s/.test(productName);
  if (properName || spokenName) return { product: productName, plural: false, named: true };
  // In typed text a name is capitalised: a lower-case word the name finder picked ("every empty basket is…") is not one.
  const product = phrase ?? (productName && !/[A-Z]/.test(text) ? productName : undefined);
  if (!product) return { plural: false };
  return { product, plural: /[^s]s$/i.test(product) };
}

const titleCase = (name: string) => name.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name is the company's: "We are MedStock", "I'm Grace from Pwani Oils", "MedStock, a medical supplier". */
export function namesCompany(text: string, name: string): boolean {
  const n = escape(name);
  return new RegExp(
    `\\b(?:we are|we're|i am from|i'm from|i work (?:with|for|at)|(?:i am|i'm) \\w+ from|here from|on behalf of)\\s+${n}\\b|\\b${n},? (?:is )?an? (?:[\\w-]+ ){0,3}(?:supplier|distributor|company|wholesaler|firm|business|agency)\\b|\\b${n} (?:supplies|sells|distributes|delivers|imports)\\b`,
    'i',
  ).test(text);
}

export interface Pain {
  /** What a household spends on today: "kerosene and candles". */
  spend: string;
  /** What a business loses to today: "power cuts". */
  loss: string;
}

// The product tells which cost it removes. Each phrase is short and general, so it never repeats
// the speaker's own sentence, and it is a cost every customer of such a product knows.
const PAINS: [RegExp, Pain][] = [
  [/\b(?:lamps?|lanterns?|lights?|lighting|kerosene|candles?)\b/i, { spend: 'kerosene and candles', loss: 'dark evenings and power cuts' }],
  [/\b(?:fridges?|freezers?|cold rooms?|cooling|cold storage)\b/i, { spend: 'food that spoils', loss: 'stock that spoils in the heat' }],
  [/\b(?:power|electricity|solar|generators?|batter(?:y|ies)|load-shedding|blackouts?)\b/i, { spend: 'power cuts and fuel', loss: 'power cuts' }],
  // A family pays for soap or groceries, not for "the shop price"; a shop loses to empty shelves.
  [/\b(?:soaps?|detergents?|laundry)\b/i, { spend: 'soap that runs out fast', loss: 'empty shelves and late stock' }],
  [
    /\b(?:ledgers?|bookkeeping|record\w*|cannot see (?:their|your|the) stock|(?:count|track)\w* (?:their|your|the) stock)\b/i,
    { spend: 'time on paperwork', loss: 'stock and sales nobody wrote down' },
  ],
  [/\b(?:oil|sugar|flour|rice|stock|wholesale|restock|supplies|supplier)\b/i, { spend: 'everyday groceries', loss: 'empty shelves and late stock' }],
  [/\b(?:water|filters?|boreholes?|tanks?)\b/i, { spend: 'buying and boiling water', loss: 'water that runs out' }],
  [/\b(?:cook\w*|stoves?|charcoal|gas|lpg|briquettes?)\b/i, { spend: 'charcoal and gas', loss: 'fuel for the kitchen' }],
  // Each farm input has its own loss: a dairy-meal seller's farmer loses milk, not a harvest.
  [/\b(?:dairy meal|feeds?|fodder|hay|silage|cows?|herd|milk|dairy)\b/i, { spend: 'feed for the cows', loss: 'cows that give less milk' }],
  [/\b(?:poultry|chicks?|chickens?|layers?|broilers?)\b/i, { spend: 'feed for the birds', loss: 'birds that fall sick or stop laying' }],
  // Eggs bought by a kitchen: its loss is the tray that arrives cracked or stale, not the hens.
  [/\beggs?\b/i, { spend: 'eggs that go bad', loss: 'cracked and stale eggs' }],
  [/\b(?:vets?|vaccines?|livestock|cattle|goats?)\b/i, { spend: 'sick animals', loss: 'sick animals' }],
  [/\b(?:tomato\w*|fruits?|vegetables?|cold rooms?)\b/i, { spend: 'food that spoils', loss: 'produce that rots before it is sold' }],
  [/\b(?:seeds?|fertili[sz]ers?|harvests?|crops?|maize|beans)\b/i, { spend: 'a poor harvest', loss: 'a poor harvest' }],
  [/\b(?:insur\w*|stolen|theft|crash\w*|accidents?)\b/i, { spend: 'a crash or a theft', loss: 'accidents and theft' }],
  [/\b(?:expir\w*)\b/i, { spend: 'food that spoils', loss: 'stock that expires on the shelf' }],
  [/\b(?:fees|loans?|credit|savings?|payments?|m-pesa)\b/i, { spend: 'late fees and interest', loss: 'money owed and paid late' }],
  [/\b(?:trucks?|fleet|fuel|deliver\w*|logistics|riders?)\b/i, { spend: 'transport', loss: 'fuel and late deliveries' }],
  [/\b(?:no-shows?|appointments?|bookings?|waitlist)\b/i, { spend: 'missed appointments', loss: 'missed appointments' }],
  [
    /\b(?:spoil\w*|rot\w*|expired?|throws? away|thrown away|wasted? (?:stock|food|bread))\b/i,
    { spend: 'food that spoils', loss: 'stock that spoils in the heat' },
  ],
  [/\b(?:brokers?|middlem[ae]n)\b/i, { spend: 'middlemen', loss: 'middlemen who pay too little' }],
  [/\b(?:queu\w*|waiting|wait)\b/i, { spend: 'time lost in queues', loss: 'long queues' }],
  [/\b(?:uniforms?|clothes|garments?|shoes)\b/i, { spend: 'clothes that do not fit or last', loss: 'returns and complaints' }],
  [/\b(?:thefts?|crime|break-ins?|security|guards?)\b/i, { spend: 'theft and break-ins', loss: 'theft and break-ins' }],
  [
    /\b(?:app|software|platform|dashboard|system|by hand|on paper|paperwork|spreadsheets?|manual\w*|schedul\w*|notebooks?|hours)\b/i,
    { spend: 'time on paperwork', loss: 'hours of paperwork every week' },
  ],
];

/**
 * The cost the product removes, read from the product first, then from the pitch's own problem: a
 * word met anywhere else ("milk" in "one crate of milk") says nothing about the pain.
 */
export function findPain(product: string | undefined, problem: string | undefined): Pain | undefined {
  for (const source of [product ?? '', problem ?? '']) for (const [pattern, pain] of PAINS) if (pattern.test(source)) return pain;
  return undefined;
}

/** Everything a line to say needs to fit this pitch's business. */
export function readOffer(text: string, productName: string | undefined, problemSentence?: string): Offer {
  const { product, plural, named } = findProduct(text, productName);
  const { customer, buyer, guessed } = findCustomer(text, product);
  return { product, plural, named, customer, buyer, guessedBuyer: guessed, pain: findPain(product, problemSentence) };
}
