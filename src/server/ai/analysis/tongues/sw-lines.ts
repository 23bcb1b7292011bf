// Lines to say in Swahili, written anew from what the pitch sells, to whom and what it costs them:
// never the speaker's sentence handed back. The register is a coach's with a salesperson ("wewe",
// "mteja", "Naomba…" left to the seller), and Sheng only when the pitch was said in Sheng. Swahili
// verbs agree with their noun's class ("taa zetu zinawaka", "huduma yetu inafika"), so the lines are
// built around the product rather than on it ("Ukiwa na…", "kazi ya…"): they hold whatever it is.

import type { LineInput, PitchLines } from './tongue.ts';

type Kind = 'insurance' | 'loan' | 'software' | 'service' | 'stock' | 'goods';

interface Customer {
  /** Who buys, as people (so that "watatu" agrees): "wenye maduka", "wakulima". */
  who: string;
  /** Where the seller goes to them: "dukani kwako". */
  at: string;
  /** Works with its hands (farm, boat, herd): a visit with a sample fits, a trial week does not. */
  land?: boolean;
  household?: boolean;
}

// The first that fits, most specific first.
const CUSTOMERS: [RegExp, Customer][] = [
  [/\b(?:ma-?kiosk|kiosk|vibanda|kibanda)\b/i, { who: 'wenye vibanda', at: 'kibandani kwako' }],
  [/\bmaduka ya dawa|\bduka la dawa|\bpharmac/i, { who: 'wenye maduka ya dawa', at: 'dukani kwako' }],
  [/\b(?:hoteli|hotel|lodge|migahawa|mgahawa)\b/i, { who: 'wenye hoteli', at: 'hotelini kwako' }],
  [/\b(?:ma-?tailor|tailors?|fundi cherehani|mafundi cherehani)\b/i, { who: 'mafundi cherehani', at: 'kwenye karakana yako' }],
  [/\b(?:riders?|bodaboda|boda|pikipiki yako)\b/i, { who: 'waendesha bodaboda', at: 'kwenye kituo chako cha boda', household: true }],
  [/\b(?:wafugaji wa samaki|mabwawa|bwawa)\b/i, { who: 'wafugaji wa samaki', at: 'kwenye mabwawa yako', land: true }],
  [/\b(?:wavuvi|mvuvi)\b/i, { who: 'wavuvi', at: 'ufukweni kwenu', land: true }],
  [/\b(?:wafugaji|mfugaji|kuku|ng'ombe|maziwa|vifaranga)\b/i, { who: 'wafugaji', at: 'shambani kwako', land: true }],
  [/\b(?:wakulima|mkulima|shamba|mazao|mavuno)\b/i, { who: 'wakulima', at: 'shambani kwako', land: true }],
  [/\b(?:ma-?dealer|dealers?|wauzaji wa rejareja)\b/i, { who: 'wauzaji', at: 'dukani kwako' }],
  [/\b(?:maduka|duka|dukani|shops?|wenye duka)\b/i, { who: 'wenye maduka', at: 'dukani kwako' }],
  [/\b(?:madereva|dereva)\b/i, { who: 'madereva', at: 'kwenye kampuni yako' }],
  [/\b(?:shule|wanafunzi|karo)\b/i, { who: 'wakuu wa shule', at: 'shuleni kwenu' }],
  [/\b(?:familia|nyumbani|mtoto|watoto|wazazi|mzazi)\b/i, { who: 'wazazi', at: 'nyumbani kwako', household: true }],
];

interface Pain {
  /** The loss as a noun phrase after "kwa" ("kwa madalali wanaokata faida yako"). */
  loss: string;
  /** For a household: what it pays for ("kwa sare mpya…"). */
  spend: string;
}

const PAINS: [RegExp, Pain][] = [
  [/\b(?:stima|umeme|mafuta ya taa|giza)\b/i, { loss: 'kukatika kwa stima na gharama ya mafuta ya taa', spend: 'mafuta ya taa na mishumaa' }],
  [/\bdawa\b.*\b(?:muda|expire\w*)\b/i, { loss: 'dawa zinazopitwa na muda rafuni', spend: 'dawa zilizoharibika' }],
  [
    /\b(?:kwisha muda|zilizokwisha|inaisha muda|zinaisha muda|expire\w*|kupitwa na muda)\b/i,
    { loss: 'bidhaa zinazopitwa na muda kabla ya kuuzwa', spend: 'bidhaa zinazoharibika' },
  ],
  [/\b(?:madalali|dalali|brokers?)\b/i, { loss: 'madalali wanaokata faida yako', spend: 'bei ya madalali' }],
  [/\b(?:ajali|hospitali)\b/i, { loss: 'ajali na bili za hospitali', spend: 'bili za hospitali baada ya ajali' }],
  [/\b(?:karo|muhula)\b/i, { loss: 'karo isiyolipwa kwa wakati na wanafunzi wanaorudishwa nyumbani', spend: 'karo inayotakiwa yote kwa mara moja' }],
  [
    /\b(?:ukame|mvua isiponyesha|kiangazi)\b/i,
    { loss: 'mazao yanayokauka shambani wakati wa kiangazi', spend: 'chakula cha kununua baada ya mavuno kushindwa' },
  ],
  [
    /\bsamaki\b.*\b(?:barafu|wakioza|kuoza|wanaoza)\b|\b(?:barafu|wakioza|wanaoza)\b.*\bsamaki\b/i,
    { loss: 'samaki wanaooza kabla ya kufika sokoni', spend: 'samaki walioharibika' },
  ],
  [
    /\b(?:barafu|wakioza|inaoza|yanaoza|zinaoza|kuoza|haribika\w*|wabichi)\b/i,
    { loss: 'mzigo unaooza kabla ya kufika sokoni', spend: 'chakula kinachoharibika' },
  ],
  [
    /\b(?:ishiwa|wanaishiwa|huna stock|stock|inaisha|kinaisha|zinaisha|\w*kosa (?:sukari|unga|bidhaa|stock|mzigo))\b/i,
    { loss: 'rafu tupu na wateja wanaoondoka bila kununua', spend: 'safari za kutafuta bidhaa' },
  ],
  [
    /\b(?:chelew\w*)\b.*\b(?:mzigo|mizigo|mashuka|wageni)\b|\b(?:mzigo|mizigo|mashuka)\b.*\bchelew\w*/i,
    { loss: 'huduma inayochelewa na wateja wanaohamia kwa wengine', spend: 'kusubiri' },
  ],
  [/\b(?:mfereji|maji machafu|wanaugua|kuugua)\b/i, { loss: 'magonjwa ya maji machafu', spend: 'dawa za watoto wanaougua kwa maji machafu' }],
  [/\b(?:vipimo|haimfit|haifit)\b/i, { loss: 'nguo zinazorudishwa kwa vipimo visivyo sahihi', spend: 'nguo zisizokaa vizuri' }],
  [/\b(?:mbolea|mbegu|dhamana)\b/i, { loss: 'shamba linalopandwa nusu kwa kukosa pesa ya pembejeo', spend: 'pembejeo za msimu' }],
  [/\b(?:chanik\w*)\b/i, { loss: 'nguo zinazochanika mapema', spend: 'sare mpya kila baada ya miezi michache' }],
  [/\bchakula cha (?:kuku|samaki|mifugo)|bei inapanda\b/i, { loss: 'chakula cha mifugo kinachozidi kupanda bei', spend: 'chakula cha mifugo' }],
  [/\b(?:bila kazi|kijiweni|hawapati gari)\b/i, { loss: 'siku ambazo gari linakaa bila abiria', spend: 'usafiri' }],
  [/\b(?:foleni)\b/i, { loss: 'saa zinazopotea kwenye foleni', spend: 'muda wa kupanga foleni' }],
  [/\b(?:wizi|kuibiwa|inaibiwa)\b/i, { loss: 'wizi', spend: 'kubadilisha vitu vilivyoibiwa' }],
];

// What is sold, to name it when the pitch gave no name: "taa zetu za sola", "huduma yetu".
const PRODUCTS: [RegExp, string][] = [
  [/\b(?:bima|insurance|cover)\b/i, 'bima yetu'],
  [/\b(?:app|programu|software|mfumo)\b/i, 'app yetu'],
  [/\b(?:mkopo|mikopo|\w*kopesha)\b/i, 'mkopo wetu'],
  [/\btaa\b/i, 'taa zetu za sola'],
  [/\bmasanduku\b/i, 'masanduku yetu ya baridi'],
  [/\b(?:mashine|matangi|tangi)\b/i, 'mashine yetu'],
  [/\bvifaranga\b/i, 'vifaranga vyetu'],
  [/\bchakula\b/i, 'chakula chetu'],
  [/\bsare\b/i, 'sare zetu'],
  [/\b(?:mbolea|mbegu)\b/i, 'pembejeo zetu'],
  [/\b(?:bale|mitumba)\b/i, 'mzigo wetu wa mitumba'],
  [/\bmikate\b/i, 'mikate yetu'],
  [/\b(?:mitungi|maji safi)\b/i, 'maji yetu safi'],
  [/\b(?:huduma|usafirishaji|delivery|laundry|dobi)\b/i, 'huduma yetu'],
];

// The kind said most often wins ("madereva wetu wana bima" in a delivery pitch does not sell cover);
// earlier kinds win a tie.
const KINDS: [RegExp, Kind][] = [
  [/\b(?:bima|insurance|cover(?:ed)?)\b/gi, 'insurance'],
  [/\b(?:mkopo|mikopo|\w*kopesh\w*|credit)\b/gi, 'loan'],
  [/\b(?:app|programu|software|mfumo)\b/gi, 'software'],
  [/\b(?:jumla|wholesale\w*|wholesaler|bale|gunia|mifuko|kreti|tunasambaza|ma-?dealer)\b/gi, 'stock'],
  [/\b(?:huduma|\w*safirish\w*|delivery|\w*deliver|laundry|dobi|tunashona|tunapima|tunarekebisha|tunasafisha|ushauri|\w*unganish\w*)\b/gi, 'service'],
];
// A service that brings goods to the door, or one that finds the listener work.
const DELIVERY = /\b(?:\w*safirish\w*|delivery|\w*deliver|tunaleta|kufikisha|kuufikisha)\b/i;
const MATCHING = /\b\w*unganish\w*\b/i;

function kindOf(text: string): Kind {
  let best: Kind = 'goods';
  let most = 0;
  for (const [pattern, kind] of KINDS) {
    const said = text.match(pattern)?.length ?? 0;
    if (said > most) [best, most] = [kind, said];
  }
  return best;
}

const SHENG = /\b(?:manze|maze|doo|bob|msee|wasee|aki|poa|fiti|mbao|ngiri|bro|ma-\w+|nikuinstallie|tunadeliver|inaorder)\b/i;
const INVESTOR = /\b(?:wawekezaji|mwekezaji|uwekezaji|investors?|funding|tunatafuta (?:mtaji|dola|shilingi))\b/i;

function firstOf<T>(text: string, table: [RegExp, T][]): T | undefined {
  return table.find(([pattern]) => pattern.test(text))?.[1];
}

/** The lines to say, in new words; undefined where the pitch lacks the facts (no hollow template). */
export function swahiliLines({ text, productName }: LineInput): PitchLines {
  const customer = firstOf(text, CUSTOMERS);
  const pain = firstOf(text, PAINS);
  const kind = kindOf(text);
  const product = productName ?? firstOf(text, PRODUCTS);
  const sheng = SHENG.test(text);
  const household = customer?.household ?? false;
  const who = customer?.who ?? 'wateja';
  return {
    opening: openingLine(product, pain, customer, kind, sheng),
    ask: askLine(product, kind, customer, INVESTOR.test(text), sheng, text),
    problem: product && pain ? problemLine(product, pain, who, household, customer?.land ?? false) : undefined,
    solution: product && pain ? solutionLine(product, pain, who, household) : undefined,
    proof: proofLine(product, kind, who, sheng),
  };
}

function openingLine(product: string | undefined, pain: Pain | undefined, customer: Customer | undefined, kind: Kind, sheng: boolean): string | undefined {
  if (!product || !pain) return undefined;
  const household = customer?.household ?? false;
  // A farm counts its losses by the season, a shop by the month.
  const period = customer?.land ? 'kila msimu' : 'kila mwezi';
  if (kind === 'insurance' && household) return `Ajali ikitokea kesho, bili ya hospitali italipwa na nani? Ukiwa na ${product}, hubebi mzigo huo peke yako.`;
  if (household) return `Familia yako inatumia shilingi ngapi kila mwezi kwa ${pain.spend}? Ukiwa na ${product}, pesa hiyo inabaki nyumbani.`;
  if (sheng) return `Unapoteza doo ngapi ${period} kwa ${pain.loss}? Ukiwa na ${product}, hiyo doo inabaki mfukoni mwako.`;
  return `Unapoteza shilingi ngapi ${period} kwa ${pain.loss}? Ukiwa na ${product}, pesa hiyo inabaki mfukoni mwako.`;
}

function askLine(product: string | undefined, kind: Kind, customer: Customer | undefined, investor: boolean, sheng: boolean, text: string): string | undefined {
  if (investor) return 'Tupange dakika ishirini wiki ijayo, nikuonyeshe hesabu zetu zote na kiasi tunachotafuta?';
  const at = customer?.at ?? 'kwako';
  const household = customer?.household ?? false;
  switch (kind) {
    case 'insurance':
      return household
        ? 'Tujaze fomu yako sasa hivi, ili kinga yako ianze leo usiku?'
        : 'Tujaze fomu pamoja Alhamisi hii, ili kinga ianze siku ya malipo yako ya kwanza?';
    case 'loan':
      return 'Nichukue maombi yako Jumanne hii, ili pesa iwe tayari kabla hujaihitaji?';
    case 'software':
      return sheng
        ? `Nikusetupie ${product ?? 'app'} kwa simu yako Jumatatu? Mwezi wa kwanza ni free.`
        : `Nikuwekee ${product ?? 'app hii'} kwenye simu yako Jumatatu hii? Mwezi wa kwanza hulipi chochote.`;
    case 'stock':
      return `Nichukue oda yako ya kwanza leo, nikufikishie ${at} Alhamisi asubuhi?`;
    case 'service':
      if (MATCHING.test(text)) return `Nikuandikishe kwenye ${product ?? 'huduma yetu'} leo, upate kazi yako ya kwanza kupitia kwetu wiki hii?`;
      if (DELIVERY.test(text)) return `Nichukue oda yako ya kwanza leo, ifike ${at} kesho kabla hujafungua?`;
      return `Tupange siku ya kwanza ya kazi ${at} Ijumaa hii, upime ubora wetu kwa macho yako?`;
    case 'goods':
      if (customer?.land) return `Nije ${at} Jumanne ijayo na ${product ?? 'sampuli'}, tupime pamoja kiasi unachohitaji msimu huu?`;
      if (!product) return undefined;
      if (household || !customer) return `Nikuletee ${product} nyumbani kesho asubuhi, ulipe ukishapokea?`;
      return `Nikuachie ${product} ${at} Jumatatu, utumie wiki nzima kabla ya kulipa?`;
  }
}

function problemLine(product: string, pain: Pain, who: string, household: boolean, land: boolean): string {
  if (household) return `Kila mwezi, familia nyingi zinatumia pesa nyingi mno kwa ${pain.spend}. Kazi ya ${product} ni kupunguza gharama hiyo.`;
  return `Kila ${land ? 'msimu' : 'mwezi'}, ${who} wanapoteza pesa kwa ${pain.loss}. Kazi ya ${product} ni kuzuia hasara hiyo.`;
}

function solutionLine(product: string, pain: Pain, who: string, household: boolean): string {
  if (household) return `Tunachotoa ni ${product}, ili familia yako ipunguze matumizi ya ${pain.spend}.`;
  return `Tunachotoa ni ${product} kwa ajili ya ${who}: hasara inayotokana na ${pain.loss} inakoma.`;
}

function proofLine(product: string | undefined, kind: Kind, who: string, sheng: boolean): string {
  const uses = kind === 'software' || kind === 'service' || kind === 'insurance' || kind === 'loan';
  const what = product ? `${uses ? 'wanaotumia' : 'wanaonunua'} ${product}` : uses ? 'wanaotumia huduma yetu' : 'wanaonunua kwetu';
  if (sheng) return `Usiniamini tu kwa maneno: nitakupa namba za simu za customer watatu ${what}, uwapigie wiki hii.`;
  return `Usiniamini kwa maneno tu: nitakupa namba za simu za ${who} watatu ${what}, uwapigie wiki hii.`;
}
