// Spanish as Latin American sellers pitch it: the tics of Mexico City, Bogotá, Lima or Guatemala
// ("este…", "o sea", "¿no?", "pues"), the softeners that shrink a claim ("a lo mejor", "creo que"),
// the words of a fonda, a tienda de barrio or a mototaxi, and the code-switching of the street
// ("hacer el delivery", "el feedback", "checar"). Every rule reads typed text and recognised speech
// alike: lower case, no punctuation, digits for numbers, accents sometimes dropped.

import { countWords, tidySentence } from '../text.ts';
import { spanishLines } from './es-lines.ts';
import type { FillerCount, Tongue } from './tongue.ts';
import { countLabelled, matchesOf, mostFrequentOf, removeAll, vowelGroupSyllables, wordPattern } from './word-rules.ts';

// A recogniser may drop the accents ("basicamente", "quizas"): each accented vowel also matches bare.
const LOOSE: Record<string, string> = { á: '[aá]', é: '[eé]', í: '[ií]', ó: '[oó]', ú: '[uú]' };
const loosen = (core: string) => core.replace(/[áéíóú]/g, (vowel) => LOOSE[vowel]);

/** A whole-word pattern, global (for counting and removing). */
const words = (core: string) => wordPattern(loosen(core));
/** The same, for a single test (no `lastIndex` to carry over between calls). */
const test = (core: string) => new RegExp(words(core).source, 'iu');

interface Rule {
  label: string;
  pattern: RegExp;
}

// ---------------------------------------------------------------------------------------------
// Fillers

const HESITATION = String.raw`e+h+|e+hm+|m{3,}|mm+h+`;
// What follows a filler "este" and never a demonstrative "este": a pronoun, an article, a joint or
// another filler ("este… nosotros", "este el producto", "eh este o sea"). "Este producto", "este año"
// and "este es" are the word doing its job.
const AFTER_FILLER_ESTE = String.raw`nosotros|yo|usted|ustedes|ellos|ellas|él|ella|el|la|los|las|un|una|que|con|para|de|en|y|o|pero|porque|lo|le|les|se|me|nos|ya|pues|eh+|ehm+|o sea|bueno|entonces|tenemos|hacemos|vendemos|queremos|somos|estamos|mire|cómo se llama`;
// "¿no?", "¿verdad?", "¿me explico?", "¿sí?" tagged on a statement: the speaker checks in, not a question.
const TAG = String.raw`¿?\s*(?:no|verdad|me explico|me entiende|me entiendes|sí|cierto)\s*\?`;
const TAGS = new RegExp(TAG, 'giu');

const FILLER_RULES: Rule[] = [
  { label: 'eh', pattern: words(HESITATION) },
  // Typed: "este…", "este,"; recognised: "este" before a word a demonstrative never precedes.
  { label: 'este', pattern: words(String.raw`este(?=\s*(?:…|\.\.\.|,|-|—)|\s+(?:${AFTER_FILLER_ESTE})(?![\p{L}]))`) },
  { label: 'o sea', pattern: words('o sea') },
  { label: 'básicamente', pattern: words('básicamente') },
  { label: 'digamos', pattern: words('digamos') },
  { label: 'en plan', pattern: words('en plan') },
  // "tipo" as "like": not "el tipo de cliente", "todo tipo", "qué tipo".
  {
    label: 'tipo',
    pattern: words(String.raw`(?<!(?:el|un|ese|este|qué|que|todo|cada|mismo|otro|nuevo|buen|mal|cualquier|ningún|algún|de)\s)tipo(?!\s+(?:de|del)(?![\p{L}]))`),
  },
  // "pues" said between a filler and the next word ("eh pues", "y pues"), or with a comma: the causal
  // "pues" of a written text is rare in speech.
  { label: 'pues', pattern: words(String.raw`(?<=(?:eh|ehm|o sea|y|este|bueno|entonces|no)\s)pues|pues(?=\s*(?:,|…|\.\.\.))`) },
  // "bueno," after a comma or a filler, not after a verb or an intensifier ("es bueno", "súper bueno, o sea").
  {
    label: 'bueno',
    pattern: words(String.raw`(?<=(?:,|eh|ehm|o sea|pues|y)\s)bueno(?=\s*(?:,|…|\.\.\.)|\s+(?:este|eh+|pues|o sea|entonces)(?![\p{L}]))`),
  },
  // The filler "entonces" leans on a comma or another filler; "entonces se va" is the logical one.
  {
    label: 'entonces',
    pattern: words(
      String.raw`(?<=(?:,|eh|ehm|o sea|pues|y|bueno)\s)entonces(?=\s*(?:,|…|\.\.\.))|entonces(?=\s*,?\s*(?:eh+|ehm+|este|o sea|pues|bueno)(?![\p{L}]))`,
    ),
  },
  { label: '¿no?', pattern: new RegExp(String.raw`(?:¿\s*no\s*\?|,\s*no\s*\?|(?<![\p{L}])no(?=\s+(?:eh+|ehm+|o sea)(?![\p{L}])))`, 'giu') },
  { label: '¿me explico?', pattern: new RegExp(String.raw`¿?\s*(?:me explico|me entiende|me entiendes)\s*\??`, 'giu') },
  // "La verdad, …", "la verdad es que…": an opener; "decirle la verdad" is content.
  // Peru's "pues": "ya pe", "claro pe", closing a phrase.
  { label: 'pe', pattern: words(String.raw`(?<=\p{L}\s)pe(?=\s*(?:[,.!?…]|$))`) },
  { label: 'la verdad', pattern: words(String.raw`(?<!(?:decir|decirle|dice|digo|dicen|sabe|saber|con|es|toda|a|su|sea)\s)la verdad(?=\s*,|\s+es que)`) },
];

// Only at the very start of a sentence: "Bueno, …", "Pues mire…", "Entonces, …", "A ver…".
const OPENING_FILLER = new RegExp(
  loosen(
    String.raw`^[\s¿¡"'“]*(?:(?:${HESITATION})[\s,…]+)?(bueno(?!s)(?=[\s,…]|$)(?!\s+(?:es|era|sería|está|para|día|días)(?![\p{L}]))|pues(?=[\s,…]|$)(?!\s+(?:que)(?![\p{L}]))|entonces(?=\s*,)|a ver(?=[\s,…]))`,
  ),
  'iu',
);

function countFillers(sentence: string, atSentenceStart: boolean): FillerCount {
  const counted = countLabelled(sentence, FILLER_RULES);
  const opening = atSentenceStart ? sentence.match(OPENING_FILLER) : null;
  // "Bueno, …" at the start: counted once, even if a rule above already took a "bueno," after "Eh,".
  if (opening && !alreadyCounted(sentence, opening)) {
    const label = opening[1].toLowerCase().replace(/\s+/g, ' ');
    return { count: counted.count + 1, labels: [...counted.labels, label] };
  }
  return counted;
}

