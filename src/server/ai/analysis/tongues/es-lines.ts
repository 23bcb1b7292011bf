// Lines a Latin American seller could say, written anew from what the pitch sells, to whom, and what
// it costs them today: "usted" for the prospect, a question about their money, a next step with a
// day. Never the speaker's sentence handed back, and never a template with a hole in it: when the
// pitch does not say what is sold or what it costs the buyer, the line is left out.

import { capitalize } from '../text.ts';
import type { LineInput, PitchLines } from './tongue.ts';

type Buyer = 'business' | 'household';

interface Customer {
  pattern: RegExp;
  /** The customers, as a coach names them: "los tenderos". */
  who: string;
  /** The people who can vouch, for the proof line. */
  owners: string;
  /** "su {place}"; undefined for a household. */
  place?: string;
  /** "otras fondas como la suya". */
  peers: string;
  buyer: Buyer;
}

const accentless = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const rx = (core: string) => new RegExp(String.raw`(?<![\p{L}])(?:${core})(?![\p{L}])`, 'iu');

// The order breaks ties: "las cafeterías y tiendas" are cafés first.
const CUSTOMERS: Customer[] = [
  {
    pattern: rx('fondas?|comedor(?:es)?|cocinas? economicas?'),
    who: 'las fondas',
    owners: 'dueñas de fonda',
    place: 'fonda',
    peers: 'otras fondas como la suya',
    buyer: 'business',
  },
  {
    pattern: rx('restaurantes?|taquerias?|cevicherias?|bares?'),
    who: 'los restaurantes',
    owners: 'dueños de restaurante',
    place: 'restaurante',
    peers: 'otros restaurantes como el suyo',
    buyer: 'business',
  },
  {
    pattern: rx('salon(?:es)?|peluquerias?|esteticas?|barberias?'),
    who: 'los salones de belleza',
    owners: 'dueñas de salón',
    place: 'salón',
    peers: 'otros salones como el suyo',
    buyer: 'business',
  },
  {
    pattern: rx('hotel(?:es)?|hostales?|hospedajes?'),
    who: 'los hoteles',
    owners: 'gerentes de hotel',
    place: 'hotel',
    peers: 'otros hoteles como el suyo',
    buyer: 'business',
  },
  {
    pattern: rx('colegios?|escuelas?|colegiaturas?|pensiones'),
    who: 'los colegios',
    owners: 'directores de colegio',
    place: 'colegio',
    peers: 'otros colegios como el suyo',
    buyer: 'business',
  },
  { pattern: rx('oficinas?'), who: 'las oficinas', owners: 'gerentes de oficina', place: 'oficina', peers: 'otras oficinas como la suya', buyer: 'business' },
  {
    pattern: rx('cafeterias?|panaderias?'),
    who: 'las cafeterías',
    owners: 'dueños de cafetería',
    place: 'cafetería',
    peers: 'otras cafeterías como la suya',
    buyer: 'business',
  },
  {
    pattern: rx('tenderos?|tiendas?|tienditas?|bodegas?|abarrotes|changarros?|miscelaneas?'),
    who: 'los tenderos',
    owners: 'tenderos',
    place: 'tienda',
    peers: 'otros tenderos como usted',
    buyer: 'business',
  },
  {
    pattern: rx('tambos?|tamberos?|ganaderos?|lecherias?|vacas'),
    who: 'los tamberos',
    owners: 'tamberos',
    place: 'tambo',
    peers: 'otros tamberos como usted',
    buyer: 'business',
  },
  {
    pattern: rx('caficultores?|agricultores?|productores?|campesinos?|fincas?|parcelas?|cosechas?'),
    who: 'los agricultores',
    owners: 'agricultores',
    place: 'finca',
    peers: 'otros agricultores como usted',
    buyer: 'business',
  },
  { pattern: rx('pescadores?'), who: 'los pescadores', owners: 'pescadores', place: 'negocio', peers: 'otros pescadores como usted', buyer: 'business' },
  { pattern: rx('mototaxistas?|mototaxis?'), who: 'los mototaxistas', owners: 'mototaxistas', peers: 'otros mototaxistas como usted', buyer: 'household' },
  { pattern: rx('taxistas?|choferes|conductores'), who: 'los taxistas', owners: 'taxistas', peers: 'otros taxistas como usted', buyer: 'household' },
  {
    pattern: rx('clinicas?|consultorios?|farmacias?'),
    who: 'las clínicas',
    owners: 'médicos',
    place: 'clínica',
    peers: 'otras clínicas como la suya',
    buyer: 'business',
  },
  {
    pattern: rx('familias?|hogares?|mamas|papas|padres de familia'),
    who: 'las familias',
    owners: 'familias',
    peers: 'otras familias como la suya',
    buyer: 'household',
  },
];

