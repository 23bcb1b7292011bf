// What the seller sells and to whom, read from the setup's free-text product ("FleetEye GPS
// trackers for fleet owners in Lagos"): the prospect's kind of business and how it copes today
// depend on both. Amounts are in US dollars here and said in the local currency by the profile.
//
// Placeholders filled later: {city} {traffic} {power} {costPressure} {payments} {season} {units}.

export type ProductKind = 'software' | 'device' | 'equipment' | 'energy' | 'credit' | 'insurance' | 'supplies' | 'service' | 'other';

/** First match wins, so the specific kinds come before "software", whose words are the vaguest. */
const KIND_PATTERNS: [ProductKind, RegExp][] = [
  ['energy', /\b(?:solar|generators?|inverters?|batter(?:y|ies)|power backup|mini-?grids?|electricity|biogas|clean cooking|gas cylinders?|lpg)\b/i],
  ['insurance', /\b(?:insurance|insur\w+|cover for|policy|policies|takaful)\b/i],
  [
    'credit',
    /\b(?:loans?|credit|hire[- ]purchase|financ\w+|lending|lease|leasing|microfinance|working capital|buy now,? pay later|bnpl|savings? (?:plan|account|group))\b/i,
  ],
  ['device', /\b(?:trackers?|tracking devices?|gps|sensors?|devices?|cameras?|cctv|scanners?|meters?|smart locks?|telematics|fuel monitors?|iot)\b/i],
  // "A stock and sales app for hardware stores" is an app, whatever it keeps track of.
  ['software', /\b(?:apps?|software|saas)\b/i],
  // Hired by the day or the job ("tractor hire", "generator rental"): a service booked, not a machine bought.
  ['service', /\b(?:hire|hiring|rentals?|for rent|on hire)\b/i],
  [
    'equipment',
    /\b(?:machines?|machinery|pumps?|fridges?|freezers?|refrigerat\w+|ovens?|tractors?|equipment|motorbikes?|motorcycles?|tuk-?tuks?|e-?bikes?|tools? kits?|sewing machines?|mills?|dryers?|incubators?|water filters?|printers?)\b/i,
  ],
  [
    'supplies',
    /\b(?:fertili[sz]ers?|seeds?|feeds?|uniforms?|packaging|spare parts|tyres|tires|ingredients|flour|cement|chemicals|stock|wholesale|groceries|beverages?|drinks|cosmetics|hair products|medicines?|drugs|stationery|textbooks|fabrics?|building materials|lubricants?|oil)\b/i,
  ],
  [
    'service',
    /\b(?:cleaning|maintenance|repairs?|servicing|training|courses?|coaching|consult\w*|marketing|advertis\w+|social media|delivery service|courier|bookkeeping|accounting services?|audit|security guards?|security services?|recruit\w+|staffing|catering|laundry|legal|design services?|photography|transport services?)\b/i,
  ],
  ['software', /\b(?:apps?|software|platforms?|saas|dashboards?|crm|erp|pos|point of sale|online|websites?|portal|api|cloud|digital|systems?|tool|ai)\b/i],
];

export function productKind(product: string): ProductKind {
  return KIND_PATTERNS.find(([, pattern]) => pattern.test(product))?.[0] ?? 'other';
}