function alreadyCounted(sentence: string, opening: RegExpMatchArray): boolean {
  const at = (opening.index ?? 0) + opening[0].length - opening[1].length;
  const label = opening[1].toLowerCase();
  const rule = FILLER_RULES.find((r) => r.label === label);
  return rule !== undefined && matchesOf(sentence, [rule.pattern]).some((m) => m.at === at);
}

const FILLER_START = new RegExp(
  loosen(
    String.raw`^[\s¿¡"'“]*(?:${HESITATION}|este(?=\s*[,…-]|\.\.\.|\s+(?:${AFTER_FILLER_ESTE})(?![\p{L}]))|o sea|pues|bueno(?!s)|entonces|básicamente|tipo|digamos|la verdad|a ver|en plan)(?![\p{L}])`,
  ),
  'iu',
);

// ---------------------------------------------------------------------------------------------
// Hedges: the softeners that shrink a claim

const TRY = String.raw`(?:intent|trat)(?:o|a|as|amos|an|aba|ábamos|aban|ando|ar|é|ó|aron)`;
const HEDGE_PATTERNS: RegExp[] = [
  words('tal vez|quizás?|a lo mejor|capaz que|posiblemente|probablemente'),
  // Colombia's "de pronto" ("de pronto le interesa") is a maybe; "de pronto llovió" (suddenly) is told by what follows.
  words('de pronto(?=\\s+(?:le|les|se|nos|lo|la|podemos|podríamos|usted|ustedes|puede|pueda|sea|haya|quiera))'),
  words('creo que|creemos que|pienso que|pensamos que|me parece que|siento que'),
  words('espero que|esperamos que|ojalá'),
  words('un poco|un poquito|más o menos|como que|algo así'),
  // "tratamos de ayudar", "intenta mejorar": trying is not doing. "Se trata de" ("it is about") is not a try.
  words(String.raw`(?<!se\s)${TRY}(?:\s+de)?(?=\s+\p{L}+(?:ar|er|ir)(?![\p{L}]))`),
  // Asking leave to speak shrinks the pitch as much as a "maybe".
  words('si (?:tiene|tienen) (?:un )?(?:tiempito|tiempo|minuto|momentito|momento)|si no es molestia'),
];

const countHedges = (sentence: string) => matchesOf(sentence, HEDGE_PATTERNS).length;
const hedgeWords = (text: string, max = 4) =>
  mostFrequentOf(
    matchesOf(text, HEDGE_PATTERNS).map((m) => m.said),
    max,
  );

// ---------------------------------------------------------------------------------------------
// The sentence said cleanly

const FILLER_REMOVALS: RegExp[] = [
  new RegExp(String.raw`[,\s]*(?:${TAG})`, 'giu'),
  new RegExp(String.raw`¿?\s*(?:me explico|me entiende|me entiendes)\s*\??`, 'giu'),
  words(String.raw`este(?=\s*(?:…|\.\.\.|,|-|—)|\s+(?:${AFTER_FILLER_ESTE})(?![\p{L}]))(?:\s*(?:…|\.\.\.))?`),
  ...FILLER_RULES.filter((r) => !['este', '¿no?', '¿me explico?'].includes(r.label)).map((r) => r.pattern),
];

// The form of a verb after "trata de", "intentamos", "podría": the try or the maybe said as a deed.
function conjugate(infinitive: string, person: 'él' | 'nosotros' | 'ellos' | 'yo' | 'gerund'): string {
  const stem = infinitive.slice(0, -2);
  const ar = infinitive.endsWith('ar');
  const ir = infinitive.endsWith('ir');
  switch (person) {
    case 'él':
      return stem + (ar ? 'a' : 'e');
    case 'ellos':
      return stem + (ar ? 'an' : 'en');
    case 'nosotros':
      return stem + (ar ? 'amos' : ir ? 'imos' : 'emos');
    case 'yo':
      return `${stem}o`;
    case 'gerund':
      return stem + (ar ? 'ando' : 'iendo');
  }
}

const PERSON_OF: Record<string, 'él' | 'nosotros' | 'ellos' | 'yo' | 'gerund'> = {
  a: 'él',
  ó: 'él',
  aba: 'él',
  amos: 'nosotros',
  ábamos: 'nosotros',
  an: 'ellos',
  aron: 'ellos',
  aban: 'ellos',
  o: 'yo',
  é: 'yo',
  ando: 'gerund',
};

// Only verbs whose present is regular: "tratamos de conseguir" keeps its try rather than become "conseguimos" wrongly.
const REGULAR_INFINITIVE = String.raw`(\p{L}+(?:ar|er|ir))(?![\p{L}])`;

// Verbs whose present is not built from the infinitive's stem: the try is kept rather than said wrong.
const IRREGULAR =
  /^(?:ser|ir|estar|tener|hacer|poder|decir|dar|ver|saber|poner|venir|querer|salir|conseguir|seguir|pedir|servir|medir|elegir|corregir|construir|incluir|contribuir|distribuir|ofrecer|crecer|conocer|producir|reducir|traducir|conducir|parecer|aparecer|establecer|merecer|agradecer|oír|caer|traer|valer)$/i;
// "encontrar" → "encuentra", "mover" → "mueve": right for "nosotros", wrong for anyone else.
const STEM_CHANGING =
  /^(?:encontrar|contar|mostrar|probar|recordar|pensar|empezar|comenzar|jugar|costar|acordar|sonar|volar|cerrar|despertar|calentar|negar|regar|sembrar|apretar|colgar|forzar|almorzar|soltar|renovar|aprobar|comprobar|demostrar|resolver|volver|devolver|mover|entender|perder|atender|extender|defender|encender|llover|doler|oler|morder|sentir|dormir|preferir|convertir|divertir|mentir|advertir|invertir|competir|repetir|vestir|reír|sonreír|freír)$/i;

/** "Tratamos de ayudar" → "ayudamos"; "podría ayudar" → "ayuda"; "ojalá podamos llegar" → "vamos a llegar". */
function withoutHedges(sentence: string): string {
  return sentence
    .replace(
      new RegExp(loosen(String.raw`(?<![\p{L}])(?<!se\s)(?:intent|trat)(a|ó|aba|amos|ábamos|an|aron|aban|o|é|ando)(?:\s+de)?\s+${REGULAR_INFINITIVE}`), 'giu'),
      (whole, ending: string, verb: string) =>
        IRREGULAR.test(verb) || (!/^[aá]?bamos$|^amos$/i.test(ending) && STEM_CHANGING.test(verb))
          ? whole
          : conjugate(verb.toLowerCase(), PERSON_OF[ending.toLowerCase()] ?? 'él'),
    )
    .replace(new RegExp(String.raw`(?<![\p{L}])(?:intentar|tratar)(?:\s+de)?\s+`, 'giu'), '')
    .replace(new RegExp(loosen(String.raw`(?<![\p{L}])ojalá(?:\s+que)?\s+(?:podamos|lleguemos a poder)`), 'giu'), 'vamos a')
    .replace(
      new RegExp(String.raw`(?<![\p{L}])podr[ií]a(mos|n)?\s+(\p{L}+(?:ar|er|ir))(?![\p{L}])`, 'giu'),
      (whole, ending: string | undefined, verb: string) =>
        IRREGULAR.test(verb) || (ending !== 'mos' && STEM_CHANGING.test(verb))
          ? whole
          : conjugate(verb.toLowerCase(), ending === 'mos' ? 'nosotros' : ending === 'n' ? 'ellos' : 'él'),
    );
}