interface Pain {
  pattern: RegExp;
  /** What a business loses money to: "pierde … por {loss}". */
  loss: string;
  /** What a household spends on: "gasta … en {spend}". */
  spend: string;
  /** A cost that falls once and hard (a crash), not every month. */
  once?: boolean;
}

const PAINS: Pain[] = [
  { pattern: rx('choca|chocan|accidentes?|robos?|asaltos?'), loss: 'un accidente o un robo', spend: 'un accidente o un robo', once: true },
  { pattern: rx('comision(?:es)?|apps de delivery|cobran hasta'), loss: 'las comisiones de las apps', spend: 'comisiones' },
  { pattern: rx('leche|vacas'), loss: 'la leche que sus vacas dejan de dar', spend: 'leche' },
  { pattern: rx('pan duro|pan del dia anterior|pan de ayer'), loss: 'el pan de ayer que nadie compra', spend: 'pan que se pone duro' },
  {
    pattern: rx('merma|se (?:echa|echo|echan) a perder|se pudren?|podrid[oa]s?|vencid[oa]s?|a la basura|se tiran?|pan duro|enfriarlo'),
    loss: 'la mercancía que se echa a perder',
    spend: 'comida que se echa a perder',
  },
  {
    pattern: rx('apagon(?:es)?|cortes de luz|sin luz|factura de luz|candelas|velas|energia'),
    loss: 'la luz cara y los apagones',
    spend: 'velas, gas y baterías',
  },
  { pattern: rx('plagas?|roya|sequia|heladas?|cosecha'), loss: 'la cosecha que se pierde', spend: 'semillas y abono que no rinden' },
  {
    pattern: rx('colegiaturas?|pensi(?:o|ó)n(?:es)?|inscripcion|matricula'),
    loss: 'las colegiaturas que se cobran tarde',
    spend: 'la colegiatura de los niños',
  },
  { pattern: rx('citas|faltas|no contestan?'), loss: 'los mensajes que nadie contesta a tiempo', spend: 'citas perdidas' },
  { pattern: rx('repuestos|carro parado|carros parados'), loss: 'los días con el carro parado', spend: 'días con el carro parado' },
  { pattern: rx('haciendo fila|hacer fila|hacen fila|mayorista'), loss: 'las horas perdidas yendo a surtir', spend: 'pasajes y horas de fila' },
  { pattern: rx('fiado|fian|fiados|no anotan|deudas?'), loss: 'las cuentas que nadie cobra', spend: 'deudas' },
  { pattern: rx('papeleo|a mano|cuadernos?|libretas?|excel'), loss: 'las horas de papeleo', spend: 'trámites' },
  { pattern: rx('se (?:le|les) (?:ha )?acab\\p{L}*|se quedan? sin|sin mercancia'), loss: 'los días sin mercancía', spend: 'viajes a comprar lo que se acabó' },
  { pattern: rx('intermediarios?|coyotes?'), loss: 'lo que se queda el intermediario', spend: 'intermediarios' },
  { pattern: rx('agua (?:sucia|contaminada)|filtros? de agua|garrafones|agua embotellada'), loss: 'el agua que compra', spend: 'agua embotellada y medicinas' },
  { pattern: rx('no gana nada|se va con (?:el|otro)'), loss: 'las ventas que se llevan otros', spend: 'lo que se llevan otros' },
];

type Kind = 'software' | 'agriculture' | 'stock' | 'work' | 'goods';
const KIND_WORDS: Record<Kind, RegExp> = {
  software: rx('app|apps|aplicacion|plataforma|software|sistema|tablero|en linea|digital|pagina web|descargar?'),
  agriculture: rx('fincas?|cosechas?|agricultores?|caficultores?|plantas|abono|semillas?|tambos?|vacas|ganado|hectareas?|parcelas?|racion'),
  stock: rx('surtido|surtimos|surte|surtir|mayorista|mercancia|pedidos?|distribu\\p{L}*|reparto|repartidores|al por mayor|bolsas|cajas|le surtimos'),
  work: rx('limpi\\p{L}*|aseo|repar\\p{L}*|mantenimiento|talleres?|confeccion|uniformes|instalamos|instala|capacit\\p{L}*|servicios?|mecanicos|tecnicos'),
  goods: rx('kits?|filtros?|lamparas?|vendo|productos?'),
};
const KINDS: Kind[] = ['software', 'agriculture', 'stock', 'work', 'goods'];

