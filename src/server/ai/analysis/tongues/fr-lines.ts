// Lines to say in French, written anew from what the pitch sells and to whom: never the speaker's
// sentence handed back. A coach says "vous" to the salesperson and writes the line the seller can
// say to a boutiquier in Pikine or a pharmacist in Yaoundé: a question about the customer's cost,
// then the product as the answer; a next step with a day that fits what is sold. When the pitch
// does not say what it sells, or what it costs the customer today, there is no line (undefined).

import { capitalize } from '../text.ts';
import { straightQuotes } from './fr-delivery.ts';
import type { LineInput, PitchLines } from './tongue.ts';

const NBSP = '\u00a0';

type Kind = 'insurance' | 'loan' | 'software' | 'parcels' | 'distribution' | 'agriculture' | 'equipment' | 'manufacturing' | 'services' | 'shop';

// Earlier kinds win a tie: an insurance sold by app is insurance; an app for farmers is software.
const KIND_WORDS: [Kind, RegExp][] = [
  ['insurance', /(?<![\p{L}])(?:assur\p{L}*|mutuelles?|couverts?|sinistres?)(?![\p{L}])/giu],
  ['loan', /(?<![\p{L}])(?:prêts?|prête|prêter|crédits?|microfinance|rembours\p{L}*|avances?)(?![\p{L}])/giu],
  [
    'software',
    /(?<![\p{L}])(?:applications?|applis?|apps?|logiciels?|plateformes?|tableau de bord|sms|en ligne|numérique|téléphone|clic|relie|alertes?|prévient)(?![\p{L}])/giu,
  ],
  ['parcels', /(?<![\p{L}])(?:colis|envois?|fret|conteneurs?)(?![\p{L}])/giu],
  ['distribution', /(?<![\p{L}])(?:livr\p{L}*|grossistes?|distribu\p{L}*|stock|transport\p{L}*|camions?|logistique|ballots?)(?![\p{L}])/giu],
  [
    'agriculture',
    /(?<![\p{L}])(?:fermes?|agricult\p{L}*|éleveurs?|aviculteurs?|maraîch\p{L}*|récoltes?|semences?|engrais|poulets?|volailles?|irrigation|arros\p{L}*|champs?|périmètres?)(?![\p{L}])/giu,
  ],
  ['equipment', /(?<![\p{L}])(?:solaires?|kits?|panneaux|batteries?|pompes?|filtres?|lampes?|frigos?|install\p{L}*|céramique)(?![\p{L}])/giu],
  ['manufacturing', /(?<![\p{L}])(?:fabriqu\p{L}*|usines?|machines?|couturières?|production|pupitres?|tenues|uniformes|meubles?)(?![\p{L}])/giu],
  [
    'services',
    /(?<![\p{L}])(?:nettoyage|nettoy\p{L}*|réparations?|répar\p{L}*|formations?|traiteur|comptab\p{L}*|salon|coiffure|tresses|soins|cours|services?|déplace|domicile|repas|plats?|déjeuner)(?![\p{L}])/giu,
  ],
  ['shop', /(?<![\p{L}])(?:vend\p{L}*|magasin|achetez|prix)(?![\p{L}])/giu],
];

function kindOf(text: string): Kind | undefined {
  let best: Kind | undefined;
  let bestCount = 0;
  for (const [kind, pattern] of KIND_WORDS) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > bestCount) [best, bestCount] = [kind, count];
  }
  return best;
}

interface Customer {
  /** The customers as a group, without article: "boutiquiers", "pharmacies". */
  who: string;
  /** After "votre": "boutique", "pharmacie", "exploitation". */
  place: string;
  feminine: boolean;
  /** The customer is a place ("des pharmacies comme la vôtre"), not a person ("comme vous"). */
  institution?: boolean;
  household?: boolean;
}

