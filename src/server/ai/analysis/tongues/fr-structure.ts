// The five parts of a French pitch (hook, problem, solution, proof, ask), read from how sellers
// say them: "Combien votre boutique perd-elle… ?", "on a réduit les pertes de moitié", "est-ce
// qu'on peut passer samedi ?". Typed or recognised (lower case, no punctuation, digits), with the
// Franglais and West African words sellers mix in ("le business", "un call", "le follow-up").

import { countWords } from '../text.ts';
import { straightQuotes } from './fr-delivery.ts';
import { wordPattern } from './word-rules.ts';

/**
 * A recogniser hears "est-ce que", "peut-être", "pouvons-nous" as separate words ("est ce que"):
 * a hyphen between two letters of a pattern matches a space too.
 */
export const hy = (core: string) => core.replace(/(?<=\p{L})-(?=\p{L})/gu, '[- ]');
/** A whole-word pattern that tests once (no global flag, so no lastIndex to trip on). */
const once = (core: string) => new RegExp(wordPattern(hy(core)).source, 'iu');
const test = (pattern: RegExp, text: string) => pattern.test(straightQuotes(text));

// ---------------------------------------------------------------------------------------------
// Numbers and time

const NUMBER_WORDS = String.raw`deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|vingts|trente|quarante|cinquante|soixante|soixante-dix|quatre-vingts?|quatre-vingt-dix|cent|cents|mille|milles|millions?|milliards?|dizaines?|douzaines?|quinzaines?|vingtaines?|trentaines?|quarantaines?|cinquantaines?|centaines?|milliers|moitié|tiers|quart|(?:un|une) (?:\p{L}+ )?sur (?:deux|trois|quatre|cinq|dix|cent|\d+)`;
const NUMBER = new RegExp(String.raw`\d|(?<![\p{L}'-])(?:${hy(NUMBER_WORDS)})(?![\p{L}'])|%`, 'iu');

/** Digits or number words ("trois cents éleveurs", "la moitié", "un sur dix"); "un" alone is an article. */
export function hasNumber(text: string): boolean {
  return NUMBER.test(straightQuotes(text));
}

const DAYS = String.raw`lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche`;
const MONTHS = String.raw`janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre`;
const TIME = once(
  String.raw`aujourd'hui|demain|après-demain|ce soir|ce matin|cet après-midi|cette (?:semaine|quinzaine)|ce (?:mois(?:-ci)?|week-end|trimestre)|(?:la semaine|le mois|le trimestre|l'an|l'année) prochaine?|(?:${DAYS})(?: (?:prochain|matin|soir|après-midi))?|week-end|(?:${MONTHS})|(?:le|du|au) (?:\d{1,2}|1er|premier) (?:${MONTHS})|\d{1,2} ?h(?:eures?)?(?: ?\d\d)?|midi|minuit|d'ici (?:la fin|vendredi|samedi|lundi|demain)|à la rentrée|avant la rentrée|(?:ce|cette|la) (?:saison|campagne|rentrée)`,
);

/** Names a day or a time ("samedi", "la semaine prochaine", "à 10 h"). */
export function hasTime(text: string): boolean {
  return test(TIME, text);
}

const CURRENCY = String.raw`francs?(?: cfa| guinéens| congolais)?|f ?cfa|cfa|fcfa|xof|xaf|gnf|fc|euros?|€|dollars?|\$|cedis|nairas?|dirhams?|balles`;
const MONEY = new RegExp(
  String.raw`(?:\d[\d\s\u00a0\u202f.,]*|(?<![\p{L}])(?:${NUMBER_WORDS})(?: (?:${NUMBER_WORDS}))*)\s*(?:${CURRENCY})(?![\p{L}])|(?:€|\$)\s?\d`,
  'iu',
);
const PRICE_WORDS = once(
  String.raw`co[uû]te(?:nt|ra)?|vaut|valent|prix|tarif|payables?|abonnement|factur\p{L}*|(?:à|pour) seulement|par mois|par semaine|par jour|le plat|la pièce|le sac`,
);