const INSURANCE = rx('seguros?|asegur\\p{L}*|cobertura|polizas?|siniestros?');
const LOAN = rx('prestamos?|creditos?|financ\\p{L}*|cuotas semanales');
const INVESTOR = rx('inversionistas?|inversion|invertir|levantando|ronda|capital semilla');
const MONEY =
  /(?:\d[\d,.]*\s*(?:mil(?:lones)?\s+)?(?:de\s+)?(?:pesos|soles|quetzales|francos|dólares|dolares))|(?:US)?\$\s?\d[\d,.]*(?:\s*(?:mil(?:lones)?))?/iu;

interface Facts {
  product?: string;
  customer?: Customer;
  pain?: Pain;
  kind?: Kind;
  insurance: boolean;
  loan: boolean;
  investor: boolean;
  money?: string;
  app: boolean;
}

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;

function mostSaid<T extends { pattern: RegExp }>(text: string, items: T[]): T | undefined {
  let best: T | undefined;
  let bestCount = 0;
  for (const item of items) {
    const n = count(text, item.pattern);
    if (n > bestCount) [best, bestCount] = [item, n];
  }
  return best;
}

// "Vendo filtros de agua" → "nuestros filtros de agua": the offer when it has no name.
const SOLD =
  /(?<![\p{L}])(?:vendo|vendemos|ofrecemos|fabricamos|ofrezco|fabrico)\s+(?:(?:un|una|unos|unas|el|la|los|las)\s+)?(\p{L}{3,}(?:\s+(?:de|para)\s+\p{L}{3,}|\s+(?:solar|solares|orgánico|orgánica|eléctrico|eléctrica))?)/iu;

function ours(phrase: string): string {
  const head = phrase.split(' ')[0].toLowerCase();
  const plural = head.endsWith('s');
  const feminine = /as?$/.test(head) || /(?:ción|ciones|dad|dades)$/.test(head);
  return `${feminine ? 'nuestra' : 'nuestro'}${plural ? 's' : ''} ${phrase}`;
}

function productOf(input: LineInput): string | undefined {
  if (input.productName) return capitalize(input.productName);
  const sold = input.text.match(SOLD);
  return sold ? ours(sold[1].toLowerCase()) : undefined;
}

function factsOf(input: LineInput): Facts {
  const bare = accentless(input.text.toLowerCase());
  const scored = KINDS.map((kind) => [kind, count(bare, KIND_WORDS[kind])] as const).sort((a, b) => b[1] - a[1]);
  const insurance = INSURANCE.test(bare);
  return {
    product: productOf(input),
    customer: mostSaid(bare, CUSTOMERS),
    pain: PAINS.find((pain) => pain.pattern.test(bare)),
    kind: scored[0][1] > 0 ? scored[0][0] : undefined,
    insurance,
    loan: !insurance && LOAN.test(bare),
    investor: INVESTOR.test(bare),
    money: input.askSentence?.match(MONEY)?.[0],
    app: KIND_WORDS.software.test(bare),
  };
}

function opening(f: Facts): string | undefined {
  const { product, pain, customer } = f;
  if (!product || !pain) return undefined;
  if (f.investor) {
    const who = customer?.who ?? 'los negocios';
    return `¿Cuánto dinero pierden ${who} cada mes por ${pain.loss}? ${product} se lo devuelve, y por eso nos pagan.`;
  }
  if (pain.once) return `¿Cuánto le costaría a su familia ${pain.spend} este mes? Con ${product}, no lo paga usted solo.`;
  // Nobody named as the buyer of a thing (a filter, a lamp): a family buys it.
  if (customer?.buyer === 'household' || (!customer && (!f.kind || f.kind === 'goods'))) {
    return `¿Cuánto gasta su familia cada mes en ${pain.spend}? Con ${product}, ese dinero se queda en casa.`;
  }
  const place = customer?.place ?? 'negocio';
  const peers = customer?.peers ?? 'otros negocios como el suyo';
  return `¿Cuánto dinero pierde su ${place} cada mes por ${pain.loss}? Con ${product}, ${peers} se quedan con ese dinero.`;
}