export interface Segment {
  id: string;
  /** Words that say the product is for this kind of buyer. */
  audience: RegExp;
  /** "a transport company", said by its owner: "we're {company}, {size}…". */
  units: { one: string; many: string; min: number; max: number };
  /** What the business does, after "we": "move goods for traders and factories around {city}". */
  work: string;
  /** Where records live today (what software would replace). */
  records: string;
  /** How the owner keeps an eye on things today (what a device would replace). */
  oversight: string;
  /** How they buy today (what a supplier would replace). */
  buying: string;
  /** What they do themselves today (what a service would replace). */
  selfDone: string;
  /** Two pains, in the owner's words. */
  pains: [string, string];
  /** The big monthly costs, and roughly what they come to (USD). */
  spendOn: string;
  monthlySpendUsd: number;
  /** What a good year would look like. */
  success: string;
  /** Who else decides (B2B). */
  decider: string;
  /** Who a distributor in this trade sells to (Channel Partner). */
  buyers: string;
  /** How much goes through the business, for "how many / how much" questions. */
  volume?: string;
  /** What a result worth paying for looks like here, for ROI questions. */
  results?: string;
  /** The busy stretch of this trade, when it has its own (the region's otherwise). */
  season?: string;
  /**
   * Two ways a supplier failing would cost this business, as clauses after "If": "{rival's} vet did
   * not come when a cow was down". `{rival}` / `{rival's}` name the supplier the buyer is loyal to.
   */
  lapses?: [string, string];
}