const HEDGE_REMOVALS: RegExp[] = [
  words('tal vez|quizás?|a lo mejor|capaz que|posiblemente|probablemente|ojalá(?: que)?'),
  words('de pronto(?=\\s+(?:le|les|se|nos|lo|la|podemos|podríamos|usted|ustedes|puede|pueda|sea|haya|quiera))'),
  words('creo que|creemos que|pienso que|pensamos que|me parece que|siento que|espero que|esperamos que'),
  words('un poquito|un poco|más o menos|como que|algo así'),
  words('si (?:tiene|tienen) (?:un )?(?:tiempito|tiempo|minuto|momentito|momento)|si no es molestia'),
];

/** Words said twice in a row by a recogniser or a nervous mouth ("que que", "la la"), said once. */
const withoutRepeats = (text: string) => text.replace(/(?<![\p{L}])(\p{L}+(?: \p{L}+)?) \1(?![\p{L}])/giu, '$1');

function cleanSentence(sentence: string): string {
  // "…es súper bueno, o sea, bajaron…": the restatement keeps its comma when "o sea" goes.
  const said = sentence
    .replace(OPENING_FILLER, (m, filler: string) => m.slice(0, m.length - filler.length))
    .replace(/(?<=\p{L}),?\s+o sea\s*,?\s+(?=\p{L})/giu, ', ');
  const clean = withoutRepeats(removeAll(withoutHedges(removeAll(said, FILLER_REMOVALS)), HEDGE_REMOVALS));
  // "¿, le parece…" after a filler went: the opening mark stays on the question, the capital after it.
  const tidy = tidySentence(clean.replace(/¿\s*[,…]\s*/g, '¿').replace(/^[,…\s]+/, ''));
  return tidy.replace(/^([¿¡]+)(\p{Ll})/u, (_, mark: string, letter: string) => mark + letter.toUpperCase());
}

const FRAGMENT_START = test('y|e|o|u|ni|pero|porque|que|cual|cuales|quien|quienes|donde|como|con|de|del|para|por|a|al|sin|también|además|entonces');
const FRAGMENT_END = new RegExp(
  String.raw`(?<![\p{L}])(?:y|e|o|ni|pero|porque|que|el|la|los|las|un|una|de|del|a|al|en|con|para|por|sin|su|sus|mi|mis|nuestro|nuestra|nuestros|nuestras|es|son|lo|le|les|se|muy|más|cuando|donde|está|están|estamos|hay|tiene|tienen|tenemos|va|van|vamos|puede|pueden|podemos|queremos|ser|estar|podría|podríamos|podrían|quisiera|quiero|vamos a|para que)[\s.!?…,]*$`,
  'iu',
);