function ask(f: Facts): string | undefined {
  const { product, customer } = f;
  if (f.investor) {
    const amount = f.money ? `Estamos levantando ${f.money}. ` : '';
    return `${amount}¿Podemos agendar 20 minutos la próxima semana para mostrarle los números y la ronda?`;
  }
  if (f.insurance) return '¿Le hago la inscripción hoy mismo, para que tenga cobertura desde esta noche?';
  if (f.loan) return '¿Le tomo la solicitud esta semana, para que el dinero esté listo antes de que lo necesite?';
  const place = customer?.place;
  const business = customer ? customer.buyer === 'business' : f.kind !== 'goods' && f.kind !== undefined;
  // A family buying a thing that is installed (a solar kit, a filter): the visit is to their home.
  if (!business && (f.kind === 'work' || f.kind === 'goods') && product && customer)
    return `¿Le parece si el sábado pasamos por su casa a instalar ${product}, para que esa misma noche lo vea funcionar?`;
  switch (f.kind) {
    case 'software':
      if (business)
        return `¿Le dejo ${product ?? (f.app ? 'la app' : 'el sistema')} funcionando en su ${place ?? 'negocio'} esta semana, gratis el primer mes?`;
      return product ? `¿Le instalo ${product} en su celular ahora mismo, para que lo pruebe gratis esta semana?` : undefined;
    case 'stock':
      return `¿Le tomo hoy su primer pedido y se lo llevamos a su ${place ?? 'negocio'} el jueves a primera hora?`;
    case 'agriculture':
      return `¿Puedo visitar su ${place ?? 'finca'} el martes con una muestra${product ? ` de ${product}` : ''} y calcular juntos cuánto necesita para esta temporada?`;
    case 'work':
      return `¿Le parece si el viernes hacemos una primera visita a su ${place ?? 'negocio'}, para que usted mismo juzgue el trabajo?`;
    case 'goods':
      if (!product) return undefined;
      if (business) return `¿Puedo llevarle ${product} a su ${place ?? 'negocio'} el lunes, para que lo pruebe una semana antes de pagar?`;
      return '¿Le aparto uno hoy, para que se lo lleve a su casa esta tarde?';
    default:
      return product && place ? `¿Le parece si el lunes paso por su ${place} con ${product}, para que lo vea funcionar antes de pagar?` : undefined;
  }
}

function problem(f: Facts): string | undefined {
  const { product, pain, customer } = f;
  if (!product || !pain) return undefined;
  if (pain.once)
    return `Un solo ${pain.loss.replace(/^un /, '')} puede dejar a ${customer?.who ?? 'una familia'} sin ingresos por meses. Con ${product}, eso ya no lo pagan solos.`;
  if (customer?.buyer === 'household') return `Cada mes, ${customer.who} gastan de más en ${pain.spend}. Con ${product}, eso se acaba.`;
  return `Cada mes, ${customer?.who ?? 'los negocios'} pierden dinero por ${pain.loss}. Con ${product}, eso se acaba.`;
}

function solution(f: Facts): string | undefined {
  const { product, pain, customer } = f;
  if (!product || !pain) return undefined;
  if (pain.once) return `Lo que ofrecemos es ${product}: si le pasa ${pain.loss}, nosotros respondemos y usted sigue trabajando.`;
  if (customer?.buyer === 'household' || !customer || !customer.place) return `Lo que ofrecemos es ${product}, para que usted gaste menos en ${pain.spend}.`;
  return `Lo que ofrecemos es ${product}, para ${customer.who}: su ${customer.place ?? 'negocio'} deja de perder dinero por ${pain.loss}.`;
}

function proof(f: Facts): string {
  const who = f.customer?.owners ?? 'clientes';
  const uses = f.kind === 'software' || f.insurance || f.loan;
  const served = f.kind === 'work' || f.kind === 'stock';
  const named = f.product !== undefined && !/^nuestr/.test(f.product);
  const what = !f.product
    ? uses || served
      ? 'trabajan con nosotros'
      : 'nos compran'
    : uses
      ? `usan ${f.product}`
      : served && named
        ? `trabajan con ${f.product}`
        : `compran ${f.product}`;
  return `No me crea a mí: le doy el teléfono de tres ${who} que ya ${what}, y usted los llama esta semana.`;
}

const wordsOf = (text: string) => accentless(text.toLowerCase()).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether `line` holds a run of `run` words the speaker said, in order: a line to say must be new words. */
export function echoesSpeaker(line: string, spoken: string, run = 5): boolean {
  const said = ` ${wordsOf(spoken).join(' ')} `;
  const words = wordsOf(line);
  for (let i = 0; i + run <= words.length; i++) if (said.includes(` ${words.slice(i, i + run).join(' ')} `)) return true;
  return false;
}

const fresh = (line: string | undefined, spoken: string) => (line && !echoesSpeaker(line, spoken) ? line : undefined);

export function spanishLines(input: LineInput): PitchLines {
  const facts = factsOf(input);
  const spoken = input.text;
  const proofLine = proof(facts);
  return {
    opening: fresh(opening(facts), spoken),
    ask: fresh(ask(facts), spoken),
    problem: fresh(problem(facts), spoken),
    solution: fresh(solution(facts), spoken),
    proof: echoesSpeaker(proofLine, spoken)
      ? `Pregúnteles a ellos, no a mí: le paso el número de tres ${facts.customer?.owners ?? 'clientes'} y usted los llama esta semana.`
      : proofLine,
  };
}