const CUSTOMER_WORDS: [RegExp, Customer][] = [
  [/tontines?|groupes? d'épargne/iu, { who: 'groupes de tontine', place: 'groupe', feminine: false }],
  [/parents|familles?|ménages|foyers?|enfants/iu, { who: 'familles', place: 'maison', feminine: true, household: true }],
  [/boutiqu\p{L}*|épiceries?|commerçant\p{L}*|kiosques?|magasins?|supérettes?/iu, { who: 'boutiquiers', place: 'boutique', feminine: true }],
  [/pharmac\p{L}*|officines?/iu, { who: 'pharmacies', place: 'pharmacie', feminine: true, institution: true }],
  [/restaurants?|maquis|gargotes?|cantines?/iu, { who: 'restaurants', place: 'restaurant', feminine: false, institution: true }],
  [/hôtels?/iu, { who: 'hôtels', place: 'hôtel', feminine: false, institution: true }],
  [/écoles?|établissements? scolaires?/iu, { who: 'écoles', place: 'école', feminine: true, institution: true }],
  [/cliniques?|hôpita\p{L}*|centres? de santé/iu, { who: 'cliniques', place: 'clinique', feminine: true, institution: true }],
  [/maraîch\p{L}*|agriculteurs?|producteurs?|paysans?|planteurs?|cultivateurs?|périmètres?/iu, { who: 'producteurs', place: 'exploitation', feminine: true }],
  [/éleveurs?|aviculteurs?|fermes?/iu, { who: 'éleveurs', place: 'ferme', feminine: true }],
  [/pêcheurs?|mareyeu\p{L}*/iu, { who: 'pêcheurs', place: 'pirogue', feminine: true }],
  [/conducteurs?|chauffeurs?|moto-taxis?|taxis?|gbakas?|zémidjans?|transporteurs?/iu, { who: 'conducteurs', place: 'groupe de conducteurs', feminine: false }],
  [/associations?|ressortissants?|diaspora/iu, { who: 'associations', place: 'association', feminine: true, institution: true }],
  [
    /pme|entreprises?|bureaux|sociétés?|salariés|employés|comités? d'entreprise/iu,
    { who: 'entreprises', place: 'entreprise', feminine: true, institution: true },
  ],
];

// The seller describing itself ("NetBrux est une entreprise de nettoyage", "notre atelier") is not its customer.
const SELF_DESCRIPTION = /(?:est|sommes|c'est|on est) (?:un|une) (?:[\p{L}'-]+[ ,]?){0,5}|(?:notre|nos|mon|ma) [\p{L}-]+/giu;

function customerOf(text: string): Customer | undefined {
  const said = text.replace(SELF_DESCRIPTION, ' ');
  let found: { at: number; customer: Customer } | undefined;
  for (const [pattern, customer] of CUSTOMER_WORDS) {
    const at = said.search(pattern);
    if (at >= 0 && (!found || at < found.at)) found = { at, customer };
  }
  return found?.customer;
}

interface Pain {
  /** After "à cause": "des coupures de courant". */
  loss: string;
  /** After "pour": "l'électricité". */
  spend: string;
}