// A chunk of recognised speech that starts on a gerund ("sacando más por hectárea…") began mid-sentence.
const GERUND_START = /^[\s¿¡"“]*\p{L}+(?:ando|iendo)(?![\p{L}])/iu;
const isFragment = (line: string) =>
  new RegExp(String.raw`^[\s¿¡"“]*${FRAGMENT_START.source}`, 'iu').test(line) || GERUND_START.test(line) || FRAGMENT_END.test(line);

// ---------------------------------------------------------------------------------------------
// Syllables

const STRONG = /[aeoáéóíú]/;

/**
 * Syllable nuclei of one Spanish word: "qu"/"gu" before e/i are one sound, "y" is a vowel only at
 * the end of a word ("hoy", "muy"); in a run of vowels each strong or accented vowel is a nucleus
 * ("le-er", "pa-ís") and the weak ones glide onto it ("bue-no", "ciu-dad").
 */
function spanishSyllables(word: string): number {
  const sounds = word
    .toLowerCase()
    .replace(/([qg])u(?=[eiéí])/g, '$1')
    .replace(/y(?=[aeiouáéíóú])/g, 'j')
    .replace(/y$/, 'i')
    .replace(/y/g, 'j');
  let total = 0;
  for (const run of sounds.match(/[aeiouáéíóúü]+/g) ?? []) {
    const strong = [...run].filter((letter) => STRONG.test(letter)).length;
    total += Math.max(1, strong);
  }
  return total;
}

const countSyllables = (text: string) => vowelGroupSyllables(text, 'aeiouáéíóúüy', (word) => spanishSyllables(word));

// ---------------------------------------------------------------------------------------------
// Numbers, times, prices

const NUMBER_WORDS = String.raw`dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci\p{L}+|veinte|veinti\p{L}+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|cientos|doscient[oa]s|trescient[oa]s|cuatrocient[oa]s|quinient[oa]s|seiscient[oa]s|setecient[oa]s|ochocient[oa]s|novecient[oa]s|mil|miles|millón|millones|docenas?|mitad|el doble|un tercio|un cuarto|una cuarta parte|(?:uno|una) de cada \p{L}+`;
const NUMBER = new RegExp(String.raw`\d|[$€]\s?\d|${words(NUMBER_WORDS).source}`, 'iu');
const hasNumber = (text: string) => NUMBER.test(text);

const DAYS = 'lunes|martes|miércoles|jueves|viernes|sábado|domingo';
const MONTHS = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const TIME = test(
  String.raw`hoy|ahorita|mañana|pasado mañana|el finde|esta (?:noche|tarde|semana|quincena)|este (?:mes|fin de semana|${DAYS})|(?:el|los|este|próximo|el próximo) (?:${DAYS})|${DAYS}|(?:la )?(?:próxima|siguiente) semana|la semana (?:que viene|entrante)|el (?:próximo )?mes (?:que viene|entrante)|el próximo mes|fin de semana|(?:en|por) la (?:mañana|tarde|noche)|a las \p{L}+|a las \d+|de una vez|ahora mismo|ya mismo|en este momento|${MONTHS}`,
);
const hasTime = (text: string) => TIME.test(text);

const CURRENCY = String.raw`pesos|soles|quetzales|francos|cfa|dólares|dolares|bolívares|colones|lempiras|córdobas|guaraníes|reales|euros|lucas|bolas|varos`;
const PRICE_WORD = test(
  String.raw`cuesta|cuestan|vale|valen|precio|cobramos|cobro|tarifa|cuota|cuotas|mensualidad|mensualidades|sale en|sale a|salen a|se paga|se pagan|por solo|a solo|nomás|la unidad|cada uno|cada una`,
);
const AMOUNT = new RegExp(
  String.raw`(?:[$€]|S/\.?|Q)\s?\d|\d[\d,.]*\s*(?:mil\s+)?(?:${CURRENCY})|${words(`(?:${NUMBER_WORDS})(?:\\s+(?:${NUMBER_WORDS}|y \\p{L}+))*\\s+(?:${CURRENCY})`).source}`,
  'iu',
);
const isPrice = (sentence: string) => PRICE_WORD.test(sentence) && AMOUNT.test(sentence);

// ---------------------------------------------------------------------------------------------
// Who the speaker is, and how they speak to the listener

const GREETING = new RegExp(
  String.raw`^[\s¿¡"“]*(?:${loosen('hola|buen(?:os|as) (?:días|tardes|noches)|buenas|buen día|saludos|qué tal|mucho gusto|muy buenos días|mi nombre es|me llamo')})(?![\p{L}])`,
  'iu',
);
// "Soy Teodoro", told by its capital: "soy de Lima" and "soy la dueña" are not a name.
const NAME_FIRST = /^[\s¿¡"“]*(?:[Yy]o )?[Ss]oy \p{Lu}/u;
const isGreeting = (sentence: string) => GREETING.test(sentence) || NAME_FIRST.test(sentence);

const BIOGRAPHY = test(
  String.raw`mi nombre es|me llamo|soy de|nací|crecí|vivo en|mi (?:papá|mamá|padre|madre|abuelo|abuela|esposo|esposa|marido|familia|hijo|hija|hijos|tío|tía)|tengo \p{L}+ hijos|estudié|trabajé (?:\p{L}+ )*años|(?:fundé|empecé|abrí|inicié|arranqué) (?:mi|el|la|este|esta|nuestro|nuestra) (?:negocio|empresa|tienda|taller|emprendimiento)|que fundó mi|yo soy (?!el|la|un|una)\p{L}+ de|trabajo hace \p{L}+ años|llevo \p{L}+ años`,
);
const isBiography = (sentence: string) => BIOGRAPHY.test(sentence);

const RUDE = test(
  String.raw`(?:ustedes|inversionistas|en esta sala) (?:\p{L}+ ){0,3}no (?:tiene|tienen|sabe|saben|entiende|entienden)|ni idea|pongan atención|presten atención|escúcheme bien|escúchenme bien|francamente|no deberían (?:estar )?invirtiendo|más list[oa]s?|tont[oa]s?|idiotas?|estúpid[oa]s?|cállese|cállense|perdiendo (?:el|mi|nuestro|su) tiempo|obviamente (?:usted|ustedes) necesita|nos necesitan? más|no saben? nada|no entienden? nada|o se quedan atrás`,
);
const isRude = (sentence: string) => RUDE.test(sentence);

// ---------------------------------------------------------------------------------------------
// The five parts

// A result the offer brought is not the listener's pain: "redujeron la merma a la mitad".
const RESULT_CLAUSE = new RegExp(
  loosen(
    String.raw`(?<![\p{L}])(?:redujeron|reducen|reduce|redujo|bajaron|bajan|baja|bajó|cortaron|cortamos|redujimos|bajamos)\s+(?:\p{L}+\s+){0,4}?(?:a la mitad|en \d+|del? \d+[^.?!]*?al? \d+|\d+\s*(?:%|por ciento)|a la tercera parte|casi a cero|a cero)`,
  ),
  'giu',
);
const withoutResults = (sentence: string) => sentence.replace(RESULT_CLAUSE, ' ');

const PROBLEM = test(
  String.raw`pierd\p{L}*|perd\p{L}+|pérdidas?|merma|mermas|se (?:echa|echan|echó) a perder|se (?:pudre|pudren|daña|dañan|vence|vencen|tira|tiran|roban|acaba|acaban|atrasan|atrasa|caen|cae|quedan sin|queda sin|van con otro)|podrid[oa]s?|vencid[oa]s?|a la basura|problemas?|difícil|complicad[oa]|no (?:sabe|saben|tiene|tienen|alcanza|alcanzan|contesta|contestan|llega|llegan|paga|pagan|completan|completa|puede|pueden|hay|les alcanza|le alcanza|ganan|gana|cobran|cobra|anotan|anota)|sin (?:luz|agua|seguro|crédito|ingreso|ingresos|trabajo|dinero|inscripción|cobertura|mercancía|stock|clientes)|hac\p{L}* fila|filas|esperando|esperan (?:\p{L}+ ){0,2}(?:días|semanas|meses|horas)|atrasad[oa]s?|atraso|atrasos|plagas?|roya|sequía|heladas?|robos?|asaltos?|choca|chocan|accidentes?|multas?|papeleo|a mano|en cuadernos?|en una libreta|en excel|humo|apagones|apagón|cortes de luz|se (?:le|les) (?:acaba|ha acabado|acabó)|fían|fiado sin|intermediarios?|coyotes?|prestamistas?|gota a gota|usureros?|deudas?|endeudad\p{L}*|caro|caros|cara|caras|carísimo|cobran hasta|comisiones|comisión de \d|gastan?|gastar|gasto|pagan? (?:de más|el doble|más)|cuesta (?:mucho|caro|un ojo)|mal pagad[oa]s?|les paga lo que quiere|se enferma\p{L}*|enfermedad\p{L}*|(?<!(?:la|esta|una|de)\s)tarde(?!s)|a tiempo no|nunca (?:llega|contestan)|se pierde|se pierden|faltas|no vuelven|no regresan|daña|dañan|muere|mueren|estrés|preocupad[oa]s?|(?:le|les|te) cobran|descompu\p{L}*|se descompone|se malogra|malograd[oa]s?|averiad[oa]s?|(?<!sin\s)fallas?|extorsi\p{L}+|inseguridad|cobro de piso|no venden?|ventas bajas|bajas ventas|se (?:le|les) van (?:los )?clientes|se van con la competencia|(?:factura|precio|costo|renta|alquiler|gasolina|diésel|luz|tarifa|pasaje)s? (?:\p{L}+ ){0,6}?(?:subió|subieron|sube|suben|aumentó|aumentaron|se disparó|se duplicó)|(?:paga|pagan|gasta|gastan) (?:hoy )?(?:cerca de|más de|hasta|casi) \d`,
);
const isProblem = (sentence: string) => PROBLEM.test(withoutResults(sentence));

const OFFER_NOUNS = String.raw`app|aplicación|plataforma|servicio|seguro|microseguro|kit|sistema|herramienta|programa|abono|fertilizante|ración|alimento|préstamo|crédito|producto|empresa|filtro|bomba|máquina|tienda|red|cooperativa|taller|panadería|negocio|software|tablero|plan|paquete|curso|tarjeta|billetera|marketplace|startup|distribuidora|fábrica|agencia|proveedor|proveedora|mayorista|emprendimiento|marca|línea|solución|dispositivo|equipo|panel|paneles`;
const SOLUTION = test(
  String.raw`(?:es|son) (?:un|una|el|la|nuestro|nuestra) (?:\p{L}+ ){0,3}(?:${OFFER_NOUNS})|somos (?:un|una) (?:\p{L}+ ){0,3}(?:${OFFER_NOUNS}|grupo|familia|equipo)|(?:vendemos|ofrecemos|hacemos|fabricamos|producimos|instalamos|entregamos|llevamos|repartimos|limpiamos|reparamos|horneamos|surtimos|prestamos|aseguramos|cubrimos|capacitamos|enseñamos|ayudamos|conectamos|construimos|diseñamos|creamos|desarrollamos|cosemos|confeccionamos|traemos|mandamos|enviamos|financiamos|rentamos|alquilamos|acopiamos|juntamos|perforamos|fumigamos|tomamos las medidas|damos (?:mantenimiento|servicio|crédito|garantía)|le (?:damos|llevamos|instalamos|entregamos|dejamos|prestamos|surtimos|ponemos|pagamos|cubrimos|conseguimos|hacemos)|les (?:damos|llevamos|instalamos|entregamos|prestamos|surtimos|ponemos|pagamos|compramos))|(?:vendo|ofrezco|hago|fabrico|instalo|reparo|coso|preparo|cocino|reparto|presto)(?= \p{L})|lo que hacemos es|(?:le|les|te) (?:permite|ayuda|deja|avisa|dice|manda|muestra|resuelve)|para que (?:usted|ustedes|sus|su|los|las|cada)|nuestr[oa]s? (?:\p{L}+ ){0,2}(?:${OFFER_NOUNS})|se paga (?:en|con|por)|(?:con|gracias a) (?:nuestr[oa] |la |el )?(?:app|aplicación|plataforma|servicio|seguro|kit|sistema)|hacer el delivery|hace el delivery`,
);
// "TallerExpress repara el carro", "CitaBella contesta sola": a name, then the work it does.
const NAMED_OFFER_VERBS = String.raw`(?:le |les |lo |la |se )?(?:instala|manda|envía|lee|dice|paga|cubre|registra|conecta|agenda|contesta|repara|presta|entrega|lleva|surte|junta|pone|guarda|calcula|avisa|cobra|vende|reserva|protege|limpia|trae|permite|recoge|compra|enfría|fabrica|produce|muestra|organiza|controla|cuida|asegura|financia|reparte)(?![\p{L}])`;
const NAMED_OFFER = new RegExp(String.raw`(?<![\p{L}])(\p{Lu}\p{Ll}+\p{Lu}?\p{L}*),? ${NAMED_OFFER_VERBS}`, 'gu');
// Capitalised at a sentence's start without naming anything: "Ella manda…", "Usted paga…".
const COMMON_CAPITALS = /^(?:Ella|Él|Ellos|Ellas|Usted|Ustedes|Nadie|Alguien|Cada|Todo|Eso|Esto|Quien|Mi|Tu)$/u;
const namedOffer = (sentence: string) => [...sentence.matchAll(NAMED_OFFER)].some(([, name]) => !NAME_STOPWORDS.has(name) && !COMMON_CAPITALS.test(name));
const isSolution = (sentence: string) => SOLUTION.test(sentence) || namedOffer(sentence);

function namesOffer(sentence: string, productName: string): boolean {
  const name = productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(String.raw`(?<![\p{L}])${name},?(?:\s+(?:eh|este),?)? (?:${NAMED_OFFER_VERBS}|es (?:un|una))`, 'iu').test(sentence);
}

const CUSTOMERS = String.raw`clientes|clientas|usuarios|usuarias|familias|hogares|casas|tiendas|tienditas|tenderos|bodegas|fondas|restaurantes|bares|colegios|escuelas|agricultores|productores|caficultores|ganaderos|pescadores|mototaxistas|taxistas|choferes|conductores|transportistas|hoteles|clínicas|consultorios|farmacias|oficinas|salones|peluquerías|socios|socias|comercios|comerciantes|negocios|empresas|panaderías|cafeterías|tambos|fincas|granjas|cooperativas|mamás|madres|papás|padres|alumnos|estudiantes|pacientes|vendedoras|vendedores|emprendedores|emprendedoras|mercados|puestos|kits|paneles|filtros|sistemas|equipos|pedidos entregados|asegurados|afiliados|suscriptores|descargas|fiados|transacciones|ventas|operaciones|pólizas|préstamos|créditos|entregas|viajes`;
const COUNT = String.raw`(?:\d[\d,.]*(?:\s+mil)?|(?:más de|unos|unas|como|casi|cerca de)\s+\d[\d,.]*|${NUMBER_WORDS})`;
const COUNTED_CUSTOMERS = new RegExp(String.raw`(?<![\p{L}])${COUNT}\s+(?:\p{L}+\s+){0,1}?(?:${CUSTOMERS})(?![\p{L}])`, 'iu');
// "redujeron la merma a la mitad", "su factura bajó 55 por ciento", "ahorra 3,500 pesos al mes".
const RESULT = new RegExp(
  loosen(
    String.raw`(?<![\p{L}])(?:redujeron|redujimos|reducen|bajaron|bajó|bajamos|subió|subieron|aumentaron|aumentó|crecieron|creció|crecimos|duplic\p{L}+|tripli\p{L}+|ahorra|ahorran|ahorraron|ahorramos|se ahorra|se ahorran|ganan|ganaron|cobraron|pagamos|vendimos|vendemos|instalamos|atendimos|atendemos|aseguramos|entregamos|surtimos|le surtimos|financiamos|capacitamos|repartimos|pagan|compran)(?![\p{L}])[^.?!]{0,50}?(?:\d|por ciento|%|la mitad|el doble|\b(?:${NUMBER_WORDS})\b)`,
  ),
  'iu',
);
const SOCIAL_PROOF = test(
  String.raw`nos recomiendan|testimonios?|premio|premiados|ganamos el|respaldados por|aliados como|trabajamos con (?:el|la) (?:alcaldía|municipalidad|gobierno|banco|ministerio)|ningun[oa] (?:se ha quedado|pasó|ha perdido)|regresan con nosotros|siguen con nosotros|llevan más de (?:\p{L}+ )+con nosotros|nos vuelven a comprar|repiten`,
);
const PERCENT = /\d+(?:[.,]\d+)?\s?(?:%|por ciento)|(?<![\p{L}])(?:el doble|la mitad)(?![\p{L}])/iu;
// Talk is not traction: "he conversado con cientos de comerciantes".
const ONLY_TALK = test(
  '(?:empezamos|empecé|arrancamos|comenzamos|iniciamos|nacimos) (?:\\p{L}+ ){0,4}con|he conversado|hemos conversado|he hablado|hemos hablado|he escuchado|hemos escuchado|he conocido|hemos conocido|entrevistamos|hemos entrevistado|he visitado|conocemos a',
);
// "a las siete", "en 24 horas", "cada dos meses", "de 40 kilos": times and sizes count nothing.
const TIMES_AND_SIZES = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:a|antes de|después de|desde) las \p{L}+|(?:en|de|por|cada|hace|durante|dentro de|menos de) (?:\d+|\p{L}+) (?:horas|días|minutos|semanas|meses|años|kilos|litros|metros|hectáreas))`,
  'giu',
);
const MONEY_SAID = new RegExp(String.raw`\d[\d,.]*\s*(?:mil\s+)?(?:${CURRENCY})`, 'giu');

// What the speaker has made or done, counted: "podemos entregar dos mil uniformes", "llevamos quince años".
const OUTPUT = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:podemos )?(?:entregar|entregamos|producir|producimos|fabricar|fabricamos|confeccionar|confeccionamos|vendimos|hicimos|instalamos|atendimos|capacitamos|financiamos)\s+(?:más de |unos |unas |hasta |casi )?${COUNT}\s+\p{L}+|llevamos (?:más de )?${COUNT} años)`,
  'iu',
);

