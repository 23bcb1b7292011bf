// Where the scripted prospect lives: names, towns, local realities and money in the seller's
// currency. The seller's organization gives the country and currency; a place named in the product
// text ("fleet owners in Lagos") wins, because that is the market the seller is practising for.

export type RegionId = 'kenya' | 'nigeria' | 'ghana' | 'south-africa' | 'west-africa-cfa' | 'india' | 'brazil' | 'uk' | 'us';

export interface Region {
  id: RegionId;
  /** ISO 3166-1 alpha-2 codes of the organization's country that map here. */
  countries: string[];
  /** Towns the prospect can be in; a town named in the product text is used as is. */
  cities: string[];
  /** Farming towns, for a prospect who farms: a tea estate is not in the port city. */
  farmTowns: string[];
  firstNames: string[];
  surnames: string[];
  /** Local words for company names ("Baraka Logistics"). */
  brandWords: string[];
  /** The money the prospect counts in when the organization has no currency of its own. */
  currency: string;
  /** A busy season that makes "not now" real. */
  season: string;
  /** What eats into margins here, said the way a local owner would. */
  costPressure: string;
  /** How customers pay. */
  payments: string;
  /** The traffic or distance everyone here complains about. */
  traffic: string;
  /** Power, where it is a daily reality; empty where it is not. */
  power: string;
}

