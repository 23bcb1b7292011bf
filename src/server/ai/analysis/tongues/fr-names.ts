// The product's name in a French pitch: said after a cue ("qui s'appelle", "fondateur de",
// "je vous présente"), as the subject of what the offer does ("Sugu Express livre…", "PurEau est un
// filtre…", "MotoCover, c'est une assurance…"), written in CamelCase, or capitalised and repeated.
// A recogniser writes no capitals ("sunupompe est une pompe solaire"), so lower-case names are
// looked for last, among the words that are not everyday French.

import { straightQuotes } from './fr-delivery.ts';

// Capitalised words that name no product: sentence words, days, places' prepositions, and the
// brands every pitch mentions (WhatsApp is CamelCase, and it is not what the speaker sells).
const NOT_A_NAME = new Set(
  `Je J' Nous Vous On Il Elle Ils Elles Le La Les L' Un Une Des Du De Et Mais Donc Ou Si Avec Pour Dans Sur Chez Par Sans Chaque Tous Toutes
  Ce Cette Ces C'est Est-ce Combien Pourquoi Comment Quand Aujourd'hui Demain Bonjour Bonsoir Salut Merci Voici Voilà Alors Euh Bon Ben Bah
  Lundi Mardi Mercredi Jeudi Vendredi Samedi Dimanche Janvier Février Mars Avril Mai Juin Juillet Août Septembre Octobre Novembre Décembre
  Notre Nos Votre Vos Mon Ma Mes Son Sa Ses Leur Leurs En Au Aux Après Avant Depuis Pendant Imaginez Oui Non Madame Monsieur Mama Maman
  WhatsApp Wave Orange Money Mobile M-Pesa MPesa MTN Moov Airtel Free Facebook TikTok Instagram YouTube Google Android iPhone ENEO SENELEC CIE SNEL
  Excel Toyota PayPal Visa Mastercard CFA FCFA PME TVA SMS OK Tabaski Ramadan Noël Internet Wifi Wi-Fi Uber Yango Jumia`.split(/\s+/),
);