function isProof(sentence: string): boolean {
  if (ONLY_TALK.test(sentence)) return false;
  const timeless = sentence.replace(TIMES_AND_SIZES, ' ');
  const claim = timeless.replace(MONEY_SAID, ' ');
  return COUNTED_CUSTOMERS.test(claim) || OUTPUT.test(timeless) || RESULT.test(timeless) || PERCENT.test(claim) || SOCIAL_PROOF.test(sentence);
}

// "nosotros", "nuestros clientes", "ya usan", a first-person plural that did something.
const OWN = test(
  'nosotros|nuestr[oa]s?|nos|tenemos|ya (?:usan|compran|pagan|confían|trabajan)|clientes|clientas|usuarios|piloto|prueba piloto|del? \\d+ al? \\d+',
);
// "instalamos", "atendemos", "vendimos": the first person plural, less the nouns that end like it.
const WE_DID = /(?<![\p{L}])\p{L}{3,}(?:amos|emos|imos)(?![\p{L}])/giu;
const NOT_WE = /^(?:préstamos|prestamos|últimos|ultimos|próximos|proximos|mínimos|minimos|máximos|maximos|reclamos|extremos|supremos|ramos)$/iu;
const isOwnClaim = (sentence: string) =>
  OWN.test(sentence) || [...sentence.matchAll(WE_DID)].some(([verb]) => !NOT_WE.test(verb)) || (COUNTED_CUSTOMERS.test(sentence) && RESULT.test(sentence));