export const REGIONS: Region[] = [
  {
    id: 'kenya',
    countries: ['KE', 'TZ', 'UG', 'RW'],
    cities: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika'],
    farmTowns: ['Kericho', 'Nyeri', 'Kitale', 'Meru', 'Nakuru', 'Eldoret'],
    firstNames: ['Wanjiru', 'Otieno', 'Akinyi', 'Kamau', 'Chebet', 'Mwangi', 'Njeri', 'Kiprono', 'Auma', 'Mutua'],
    surnames: ['Kariuki', 'Odhiambo', 'Wambui', 'Kiptoo', 'Mutiso', 'Njoroge', 'Achieng', 'Maina'],
    brandWords: ['Baraka', 'Umoja', 'Tumaini', 'Kilimani', 'Jamii', 'Safari'],
    currency: 'KES',
    season: 'the January slowdown',
    costPressure: 'fuel prices and the new taxes',
    payments: 'M-Pesa',
    traffic: 'the jams on Mombasa Road',
    power: 'the power cuts when KPLC goes off',
  },
  {
    id: 'nigeria',
    countries: ['NG'],
    cities: ['Lagos', 'Abuja', 'Ibadan', 'Port Harcourt', 'Kano', 'Enugu'],
    farmTowns: ['Kaduna', 'Jos', 'Makurdi', 'Ogbomosho', 'Kano'],
    firstNames: ['Chinedu', 'Adebayo', 'Ngozi', 'Funmilayo', 'Emeka', 'Aisha', 'Tunde', 'Chiamaka', 'Ibrahim', 'Yetunde'],
    surnames: ['Okafor', 'Adeyemi', 'Balogun', 'Eze', 'Bello', 'Nwosu', 'Ogunleye', 'Abubakar'],
    brandWords: ['Eko', 'Zenith', 'Crown', 'Unity', 'Goldstar', 'Royal'],
    currency: 'NGN',
    season: 'the December rush',
    costPressure: 'diesel and fuel prices since the subsidy went, and the naira moving every week',
    payments: 'bank transfer and POS',
    traffic: 'the Apapa gridlock',
    power: 'running the generator whenever the grid goes off',
  },
  {
    id: 'ghana',
    countries: ['GH'],
    cities: ['Accra', 'Kumasi', 'Tema', 'Takoradi', 'Tamale'],
    farmTowns: ['Techiman', 'Tamale', 'Ho', 'Sunyani'],
    firstNames: ['Kwame', 'Akosua', 'Kofi', 'Ama', 'Yaw', 'Efua', 'Kwabena', 'Abena'],
    surnames: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei', 'Appiah', 'Darko', 'Agyeman'],
    brandWords: ['Sankofa', 'Adom', 'Nyame', 'Golden', 'Akwaaba', 'Volta'],
    currency: 'GHS',
    season: 'the Christmas rush',
    costPressure: 'the cedi falling and fuel going up',
    payments: 'MoMo',
    traffic: 'the traffic on the Tema motorway',
    power: 'dumsor, when the lights go off',
  },
  {
    id: 'south-africa',
    countries: ['ZA', 'BW', 'NA', 'LS', 'SZ'],
    cities: ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Gqeberha', 'Polokwane'],
    farmTowns: ['Polokwane', 'Mbombela', 'Stellenbosch', 'Bethlehem'],
    firstNames: ['Thabo', 'Lerato', 'Sipho', 'Naledi', 'Pieter', 'Zanele', 'Bongani', 'Anele', 'Johan', 'Palesa'],
    surnames: ['Nkosi', 'Dlamini', 'van der Merwe', 'Mokoena', 'Naidoo', 'Khumalo', 'Botha', 'Mahlangu'],
    brandWords: ['Ubuntu', 'Highveld', 'Protea', 'Kgosi', 'Karoo', 'Summit'],
    currency: 'ZAR',
    season: 'the December holidays',
    costPressure: 'fuel, interest rates and load-shedding',
    payments: 'card and EFT',
    traffic: 'the N1 and N3 at peak hour',
    power: 'load-shedding',
  },
  {
    id: 'west-africa-cfa',
    countries: ['SN', 'CI', 'ML', 'BF', 'TG', 'BJ', 'NE', 'CM', 'GA'],
    cities: ['Dakar', 'Abidjan', 'Thiès', 'Bouaké', 'Saint-Louis', 'Yamoussoukro'],
    farmTowns: ['Thiès', 'Bouaké', 'Kaolack', 'Korhogo'],
    firstNames: ['Aminata', 'Moussa', 'Fatou', 'Ibrahima', 'Awa', 'Koffi', 'Mariam', 'Ousmane', 'Adjoua', 'Cheikh'],
    surnames: ['Diop', 'Ndiaye', 'Koné', 'Traoré', 'Ouattara', 'Fall', 'Kouassi', 'Sow'],
    brandWords: ['Teranga', 'Baobab', 'Sahel', 'Lagune', 'Espoir', 'Atlantique'],
    currency: 'XOF',
    season: 'the Tabaski rush',
    costPressure: 'fuel and the cost of imported stock',
    payments: 'Wave and Orange Money',
    traffic: 'the traffic around the port',
    power: 'the power cuts in the hot season',
  },
  {
    id: 'india',
    countries: ['IN', 'BD', 'LK', 'NP'],
    cities: ['Pune', 'Bengaluru', 'Ahmedabad', 'Jaipur', 'Coimbatore', 'Mumbai'],
    farmTowns: ['Nashik', 'Coimbatore', 'Ludhiana', 'Guntur'],
    firstNames: ['Priya', 'Rahul', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavita', 'Sandeep', 'Meera', 'Rohan'],
    surnames: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Desai', 'Kulkarni'],
    brandWords: ['Shree', 'Lakshmi', 'Ganesh', 'Sai', 'Om', 'Surya'],
    currency: 'INR',
    season: 'the Diwali rush',
    costPressure: 'fuel, rent and GST paperwork',
    payments: 'UPI',
    traffic: 'city traffic',
    power: 'power cuts in summer',
  },
  {
    id: 'brazil',
    countries: ['BR'],
    cities: ['São Paulo', 'Belo Horizonte', 'Recife', 'Curitiba', 'Salvador', 'Campinas'],
    farmTowns: ['Ribeirão Preto', 'Londrina', 'Uberlândia', 'Petrolina'],
    firstNames: ['Ana', 'João', 'Mariana', 'Lucas', 'Fernanda', 'Rafael', 'Juliana', 'Thiago', 'Camila', 'Bruno'],
    surnames: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Pereira', 'Almeida', 'Ferreira'],
    brandWords: ['Horizonte', 'Estrela', 'Nova', 'Aurora', 'Primavera', 'Brasa'],
    currency: 'BRL',
    season: 'the Black Friday and Christmas rush',
    costPressure: 'interest rates, taxes and freight',
    payments: 'Pix',
    traffic: 'the traffic on the Marginal',
    power: '',
  },
  {
    id: 'uk',
    countries: ['GB', 'IE'],
    cities: ['Leeds', 'Bristol', 'Manchester', 'Birmingham', 'Glasgow', 'Nottingham'],
    farmTowns: ['Hereford', 'Norwich', 'Taunton'],
    firstNames: ['Oliver', 'Amelia', 'Harry', 'Sophie', 'James', 'Priya', 'Tom', 'Chloe', 'Daniel', 'Grace'],
    surnames: ['Clarke', 'Hughes', 'Patel', 'Wright', 'Evans', 'Walker', 'Khan', 'Thompson'],
    brandWords: ['Northgate', 'Riverside', 'Crown', 'Oakfield', 'Harbour', 'Kingsway'],
    currency: 'GBP',
    season: 'the run-up to Christmas',
    costPressure: 'energy bills, wages and insurance',
    payments: 'card',
    traffic: 'the M62 at rush hour',
    power: '',
  },
  {
    id: 'us',
    countries: ['US', 'CA'],
    cities: ['Columbus', 'Denver', 'Phoenix', 'Atlanta', 'Charlotte', 'Austin'],
    farmTowns: ['Fresno', 'Des Moines', 'Lubbock', 'Salinas'],
    firstNames: ['Jordan', 'Taylor', 'Morgan', 'Casey', 'Maria', 'David', 'Jessica', 'Marcus', 'Emily', 'Carlos'],
    surnames: ['Lee', 'Diaz', 'Johnson', 'Nguyen', 'Miller', 'Brooks', 'Garcia', 'Reed'],
    brandWords: ['Summit', 'Liberty', 'Keystone', 'Frontier', 'Pioneer', 'Evergreen'],
    currency: 'USD',
    season: 'the holiday season',
    costPressure: 'insurance, wages and fuel',
    payments: 'card',
    traffic: 'rush-hour traffic',
    power: '',
  },
];

const DEFAULT_REGION = REGIONS.find((r) => r.id === 'us')!;

/** Places a seller names in the product text; each points at its region. */
const PLACE_HINTS: { pattern: RegExp; region: RegionId }[] = [
  { pattern: /\b(?:kenya\w*|nairobi|mombasa|kisumu|nakuru|eldoret|thika|tanzania|dar es salaam|uganda|kampala|rwanda|kigali)\b/i, region: 'kenya' },
  { pattern: /\b(?:nigeria\w*|lagos|abuja|ibadan|port harcourt|kano|enugu|onitsha|aba)\b/i, region: 'nigeria' },
  { pattern: /\b(?:ghana\w*|accra|kumasi|tema|takoradi|tamale)\b/i, region: 'ghana' },
  { pattern: /\b(?:south africa\w*|johannesburg|joburg|jozi|cape town|durban|pretoria|soweto|gqeberha|polokwane)\b/i, region: 'south-africa' },
  { pattern: /\b(?:senegal\w*|dakar|thi[eè]s|c[oô]te d'ivoire|ivory coast|abidjan|bouak[eé]|ivorian|mali|bamako)\b/i, region: 'west-africa-cfa' },
  { pattern: /\b(?:india\w*|mumbai|delhi|bengaluru|bangalore|pune|chennai|hyderabad|ahmedabad|jaipur|kolkata)\b/i, region: 'india' },
  { pattern: /\b(?:brazil\w*|brasil\w*|s[aã]o paulo|rio de janeiro|belo horizonte|recife|curitiba|salvador)\b/i, region: 'brazil' },
  { pattern: /\b(?:uk|united kingdom|britain|british|england|london|leeds|manchester|birmingham|bristol|glasgow|scotland)\b/i, region: 'uk' },
];

export interface ProspectPlace {
  region: Region;
  /** A town named in the product text, when there is one. */
  namedCity?: string;
}

/** The market the prospect is in: a place named in the product text, else the organization's country, else its currency. */
export function findPlace(product: string, country?: string | null, currency?: string | null): ProspectPlace {
  for (const hint of PLACE_HINTS) {
    const match = product.match(hint.pattern);
    if (!match) continue;
    const region = REGIONS.find((r) => r.id === hint.region)!;
    const namedCity = region.cities.find((city) => city.toLowerCase() === match[0].toLowerCase());
    return { region, namedCity };
  }
  const byCountry = country ? REGIONS.find((r) => r.countries.includes(country.toUpperCase())) : undefined;
  if (byCountry) return { region: byCountry };
  const byCurrency = currency ? REGIONS.find((r) => r.currency === currency.toUpperCase()) : undefined;
  return { region: byCurrency ?? (currency?.toUpperCase() === 'XAF' ? REGIONS.find((r) => r.id === 'west-africa-cfa')! : DEFAULT_REGION) };
}

// Rough units per US dollar, rounded: the prospect quotes plausible local amounts, not a rate.
const UNITS_PER_USD: Record<string, number> = {
  USD: 1,
  CAD: 1.4,
  GBP: 0.8,
  EUR: 0.9,
  KES: 130,
  TZS: 2600,
  UGX: 3700,
  RWF: 1400,
  NGN: 1500,
  GHS: 15,
  ZAR: 18,
  BWP: 13.5,
  NAD: 18,
  XOF: 600,
  XAF: 600,
  INR: 85,
  BRL: 5.5,
  ETB: 130,
  EGP: 50,
  MAD: 10,
  MZN: 64,
};

/** How an amount is said out loud: "45,000 shillings", "$300". */
const SPOKEN: Record<string, (amount: string) => string> = {
  USD: (a) => `$${a}`,
  CAD: (a) => `${a} dollars`,
  GBP: (a) => `£${a}`,
  EUR: (a) => `€${a}`,
  KES: (a) => `${a} shillings`,
  TZS: (a) => `${a} shillings`,
  UGX: (a) => `${a} shillings`,
  RWF: (a) => `${a} francs`,
  NGN: (a) => `${a} naira`,
  GHS: (a) => `${a} cedis`,
  ZAR: (a) => `R${a}`,
  BWP: (a) => `${a} pula`,
  NAD: (a) => `${a} Namibian dollars`,
  XOF: (a) => `${a} CFA francs`,
  XAF: (a) => `${a} CFA francs`,
  INR: (a) => `${a} rupees`,
  BRL: (a) => `R$${a}`,
  ETB: (a) => `${a} birr`,
  EGP: (a) => `${a} Egyptian pounds`,
  MAD: (a) => `${a} dirhams`,
  MZN: (a) => `${a} meticais`,
};

/** The money spoken in each region besides its own: a Tanzanian seller's buyer counts in shillings of Tanzania. */
const REGION_CURRENCIES: Partial<Record<RegionId, string[]>> = {
  kenya: ['TZS', 'UGX', 'RWF'],
  'south-africa': ['BWP', 'NAD'],
  'west-africa-cfa': ['XAF'],
  uk: ['EUR'],
  us: ['CAD'],
};

/** A country's own money, where its region counts in another's by default. */
const COUNTRY_CURRENCY: Record<string, string> = { TZ: 'TZS', UG: 'UGX', RW: 'RWF', BW: 'BWP', NA: 'NAD', CM: 'XAF', GA: 'XAF', IE: 'EUR', CA: 'CAD' };

/**
 * The currency the prospect counts in: the money of the market the call is in. The organization's
 * currency when it is spoken there (a Kenyan seller calling a buyer in Nairobi), else the country's
 * own when the organization is in that market, else the region's: a buyer in Lagos counts in naira,
 * whoever sells to them.
 */
export function spokenCurrency(currency: string | null | undefined, region: Region, country?: string | null): string {
  const code = currency?.toUpperCase();
  const local = [region.currency, ...(REGION_CURRENCIES[region.id] ?? [])];
  if (code && local.includes(code) && code in UNITS_PER_USD) return code;
  const own = country ? COUNTRY_CURRENCY[country.toUpperCase()] : undefined;
  if (own && region.countries.includes(country!.toUpperCase())) return own;
  return region.currency;
}

/** A US-dollar amount in `currency`, rounded to two significant figures and said the local way. */
export function formatMoney(usd: number, currency: string): string {
  const raw = usd * (UNITS_PER_USD[currency] ?? 1);
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(raw)) - 1);
  const rounded = Math.round(raw / magnitude) * magnitude;
  return (SPOKEN[currency] ?? SPOKEN.USD)(rounded.toLocaleString('en-US'));
}