const CAMEL_CASE = /^\p{Lu}\p{Ll}+\p{Lu}[\p{L}\p{N}]*$/u;
const CAPITALISED = /^\p{Lu}[\p{L}\p{N}'-]*$/u;
const PLACE_PREPOSITION = /^(?:à|a|de|d'|en|au|aux|vers|près|depuis|entre|dans|sur|du|des)$/iu;
const NAME_TOKEN = String.raw`[\p{L}\p{N}'-]+`;

const CUE = String.raw`(?:qui )?s'appelle|appelée?s?|nommée?s?|baptisée?s?|du nom de|on l'appelle|je vous présente|voici|(?:fondat(?:eur|rice)|cofondat(?:eur|rice)|co-fondat(?:eur|rice)|gérante?|directeur|directrice|pdg|patronne?|propriétaire|responsable) (?:de|d')|(?:nous avons|on a|j'ai) (?:créé|lancé|développé|fondé|monté)|notre (?:application|appli|entreprise|société|marque|startup|start-up|service|produit|kit|solution),|avec`;
const CUED = new RegExp(String.raw`(?<![\p{L}])(?:${CUE})\s+(\p{Lu}${NAME_TOKEN}(?:\s+\p{Lu}${NAME_TOKEN})?)`, 'u');

// What an offer does, said after its name.
const OFFER_VERB = String.raw`(?:est (?:un|une|le|la)|installe|livre|fabrique|relie|lit|garde|regroupe|transforme|tient|prépare|assure|couvre|vient|sert|envoie|connecte|prévient|compare|calcule|propose|offre|vend|permet|rembourse|paie|prête|collecte|nettoie|répare|transporte|aide)`;
const SUBJECT = new RegExp(
  String.raw`(?:(${NAME_TOKEN})( |[.,] ))?(${NAME_TOKEN}),? (?:${OFFER_VERB}(?![\p{L}])|c'est (?:[\p{L}'-]+ ){0,2}(?:un|une)(?![\p{L}]))`,
  'gu',
);
const DETERMINER =
  /^(?:le|la|les|l'|un|une|des|du|de|d'|ce|cet|cette|ces|notre|nos|votre|vos|leur|leurs|mon|ma|mes|son|sa|ses|chaque|qui|que|et|ou|il|elle|on|nous|vous|ils|elles|ça|cela|qui|tout|toute|aussi|bien|ne|n'|y|en)$/iu;

// Everyday words a recogniser writes before a verb: never a product's name said without capitals.
const EVERYDAY = new Set(
  `le la les un une des du de et ou mais donc car que qui quoi dont où ce cet cette ces il elle ils elles on nous vous je tu me te se lui leur leurs
  mon ma mes ton ta tes son sa ses notre nos votre vos tout toute tous toutes aussi bien très plus moins trop peu déjà encore toujours jamais
  ici là alors puis ensuite après avant depuis pendant chaque même autre autres seul seule premier première dernier dernière grand grande petit
  petite bon bonne nouveau nouvelle vrai vraie simple cher chère moto motos taxi camion boutique boutiques marché client clients famille familles
  argent prix mois semaine jour jours an ans année heure heures matin soir midi saison eau courant stock service entreprise atelier école
  euh bah ben hein quoi voilà genre dêh deh wallah waaw mousso gbê tchié yako dé walaye inch allah inchallah yaa ya
  maman mama papa mamans gens monde pays ville quartier village route commande commandes livraison livreur livreurs produit produits
  application appli téléphone internet messages message vocal whatsapp wave orange money mobile mpesa`.split(/\s+/),
);

const isNameWord = (word: string | undefined): word is string =>
  !!word && word.length > 2 && !EVERYDAY.has(word.toLowerCase()) && !DETERMINER.test(word) && !/^\d/.test(word);

const occurrences = (text: string, phrase: string) => text.toLowerCase().split(phrase.toLowerCase()).length - 1;

function offerSubject(text: string, casing: 'capitalised' | 'lower case'): string | undefined {
  for (const match of text.matchAll(SUBJECT)) {
    const subject = match[3];
    const capital = /^\p{Lu}/u.test(subject);
    if (capital !== (casing === 'capitalised') || !isNameWord(subject) || NOT_A_NAME.has(subject)) continue;
    const joined = match[2] === ' ';
    if (!match[1] || !joined) return subject;
    if (DETERMINER.test(match[1])) {
      if (capital) return subject;
      continue;
    }
    if (!isNameWord(match[1]) || NOT_A_NAME.has(match[1])) return subject;
    // "Sugu Express livre…": two capitalised words said together are one name. Without capitals a
    // pair is one name only when it comes back ("le petit doigt netbrux est…" names "netbrux").
    const spokenPair = !capital && occurrences(text, `${match[1]} ${subject}`) >= 2;
    return (capital && CAPITALISED.test(match[1])) || spokenPair ? `${match[1]} ${subject}` : subject;
  }
  return undefined;
}

/** "… qui s'appelle sunupompe", "une appli appelée likelemba": the name after a cue, said without capitals. */
function spokenCued(text: string): string | undefined {
  const match = text.match(
    /(?<![\p{L}])(?:(?:qui )?s'appelle|appelée?s?|nommée?s?|du nom de|je vous présente|fondat(?:eur|rice) de|cofondat(?:eur|rice) de|gérante? de)\s+([\p{Ll}\p{N}'-]+)(?:\s+([\p{Ll}\p{N}'-]+))?/u,
  );
  if (!match || !isNameWord(match[1])) return undefined;
  // "… appelée ndékki express … ndékki express": the second word belongs to the name when the pair comes back.
  return isNameWord(match[2]) && occurrences(text, `${match[1]} ${match[2]}`) >= 2 ? `${match[1]} ${match[2]}` : match[1];
}

/** The product's name when the speaker said one. */
export function findProductName(sentences: string[]): string | undefined {
  const text = straightQuotes(sentences.join(' '));
  const cued = text.match(CUED);
  if (cued && !NOT_A_NAME.has(cued[1].split(/\s+/)[0])) {
    const [first, second] = cued[1].split(/\s+/);
    // "avec Likelemba Kinshasa…": a second capitalised word belongs to the name only if said together again.
    return second && (occurrences(text, cued[1]) >= 2 || !NOT_A_NAME.has(second)) && !PLACE_PREPOSITION.test(second) ? cued[1] : first;
  }
  const counts = new Map<string, number>();
  const places = new Set<string>();
  for (const sentence of sentences.map(straightQuotes)) {
    const tokens = sentence.split(/\s+/);
    tokens.forEach((raw, i) => {
      const token = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      const capitalised = i === 0 ? CAMEL_CASE.test(token) : CAPITALISED.test(token);
      if (!capitalised || token.length <= 2 || NOT_A_NAME.has(token) || /^\p{Lu}'/u.test(token)) return;
      counts.set(token, (counts.get(token) ?? 0) + 1);
      // "à Dakar", "de Grand Yoff": a word said after a place preposition is a place.
      const previous = (tokens[i - 1] ?? '').replace(/[^\p{L}']/gu, '');
      const previous2 = (tokens[i - 2] ?? '').replace(/[^\p{L}']/gu, '');
      if (PLACE_PREPOSITION.test(previous) || (CAPITALISED.test(previous) && PLACE_PREPOSITION.test(previous2))) places.add(token);
    });
  }
  for (const place of places) if (!CAMEL_CASE.test(place)) counts.delete(place);
  const camel = [...counts.entries()].filter(([token]) => CAMEL_CASE.test(token)).sort((a, b) => b[1] - a[1])[0];
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return (
    offerSubject(text, 'capitalised') ?? camel?.[0] ?? (best && best[1] >= 2 ? best[0] : undefined) ?? spokenCued(text) ?? offerSubject(text, 'lower case')
  );
}