// ---------------------------------------------------------------------------------------------
// The ask

// An offer to act now, in the first person, or a proposal: an ask wherever it is said.
const STRONG_ASK = test(
  String.raw`(?:le|les|lo|la|se lo|se la|te) (?:instalo|dejo|llevo|mando|envío|agendo|anoto|apunto|activo|inscribo|tomo|reservo|aparto|separo|visito|muestro|preparo|armo|reviso|checo|cotizo|hago (?:la|una|el|un|su) (?:demo|visita|prueba|cita|pedido|follow-up|delivery|entrega|envío|instalación|cotización|presupuesto))|(?:le|les|te) parece (?:si|bien que|que)|qué (?:tal|le parece|les parece) si|(?:puedo|podemos|podríamos|pudiéramos) (?:pasar|agendar|instalar|inscribir|visitar|reunirnos|llevar|dejar|mostrar|hacer|empezar|arrancar|tomar|activar|firmar|enviar|mandar|programar|cerrar|ir|verlo|vernos|contar con)|(?:nos|me) (?:reunimos|vemos) (?:el|este|mañana|hoy|la)|hagamos|empecemos|arranquemos|agendemos|firmemos|cerremos|cerramos (?:el|la|hoy|trato)|(?:estamos|ando|andamos) (?:levantando|buscando|recaudando)|buscamos (?:socios?|inversi\p{L}+|distribuidores?|aliados?|\d+|\p{L}+ (?:tiendas|colegios|restaurantes|socios))|necesitamos (?:un|una|\d+|socios?|inversi\p{L}+)|inversi(?:ón|onistas?)|invertir|levantar \d|le propongo|les propongo|propongo que|inscríbase|regístrese|firmen|quisiera (?:pedirle|pedirles|invitarl\p{L}+|proponerle)|(?:le|les) pido que`,
);
// A request said softly, or an instruction: an ask only near the end ("visita" early on is not one).
const CLOSING_ASK = test(
  String.raw`si (?:\p{L}+ ){0,2}(?:le|les|te) interesa|interesad[oa]s?|me avisa|avíseme|avísenme|contácte(?:me|nos)|llámeme|llámenos|escríbame|escríbanos|conversa(?:r|mos)|platica(?:r|mos)|hablamos|reunirnos|reunión|visita|cita|demo|(?:de )?prueba|piloto|muestras?|con (?:mucho )?gusto|a (?:la|sus) órdenes|asocie(?:n|rse)?|apoy(?:o|en|arnos)|cuente con|cuenten con|le dejo|me manda|follow-?up|(?:le|les) ofrezco|queremos que (?:usted|ustedes)|la idea es que (?:usted|ustedes)|(?:puede|pueden) (?:llamar|escribir|visitar|pasar|comprar|pedir)|pase(?:n)? por|por favor|cómpre\p{L}*|pruébe\p{L}*`,
);
// "Pida sus primeras quinientas plantas…", "Cómprenme uno": usted's command, not a subjunctive after "que".
const IMPERATIVE_ASK = new RegExp(
  String.raw`(?<!(?:que|si|cuando|ojalá|se|usted|ustedes|él|ella|y)\s)(?<!(?:que|si|cuando)\s(?:\p{L}+\s){1,2})${words('pida|pidan|pídale|llame|llamen|venga|vengan|visítenos|visite|visiten|compre|compren|cómprenme|cómpreme|pruebe|prueben|inscriba|inscríbase|regístrese|firme|firmen|mándeme|mande|traiga|traigan|reserve|reserven|agende|agenden|separe|aparte|descargue|baje|escanee|mándenos|escríbanos').source}`,
  'iu',
);

const isAsk = (sentence: string, nearEnd: boolean) => STRONG_ASK.test(sentence) || (nearEnd && (CLOSING_ASK.test(sentence) || IMPERATIVE_ASK.test(sentence)));

const SPECIFIC = new RegExp(String.raw`${NUMBER.source}|${TIME.source}|${test('minutos|una semana|un mes|gratis el primer').source}`, 'iu');
// "Si le interesa, me avisa", "cuando tenga chance": the when is left to the listener.
const VAGUE_ASK = test(
  String.raw`si (?:\p{L}+ ){0,2}(?:le|les|te) interesa|si (?:\p{L}+ ){0,2}(?:está|están|estás) interesad[oa]s?|me avisa|avíseme|avísenme|cuando (?:tenga|tengan|pueda|puedan|quiera|quieran|guste|gusten)|algún día|en algún momento|en el futuro|más adelante|otro día|un día de estos|(?:a|para) los (?:que estén )?interesados|que estén interesad[oa]s|(?:su|cualquier|todo su) apoyo|nos apoyen|sus comentarios|qué opina|lo que piensa|a sus órdenes|a la orden|le dejo mi (?:tarjeta|número)|cuando usted diga`,
);
const isSpecificAsk = (sentence: string) => SPECIFIC.test(sentence) && !VAGUE_ASK.test(sentence);