/** A price said as a number ("coûte 15 000 francs", "2 500 francs le plat", "450 euros par mois"). */
export function isPrice(sentence: string): boolean {
  const text = straightQuotes(sentence);
  return MONEY.test(text) && (PRICE_WORDS.test(text) || countWords(text) <= 8);
}

// ---------------------------------------------------------------------------------------------
// Who is speaking, and how

const BIOGRAPHY = once(
  String.raw`je m'appelle|mon nom est|mon nom c'est|moi c'est|je suis (?:né|née|originaire)|je viens de|j'habite|j'ai grandi|mon père|ma mère|mes parents|je suis mariée?|j'ai (?:\p{L}+ )?enfants|mère de|père de|j'ai étudié|j'ai fait mes études|j'ai travaillé|je suis (?:le|la|l') (?:fondat(?:eur|rice)|cofondat(?:eur|rice)|co-fondat(?:eur|rice)|gérante?|directeur|directrice|responsable|pdg|patronne?|propriétaire)|j'ai (?:créé|fondé|lancé|ouvert|commencé) (?:mon|ma|notre|cette|l'|le)|(?:mon|ma|notre) (?:entreprise|boutique|atelier|société|startup) a (?:été créée?|ouvert|commencé)`,
);

/** About the speaker (name, town, family, studies, title): never a hook. */
export function isBiography(sentence: string): boolean {
  return test(BIOGRAPHY, sentence);
}

// Greetings of the places our sellers work in: Wolof ("nanga def"), Bambara ("i ni ce"), Lingala ("mbote").
const GREETING = new RegExp(
  String.raw`^\W*(?:(?:bonjour|bonsoir|salut|coucou|bienvenue|mesdames|messieurs|chers? (?:amis|clients|partenaires)|bonne (?:journée|soirée)|salam|as?salamou? ?aleykoum|salamalekoum|nanga def|na nga def|i ni ce|i ni sogoma|mbote|je m'appelle|mon nom est|moi c'est)(?![\p{L}'-])|je suis (?=\p{Lu}))`,
  'iu',
);
const NAMED_AFTER_JE_SUIS = /^\W*[Jj]e suis \p{Lu}/u;

/** A greeting or a name first: polite, no reason to listen. */
export function isGreeting(sentence: string): boolean {
  const text = straightQuotes(sentence);
  if (/^\W*je suis /iu.test(text)) return NAMED_AFTER_JE_SUIS.test(text);
  return GREETING.test(text);
}

const RUDE = once(
  String.raw`vous n'y connaissez rien|vous ne comprenez rien|vous n'avez rien compris|écoutez(?:-moi)? bien|soyons (?:clairs|francs)|franchement,? vous|vous êtes (?:nuls?|bêtes?|idiots?|naïfs?)|idiots?|imbéciles?|stupides?|crétins?|taisez-vous|ta gueule|(?:me|nous) faites perdre (?:mon|notre) temps|perdre (?:mon|notre) temps avec vous|quelqu'un de plus (?:malin|intelligent)|tant pis pour vous|c'est votre problème|même un enfant (?:comprendrait|verrait)|si vous ne voyez pas|il faut être (?:bête|aveugle|idiot)|vous feriez mieux de|ne venez pas pleurer`,
);

/** Talks down to or insults the listener. */
export function isRude(sentence: string): boolean {
  return test(RUDE, sentence);
}

// ---------------------------------------------------------------------------------------------
// Problem