export const SEGMENTS: Segment[] = [
  {
    id: 'transport',
    audience:
      /\b(?:fleets?|trucks?|truckers|lorr(?:y|ies)|haulage|hauliers|logistics|transport\w*|delivery (?:companies|firms|riders)|couriers?|drivers?|boda|matatus?|danfos?|taxis?|buses|minibus\w*|vehicles?|motorists|tuk-?tuks?|okadas?|riders)\b/i,
    units: { one: 'truck', many: 'trucks', min: 6, max: 30 },
    work: 'move goods for traders and factories around {city}',
    records: 'we keep trip sheets in a notebook at the yard, and the drivers report on a WhatsApp group',
    oversight: 'I phone the drivers to find out where they are, and I trust what they tell me about fuel',
    buying: 'we buy parts from whichever dealer has them that week',
    selfDone: 'our own mechanic fixes what he can in the yard',
    pains: [
      "fuel: {costPressure}, and I can't tell which trips burn it",
      'breakdowns and idle time; one {units.one} stuck in {traffic} is a day of income gone',
    ],
    spendOn: 'fuel and repairs',
    monthlySpendUsd: 6000,
    success: 'every {units.one} earning every day, and knowing what each trip really costs me',
    decider: 'my business partner, who owns half the trucks',
    buyers: 'transport operators and fleet owners',
    volume: '{size} {units} on the road, about four trips a week each',
    results: 'less fuel burnt per trip and fewer days a {units.one} stands idle',
    lapses: ['{rival} left a {units.one} standing for a week waiting on them', "{rival's} mistakes cost us a load delivered late"],
  },
  {
    id: 'food',
    audience:
      /\b(?:restaurants?|caf[eé]s?|eater(?:y|ies)|canteens?|kitchens?|food (?:vendors?|stalls?|businesses)|chop bars?|bukas?|bakeries|bakers|caterers|fast food|takeaways?)\b/i,
    units: { one: 'branch', many: 'branches', min: 1, max: 4 },
    work: 'serve lunch and dinner to office workers and families in {city}',
    records: 'the orders and the staff rota are on paper, and the manager copies the totals into a spreadsheet at night',
    oversight: 'I count the stock myself every evening',
    buying: 'we buy from the market every morning, whoever has the best price',
    selfDone: 'my staff handle it between services',
    pains: ['food costs: {costPressure}, and my margins are thin', 'staff: people leave, and the rota falls apart in the lunch rush'],
    spendOn: 'ingredients, gas and wages',
    monthlySpendUsd: 5000,
    success: 'full tables at lunch and less food thrown away',
    decider: 'my co-owner',
    buyers: 'restaurants, hotels and caterers',
    volume: 'about two hundred meals a day across our {units}',
    results: 'less food thrown away and lower food costs per plate',
    lapses: ['{rival} let us down in the lunch rush', "{rival's} mistakes meant food thrown away"],
  },
  {
    id: 'pharmacy',
    audience: /\b(?:pharmac(?:y|ies|ists?)|chemists?|drug ?(?:shops?|stores?)|dispensar(?:y|ies))\b/i,
    units: { one: 'pharmacy', many: 'pharmacies', min: 1, max: 3 },
    work: 'run a pharmacy in {city}: prescriptions, over-the-counter medicines and a few cosmetics',
    records: 'sales go in a book at the counter, and we check the stock cards for expiry dates by hand',
    oversight: 'my pharmacist or I am at the counter all day',
    buying: 'we order from two pharmaceutical distributors by phone',
    selfDone: 'my pharmacist does it after closing',
    pains: ['medicines expiring on the shelf before we sell them', 'running out of the fast movers, and customers going next door'],
    spendOn: 'medicine stock and rent',
    monthlySpendUsd: 3000,
    success: 'no expired stock and the fast movers always on the shelf',
    decider: 'my partner, the superintendent pharmacist',
    buyers: 'pharmacies and chemists',
    volume: 'about a hundred and fifty customers a day, more at the weekend',
    results: 'less thrown away in expired medicines, and no more customers sent next door because a fast mover ran out',
    season: 'the stock count at the end of the quarter',
    lapses: ['{rival} left us without the fast movers and customers went next door', "{rival's} mistakes left expired medicines on our shelves"],
  },
  {
    id: 'retail',
    audience: /\b(?:shops?|stores?|retail\w*|dukas?|kiosks?|spazas?|supermarkets?|minimarts?|boutiques?|traders?|merchants?|sellers?|vendors?|market women)\b/i,
    units: { one: 'shop', many: 'shops', min: 1, max: 3 },
    work: 'sell groceries and household goods to the neighbourhood in {city}',
    records: 'I write everything in an exercise book behind the counter and add it up on my phone at night',
    oversight: 'I stand at the counter myself most days',
    buying: 'I restock from the wholesaler in town, cash on collection',
    selfDone: 'I do it myself after closing',
    pains: [
      'cash flow: customers pay by {payments} or ask for credit, and stock goes up every month',
      'stock running out of the things that sell, while other things sit for months',
    ],
    spendOn: 'stock and rent',
    monthlySpendUsd: 2500,
    success: 'the right stock on the shelf and money left at the end of the month',
    decider: 'my brother, who keeps the accounts',
    buyers: 'shops and kiosks',
    volume: 'about a hundred customers a day, more at month end',
    results: 'more sales from the same shelf, and money left over at the end of the month',
    lapses: ["{rival's} stock arrived late before the weekend", '{rival} left our shelf empty of the things that sell'],
  },
  {
    id: 'dairy',
    audience: /\b(?:dairy|milk|cows?|cattle|herds?|veterinar\w*|vets?)\b/i,
    units: { one: 'member farmer', many: 'member farmers', min: 120, max: 600 },
    work: 'collect and chill milk from our member farmers around {city} and sell it to the processors',
    records: "the collection clerks write each farmer's litres in a book, and the office types it up at month end",
    oversight: 'our field officer visits a farm when a farmer calls about a sick cow',
    buying: 'we buy feed and drugs from the agrovet in town and deduct them from the milk payments',
    selfDone: 'when a cow falls sick the farmer calls whichever vet he knows, or waits for the county vet',
    pains: [
      'mastitis and tick fever: a sick cow drops her milk, and the milk from a treated cow is poured away',
      'milk dropping in the dry season while the processor still wants the same quality',
    ],
    spendOn: 'milk payments, the cooler and transport',
    monthlySpendUsd: 30000,
    success: 'more litres per cow and no milk rejected at the cooler',
    decider: 'the co-op board',
    buyers: 'dairy farmers and agrovets',
    volume: 'about {size} {units} deliver to our cooler, most with three to five cows, roughly ten litres a cow a day',
    results: 'fewer cows off milk with mastitis, and more litres at the cooler every month; one sick cow off milk for two weeks is a lot of lost litres',
    season: 'the dry season',
    lapses: ["{rival's} vet did not come when a cow was down", "{rival's} mistakes had our milk rejected at the cooler"],
  },
  {
    id: 'farming',
    audience:
      /\b(?:farm\w*|smallholders?|growers?|agri\w*|crops?|poultry|dairy|livestock|cooperatives?|co-ops?|irrigation|horticultur\w+|maize|cocoa|coffee|(?:tea|coffee|cocoa|sugar|rubber) (?:estates?|growers?|plantations?)|plantations?|fish farm\w*|aquaculture)\b/i,
    units: { one: 'acre', many: 'acres', min: 5, max: 60 },
    work: 'grow maize and vegetables outside {city} and sell to traders and schools',
    records: 'I keep a notebook for inputs and sales, and the rest is in my head',
    oversight: 'I walk the fields myself every morning',
    buying: 'we buy inputs from the agro-dealer in town, on credit when he allows it',
    selfDone: 'my workers and I do it by hand',
    pains: ['the rains: one bad season and we lose half the harvest', 'input prices: {costPressure}, and the traders still pay what they like at harvest'],
    spendOn: 'seed, fertiliser and labour',
    monthlySpendUsd: 1200,
    success: 'a harvest I can count on and a price I can plan with',
    decider: 'my brother, who farms with me',
    buyers: 'farmers and agro-dealers',
    volume: 'about {size} {units} under crops, two seasons a year',
    results: 'a better harvest per acre and less lost after harvest',
    season: 'harvest',
    lapses: ['{rival} let us down at planting time', "{rival's} mistakes cost us part of a harvest"],
  },
  {
    id: 'health',
    audience: /\b(?:clinics?|hospitals?|health\w*|doctors?|nurses?|dentists?|medical|labs?|laborator(?:y|ies)|patients?)\b/i,
    units: { one: 'clinic', many: 'clinics', min: 1, max: 3 },
    work: 'run a private clinic in {city}; about sixty patients a day',
    records: 'patient cards live in a filing cabinet, and billing is in a spreadsheet',
    oversight: 'the matron checks everything by hand at the end of each shift',
    buying: 'we order medicines from two distributors by phone',
    selfDone: 'the nurses do it on top of their shifts',
    pains: ['patients waiting too long and walking out', 'unpaid bills and insurance claims that take months to come in'],
    spendOn: 'medicines, salaries and rent',
    monthlySpendUsd: 9000,
    success: 'shorter queues and the claims paid on time',
    decider: 'the medical director',
    buyers: 'clinics and pharmacies',
    volume: 'about sixty patients a day',
    results: 'shorter queues, fewer patients walking out, and claims paid on time',
    lapses: ['{rival} left patients waiting at our clinic', "{rival's} mistakes held up our insurance claims"],
  },
  {
    id: 'education',
    audience:
      /\b(?:schools?|colleges?|universit(?:y|ies)|academ(?:y|ies)|teachers?|students?|tutors?|tuition|learners?|parents?|kindergartens?|nurser(?:y|ies))\b/i,
    units: { one: 'pupil', many: 'pupils', min: 250, max: 900 },
    work: 'run a private primary school in {city}',
    records: 'registers are on paper, and the bursar keeps the fees in a spreadsheet',
    oversight: 'the head teacher walks the classes every day',
    buying: 'we buy from the same supplier every term',
    selfDone: 'the teachers do it on top of their lessons',
    pains: ['fee collection: parents pay late, and chasing them takes the bursar weeks', 'keeping good teachers when bigger schools pay more'],
    spendOn: 'salaries and supplies',
    monthlySpendUsd: 12000,
    success: 'fees in on time and parents who recommend us',
    decider: 'the school board',
    buyers: 'private schools',
    volume: 'about {size} {units} and thirty teachers',
    results: 'fees collected on time, and the bursar back to a normal week',
    season: 'the start of next term',
    lapses: ['{rival} let us down at the start of term', "{rival's} mistakes had parents complaining to us"],
  },
  {
    id: 'beauty',
    audience: /\b(?:salons?|barber\w*|beauty|spas?|hairdress\w+|stylists?|nail (?:bars?|techs?)|cosmetics?)\b/i,
    units: { one: 'chair', many: 'chairs', min: 3, max: 10 },
    work: 'run a salon in {city}, mostly braiding, cuts and nails',
    records: 'appointments go in a diary on the front desk and on WhatsApp',
    oversight: 'I am in the salon every day',
    buying: 'we buy products from a distributor in town',
    selfDone: 'I do it myself',
    pains: ['no-shows on busy days, and quiet days with nobody', 'products going up: {costPressure}'],
    spendOn: 'products, rent and the stylists',
    monthlySpendUsd: 2000,
    success: 'every chair busy and clients who come back',
    decider: 'my sister, who co-owns the salon',
    buyers: 'salons and barbers',
    volume: '{size} {units}, about thirty clients on a good day',
    results: 'fewer empty chairs and clients who come back',
    lapses: ['{rival} let us down on a busy Saturday', "{rival's} mistakes cost us clients"],
  },
  {
    id: 'manufacturing',
    audience: /\b(?:factor(?:y|ies)|manufactur\w+|producers?|processors?|workshops?|plants?|millers?|fabricators?|tailors?|garment\w*|printers?|packagers?)\b/i,
    units: { one: 'worker', many: 'workers', min: 15, max: 80 },
    work: 'make and pack goods for supermarkets and wholesalers around {city}',
    records: 'job cards are on paper, and the supervisor updates a spreadsheet',
    oversight: 'the supervisors walk the floor',
    buying: 'we buy raw materials from importers, paid upfront',
    selfDone: 'our own technician keeps the machines going',
    pains: ['downtime: {power}, and every hour the line stops costs us', 'raw materials: {costPressure}'],
    spendOn: 'raw materials, power and wages',
    monthlySpendUsd: 15000,
    success: 'the line running all shift and orders out on time',
    decider: 'the managing director',
    buyers: 'manufacturers and workshops',
    volume: '{size} {units} on two shifts',
    results: 'fewer hours of downtime and orders out on time',
    lapses: ['{rival} stopped our line for a day', "{rival's} mistakes made us late on an order"],
  },
  {
    id: 'construction',
    audience: /\b(?:construction|contractors?|builders?|developers?|real estate|property|landlords?|estate agents?|architects?|hardware stores?)\b/i,
    units: { one: 'site', many: 'sites', min: 2, max: 6 },
    work: 'build houses and small commercial buildings around {city}',
    records: 'site diaries are on paper, and the office keeps costs in a spreadsheet',
    oversight: 'I drive between the sites to check on them',
    buying: 'we buy materials from the hardware suppliers near each site',
    selfDone: 'the foremen handle it',
    pains: ['material prices: {costPressure}, and quotes go out of date in weeks', 'materials walking off site, and delays that eat the margin'],
    spendOn: 'materials and labour',
    monthlySpendUsd: 20000,
    success: 'jobs finished on time and on budget',
    decider: 'my partner in the firm',
    buyers: 'contractors and hardware stores',
    volume: '{size} {units} running at a time',
    results: 'jobs that finish on budget, and materials that stay on site',
    lapses: ['{rival} held up one of our sites for a week', "{rival's} mistakes ate the margin on a job"],
  },
  {
    id: 'hospitality',
    audience: /\b(?:hotels?|lodges?|guest ?houses?|b&bs?|hostels?|tour operators?|travel agen\w+|airbnb|short lets?|resorts?)\b/i,
    units: { one: 'room', many: 'rooms', min: 12, max: 60 },
    work: 'run a guest house in {city}, business travellers in the week and weddings at the weekend',
    records: 'bookings go in a ledger at reception and on WhatsApp',
    oversight: 'the manager checks the rooms every morning',
    buying: 'we buy supplies from the market and a wholesaler',
    selfDone: 'the staff do it between check-ins',
    pains: ['empty rooms in the low season', 'power and water: {power}'],
    spendOn: 'staff, power and supplies',
    monthlySpendUsd: 8000,
    success: 'rooms full outside {season} as well',
    decider: 'the owner',
    buyers: 'hotels and guest houses',
    volume: '{size} {units}, about half full in a normal week',
    results: 'more rooms full in the low season',
    lapses: ['{rival} let a guest down on a wedding weekend', "{rival's} mistakes had guests complaining at the front desk"],
  },
  {
    id: 'office',
    audience:
      /\b(?:smes?|small businesses|companies|firms|agencies|startups?|teams?|offices?|accountants?|law firms?|lawyers?|consultants?|professionals?|hr|sales teams?|managers?|enterprises?|ngos?|charities|churches)\b/i,
    units: { one: 'person', many: 'people', min: 12, max: 45 },
    work: 'provide accounting and admin services to small businesses in {city}',
    records: 'everything lives in spreadsheets, email and a shared folder',
    oversight: 'I check in with each team on Monday',
    buying: 'we buy from whoever we have always used',
    selfDone: 'someone in the team does it when they have time',
    pains: ['hours lost on admin that nobody bills for', 'clients paying late: {costPressure}'],
    spendOn: 'salaries and rent',
    monthlySpendUsd: 25000,
    success: 'more billable hours and fewer late payers',
    decider: 'our finance director',
    buyers: 'small businesses',
    volume: '{size} {units} serving about two hundred clients',
    results: 'more billable hours and clients who pay on time',
    lapses: ['{rival} made us miss a client deadline', "{rival's} mistakes cost us billable hours"],
  },
];