// Where a request starts inside an unpunctuated chunk: "…bajaron la merma a la mitad le instalo surtidito hoy".
const ASK_START = new RegExp(
  String.raw`${STRONG_ASK.source}|${test('(?:puedo|podemos) (?:pasar|llevar|ir|instalar|agendar)|pida|cómprenme|compre|(?:le|les) (?:hacemos|dejamos|llevamos|instalamos|mandamos) (?:una|un|la|el|su) (?:\\p{L}+ ){0,2}?(?:prueba|visita|demo|limpieza|instalación|muestra|cotización|propuesta|diagnóstico)').source}`,
  'iu',
);
function beforeAsk(sentence: string): string {
  const at = sentence.search(ASK_START);
  if (at < 0) return sentence;
  // "¿Le instalo…": the opening marks belong to the request.
  return at === 0 || /^[\s¿¡]*$/.test(sentence.slice(0, at))
    ? ''
    : sentence
        .slice(0, at)
        .replace(/[\s¿¡]+$/, '')
        .trim();
}

/** The request of a chunk of recognised speech, from its first word: "…paga hoy | se lo tomo de una vez". */
function askPart(sentence: string): string {
  const at = sentence.search(ASK_START);
  const imperative = at < 0 ? sentence.search(IMPERATIVE_ASK) : -1;
  const from = at >= 0 ? at : imperative;
  return from > 0 ? sentence.slice(from).trim() : sentence;
}

// Where a result starts inside an unpunctuated chunk: "…en 48 horas | ya tenemos 2400 mototaxistas asegurados".
const PROOF_START = test(
  String.raw`ya (?:tenemos|instalamos|atendimos|vendimos|trabajamos|aseguramos|le surtimos|les surtimos|surtimos|entregamos|capacitamos|financiamos)|(?:el|este) (?:año|mes) pasado|este año|el año pasado|hoy (?:trabajamos|atendemos|cuidamos|tenemos|le surtimos|surtimos)|en el primer (?:\p{L}+)|desde (?:que|${MONTHS})|en (?:19|20)\d\d|hasta hoy`,
);

/** The result of a chunk from its first word: "ya tenemos 2400 mototaxistas asegurados…". */
function proofPart(sentence: string): string {
  const at = sentence.search(PROOF_START);
  if (at <= 0) return sentence;
  const part = sentence.slice(at);
  return isProof(part) ? part : sentence;
}

// "¿Le parece?", "¿Trato hecho?", "¿Le queda bien?": a closing question whose content is the sentence before.
const BACK_REFERENCE = new RegExp(
  String.raw`^[\s¿¡]*(?:${loosen('(?:entonces,? )?(?:le|les) parece(?: bien)?|trato hecho|lo hacemos|le queda bien|les queda bien|está bien|sí o no|qué dice|qué opina|cómo lo ve|va|sale|de acuerdo|cerramos|le late|le sirve|quedamos así')})[\s?!.]*$`,
  'iu',
);
const isBackReference = (sentence: string) => BACK_REFERENCE.test(sentence);

// ---------------------------------------------------------------------------------------------
// The hook

const DOUBT = test('tal vez|quizás?|a lo mejor|creo que|pienso que|probablemente|posiblemente|ojalá|espero que|como que|más o menos|capaz que');
const BOLD_CLAIM = test(
  String.raw`imagínese|imagínate|imagine|se imagina|te imaginas|qué pasaría si|qué haría si|sabía que|sabías que|sabe (?:cuánto|cuántos|cuántas|qué|por qué)|cuánto|cuántos|cuántas|cuánta|alguna vez|nunca|nadie|ningún|ninguna|todos los días|cada (?:día|semana|mes|año|mañana|noche|temporada|cosecha|quincena|${DAYS}|${MONTHS})|el únic[oa]|la única|l[oa]s únic[oa]s|el primer[oa]?|la primera|el más|la más|los más|las más|número uno|millones|miles`,
);
// "llevamos quince años", "desde 1978": credentials, not a reason to lean in.
const YEARS_IN_BUSINESS = new RegExp(
  String.raw`${words('(?:llevamos|llevo|tenemos|tengo|hace|con|de) (?:más de )?\\p{L}+ años(?: de experiencia)?|desde (?:19|20)\\d\\d|en (?:19|20)\\d\\d').source}`,
  'giu',
);
const FIRST_PERSON = test('yo|nosotros|nuestr[oa]s?|mi|mis|nos|somos|tenemos|soy|tengo|vendo|vendemos|hacemos');

function isHook(sentence: string, isFirst: boolean): boolean {
  if (countWords(sentence) > 30 || DOUBT.test(sentence) || isRude(sentence) || isBiography(sentence) || isGreeting(sentence)) return false;
  // "…se llama CitaBella, ¿no?": a tag is not a question.
  const claim = sentence.replace(TAGS, ' ').replace(YEARS_IN_BUSINESS, ' ');
  if (isPriceTag(claim)) return false;
  if (claim.includes('?') || claim.includes('¿') || hasNumber(claim) || BOLD_CLAIM.test(claim)) return true;
  return isFirst && countWords(sentence) <= 20 && isProblem(sentence) && !FIRST_PERSON.test(sentence);
}

// "Arroz, 25 kilos, 800 pesos": a line of a price list, whose numbers are no reason to listen.
function isPriceTag(sentence: string): boolean {
  if (!AMOUNT.test(sentence)) return false;
  const rest = sentence
    .replace(AMOUNT, ' ')
    .replace(/\d[\d,.]*/g, ' ')
    .replace(
      new RegExp(
        words('kilos?|kg|gramos|litros?|bolsas?|piezas?|paquetes?|cajas?|docenas?|el|la|los|las|un|una|a|de|por|solo|cada|uno|una|sólo').source,
        'giu',
      ),
      ' ',
    );
  return countWords(rest.replace(/[^\p{L}\s]/gu, ' ')) <= 2;
}

const startsWithFiller = (sentence: string) => FILLER_START.test(sentence);

// ---------------------------------------------------------------------------------------------
// The product's name