const PROBLEM = once(
  String.raw`problèmes?|perd|perds|perdent|perdons|perdez|perdre|perdu|perdue|perdus|pertes?|jett?(?:e|ent|er|é|ons)|gaspill\p{L}*|périm\p{L}*|pourri\p{L}*|gât\p{L}*|abîm\p{L}*|cass(?:e|ent|é|ée|és)|en panne|pannes?|coupures?|coupe le courant|délestages?|ruptures?|en retard|retards?|attend(?:ent|re|ez)?|fil(?:e|es) d'attente|fait la queue|font la queue|trop (?:cher|chère|chers|chères|long|longue|lent|lente|tard|loin|compliqué|petit|peu)|coûte cher|coûtent cher|(?:est|sont|reste|restent) (?:très |trop )?(?:cher|chère|chers|chères)|ont du mal|a du mal|du mal à|difficile\p{L}*|galère\p{L}*|souffr\p{L}*|malades?|maladies?|meurt|meurent|mort|morts|volés?|volées?|vols? de|fraudes?|contrefa\p{L}*|arnaqu\p{L}*|escroc\p{L}*|amendes?|pénalités?|dettes?|impayés?|ne (?:savent|sait|savez) pas|sans (?:revenus?|argent|travail|clients)|risques?|peur|inquiet\p{L}*|stress\p{L}*|(?:est|reste|sont|restent) fermée?s?|disparaît|disparaissent|dans des cahiers|sur (?:un |des )?cahiers?|sur papier|à la main|de mémoire|intermédiaires|coxeurs?|usuriers?|payer deux fois|paient deux fois|paient plus|pénuries?|manque(?:nt)? de|plus de courant|dans le noir|mangent mal|déçus?|déçues?|froid et en retard|paient (?:cher|le prix fort)|la douane|sécheresses?|inondations?|chômage|dépense(?:nt)? (?:\d[\d\s]*|trop|beaucoup|des fortunes)|endett\p{L}*|sans (?:électricité|lumière)(?= le soir| la nuit)|ne (?:peuvent|peut) (?:pas|plus)`,
);
// A result the offer brought is not a pain: "on a réduit les pertes de moitié", "aucun franc perdu".
const RESULT = new RegExp(
  String.raw`(?:réduit|baissé|diminué|divisé|coupé|évité|supprimé)\s+(?:[\p{L}'-]+\s+){0,3}?(?:pertes?|ruptures?|retards?|gaspillage|coupures?|pannes?)|(?:pertes?|ruptures?|retards?|pannes?)\s+(?:[\p{L}'-]+\s+){0,3}?(?:ont |a )?(?:baissé|diminué|chuté|fondu|disparu)|aucun\p{L}*\s+(?:[\p{L}'-]+\s+){0,3}?(?:perdu|perte|pénalité|retard|réparation|panne)|moins (?:de|d'un) (?:[\p{L}\d%]+\s+){0,3}?(?:pertes?|retards?|en retard|pannes?)|sans (?:perte|retard|pénalité|panne|coupure)s?`,
  'giu',
);

/** The sentence without the results it reports, to look for a pain in what is left. */
export const withoutResults = (sentence: string) => straightQuotes(sentence).replace(RESULT, ' ');

/** A pain of the customer is named. */
export function isProblem(sentence: string): boolean {
  return PROBLEM.test(withoutResults(sentence));
}

// ---------------------------------------------------------------------------------------------
// Solution

const OFFER_NOUNS = String.raw`application|appli|app|logiciel|plateforme|service|outil|kit|filtre|pompe|assurance|mutuelle|entreprise|atelier|société|startup|start-up|coopérative|solution|système|réseau|machine|produit|tontine|caisse|prêt|crédit|formule|abonnement|boutique|cabinet|agence|fabricant|grossiste|distributeur|traiteur|marque|gamme|offre|salon|école|centre|food truck|truck|programme|pack|carte|montre|balance|four|séchoir|moulin|panneau|lampe|frigo|congélateur|tricycle|moto`;
const WE_DO = String.raw`livr|install|fabriqu|vend|propos|offr|fourni|aid|répar|nettoy|transport|prêt|assur|form|import|distribu|cuisin|récupér|regroup|garanti|prépar|connect|rel|couvr|accompagn|collect|transform|produis|produi|cultiv|élev|soign|coiff|cous|tiss|envoi|suiv|tien|gèr|ger|financ|loue|lou|constru|conçoi|concev|creus|forg|impri`;
const SOLUTION = once(
  String.raw`(?:nous|on) (?:(?:vous|leur|lui|les|le|la|y|en) )?(?:${WE_DO})\p{L}*|(?:nous|on) (?:avons|a) (?:créé|développé|lancé|conçu|mis au point|monté|construit)|(?:je|j') (?:vends|livre|fabrique|propose|installe|répare|fais|couds|offre|loue|prête|cultive|élève|importe|transporte)|(?:est|c'est) (?:[\p{L}'-]+ ){0,2}(?:un|une) (?:[\p{L}'-]+ ){0,3}(?:${OFFER_NOUNS})|(?:nous sommes|on est) (?:un|une) (?:[\p{L}'-]+ ){0,3}(?:${OFFER_NOUNS})|(?:notre|nos) (?:${OFFER_NOUNS})s?|permet(?:tent)? (?:de|d'|à|aux|au)|vous permet|grâce à (?:notre|nos)|pour que vous (?:puissiez|ayez|gardiez|sachiez|voyiez)|(?:vous|leur) (?:dit|dis|prévient|envoie|livre|montre|rappelle|garantit|rembourse|donne accès)|(?:installe|livre|fabrique|lit|relie|garde|regroupe|transforme|tient|prépare|assure|couvre|connecte|prévient|compare|calcule|suit|rembourse|nettoie|répare|sert|transporte|collecte|vient sur place) (?:un|une|le|la|les|l'|votre|vos|des|chaque|tout|toute|tous|toutes|en|votre|sur)|se paie en|payables? en|remboursables? en|devenez (?:agent|partenaire|revendeu(?:r|se)|membre|distributeur)`,
);

