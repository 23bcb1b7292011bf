// Lines the speaker could say, written anew from what the pitch sells and to whom. Never a run of
// the speaker's own sentence: a weak sentence given back inside a template teaches nothing, and a
// line that fits another business ("take it home this afternoon" to a shop buying stock) tells
// the salesperson the coach was not listening. When the facts are missing, the caller gives an
// instruction instead of a hollow line (these functions return undefined).

import { peersOf, type Offer } from './pitch-offer.ts';
import type { BusinessKind } from './pitch-rewrites.ts';
import { capitalize } from './text.ts';

export interface LineFacts {
  offer: Offer;
  business: BusinessKind;
  investor: boolean;
  money?: string;
  /** The pitch sells stock for resale ("wholesale", "in bulk", "supply shops"). */
  stock: boolean;
  /** The pitch's words, to tell work done for the buyer from a thing they own. */
  text?: string;
}

const STOCK_WORDS =
  /\b(?:wholesal\w*|in bulk|bulk|distribut\w*|supply|supplies|supplier|restock\w*|stock (?:your|their)|resell\w*|cartons?|crates?|jerrycans?|sacks?|depots?|tonnes?|(?:a|per|by the) bag)\b/i;

/** Whether the buyer buys to resell: a shop ordering stock, not a family buying one. */
export const sellsStock = (text: string) => STOCK_WORDS.test(text);

/** "our solar lamps", "StockSense": the product as the seller says it. */
function ours(offer: Offer): string | undefined {
  if (!offer.product) return undefined;
  return offer.named || /[A-Z]/.test(offer.product) ? offer.product : `our ${offer.product}`;
}

const verb = (offer: Offer, singular: string, plural: string) => (offer.plural ? plural : singular);

// The cost in the listener's words, as a loss for a business and as spending for a household.
const LOSS_WORDS: Record<string, string> = {
  'dark evenings and power cuts': 'power cuts',
  'stock that spoils in the heat': 'stock that spoils in the heat',
  'power cuts': 'power cuts',
  'water that runs out': 'water shortages',
  'fuel for the kitchen': 'the price of charcoal and gas',
  'long queues': 'long queues',
  'empty shelves and late stock': 'empty shelves and late stock',
  'money owed and paid late': 'late payments',
  'fuel and late deliveries': 'fuel and late deliveries',
  'hours of paperwork every week': 'hours of paperwork',
};

/** The opening: the customer's cost asked as a question, then the product as the answer. */
export function openingLine({ offer, investor }: LineFacts): string | undefined {
  const product = ours(offer);
  if (!product || !offer.pain) return undefined;
  // An investor is not the customer: the customers' cost is told about them, not asked of "your shop".
  if (investor) {
    const who = offer.customer?.who ?? (offer.buyer === 'business' ? 'business owners' : 'families');
    const cost = offer.buyer === 'business' ? `lose to ${LOSS_WORDS[offer.pain.loss] ?? offer.pain.loss}` : `spend on ${offer.pain.spend}`;
    return `How much money do ${who} ${cost} every month? ${capitalize(product)} gives it back to them, and they pay us for it.`;
  }
  if (offer.buyer === 'business' && offer.guessedBuyer && offer.customer) {
    const loss = LOSS_WORDS[offer.pain.loss] ?? offer.pain.loss;
    return `How much money do you lose to ${loss} each month? With ${product}, ${offer.customer.who} like yours keep that money.`;
  }
  if (offer.buyer === 'business') {
    const place = offer.customer?.place ?? 'business';
    const peers = offer.customer ? peersOf(offer.customer) : 'business owners like you';
    const loss = LOSS_WORDS[offer.pain.loss] ?? offer.pain.loss;
    return `How much money does your ${place} lose to ${loss} each month? With ${product}, ${peers} keep that money.`;
  }
  if (offer.pain.spend === 'a crash or a theft')
    return `What would a crash or a theft cost your family this month? With ${product}, you would not pay it alone.`;
  return `What does your family pay for ${offer.pain.spend} each month? With ${product}, that money stays at home.`;
}

// "SafiMaji is a clay water filter that cleans…": a thing the buyer owns, whatever verb it does.
const A_THING =
  /\bis an? (?!(?:[\w-]+ ){0,3}(?:service|app|platform|software|system|dashboard|marketplace)\b)(?:[\w-]+ ){0,3}[\w-]+ (?:that|which|made|for|with)\b/i;
// Work done for the buyer: a visit to judge it fits; a filter or a lamp is tried, not judged as work.
// Work done on the buyer's land or animals (ploughing, drilling, spraying) is hired, not bought as equipment.
const SERVICE_WORK =
  /\b(?:services?|we (?:clean|repair|fix|wash|measure|sew|train|teach|cook|cater|guard|paint|build|plough|plow|drill|spray|dig|harvest|survey|vaccinate)|repairs?|cleaning|catering|training|tailor\w*|bookkeeping|accounting|consult\w*|plumb\w*|security|guards?|hire|ploughing|drilling|spraying|vaccinat\w*)\b/i;

/** Work done for the buyer by the seller, not a thing the buyer takes away. */
const doesWork = (text: string) => SERVICE_WORK.test(text) && !A_THING.test(text);

// Care or teaching for the person listening (a maternity package, driving lessons): booked, not taken home.
const PERSONAL_SERVICE =
  /\b(?:clinic|hospital|maternity|antenatal|postnatal|check-?ups?|appointments?|nurse|doctor|dentist|therapy|treatment|vaccin\w*|salon|lessons?|classes|course|tuition|driving)\b/i;