const NAME_STOPWORDS = new Set(
  `El La Los Las Un Una Unos Unas Y O Pero Porque Que Qué Cómo Cuánto Cuántos Cuántas Si Sí No Yo Nosotros Usted Ustedes Mi Mis Su Sus Nuestro Nuestra Nuestros Nuestras
  Este Esta Esto Ese Esa Hoy Mañana Hola Buenos Buenas Don Doña Señor Señora Con Para Por En De Del Al A Ya Cada Todos Todas Somos Tenemos Soy Tengo
  Lunes Martes Miércoles Jueves Viernes Sábado Domingo Enero Febrero Marzo Abril Mayo Junio Julio Agosto Septiembre Setiembre Octubre Noviembre Diciembre
  Eh Bueno Pues Entonces Tipo Básicamente WhatsApp Yape Plin Nequi Daviplata Facebook Instagram Google Excel Central Abasto`.split(/\s+/),
);
const CAMEL_CASE = /^\p{Lu}\p{Ll}+\p{Lu}\p{L}*$/u;
const PLACE_PREPOSITION = /^(?:en|de|del|desde|a|al|para|hasta|por|cerca|entre)$/i;
const NAME_CUE = new RegExp(
  String.raw`(?<![\p{L}])(?:[Ss]e llama|llamad[oa]|les? presento|les? presentamos|creamos|desarrollamos|fundador(?:a)? de|cofundador(?:a)? de|dueñ[oa] de|gerente de|trabajo (?:en|para)|somos)\s+((?:\p{Lu}[\p{L}'-]*)(?:\s+\p{Lu}[\p{L}'-]+){0,2})`,
  'u',
);
const SPOKEN_NAME_CUE = new RegExp(
  String.raw`(?<![\p{L}])(?:se llama|llamad[oa]|les? presento|les? presentamos)\s+(?:(?:eh|este)\s+)?([\p{Ll}][\p{L}'-]{2,})`,
  'iu',
);
const OFFER_SUBJECT = new RegExp(
  String.raw`(?:^|[.!?]\s+|,\s+)([\p{L}][\p{L}'-]+(?:\s+[\p{L}][\p{L}'-]+)?)\s+(?:es|son) (?:un|una) (?:\p{L}+ ){0,2}(?:${OFFER_NOUNS})`,
  'giu',
);
const SPOKEN_OFFER_SUBJECT = new RegExp(
  String.raw`(?<![\p{L}])(\p{Ll}[\p{L}'-]{3,})\s+(?:es|son) (?:un|una) (?:\p{L}+ ){0,2}(?:${OFFER_NOUNS})(?![\p{L}])`,
  'gu',
);
// Common words that start "… es una app" without naming anything.
const COMMON_SUBJECT = test(
  'esto|eso|esta|este|lo|la|el|que|nuestra|nuestro|también|ahora|hoy|aquí|acá|y|pero|porque|usted|ustedes|esta empresa|el producto|la empresa|la idea|mi negocio|nuestro negocio',
);

function findProductName(sentences: string[]): string | undefined {
  const text = sentences.join(' ');
  const cued = text.match(NAME_CUE);
  if (cued && !NAME_STOPWORDS.has(cued[1].split(' ')[0])) return cued[1].replace(/[.,;:]+$/, '');
  for (const [, subject] of text.matchAll(OFFER_SUBJECT)) {
    const last = subject.split(' ').slice(-1)[0];
    if (!COMMON_SUBJECT.test(subject) && /^\p{Lu}/u.test(last) && !NAME_STOPWORDS.has(last)) {
      const pair = subject.split(' ');
      return pair.length === 2 && /^\p{Lu}/u.test(pair[0]) && !NAME_STOPWORDS.has(pair[0]) ? subject : last;
    }
  }
  const counts = new Map<string, number>();
  const places = new Set<string>();
  for (const sentence of sentences) {
    const tokens = sentence.split(/\s+/);
    tokens.forEach((raw, i) => {
      const token = raw.replace(/^[^\p{L}]+|[^\p{L}\p{N}]+$/gu, '');
      const capitalised = i === 0 ? CAMEL_CASE.test(token) : /^\p{Lu}/u.test(token);
      if (!capitalised || token.length <= 2 || NAME_STOPWORDS.has(token)) return;
      counts.set(token, (counts.get(token) ?? 0) + 1);
      // "en Huancayo", "de La Boquilla": a word after a place preposition is a place.
      const before = (tokens[i - 1] ?? '').replace(/[^\p{L}]/gu, '');
      const beforeTwo = (tokens[i - 2] ?? '').replace(/[^\p{L}]/gu, '');
      if (PLACE_PREPOSITION.test(before) || (/^(?:La|El|Los|Las|San|Santa)$/u.test(before) && PLACE_PREPOSITION.test(beforeTwo))) places.add(token);
    });
  }
  for (const place of places) if (!CAMEL_CASE.test(place)) counts.delete(place);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const camel = ranked.find(([token]) => CAMEL_CASE.test(token));
  if (camel) return camel[0];
  if (ranked[0] && ranked[0][1] >= 2) return ranked[0][0];
  // Recognised speech has no capitals: "se llama citabella", "surtidito es una app".
  const spoken = text.match(SPOKEN_NAME_CUE);
  if (spoken && !COMMON_SUBJECT.test(spoken[1])) return spoken[1];
  // "…barato agrovida es un abono": a word no article stands before, naming what the offer is.
  for (const match of text.matchAll(SPOKEN_OFFER_SUBJECT)) {
    const subject = match[1];
    const before = text.slice(0, match.index).trim().split(/\s+/).pop() ?? '';
    if (!COMMON_WORDS.has(subject.toLowerCase()) && (occurrences(text, subject) >= 2 || !DETERMINER.test(before))) return subject;
  }
  return undefined;
}

const DETERMINER = /^(?:el|la|los|las|un|una|este|esta|ese|esa|nuestro|nuestra|su|mi|del|al|de|en|que|y)$/i;
const COMMON_WORDS = new Set(
  `esto eso esta este lo la el que nuestra nuestro también ahora hoy aquí acá y pero porque usted ustedes todo todos cada uno una uno bueno pues entonces eso
  producto servicio empresa negocio idea app plan sistema seguro kit esta este ello ella ellos usted ustedes aquello colombia méxico mexico perú peru guatemala lima bogotá
  bogota malabo bata quito`.split(/\s+/),
);
const occurrences = (text: string, word: string) => text.toLowerCase().split(word.toLowerCase()).length - 1;

// ---------------------------------------------------------------------------------------------

export const SPANISH: Tongue = {
  language: 'es',
  countFillers,
  countHedges,
  hedgeWords,
  startsWithFiller,
  cleanSentence,
  isFragment,
  countSyllables,
  // "que" only as a joint ("…y que es más rápido que"), not in "tiene que", "más que", "para que".
  clauseJoiners: new RegExp(
    String.raw`(?<![\p{L}])(?:y|e|pero|porque|entonces|cuando|donde|así que|mientras|lo que|(?<!(?:tiene|tienen|tengo|tenemos|más|menos|mismo|para|hay|creo|pienso|espero|antes de|después de|ya|sin|hasta)\s)que)(?![\p{L}])`,
    'giu',
  ),
  isHook,
  hookStart: new RegExp(`^(?:${loosen('si|imagínese|imagine|imagínate|cuánto|cuántos|cuántas|cuánta|sabía|sabe|qué|por qué|alguna|usted')})$`, 'iu'),
  isGreeting,
  isBiography,
  isRude,
  isProblem,
  isSolution,
  isProof,
  isOwnClaim,
  isAsk,
  isSpecificAsk,
  isPrice,
  hasNumber,
  hasTime,
  findProductName,
  lines: spanishLines,
  beforeAsk,
  askPart,
  requestOf: askPart,
  proofPart,
  isBackReference,
  withoutResults,
  namesOffer,
};