/** What is offered and what it does. */
export function isSolution(sentence: string): boolean {
  return test(SOLUTION, sentence);
}

// ---------------------------------------------------------------------------------------------
// Proof

const CUSTOMERS = String.raw`clients?|clientes?|utilisat(?:eurs?|rices?)|abonnés?|membres?|boutiques|boutiquiers|commerçant\p{L}*|pharmacies|écoles|familles|ménages|parents|mamans|femmes|éleveurs|aviculteurs|maraîchers|agriculteurs|producteurs|paysans|planteurs|pêcheurs|conducteurs|chauffeurs|taxis|motos|entreprises|pme|restaurants|maquis|hôtels|bureaux|groupes|associations|coopératives|cliniques|hôpitaux|salons|ateliers|épiceries|magasins|supermarchés|villages|quartiers|élèves|étudiants`;
const TRACTION = once(
  String.raw`${CUSTOMERS}|colis|repas|tonnes|ventes|chiffre d'affaires|commandes|livré\p{L}*|installé\p{L}*|vendu\p{L}*|inscrit\p{L}*|équipé\p{L}*|transporté\p{L}*|économis\p{L}*|réduit|baissé|augmenté|doublé|triplé|gagn\p{L}*|recommand\p{L}*|font confiance|pilote|partenaires?|events?|événements|mariages|pupitres|sacs|machines|couturières|tenues|uniformes|kits|pompes|filtres|lampes|contrats|sinistres|remboursé\p{L}*|prêts|dossiers`,
);
const OWN = once(String.raw`nous|on|nos|notre|chez nous|avec nous|j'ai|nos clients|je`);
// What customers do with the offer, said of them: "ils ont économisé", "recommandent", "l'utilisent".
const USERS_DID = once(
  String.raw`(?:l'|les |en |nous )?(?:utilisent|achètent|commandent|recommandent|reviennent|paient|font confiance|ont économisé|économise(?:nt)?|ont gagné|gagnent|ont réduit|ont augmenté|ont doublé|vendent plus|sont (?:avec nous|satisfaits|couverts|assurés))`,
);
const PERCENT = new RegExp(
  String.raw`\d+(?:[.,]\d+)?\s?(?:%|pour ?cent(?![\p{L}])|percent(?![\p{L}]))|(?<![\p{L}])(?:deux|trois|quatre|cinq|dix) fois plus`,
  'iu',
);
const SOCIAL_PROOF = once(
  String.raw`nous font confiance|font confiance à|témoignages?|prix (?:du|de la)|lauréat\p{L}*|primé\p{L}*|soutenu par|financé par|partenaire (?:de|officiel)|vu (?:sur|à la) (?:tv|télé|rfi|france 24)|lettres? d'intention|déjà (?:\d|plus de)`,
);
// "Samedi, je passe… est-ce qu'on peut inscrire vos 30 conducteurs ?": the ask's numbers prove nothing.
const ASK_START = once(
  String.raw`est-ce (?:que|qu')|(?:puis|pouvons|pourrions|pourrais)[- ](?:je|nous)|peut[- ]on|je vous propose|je propose|on (?:peut|pourrait) (?:vous )?(?:inscrire|livrer|installer|passer|venir|fixer|réserver|bloquer|commencer|signer)`,
);
const STRAY_ESTCE = /est[- ]ce qu'/iu;