const PAIN_WORDS: [RegExp, Pain][] = [
  [/accidents?|volés?|vols? de/iu, { loss: "d'un accident ou d'un vol", spend: 'un accident ou un vol' }],
  [/scolarité|frais scolaires|rentrée/iu, { loss: 'des frais de scolarité payés en retard', spend: 'la rentrée scolaire' }],
  [
    /coupures?|délestages?|courant|électricité|eneo|senelec|dans le noir/iu,
    { loss: 'des coupures de courant', spend: "l'électricité et le pétrole des lampes" },
  ],
  [/gasoil|carburant|diesel|essence|groupe électrogène/iu, { loss: 'du carburant', spend: 'le carburant' }],
  [/ruptures?/iu, { loss: 'des ruptures de stock', spend: 'des produits introuvables' }],
  [
    /périm\p{L}*|jett?(?:e|ent)|gaspill\p{L}*|pourri\p{L}*|gât\p{L}*|abîm\p{L}*/iu,
    { loss: 'de la marchandise qui se gâte', spend: 'des produits qui se gâtent' },
  ],
  [/pénalités?|amendes?/iu, { loss: 'des pénalités', spend: 'des pénalités' }],
  [/diarrhée|malad\p{L}*|médicaments?/iu, { loss: 'des maladies', spend: 'les médicaments et les soins' }],
  [/douane/iu, { loss: 'des frais de douane', spend: 'les frais de douane' }],
  [/caisse|disparaît|disparaissent|détourn\p{L}*/iu, { loss: 'des caisses détournées ou perdues', spend: 'les caisses détournées' }],
  [/cahiers?|sur papier|à la main|de mémoire/iu, { loss: 'des erreurs de calcul', spend: 'des erreurs de calcul' }],
  [/intermédiaires|coxeurs?/iu, { loss: 'des intermédiaires', spend: 'les intermédiaires' }],
  [/retards?|en retard/iu, { loss: 'des retards', spend: 'des retards' }],
  [
    /(?:poulets?|bêtes|animaux|volailles?) (?:\p{L}+ ){0,3}?(?:sur|meur\p{L}*)|mortalité/iu,
    { loss: 'des bêtes perdues avant la vente', spend: 'des bêtes perdues' },
  ],
  [/demi-journée|déplac\p{L}*|aller chercher|files? d'attente|la queue|attend\p{L}*/iu, { loss: 'du temps perdu en déplacements', spend: 'les déplacements' }],
  [/sachets? d'eau|l'eau du robinet/iu, { loss: "de l'eau", spend: "l'eau en sachets" }],
  [/mangent mal|à manger|déjeuner/iu, { loss: 'des pauses déjeuner trop longues', spend: 'les repas du midi' }],
];

// When the pitch names no pain, the cost its product usually saves, said in new words.
const PAIN_OF_PRODUCT: [RegExp, Pain][] = [
  [/nettoy\p{L}*|ménage/iu, { loss: 'de locaux mal tenus', spend: 'le ménage' }],
  [/solaire|panneaux|batterie/iu, { loss: 'des coupures de courant', spend: "l'électricité et le pétrole des lampes" }],
  [/comptab\p{L}*|déclarations?|impôts/iu, { loss: 'des pénalités', spend: 'des pénalités' }],
  [/assur\p{L}*/iu, { loss: "d'un accident ou d'un vol", spend: 'un accident ou un vol' }],
  [/aliment|volailles?|poulets?/iu, { loss: 'des bêtes perdues avant la vente', spend: 'des bêtes perdues' }],
  [/uniformes?|tenues|pagnes|tissus?/iu, { loss: "de tenues usées avant la fin de l'année", spend: 'des vêtements à remplacer' }],
  [/pupitres?|meubles?|tables?|chaises?/iu, { loss: 'du matériel à remplacer trop souvent', spend: 'du matériel à remplacer' }],
  [/traiteur|repas|plats?/iu, { loss: 'des pauses déjeuner trop longues', spend: 'les repas du midi' }],
  [/filtres?|eau potable/iu, { loss: "de l'eau", spend: "l'eau en sachets" }],
];

function painOf(text: string): Pain | undefined {
  return PAIN_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? PAIN_OF_PRODUCT.find(([pattern]) => pattern.test(text))?.[1];
}

const UNNAMED: Partial<Record<Kind, string>> = {
  insurance: 'notre assurance',
  loan: 'notre prêt',
  software: 'notre application',
  parcels: "notre service d'envoi",
  distribution: 'notre livraison',
  services: 'notre service',
  manufacturing: 'nos produits',
  agriculture: 'notre solution',
  equipment: 'notre équipement',
};

const INVESTOR = /investisseurs?|levée de fonds|nous levons|on lève|investir/iu;
const MONEY = /\d[\d\s\u00a0.,]*\s*(?:millions?|milliards?|k)?\s*(?:d'euros|euros|€|de francs|francs(?: cfa)?|fcfa|dollars|\$)/iu;

interface Facts {
  name?: string;
  product?: string;
  kind?: Kind;
  customer?: Customer;
  pain?: Pain;
  investor: boolean;
  money?: string;
  text: string;
}

// "nous faisons des tenues scolaires", "je vends des mangues": what is sold, said by the seller.
const WE_SELL =
  /(?<![\p{L}])(?:nous|on|je) (?:faisons|fabriquons|vendons|vends|vend|livrons|proposons|importons|installons|fabrique|propose|importe|installe|fais|fait) (?:des|les) ([\p{L}-]{4,}s)(?: ([\p{L}-]{4,}s))?(?![\p{L}])/iu;
const ADJECTIVE_ENDING = /(?:aires|ales|aux|iques|ées|és|els|elles|eurs|euses|ifs|ives|ants|entes|ables|ibles)$/iu;

/** "nos tenues scolaires": the product in the seller's words, when no name was said. */
function productNoun(text: string): string | undefined {
  const match = text.match(WE_SELL);
  if (!match) return undefined;
  const [, noun, adjective] = match;
  return `nos ${noun.toLowerCase()}${adjective && ADJECTIVE_ENDING.test(adjective) ? ` ${adjective.toLowerCase()}` : ''}`;
}

function factsOf(input: LineInput): Facts {
  const text = straightQuotes(input.text);
  const kind = kindOf(text);
  const name = input.productName?.trim() || undefined;
  return {
    name,
    product: name ?? productNoun(text) ?? (kind ? UNNAMED[kind] : undefined),
    kind,
    customer: customerOf(text),
    pain: painOf(text),
    investor: INVESTOR.test(text),
    money: input.askSentence?.match(MONEY)?.[0].trim(),
    text,
  };
}

const yours = (customer: Customer) => (customer.institution ? (customer.feminine ? 'la vôtre' : 'le vôtre') : 'vous');
const pronoun = (customer: Customer) => (customer.feminine ? 'elle' : 'il');

// Each line comes in two wordings: when the speaker already said five words in a row of the first
// ("est-ce qu'on peut fixer…"), the second is offered, so the line is never their own handed back.

function opening(f: Facts): string[] {
  if (!f.product || !f.pain) return [];
  const product = capitalize(f.product);
  if (f.investor) {
    const who = f.customer?.who ?? 'commerçants';
    return [
      `Combien les ${who} perdent-ils chaque mois à cause ${f.pain.loss}${NBSP}? ${product} leur rend cet argent, et ils nous paient pour ça.`,
      `Chaque mois, les ${who} perdent de l'argent à cause ${f.pain.loss}. ${product} le leur rend, et c'est notre chiffre d'affaires.`,
    ];
  }
  if (f.pain.spend === 'un accident ou un vol')
    return [
      `Combien vous coûterait un accident ou un vol ce mois-ci${NBSP}? Avec ${f.product}, vous ne le paieriez pas seul.`,
      `Si demain vous avez un accident, qui paie${NBSP}? Avec ${f.product}, vous n'êtes plus seul face à la facture.`,
    ];
  const customer = f.customer;
  if (customer?.household)
    return [
      `Combien votre famille dépense-t-elle chaque mois pour ${f.pain.spend}${NBSP}? Avec ${f.product}, cet argent reste à la maison.`,
      `Faites le compte${NBSP}: combien part chaque mois dans ${f.pain.spend}${NBSP}? ${product} vous le fait garder.`,
    ];
  // Nobody named: the cost asked of the listener, without guessing a shop or a family.
  if (!customer)
    return [
      `Combien vous ${cost(f.pain.loss)} ${asSubject(f.pain.loss)} chaque mois${NBSP}? Avec ${f.product}, cet argent reste chez vous.`,
      `Faites le compte${NBSP}: ${asSubject(f.pain.loss)}, combien par mois${NBSP}? ${product} vous le fait garder.`,
    ];
  return [
    `Combien d'argent votre ${customer.place} perd-${pronoun(customer)} chaque mois à cause ${f.pain.loss}${NBSP}? Avec ${f.product}, des ${customer.who} comme ${yours(customer)} gardent cet argent.`,
    `Faites le compte${NBSP}: combien vous ${cost(f.pain.loss)} ${asSubject(f.pain.loss)} chaque mois${NBSP}? ${product} vous fait garder cet argent.`,
  ];
}

/** "coûtent" for "les coupures", "coûte" for "le carburant". */
const cost = (loss: string) => (/^les /.test(asSubject(loss)) || / ou /.test(loss) ? 'coûtent' : 'coûte');

/** "des coupures de courant" said as a subject: "les coupures de courant". */
function asSubject(loss: string): string {
  return loss
    .replace(/^des /, 'les ')
    .replace(/^du /, 'le ')
    .replace(/^de la /, 'la ')
    .replace(/^de l'/, "l'")
    .replace(/^d'un (\p{L}+) ou d'un /u, 'un $1 ou un ')
    .replace(/^de /, 'les ');
}

const isGroup = (customer: Customer | undefined) => !!customer && /groupe|association/.test(customer.place);

function ask(f: Facts): string[] {
  if (f.investor) {
    const amount = f.money ? `Nous levons ${f.money}. ` : '';
    return [
      `${amount}Pouvons-nous prendre vingt minutes la semaine prochaine pour vous présenter les chiffres${NBSP}?`,
      `${amount}Je vous propose vingt minutes mardi prochain pour parcourir les chiffres ensemble.`,
    ];
  }
  const customer = f.customer;
  const place = customer && !customer.household ? `votre ${customer.place}` : undefined;
  const product = f.name ?? f.product;
  switch (f.kind) {
    case 'insurance':
      return place
        ? [
            `Est-ce que je peux inscrire ${place} cette semaine, pour que vous soyez couverts dès le premier paiement${NBSP}?`,
            `Je vous propose de signer ce vendredi${NBSP}: vous êtes couverts dès le premier paiement.`,
          ]
        : [
            `Est-ce que je vous inscris aujourd'hui, pour que vous soyez couvert dès ce soir${NBSP}?`,
            `Je vous inscris maintenant${NBSP}? Vous êtes couvert dès ce soir.`,
          ];
    case 'loan':
      return [
        `Est-ce que je peux prendre votre demande cette semaine, pour que l'argent soit prêt avant que vous en ayez besoin${NBSP}?`,
        `Je vous propose de remplir la demande ensemble jeudi${NBSP}: l'argent sera prêt avant la date.`,
      ];
    case 'software':
      if (!product) return [];
      if (isGroup(customer))
        return [
          `Est-ce que je peux inscrire ${place} sur ${product} cette semaine, avec le premier mois offert${NBSP}?`,
          `Je vous propose d'inscrire ${place} sur ${product} samedi, le premier mois est offert.`,
        ];
      return place
        ? [
            `Est-ce que je peux installer ${product} dans ${place} cette semaine, avec le premier mois offert${NBSP}?`,
            `Je vous propose d'installer ${product} chez vous jeudi, le premier mois est offert.`,
          ]
        : [
            `Est-ce que je peux installer ${product} sur votre téléphone maintenant, pour l'essayer gratuitement cette semaine${NBSP}?`,
            `Je vous installe ${product} sur votre téléphone tout de suite${NBSP}? La première semaine est gratuite.`,
          ];
    case 'parcels':
      return [
        `Est-ce qu'on peut venir chercher votre premier envoi samedi, pour que vous suiviez chaque étape vous-même${NBSP}?`,
        `Je vous propose un premier enlèvement samedi matin${NBSP}: vous suivez le colis jusqu'à la remise.`,
      ];
    case 'distribution':
      return [
        `Est-ce que je prends votre première commande aujourd'hui, pour une livraison jeudi matin${place ? ` à ${place}` : ''}${NBSP}?`,
        `Je note votre première commande maintenant et on vous livre jeudi matin${NBSP}?`,
      ];
    case 'agriculture':
      return [
        `Est-ce que je peux passer sur votre ${customer?.place === 'ferme' ? 'ferme' : 'exploitation'} mardi prochain${f.name ? ` avec ${f.name}` : ''}, pour voir ensemble ce qu'il vous faut cette saison${NBSP}?`,
        `Je vous propose une visite mardi prochain${NBSP}: on calcule ensemble ce qu'il vous faut pour la saison.`,
      ];
    case 'equipment':
      if (!product) return [];
      return place
        ? [
            `Est-ce que je peux venir installer ${product} dans ${place} lundi, pour que vous l'essayiez une semaine avant de payer${NBSP}?`,
            `Je vous propose une installation d'essai lundi${NBSP}: vous jugez sur une semaine avant de payer.`,
          ]
        : [
            `Est-ce que je peux passer vous installer ${product} samedi matin, pour que vous l'essayiez une semaine avant de payer${NBSP}?`,
            `Je vous propose une installation d'essai samedi matin${NBSP}: vous jugez sur une semaine avant de payer.`,
          ];
    case 'manufacturing':
      return [
        `Est-ce qu'on peut vous livrer un lot d'essai la semaine prochaine, pour que vous testiez ${f.name ?? 'la qualité'} avant de commander${NBSP}?`,
        `Je vous propose un lot d'essai livré mardi prochain${NBSP}: vous jugez la qualité avant la grosse commande.`,
      ];
    case 'services':
      return place
        ? [
            `Est-ce qu'on peut fixer un premier rendez-vous dans ${place} ce vendredi, pour que vous jugiez le travail vous-même${NBSP}?`,
            `Je vous propose un premier rendez-vous vendredi${NBSP}: vous jugez notre travail sur pièce.`,
          ]
        : [
            `Est-ce que je vous réserve un premier rendez-vous ce samedi matin${NBSP}?`,
            `Je vous propose un premier rendez-vous samedi matin, à l'heure qui vous arrange.`,
          ];
    case 'shop':
      return f.name
        ? [
            `Je vous en mets un de côté aujourd'hui, pour que vous l'emportiez cet après-midi${NBSP}?`,
            `Je vous en garde un jusqu'à ce soir${NBSP}? Vous passez le prendre après le travail.`,
          ]
        : [];
    default:
      return [];
  }
}

function problem(f: Facts): string[] {
  if (!f.product || !f.pain) return [];
  const product = capitalize(f.product);
  const fixes = /^nos /i.test(f.product) ? 'règlent' : 'règle';
  if (!f.customer)
    return [
      `Chaque mois, vos clients perdent de l'argent à cause ${f.pain.loss}. ${product} ${fixes} ce problème.`,
      `Tous les mois, de l'argent part à cause ${f.pain.loss}. ${product} ${fixes === 'règle' ? 'arrête' : 'arrêtent'} cette perte.`,
    ];
  if (f.customer.household)
    return [
      `Chaque mois, les familles dépensent trop pour ${f.pain.spend}. ${product} ${fixes} ce problème.`,
      `Pour ${f.pain.spend}, les familles paient trop, tous les mois. ${product} change ça.`,
    ];
  return [
    `Chaque mois, les ${f.customer.who} perdent de l'argent à cause ${f.pain.loss}. ${product} ${fixes} ce problème.`,
    `Tous les mois, de l'argent part à cause ${f.pain.loss}. ${product} ${fixes === 'règle' ? 'arrête' : 'arrêtent'} cette perte.`,
  ];
}

function solution(f: Facts): string[] {
  if (!f.product || !f.pain) return [];
  if (!f.customer)
    return [
      `Voici ce que nous proposons${NBSP}: ${f.product}, pour ne plus perdre d'argent à cause ${f.pain.loss}.`,
      `Ce que nous apportons${NBSP}: ${f.product}, et l'argent perdu à cause ${f.pain.loss} reste chez vous.`,
    ];
  if (f.customer.household)
    return [
      `Voici ce que nous proposons${NBSP}: ${f.product}, pour que votre famille dépense moins pour ${f.pain.spend}.`,
      `Ce que nous apportons${NBSP}: ${f.product}, et votre famille dépense moins pour ${f.pain.spend}.`,
    ];
  return [
    `Voici ce que nous proposons${NBSP}: ${f.product}, pour les ${f.customer.who}, pour que votre ${f.customer.place} ne perde plus d'argent à cause ${f.pain.loss}.`,
    `Ce que nous apportons${NBSP}: ${f.product}, et votre ${f.customer.place} arrête de perdre de l'argent à cause ${f.pain.loss}.`,
  ];
}

// How customers use what is sold: a feed is bought, an app used, a delivery service worked with.
const USED: Partial<Record<Kind, string>> = {
  shop: 'achètent',
  manufacturing: 'achètent',
  agriculture: 'achètent',
  equipment: 'ont installé',
  distribution: 'travaillent avec',
  parcels: 'envoient avec',
  services: 'travaillent avec',
  insurance: 'sont assurés chez',
  loan: 'ont emprunté chez',
};

function proof(f: Facts): string[] {
  const who = f.customer?.who ?? 'clients';
  const uses = f.kind ? (USED[f.kind] ?? 'utilisent') : 'utilisent';
  const what = f.product ? `${uses} ${f.product}` : 'travaillent avec nous';
  return [
    `Ne me croyez pas sur parole${NBSP}: je vous donne le numéro de trois ${who} qui ${what} aujourd'hui, appelez-les cette semaine.`,
    `Ne me croyez pas sur parole${NBSP}: voici trois numéros de ${who} qui ${what} déjà, vous pouvez les appeler dès ce soir.`,
  ];
}

const wordsOf = (text: string) =>
  straightQuotes(text)
    .toLowerCase()
    .match(/[\p{L}\p{N}']+/gu) ?? [];

/** Whether `line` repeats a run of `size` words the speaker said. */
export function sharesRun(line: string, spoken: string, size = 5): boolean {
  const said = ` ${wordsOf(spoken).join(' ')} `;
  const words = wordsOf(line);
  for (let i = 0; i + size <= words.length; i++) if (said.includes(` ${words.slice(i, i + size).join(' ')} `)) return true;
  return false;
}

/** Lines to say in French, in new words; undefined where the pitch lacks the facts. */
export function frenchLines(input: LineInput): PitchLines {
  const f = factsOf(input);
  const fresh = (lines: string[]) => lines.find((line) => !sharesRun(line, input.text));
  const proofs = proof(f);
  return { opening: fresh(opening(f)), ask: fresh(ask(f)), problem: fresh(problem(f)), solution: fresh(solution(f)), proof: fresh(proofs) ?? proofs[1] };
}