/** When the product names no audience: a small owner-run business. */
export const GENERAL_SEGMENT: Segment = {
  id: 'general',
  audience: /$^/,
  units: { one: 'person', many: 'people', min: 5, max: 20 },
  work: 'run a small trading business in {city}',
  records: 'we keep it in a notebook and on WhatsApp',
  oversight: 'I keep an eye on things myself',
  buying: 'we buy from the people we have always used',
  selfDone: 'we do it ourselves',
  pains: ['cash flow: {costPressure}', 'too much depending on me; nothing happens when I am away'],
  spendOn: 'stock, rent and wages',
  monthlySpendUsd: 4000,
  success: 'steady months and a bit of money to grow',
  decider: 'my business partner',
  buyers: 'small businesses',
  lapses: ['{rival} let us down in a busy month', "{rival's} mistakes cost us customers"],
};

/** "…for fleet owners in Lagos" → "fleet owners"; the audience decides the segment before other words do. */
export function audienceOf(product: string): string {
  return product.match(/\bfor ([^.,;:()]+?)(?=\s+(?:in|across|around|who|that|to|so|and save|and cut)\b|[.,;:()]|$)/i)?.[1] ?? '';
}

export function findSegment(product: string): Segment {
  const audience = audienceOf(product);
  return (audience && SEGMENTS.find((s) => s.audience.test(audience))) || SEGMENTS.find((s) => s.audience.test(product)) || GENERAL_SEGMENT;
}

/** How the buyer copes today without the product, by what the product is. */
export function currentWay(kind: ProductKind, segment: Segment): string {
  switch (kind) {
    case 'software':
      return segment.records;
    case 'device':
      return segment.oversight;
    case 'supplies':
      return segment.buying;
    case 'service':
    case 'equipment':
    case 'other':
      return segment.selfDone;
    case 'energy':
      return 'we are on the grid, and when it fails it is {power}';
    case 'credit':
      return 'we pay for everything from our own cash flow; the bank wanted collateral we do not have';
    case 'insurance':
      return 'we have basic cover from a big insurer, and the last claim took five months';
  }
}