function beforeAskOf(sentence: string): string {
  const text = straightQuotes(sentence);
  const at = text.search(ASK_START);
  return at >= 0 ? text.slice(0, at) : STRAY_ESTCE.test(text) ? text.slice(0, text.search(STRAY_ESTCE)) : text;
}

// "depuis neuf ans", "il y a trois ans", "solides pour dix ans": a duration, not a result or a striking number.
const DURATION = new RegExp(
  String.raw`(?:(?:depuis|il y a|pendant|pour|durant|en) )?(?:(?:maintenant|plus de|près de|presque|environ) )?(?<![\p{L}])(?:\d+|${NUMBER_WORDS}) (?:ans|années|an)(?![\p{L}])|\b(?:19|20)\d\d\b`,
  'giu',
);
// "à 18 heures au lieu de 22 heures": a time of day counts nothing.
const CLOCK = /(?<![\p{L}\d])\d{1,2}\s?(?:h|heures?)(?:\s?\d\d)?(?![\p{L}])/giu;

/** The speaker's evidence: customers counted, results with a number, named social proof. */
export function isProof(sentence: string): boolean {
  const claim = beforeAskOf(sentence).replace(DURATION, ' ').replace(CLOCK, ' ');
  if (!claim.trim()) return false;
  const own = OWN.test(claim) || USERS_DID.test(claim);
  const counted = hasNumber(claim) && TRACTION.test(claim) && own;
  const percent = PERCENT.test(claim) && own;
  return counted || percent || SOCIAL_PROOF.test(claim) || (hasNumber(claim) && USERS_DID.test(claim));
}

/** The proof is the speaker's own ("nous", "nos clients", "ils nous achètent"), not a market statistic. */
export function isOwnClaim(sentence: string): boolean {
  const claim = beforeAskOf(sentence);
  return OWN.test(claim) || USERS_DID.test(claim);
}

// ---------------------------------------------------------------------------------------------
// Hook

const BOLD_CLAIM = once(
  String.raw`imaginez|imagine|et si|saviez-vous|vous saviez que|savez-vous|combien|avez-vous déjà|vous avez déjà|pourquoi|jamais|personne ne|aucune? (?:boutique|famille|école|client|commerçant)|chaque (?:jour|semaine|mois|année|an|matin|soir|nuit|saison|midi|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|week-end|rentrée|trimestre)|tous les (?:jours|mois|matins|soirs|ans|midis)|le (?:seul|premier|plus grand|moins cher)|la (?:seule|première|plus grande)|numéro un|n°\s?1|des millions|des milliards|la moitié|un tiers|le quart|(?:un|une) (?:\p{L}+ )?sur (?:deux|trois|quatre|cinq|dix|\d+)`,
);
const DOUBT = once(String.raw`peut-être|je pense|je crois|normalement|on va dire|j'espère|en quelque sorte|plus ou moins|probablement|un peu|je dirais`);
const SPEAKER = once(String.raw`je|j'|nous|notre|nos|on|mon|ma|mes|moi`);
// Recognised speech has no "?": a question shows in its first words.
const QUESTION_START = once(
  String.raw`^\W*(?:combien|est-ce que vous|est-ce qu'il|saviez-vous|savez-vous|avez-vous|connaissez-vous|pourquoi|et si|que diriez-vous|vous savez combien|qui parmi vous|si (?:vous|votre|vos|demain|chaque))`,
);