const LESSONS = /\b(?:lessons?|classes|course|tuition|driving)\b/i;
// A seller at the listener's door: what is in the basket is left now, not set aside.
const AT_THE_DOOR = /\b(?:to your (?:door|doorstep|gate)|at your (?:door|doorstep|gate)|door[- ]to[- ]door)\b/i;

/**
 * One specific request with an action and a day, fitted to who buys and what they buy; undefined when
 * the pitch never says what it sells to a household (a greeting, a price list): "put one aside" of
 * nothing is a template, and the caller says what to ask for instead.
 */
export function askLine(facts: LineFacts): string | undefined {
  const { offer, investor, money, stock } = facts;
  const text = facts.text ?? '';
  const business = facts.business === 'services' && (A_THING.test(text) || !SERVICE_WORK.test(text)) ? 'shop' : facts.business;
  if (investor) {
    const amount = money ? `We're raising ${money}. ` : '';
    return `${amount}Can we book 20 minutes next week to walk you through the numbers and the round?`;
  }
  const product = ours(offer);
  // Cover is signed up for, not tried for a week or taken home; a loan is applied for.
  const insurance = /\binsur\w*/i.test(text);
  const loan = !insurance && /\b(?:loans?|lend(?:s|ing)?|credit)\b/i.test(text);
  // The buyer was never named: the ask names the order and the day, not a place the pitch never mentioned.
  if (offer.buyer === 'business' && offer.guessedBuyer)
    return `Can I take your first order${offer.product ? ` of ${offer.product}` : ''} today and deliver it on Thursday?`;
  if (offer.buyer === 'business') {
    const place = offer.customer?.place ?? 'business';
    if (insurance) return `Can I sign your ${place} up this week, so you are covered from the first payment?`;
    if (loan) return `Can I take your application this week, so the money is ready before you need it?`;
    // With no product named, "it": a website is not "the app".
    if (business === 'software')
      return offer.product
        ? `Can I set up ${offer.product} for your ${place} this week, free for the first month?`
        : `Can I set it up for your ${place} this week, free for the first month?`;
    if (stock) return `Can I take your first order${offer.product ? ` of ${offer.product}` : ''} today and deliver it to your ${place} on Thursday?`;
    if (business === 'services' || doesWork(text)) return `Can we book a first visit to your ${place} this Friday, so you can judge the work for yourself?`;
    if (place === 'farm') return `Can I come to your farm next Tuesday with ${product ?? 'a sample'} and show you how much you need this season?`;
    // Nothing named to bring: "bring one" of what? The visit is the ask.
    if (!product) return `Can I come to your ${place} on Monday and show you, so you can judge it before you pay?`;
    return `Can I bring ${product} to your ${place} on Monday, so you can try ${offer.plural ? 'them' : 'it'} for a week before you pay?`;
  }
  if (insurance) return `Can I sign you up today, so you are covered from tonight?`;
  if (loan) return `Can I take your application today, so the money is ready before you need it?`;
  if (business === 'software')
    return offer.product
      ? `Can I set up ${offer.product} on your phone right now, so you can try it free this week?`
      : `Can I set it up on your phone right now, so you can try it free this week?`;
  if (facts.business === 'services' && PERSONAL_SERVICE.test(text))
    return `Can I book your first ${LESSONS.test(text) ? 'lesson' : 'visit'} for this Saturday morning?`;
  if (business === 'services') return `Can I book you in for this Saturday morning, so you can judge the work for yourself?`;
  if (AT_THE_DOOR.test(text)) {
    const what = !offer.product ? "today's order" : offer.plural ? `some of these ${offer.product}` : (ours(offer) ?? offer.product);
    return `Shall I leave ${what} with you now?`;
  }
  if (!offer.product) return undefined;
  if (offer.plural) return `Shall I put one of these ${offer.product} aside for you today, so you can take it home this afternoon?`;
  return `Shall I put one aside for you today, so you can take it home this afternoon?`;
}

/** The pain said before the product, when the pitch names none. */
export function problemLine({ offer }: LineFacts): string | undefined {
  const product = ours(offer);
  if (!offer.pain || !product) return undefined;
  const answer = `${capitalize(product)} ${verb(offer, 'fixes', 'fix')} that.`;
  if (offer.buyer === 'business') {
    const who = offer.customer?.who ?? 'business owners';
    return `Every month, ${who} lose money to ${LOSS_WORDS[offer.pain.loss] ?? offer.pain.loss}. ${answer}`;
  }
  return `Every month, ${offer.customer?.who ?? 'families'} spend too much on ${offer.pain.spend}. ${answer}`;
}

/** What is offered, for whom and what it changes, when the pitch never says it in one sentence. */
export function solutionLine({ offer }: LineFacts): string | undefined {
  const product = ours(offer);
  if (!product || !offer.pain) return undefined;
  if (offer.buyer === 'business') {
    const who = offer.customer?.who ?? 'business owners';
    return `Here is what we offer: ${product}, for ${who}, so your ${offer.customer?.place ?? 'business'} stops losing money to ${LOSS_WORDS[offer.pain.loss] ?? offer.pain.loss}.`;
  }
  return `Here is what we offer: ${product}, so your family spends less on ${offer.pain.spend}.`;
}

/** Proof the speaker can give without a number they have not got: customers the listener can call. */
export function proofLine({ offer, business, text }: LineFacts): string {
  const who = offer.customer?.who ?? 'customers';
  const product = ours(offer);
  const work = business === 'services' || doesWork(text ?? '');
  const uses = business === 'software' || work ? 'use' : 'buy';
  const what = product ? `${uses} ${product}` : work ? 'use us' : 'buy from us';
  const relative = offer.customer?.institution ? 'that' : 'who';
  return `Don't take my word for it: I'll give you the phone numbers of three ${who} ${relative} ${what} today, and you can call them this week.`;
}