/** One word that opens the real opening after a short greeting ("combien", "imaginez", "si"). */
export const hookStart = /^(?:si|imaginez|imagine|combien|saviez|savez|avez|connaissez|pourquoi|chaque|aujourd'hui)$/iu;

/** A single price line ("Riz, 25 kilos, 20 000 francs."): its number is a price, not a reason to listen. */
function isPriceTag(sentence: string): boolean {
  const rest = straightQuotes(sentence)
    .replace(MONEY, ' ')
    .replace(/\d[\d\s.,]*|\b(?:kilos?|kg|sacs?|litres?|le|la|les|un|une|à|pour|de|du|seulement|pièces?|cartons?)\b/giu, ' ');
  return MONEY.test(straightQuotes(sentence)) && countWords(rest.replace(/[^\p{L}\s'-]/gu, ' ')) <= 2;
}

/**
 * A question, a number or a bold claim; the first sentence may also hook with a short concrete pain
 * said of the customer. Never a hedged, rude, biography or greeting sentence, nor one over 30 words.
 */
export function isHook(sentence: string, isFirst: boolean): boolean {
  const text = straightQuotes(sentence);
  if (countWords(text) > 30 || DOUBT.test(text) || isRude(text) || isBiography(text) || isGreeting(text) || isPriceTag(text)) return false;
  const claim = text.replace(DURATION, ' ');
  if (claim.includes('?') || QUESTION_START.test(claim) || hasNumber(claim) || BOLD_CLAIM.test(claim)) return true;
  return isFirst && countWords(text) <= 20 && isProblem(text) && !SPEAKER.test(text);
}

// ---------------------------------------------------------------------------------------------
// Ask

// Phrases that ask wherever they are said…
const STRONG_ASK = once(
  String.raw`est-ce (?:que |qu' ?)(?:je|j'|nous|on) (?:\p{L}+ ){0,2}(?:peux|pouvons|peut|pourrais|pourrait|pourrions|puis|vous|passe|prend|prends|inscri\p{L}*|réserve|bloque|fixe|livre|installe)|(?:puis|pouvons|pourrions|pourrais|pourrait)[- ](?:je|nous|on)|peut[- ]on|je vous (?:propose|invite) (?:de|d'|à)|je propose (?:de|d'|qu')|nous (?:vous )?proposons de|je voudrais (?:vous )?(?:demander|proposer|inviter)|nous (?:voudrions|aimerions) (?:vous )?(?:proposer|demander|inviter)|(?:nous|on) (?:cherchons|recherchons|cherche|recherche) (?:(?:maintenant|aujourd'hui|encore) )?(?:\p{L}+ ){0,3}(?:partenaires?|investisseurs?|distributeurs?|revendeu\p{L}*|clients?|écoles|associations|boutiques|commerçants|pharmacies|restaurants|entreprises|agents)|(?:nous|on|je) (?:cherchons|recherchons|cherche|recherche) (?:\d[\d  .,]*|(?:${hy(NUMBER_WORDS)})[\p{L} -]*?) ?(?:francs|fcfa|cfa|dollars|euros|\$|€)|nous levons|on lève|levée de fonds|investisseurs?|investir (?:dans|chez|avec) (?:nous|notre)|inscrivez-vous|précommand\p{L}*|rejoignez-nous|rejoignez (?:notre|nos)|signons|on signe|je vous inscris|je vous mets|je vous réserve|je vous livre (?:\p{L}+ ){0,3}(?:demain|samedi|lundi|mardi|mercredi|jeudi|vendredi|dimanche|cette)`,
);
// …and closing forms that ask only near the end ("appeler" in the problem asks nothing).
const CLOSING_ASK = once(
  String.raw`est-ce (?:que |qu' ?)(?:vous|votre \p{L}+|vos \p{L}+) (?:\p{L}+ ){0,2}?(?:pouvez|peut|pourriez|pourrait|voulez|voudriez|seriez|êtes prêts?)|pouvez-vous|pourriez-vous|voulez-vous|souhaitez-vous|seriez-vous|vous (?:pourriez|pouvez) (?:nous|me) (?:appeler|contacter|écrire|rendre visite|rejoindre)|intéress\p{L}*|n'hésitez pas|contactez|appelez|écrivez|passez (?:nous|me|à|au|chez)|venez|rendez-vous|rencontr\p{L}*|(?:en )?parler|parlons|discutons|rester en contact|restons en contact|revenir vers nous|essai|essayez|démonstration|démo|dégustation|devis|commande\p{L}*|achetez|réserv\p{L}*|inscri\p{L}*|partenai\p{L}*|soutien|travailler ensemble|voir ensemble|je vous (?:laisse|invite)|j'aimerais|nous aimerions|ça vous dit|qu'en dites-vous|on se voit|on fixe|fixons|je passe|je peux passer|(?:on|nous) (?:peut|pouvons|pourrait|pourrions) (?:\p{L}+ ){0,2}(?:venir|passer|commencer|livrer|installer|inscrire|faire|fixer)|on fait (?:le|un) (?:follow-up|suivi|point)|(?:votre|vos) (?:avis|retours)|ce que vous en pensez|follow-up`,
);
// "Commandez vos dix premiers sacs cette semaine…", "Achetez-en.": a request said as an instruction.
const IMPERATIVE_SENTENCE = once(
  String.raw`^\W*(?:(?:alors|donc|et|maintenant|s'il vous plaît|allez),?\s+)?(?:commandez|achetez|achetez-en|appelez|venez|passez|essayez|inscrivez|réservez|contactez|écrivez|rejoignez|prenez|envoyez|téléchargez|testez|signez|goûtez|demandez|donnez|faites|laissez|confiez|choisissez|profitez|ouvrez|payez)`,
);
// In recognised speech an instruction is an ask wherever the chunk cuts it, not after a subject ("les clients commandent").
const IMPERATIVE_ASK = once(
  String.raw`(?<!(?:vous|nous|qui|je|on|ils|elles|il|elle|les|pour|de|à)\s)(?:appelez-(?:moi|nous)|venez (?:nous|me|à|au|voir|essayer)|passez (?:nous voir|me voir|à la|au)|commandez (?:dès|aujourd'hui|maintenant|vos|votre)|inscrivez-vous|réservez (?:dès|votre|vos|aujourd'hui)|écrivez-(?:moi|nous))`,
);

/** A request to the listener; near the end, closing forms and instructions count too. */
export function isAsk(sentence: string, nearEnd: boolean): boolean {
  const text = straightQuotes(sentence);
  if (STRONG_ASK.test(text) || IMPERATIVE_ASK.test(text)) return true;
  return nearEnd && (CLOSING_ASK.test(text) || IMPERATIVE_SENTENCE.test(text));
}

const SPECIFIC = new RegExp(
  String.raw`\d|(?<![\p{L}'-])(?:deux|trois|quatre|cinq|six|dix|quinze|vingt|trente|cent|mille|premiers?|premières?|minutes?|tout de suite|maintenant|dès aujourd'hui)(?![\p{L}'])`,
  'iu',
);
// "si vous êtes intéressé", "quand vous voulez", "un de ces jours": nothing to say yes to.
const VAGUE_ASK = once(
  String.raw`si (?:vous êtes|tu es|ça vous|cela vous|jamais ça vous|jamais cela vous) (?:\p{L}+ )?intéress\p{L}*|si ça vous dit|si vous (?:voulez|le souhaitez|souhaitez|désirez)|n'hésitez pas|revenir vers nous|un de ces jours|un jour|quand vous (?:voulez|pouvez|serez prêts?|aurez le temps)|à l'occasion|rester en contact|restons en contact|votre soutien|(?:votre|vos) avis|ce que vous en pensez|éventuellement|plus tard|à l'avenir|un autre jour|quand ça vous arrange`,
);

/** The ask names an amount, a number or a time and does not leave the when to the listener. */
export function isSpecificAsk(sentence: string): boolean {
  const text = straightQuotes(sentence);
  return (SPECIFIC.test(text) || hasTime(text)) && !VAGUE_ASK.test(text);
}

// ---------------------------------------------------------------------------------------------
// Refinements for recognised speech, where a chunk of 20 words may hold the proof and then the ask.

// Where a request starts inside a chunk: "…aucun franc perdu est-ce qu'on peut inscrire votre groupe".
const REQUEST_START = once(
  String.raw`est-ce (?:que |qu' ?)(?:je|j'|nous|on|vous)|(?:puis|pouvons|pourrions|pourrais)[- ](?:je|nous)|peut[- ]on|je vous propose|je propose|je voudrais vous|commandez|inscrivez-vous|appelez-(?:moi|nous)|venez (?:nous|me|voir)|réservez`,
);

/** The part of a chunk before its request ("" when the chunk opens on it). */
export function beforeAsk(sentence: string): string {
  const at = straightQuotes(sentence).search(REQUEST_START);
  return at > 0 ? sentence.slice(0, at).trim() : at === 0 ? '' : sentence;
}

/** The request of a chunk from its first word, to quote. */
export function askPart(sentence: string): string {
  const at = straightQuotes(sentence).search(REQUEST_START);
  return at > 0 ? sentence.slice(at) : sentence;
}

/** The request of a chunk from its cue, to judge: "…depuis dix ans contactez-nous" asks for nothing specific. */
export function requestOf(sentence: string): string {
  const cued = askPart(sentence);
  if (cued !== sentence) return cued;
  // An instruction starts the request ("…depuis dix ans contactez-nous"); a softer closing form
  // ("…jeudi et on fait le follow-up") carries on a request whose day was said just before it.
  const at = straightQuotes(sentence).search(INSTRUCTION);
  return at > 0 ? sentence.slice(at) : sentence;
}

const INSTRUCTION = once(String.raw`contactez|appelez|écrivez|venez|passez|commandez|achetez|réservez|inscrivez|essayez|rejoignez|n'hésitez pas`);

// "…sans paperasse l'an dernier on a livré 900 tonnes": where a result starts inside a chunk.
const RESULT_START = once(
  String.raw`l'an dernier|l'année dernière|cette année|ce mois-ci|cette saison|(?:nous|on) (?:avons|a) (?:déjà |aujourd'hui )?(?:plus de |près de )?\d|(?:nous|on) (?:avons|a) (?:déjà )?(?:livré|vendu|installé|équipé|transporté|servi|formé|inscrit|payé|remboursé|aidé|nettoyé|réparé|fait)|(?:nous|on) (?:livrons|servons|équipons|nettoyons) déjà`,
);

/** The result of a chunk from its first word, when what follows is proof. */
export function proofPart(sentence: string): string {
  const at = straightQuotes(sentence).search(RESULT_START);
  if (at <= 0) return sentence;
  const part = sentence.slice(at);
  return isProof(part) ? part : sentence;
}

const BACK_REFERENCE = new RegExp(
  String.raw`^\W*(?:(?:alors|donc|et),?\s+)?(?:on (?:fait|dit) comme ça|ça vous va|ça marche|d'accord|ok|on y va|marché conclu|qu'en dites-vous|qu'en pensez-vous|vous êtes partants?|ça vous dit|c'est bon pour vous|on fait ça|on (?:le )?fait|je peux|on peut|oui)\W*$`,
  'iu',
);

/** "Ça vous va ?": a closing question whose content is the sentence before. */
export function isBackReference(sentence: string): boolean {
  return BACK_REFERENCE.test(straightQuotes(sentence));
}

const OFFER_AT_WORK = String.raw`(?:installe|livre|fabrique|relie|lit|garde|regroupe|transforme|tient|prépare|assure|couvre|envoie|connecte|prévient|compare|calcule|paie|rembourse|prête|nettoie|répare|transporte|collecte|vient|sert|vous dit|vous envoie|vous prévient|garantit|est (?:un|une))`;

/** "bois kivu fabrique des pupitres…": the named offer doing its work, whatever numbers surround it. */
export function namesOffer(sentence: string, productName: string): boolean {
  const name = productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    String.raw`(?<![\p{L}])${name},?(?: (?:euh|en fait|du coup),?)* (?:${OFFER_AT_WORK}|c'est (?:[\p{L}'-]+ ){0,2}(?:un|une))(?![\p{L}])`,
    'iu',
  ).test(straightQuotes(sentence));
}

const SUBJECT_START = once(String.raw`^\W*(?:je|j'|nous|on|vous|ils|elles|il|elle|c'est|ce sont)`);

/** A line that starts with a pronoun subject of its own ("nous livrons…", "c'est…"). */
export function hasSubjectStart(line: string): boolean {
  return SUBJECT_START.test(straightQuotes(line));
}
