// Portuguese as the rules read it: Brazilian sellers ("a gente", "pra", "celular", reais) and
// Mozambican and Angolan sellers, whose grammar follows the European norm ("estamos a vender",
// "telemóvel", "connosco", meticais, kwanzas). Written from how these sellers pitch out loud, not
// from the English lists: "né?" closes half the sentences of a nervous pitch, "aí" opens each step
// of a story, "tipo" stands for "like", a sentence-opening "então" is often a run-up, not a "so".
// Each ambiguous word counts only in its filler use, told by its neighbours, because recognised
// speech has no commas to tell it.

import { isMereEcho, leadingSentences } from '../pitch-rewrites.ts';
import { countWords, tidySentence } from '../text.ts';
import type { LineInput, PitchLines, Tongue } from './tongue.ts';
import { countLabelled, matchesOf, mostFrequentOf, removeAll, vowelGroupSyllables, wordPattern } from './word-rules.ts';

// Whole-word edges that work with accented letters (JavaScript's \b is ASCII only).
const NB = String.raw`(?<![\p{L}\p{N}'’-])`;
const NA = String.raw`(?![\p{L}\p{N}'’-])`;
/** A whole-word, case-insensitive test (no global flag, so `.test` keeps no state). */
const re = (core: string) => new RegExp(`${NB}(?:${core})${NA}`, 'iu');
/** The start of a sentence, after any punctuation or quote. */
const START = String.raw`(?<=^[\s"'“¿¡(—-]*)`;

// Numbers ---------------------------------------------------------------------------------------

const NUMBER_WORD = String.raw`dois|duas|três|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quatorze|catorze|quinze|dezesseis|dezasseis|dezessete|dezassete|dezoito|dezenove|dezanove|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem|cento|duzent[oa]s|trezent[oa]s|quatrocent[oa]s|quinhent[oa]s|seiscent[oa]s|setecent[oa]s|oitocent[oa]s|novecent[oa]s|mil|milhão|milhões|bilhão|bilhões|dezenas|centenas|milhares`;
const COUNT = String.raw`(?:\d[\d.,]*(?:\s?mil)?|(?:${NUMBER_WORD})(?:\s+e\s+(?:um|uma|${NUMBER_WORD}))*(?:\s+mil)?)`;
const NUMBER = new RegExp(String.raw`R\$\s?\d|\d|${NB}(?:${NUMBER_WORD}|metade|um terço|um quarto|o dobro|o triplo|(?:um|uma) em cada)${NA}`, 'iu');

function hasNumber(text: string): boolean {
  return NUMBER.test(text);
}

// Days and times. "segunda", "quinta", "sexta" are also "second", a farm, a fifth: only with a
// preposition before them or "-feira" after.
const WEEKDAY = String.raw`(?:segunda|terça|terca|quarta|quinta|sexta)(?:-feira)?`;
const TIME = re(
  String.raw`hoje|amanhã|amanha|agora mesmo|ainda hoje|sábado|sabado|domingo|(?:segunda|terça|terca|quarta|quinta|sexta)-feira|(?:na|nesta|esta|próxima|proxima|até|ate|toda|cada|de|pra|para) ${WEEKDAY}|(?:esta|nesta|essa|nessa|próxima|proxima) semana|semana que vem|(?:este|neste|esse|nesse|próximo|proximo) mês|mês que vem|fim de semana|de manhã|pela manhã|à tarde|a tarde|à noite|às \d{1,2}(?:h\d{0,2})?|\d{1,2}h(?:\d\d)?|\d{1,2} horas|dia \d{1,2}|janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro`,
);

function hasTime(text: string): boolean {
  return TIME.test(text);
}

// Delivery: fillers ------------------------------------------------------------------------------

// Words before "tipo" that make it a noun ("esse tipo de cliente", "um tipo novo"), not "like";
// whole words only: the "o" of "então" does not make "então tipo" a noun.
// "Tipo" is masculine: "uma tipo oficina" is the filler, "um tipo de oficina" the noun.
const TIPO_NOUN_BEFORE = String.raw`um|o|esse|este|desse|deste|aquele|que|qual|do|no|pelo|ao|mesmo|novo|outro|cada|todo|seu|nosso|meu|teu|de|bom|certo|algum|nenhum|qualquer|único|primeiro`;
// Subjects and complements that make "sabe" a verb ("o cliente sabe o preço", "você sabe quanto").
const SABE_SUBJECT = String.raw`você|vc|ele|ela|eu|quem|ninguém|não|gente|cliente|senhor|senhora|dono|dona|que|se|já|nem|só|mãe|pai|tudo|todo mundo`;

const FILLERS: { label: string; pattern: RegExp }[] = [
  // "é…", "éé", and a bare "é," opening a sentence: the hesitation, not the verb.
  // "é a gente é uma oficina" unpunctuated: the hesitation before a subject and its verb.
  {
    label: 'é…',
    pattern: wordPattern(
      String.raw`é+(?=\s*(?:\.\.\.|…))|éé+|${START}é(?=\s*,)|${START}é(?=\s+(?:a gente|eu|nós)\s+(?:é|sou|somos|tem|temos|trabalha|trabalhamos|faz|fazemos|vende|vendemos)${NA})`,
    ),
  },
  { label: 'hum', pattern: wordPattern(String.raw`hum+|hm+|mm+`) },
  { label: 'ahn', pattern: wordPattern(String.raw`ahn+|hã+|ãh+|ah+|eh+|uh+`) },
  { label: 'né', pattern: wordPattern('né') },
  { label: 'tipo', pattern: wordPattern(String.raw`(?<!(?<![\p{L}])(?:${TIPO_NOUN_BEFORE})\s)tipo(?!\s+(?:de|do|da|dos|das|d')${NA})`) },
  // "Aí o cliente chega…", "e aí a gente…": "aí" opening a step of a story; "está aí", "por aí" are places.
  // Without punctuation, "aí" before a subject or another filler ("…em salvador aí assim as escolas").
  {
    label: 'aí',
    pattern: wordPattern(
      String.raw`(?:${START}|(?<=${NB}e\s+)|(?<=[,;.…]\s*))aí(?!\s+(?:mesmo|dentro|fora|perto|em cima)${NA})|(?<!(?:por|daí|até|está|tá|fica|ficou|vai|vem|estão|ali|lá|e|aí)\s)(?<![,;.…]\s*)aí(?=\s+(?:assim|tipo|né|eu|a gente|nós|ele|ela|eles|elas|você|o cliente|a cliente|os clientes|o senhor|a senhora|depois|quando|então|já|na verdade)${NA})`,
    ),
  },
  // "assim," alone between commas; "é assim que funciona" is content.
  { label: 'assim', pattern: wordPattern(String.raw`(?:${START}|(?<=,\s*))assim(?=\s*,)|assim(?=\s+ó${NA})|(?<=${NB}(?:aí|então|né|bom|olha)\s+)assim`) },
  {
    label: 'sabe?',
    pattern: wordPattern(
      String.raw`(?<!(?<![\p{L}])(?:${SABE_SUBJECT})\s)sabe(?=\s*[?,]|\s*$|\s+(?:a gente|eu|nós|então|aí|né|tipo|é|o senhor|a senhora|você)${NA})`,
    ),
  },
  // Tags that ask nothing: "A gente entrega amanhã, tá?", "percebe?" (Mozambique, Angola), "entendeu?".
  { label: 'tá?', pattern: wordPattern(String.raw`tá(?=\s*\?)|percebe(?=\s*\?)|entendeu(?=\s*\?)`) },
  { label: 'basicamente', pattern: wordPattern('basicamente') },
  // "Então gente, é o seguinte, né": the run-up before anything is said.
  { label: 'é o seguinte', pattern: wordPattern(String.raw`(?:${START}|(?<=${NB}(?:então|gente|pessoal|olha|bom|bem)[\s,]+))(?:o negócio )?é o seguinte`) },
  { label: 'na verdade', pattern: wordPattern('na verdade') },
  { label: 'ok', pattern: wordPattern(String.raw`(?<!(?:tá|está|esta|fica|ficou|tudo|estiver|estão)\s)ok(?:ay|ei)?`) },
  // Mozambique, Angola, Portugal: "pronto, a gente…", "… e pronto"; "está pronto", "pronto para" are content.
  { label: 'pronto', pattern: wordPattern(String.raw`(?:${START}|(?<=${NB}e\s+)|(?<=,\s*))pronto(?!\s*(?:para|pra|a|em)${NA})`) },
  { label: 'quer dizer', pattern: wordPattern(String.raw`(?<!(?:que|isso|isto|o|não|se)\s)quer dizer(?!\s+que${NA})`) },
  // Portuñol at the borders: "bueno," as the Spanish run-up.
  { label: 'bueno', pattern: wordPattern(String.raw`(?<!(?:é|es|muy|muito|más|mais|tan|lo|un|el|está|bem|tão)\s)bueno`) },
];

// "Então" opening a sentence is a run-up when a hesitation, a filler or an introduction follows it
// ("Então, é… a gente é…", "Então, tipo", "Então, eu acho"); "Então, o preço é 30 reais" concludes.
const ENTAO_RUNUP = String.raw`(?:é+(?:\s*(?:\.\.\.|…))?|hum+|ahn+|eh+|tipo|assim|né|basicamente|na verdade|bom|bem|bueno|pronto|olha|gente|pessoal|é o seguinte|o negócio é|deixa eu|deixe-me|vou (?:falar|explicar|contar|apresentar)|(?:a gente|nós) (?:é|somos|trabalha|trabalhamos|está|estamos)|eu (?:sou|me chamo|trabalho|acho|queria|vim|estou|tenho)|(?:o )?meu nome)${NA}`;
const SENTENCE_START_FILLERS: { label: string; pattern: RegExp }[] = [
  { label: 'então', pattern: new RegExp(String.raw`^[\s"'“—-]*(?:(?:e|bom|bem|ok|é+|hum+|ah+|eh+)[\s,.…]+)*então(?=[\s,.…]*${ENTAO_RUNUP})`, 'iu') },
  { label: 'bom', pattern: new RegExp(String.raw`^[\s"'“—-]*bom(?=\s*,|\s+(?:então|a gente|eu|nós|é|pessoal|gente)${NA})`, 'iu') },
];

function countFillers(sentence: string, atSentenceStart: boolean) {
  const found = countLabelled(sentence, FILLERS);
  if (!atSentenceStart) return found;
  const opening = countLabelled(sentence, SENTENCE_START_FILLERS);
  return { count: found.count + opening.count, labels: [...opening.labels, ...found.labels] };
}

// The first sound is a filler: "Então, é…", "Né, …", "Tipo, a gente…", "Bom, …".
const FILLER_START = new RegExp(
  String.raw`^[\s"'“—-]*(?:é+(?=\s*[,.…])|hum+|hm+|ahn+|ah+|eh+|uh+|né|tipo|aí|assim|basicamente|na verdade|ok|pronto|bueno|quer dizer|olha|então(?=[\s,.…]*${ENTAO_RUNUP})|bom(?=\s*,))${NA}`,
  'iu',
);

function startsWithFiller(sentence: string): boolean {
  return FILLER_START.test(sentence);
}

// Delivery: hedges -------------------------------------------------------------------------------

// One alternation, longest first, so "eu acho que" is one softener and not three.
// "tentar" only before what is tried ("tenta adiantar", "estamos a tentar vender"); "um pouco de arroz"
// is a quantity; "de repente" is "maybe" only before a proposal ("de repente a gente marca").
const HEDGE = wordPattern(
  [
    String.raw`eu acho que|acho que|eu acho|acho eu|penso que|eu penso|creio que`,
    String.raw`talvez|provavelmente|possivelmente|se calhar|quem sabe|meio que|mais ou menos|um pouquinho|um pouco(?!\s+de${NA})`,
    String.raw`espero que|esperamos que|digamos|vamos dizer assim|de certa forma|uma coisa assim`,
    String.raw`(?:tentar|tenta|tento|tentamos|tentam|tentando|tentei|tentou|tentámos|tentaram)(?=\s+(?:\p{L}+(?:ar|er|ir|or)|a|de)${NA})`,
    String.raw`de repente(?=\s+(?:a gente|você|vocês|o senhor|a senhora|eu|nós|podemos|pode|dá|possa|seria|daria|marcamos|fazemos)${NA})`,
  ].join('|'),
);

function countHedges(sentence: string): number {
  return matchesOf(sentence, [HEDGE]).length;
}

function hedgeWords(text: string, max = 4): string[] {
  return mostFrequentOf(
    matchesOf(text, [HEDGE]).map((m) => m.said),
    max,
  );
}

// Clean sentences ---------------------------------------------------------------------------------

// Present tense of the verbs that follow "tentar" most, by person: 1st singular, 3rd singular, 1st plural, 3rd plural.
const IRREGULAR: Record<string, [string, string, string, string]> = {
  fazer: ['faço', 'faz', 'fazemos', 'fazem'],
  ter: ['tenho', 'tem', 'temos', 'têm'],
  ir: ['vou', 'vai', 'vamos', 'vão'],
  ser: ['sou', 'é', 'somos', 'são'],
  estar: ['estou', 'está', 'estamos', 'estão'],
  dar: ['dou', 'dá', 'damos', 'dão'],
  vir: ['venho', 'vem', 'vimos', 'vêm'],
  ver: ['vejo', 'vê', 'vemos', 'veem'],
  trazer: ['trago', 'traz', 'trazemos', 'trazem'],
  dizer: ['digo', 'diz', 'dizemos', 'dizem'],
  poder: ['posso', 'pode', 'podemos', 'podem'],
  saber: ['sei', 'sabe', 'sabemos', 'sabem'],
  pedir: ['peço', 'pede', 'pedimos', 'pedem'],
  conseguir: ['consigo', 'consegue', 'conseguimos', 'conseguem'],
  seguir: ['sigo', 'segue', 'seguimos', 'seguem'],
  servir: ['sirvo', 'serve', 'servimos', 'servem'],
  oferecer: ['ofereço', 'oferece', 'oferecemos', 'oferecem'],
  fornecer: ['forneço', 'fornece', 'fornecemos', 'fornecem'],
};
type Person = 0 | 1 | 2 | 3;

/** "adiantar" said by "a PropinaJá" (3rd singular): "adianta". Regular verbs by their ending. */
function conjugate(infinitive: string, person: Person): string {
  const lower = infinitive.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular[person];
  const stem = lower.slice(0, -2);
  const ending = lower.slice(-2);
  if (ending === 'ar') return stem + ['o', 'a', 'amos', 'am'][person];
  if (ending === 'er') return stem + ['o', 'e', 'emos', 'em'][person];
  if (ending === 'ir') return stem + ['o', 'e', 'imos', 'em'][person];
  return infinitive;
}

const TRY_PERSON: Record<string, Person> = {
  tento: 0,
  tenta: 1,
  tentamos: 2,
  tentam: 3,
  estou: 0,
  está: 1,
  esta: 1,
  tá: 1,
  estamos: 2,
  estão: 3,
};

// Subjunctives left behind by "talvez" and "espero que": "talvez o serviço possa ajudar" → "pode ajudar".
const SUBJUNCTIVE: Record<string, string> = {
  possa: 'pode',
  possam: 'podem',
  possamos: 'podemos',
  tenha: 'tem',
  tenham: 'têm',
  tenhamos: 'temos',
  seja: 'é',
  sejam: 'são',
  sejamos: 'somos',
  esteja: 'está',
  estejam: 'estão',
  faça: 'faz',
  façam: 'fazem',
  façamos: 'fazemos',
  consiga: 'consegue',
  consigam: 'conseguem',
  consigamos: 'conseguimos',
  ajude: 'ajuda',
  ajudem: 'ajudam',
  // A conditional offered as a wish: "podíamos conversar" said as "podemos conversar".
  podíamos: 'podemos',
  poderíamos: 'podemos',
  poderia: 'pode',
};

/** The sentence said with conviction: "estamos a tentar vender" → "vendemos", "talvez possa" → "pode". */
function removeHedges(sentence: string): string {
  const softened = countHedges(sentence) > 0;
  let text = sentence
    // "estamos tentando vender", "estou a tentar vender": the helper carries the person.
    .replace(
      new RegExp(String.raw`${NB}(estou|está|esta|tá|estamos|estão)\s+(?:a\s+tentar|tentando)\s+(\p{L}+(?:ar|er|ir))${NA}`, 'giu'),
      (_, helper: string, verb: string) => conjugate(verb, TRY_PERSON[helper.toLowerCase()] ?? 1),
    )
    .replace(new RegExp(String.raw`${NB}(tento|tenta|tentamos|tentam)\s+(\p{L}+(?:ar|er|ir))${NA}`, 'giu'), (_, tried: string, verb: string) =>
      conjugate(verb, TRY_PERSON[tried.toLowerCase()] ?? 1),
    )
    // "vamos tentar entregar" → "vamos entregar": the infinitive stays after a helper.
    .replace(new RegExp(String.raw`${NB}(?:tentar|tentando)\s+(?:de\s+)?(?=\p{L})`, 'giu'), '');
  text = removeAll(text, [HEDGE]);
  if (softened) {
    text = text.replace(new RegExp(String.raw`${NB}(${Object.keys(SUBJUNCTIVE).join('|')})${NA}`, 'giu'), (word: string) => {
      const plain = SUBJUNCTIVE[word.toLowerCase()] ?? word;
      return word[0] === word[0].toUpperCase() ? plain[0].toUpperCase() + plain.slice(1) : plain;
    });
  }
  return text;
}

// A tag question is no question: "…aqui em Salvador, né?" is a statement.
const TAG_QUESTION = new RegExp(String.raw`,?\s*${NB}(?:né|sabe|ok|tá|certo|entendeu|percebe|viu)\s*\?`, 'giu');

function removeFillers(sentence: string): string {
  let text = sentence.replace(TAG_QUESTION, '.');
  for (const { pattern } of SENTENCE_START_FILLERS) text = text.replace(new RegExp(String.raw`${pattern.source}[\s,.…]*`, 'iu'), '');
  text = text.replace(/(?:\.\.\.|…)/g, ' ');
  // One pass, so that a filler told by its neighbour ("aí assim") is still told once the neighbour is gone.
  return removeAll(text, [new RegExp(FILLERS.map((f) => `(?:${f.pattern.source})`).join('|'), 'giu')]);
}

/** Words said twice in a row, singly or in pairs ("a gente a gente"), said once. */
function removeRepeats(text: string): string {
  return text.replace(/\s+/g, ' ').replace(new RegExp(String.raw`${NB}(\p{L}+(?: \p{L}+)?) \1${NA}`, 'giu'), '$1');
}

function cleanSentence(sentence: string): string {
  return tidySentence(removeRepeats(removeHedges(removeFillers(sentence))));
}

// A cleaned line that opens on a joint ("E a gente entrega…") or stops on one ("…para a") lost what held it.
const FRAGMENT_START = new RegExp(
  String.raw`^[\s"'“—-]*(?:e|ou|mas|nem|porque|pois|que|qual|quais|quem|cujo|cuja|com|de|do|da|dos|das|pelo|pela|tipo)${NA}`,
  'iu',
);
const FRAGMENT_END = new RegExp(
  String.raw`${NB}(?:e|ou|mas|porque|que|o|a|os|as|um|uma|de|do|da|dos|das|para|pra|com|em|no|na|nos|nas|por|pelo|pela|ao|à|aos|meu|minha|nosso|nossa|seu|sua|é|são|muito|mais|a gente|nós|eu)[\s.!?…]*$`,
  'iu',
);

function isFragment(line: string): boolean {
  return FRAGMENT_START.test(line) || FRAGMENT_END.test(line);
}

// Syllables ------------------------------------------------------------------------------------------

const VOWELS = 'aeiouáéíóúâêôãõàü';
// Two strong vowels side by side are two syllables ("pes-so-a", "á-re-a", "vo-o"); "ão", "õe", "ãe"
// and "ao" as a preposition are one. An accented i or u beside a vowel is its own syllable
// ("sa-ú-de", "pa-ís"). A final unstressed "-ia", "-io", "-ua" after a consonant is two in careful
// speech ("dí-a", "far-má-ci-a"), but not after "qu"/"gu", whose u is a glide or silent ("á-gua", "que").
function portugueseSyllables(word: string, groups: number): number {
  let n = groups;
  n += (word.match(/[aeoáéóâêô](?=[aeoáéóâêô])/g) ?? []).length - (word.match(/a(?=o)|ã(?=[eo])|õ(?=e)/g) ?? []).length;
  n += (word.match(/[aeiouáéóâêô][íú]|[íú][aeoáéóâêô]/g) ?? []).length;
  if (/[^aeiouáéíóúâêôãõqg][iu][aeo]s?$/.test(word) && !/[íú]/.test(word.slice(-4))) n += 1;
  return n;
}

function countSyllables(text: string): number {
  return vowelGroupSyllables(text, VOWELS, portugueseSyllables);
}

// Structure ------------------------------------------------------------------------------------------

// A claim that makes the listener lean in: a scene, a question word, an extreme.
const BOLD_CLAIM = re(
  String.raw`imagine|imagina|e se|já pensou|você sabia|sabia que|quanto|quantos|quantas|quem nunca|nunca|ninguém|nenhum|nenhuma|tod[oa] (?:santo |santa )?(?:dia|semana|mês|ano|manhã|noite|safra|colheita|campanha|segunda|terça|quarta|quinta|sexta|sábado|domingo|fim de semana)|todos os (?:dias|meses|anos|sábados|domingos)|todas as (?:semanas|manhãs|noites)|(?:o|a) (?:únic[oa]|primeir[oa]|maior|mais barat[oa]|mais rápid[oa])|número um|milhões|bilhões`,
);
const DOUBT = re(String.raw`talvez|acho que|eu acho|penso que|provavelmente|possivelmente|se calhar|espero que|meio que|quem sabe|mais ou menos`);
// Years in business are credentials, not a hook.
const YEARS_IN_BUSINESS = new RegExp(String.raw`${NB}(?:há|faz|desde há) (?:mais de |quase )?${COUNT} anos${NA}|${NB}desde (?:19|20)\d\d${NA}`, 'giu');
const FIRST_PERSON = re(String.raw`eu|nós|a gente|nosso|nossa|nossos|nossas|meu|minha|\p{L}{2,}(?:amos|emos|imos|ámos)`);

function isHook(sentence: string, isFirst: boolean): boolean {
  if (countWords(sentence) > 30 || DOUBT.test(sentence) || isRude(sentence) || isBiography(sentence) || isGreeting(sentence)) return false;
  // "Então, tipo, o negócio é assim, né…": a claim under two fillers is heard as hesitation first.
  if (countFillers(sentence.split(/\s+/).slice(0, 6).join(' '), true).count >= 2) return false;
  const claim = sentence.replace(TAG_QUESTION, '.').replace(YEARS_IN_BUSINESS, ' ');
  if (claim.includes('?') || hasNumber(claim) || BOLD_CLAIM.test(claim)) return true;
  return isFirst && countWords(sentence) <= 20 && isProblem(sentence) && !FIRST_PERSON.test(sentence);
}

// The opening after a short greeting: "bom dia meu nome é ana | quanto a sua loja perde…".
const HOOK_START = /^(?:se|imagine|imagina|quanto|quantos|quantas|quem|sabia|qual|como|porque|por|já|você|vocês|todo|toda|metade)$/i;

// "Sou o Domingos": a name after "sou o/a", not a role ("sou a dona da padaria").
const GREETING = new RegExp(
  String.raw`^[\s"'“—-]*(?:(?:olá|ola|oi|oie|bom dia|boa tarde|boa noite|boas|saudações|salve|alô|prezad[oa]s?|senhoras e senhores|car[oa]s (?:amig[oa]s|senhores|clientes))${NA}|(?:o )?meu nome é|(?:eu )?me chamo|chamo-me|(?:eu )?sou (?:o|a) (?!(?:dono|dona|responsável|fundador|fundadora|gerente|diretor|diretora|representante|vendedor|vendedora|únic[oa]|primeir[oa]|melhor)${NA})\p{L}+)`,
  'iu',
);

function isGreeting(sentence: string): boolean {
  return GREETING.test(sentence);
}

const BIOGRAPHY = re(
  String.raw`(?:o )?meu nome é|me chamo|chamo-me|sou (?:de|natural de|nascid[oa] em)|nasci|moro (?:em|no|na)|vivo (?:em|no|na)|cresci|tenho (?:\p{L}+ )?(?:filhos|filhas|netos|irmãos)|sou casad[oa]|(?:mãe|pai) de (?:\p{L}+ )?(?:filhos|filhas|crianças)|(?:comecei|abri|fundei|montei) (?:o meu|a minha|meu|minha|o|a|este|esta|esse|essa) (?:negócio|empresa|loja|oficina|padaria|firma|banca)|sou (?:o |a )?(?:dono|dona|proprietári[oa]|fundador|fundadora) d[aoe]s?|estudei|trabalhei (?:\p{L}+ ){0,2}anos|meu pai|minha mãe`,
);

function isBiography(sentence: string): boolean {
  return BIOGRAPHY.test(sentence);
}

const RUDE = re(
  String.raw`(?:vocês|você|investidores|a maioria(?: \p{L}+){0,4}|ninguém aqui) não (?:percebe|percebem|entende|entendem|sabe|sabem) nada|não faz(?:em)? (?:a menor |nenhuma )?ideia|(?:oiçam|ouçam|escutem|prestem) (?:com |bem |a )?atenção|francamente|sinceramente,? (?:a maioria|vocês|você)|mais espert[oa]s?|burr[oa]s?|idiotas?|estúpid[oa]s?|perda de tempo|(?:perder|perdendo|a perder) (?:o )?meu tempo|cal(?:e|em)-se|cala a boca|não (?:deviam|deveriam|devem) investir|não (?:entende|entendem|percebe|percebem) nada de negócios?|continu(?:a|am|e|ar) no prejuízo|ou (?:vejam|veja) outro|se não (?:veem|vêem|enxergam|percebem|entendem)|é óbvio que (?:vocês|você) precisa`,
);

function isRude(sentence: string): boolean {
  return RUDE.test(sentence);
}

// A pain of the customer. "quebram" and "intermediários" are left out: a founder's story ("como os
// negócios quebram") and a price comparison ("mais baixo que o dos atravessadores") name no pain.
const PROBLEM = re(
  [
    String.raw`perd(?:e|em|er|eu|eram|endo|a|as)|perdas?|prejuízos?|jog(?:a|am|ar|amos) fora|deit(?:a|am|ar) (?:\p{L}+ )?fora|(?:vai|vão) (?:para|pro|pra) o lixo|lixo`,
    String.raw`estrag(?:a|am|ar|ado|ada|ados|adas)|vencid[oa]s?|podres?|apodrec\p{L}*|murch[oa]s?|atras(?:o|os|a|am|ado|ada|ados|adas)|demor(?:a|am|ado|ada)|filas?`,
    String.raw`esper(?:a|am|ar) (?:até|horas|dias|semanas|meses|\d|um|uma|dois|duas|três)|chega(?:m)? tarde|não (?:tem|têm|consegue|conseguem|chega|sabe|sabem|há|aguenta|aguentam)`,
    String.raw`(?<!sem )falta(?:m)?|sem (?:luz|água|energia|seguro|dinheiro|gás|crédito|stock|estoque|clientes|resposta)|dificuldades?|problemas?|sofr\p{L}*`,
    String.raw`gast(?:a|am|ar|amos) (?:até|mais|muito|demais|uma fortuna|\d[\d.,]*)|pag(?:a|am|ar) (?:caro|demais|o dobro|mais caro)|car[oa]s(?!\s+(?:clientes|amigos|amigas|senhores|colegas))|muito car[oa]|(?:é|são|fica|ficam) car[oa]s?`,
    String.raw`apagão|apagões|a luz vai abaixo|cortes? de (?:luz|energia)|adoec\p{L}*|doenças?|roub\p{L}*|acidentes?|endurece|(?:está|fica|ficam) dur[oa]s?|fracos?|fracas?|descos\p{L}*|esquec\p{L}*`,
    String.raw`(?:tá|está|estão|vai|vão) (?:a )?acab(?:ando|ar)|esgot\p{L}*|ninguém (?:responde|atende)|no-?shows?|vazi[oa]s?|furad[oa]s?|parad[oa]s?|ficam em casa|endividad\p{L}*|agiotas?|juros altos|desperdíci\p{L}*|desperdiç\p{L}*|quebrad[oa]s?|avariad[oa]s?|avarias?|multas?|riscos?|difícil|complicad[oa]|cansad[oa]s? de|frustra\p{L}*`,
  ].join('|'),
);

function isProblem(sentence: string): boolean {
  return PROBLEM.test(sentence);
}

// "cortaram a perda pela metade", "o no-show caiu de 18 para 6 por cento", "nenhum cliente perdeu stock":
// results the offer brought, not a pain.
const RESULT_CLAUSE = new RegExp(
  String.raw`${NB}(?:(?:cortaram|cortou|reduziram|reduziu|baixou|baixaram|caiu|caíram|diminuiu|diminuíram|acabou com|acabaram com)(?:\s+\p{L}+){0,4}?\s+(?:pela metade|em ${COUNT}\s?(?:%|por cento)|para ${COUNT}(?:\s?(?:%|por cento))?|de ${COUNT}\s?(?:%|por cento)? para ${COUNT}(?:\s?(?:%|por cento))?)|(?:nenhum|nenhuma|ninguém)(?:\s+\p{L}+){0,2}?\s+(?:perdeu|voltou a \p{L}+|ficou sem|reclamou|desistiu)(?:\s+\p{L}+){0,5})`,
  'giu',
);

function withoutResults(sentence: string): string {
  return sentence.replace(RESULT_CLAUSE, ' ');
}

// What is offered and what it does. Verb stems by conjugation, so "vendemos", "a gente vende",
// "tenta adiantar" are all read.
const AR = [
  'entreg',
  'instal',
  'ajud',
  'lev',
  'limp',
  'consert',
  'repar',
  'alug',
  'fabric',
  'costur',
  'cri',
  'adiant',
  'emprest',
  'trein',
  'ensin',
  'transport',
  'busc',
  'mand',
  'cobr',
  'financi',
  'segur',
  'guard',
  'lig',
  'conect',
  'organiz',
  'control',
  'calcul',
  'registr',
  'regist',
  'cozinh',
  'prepar',
  'plant',
  'sec',
  'compr',
  'pag',
];
const ER = ['vend', 'oferec', 'fornec', 'resolv', 'defend', 'protej', 'proteg'];
const IR = ['produz', 'constru', 'distribu', 'cobr', 'serv', 'imprim', 'constru'];
const OFFER_VERB = [
  ...AR.map((s) => `${s}(?:a|am|amos|ámos|ar|o)`),
  ...ER.map((s) => `${s}(?:e|em|emos|er|o)`),
  ...IR.map((s) => `${s}(?:e|em|imos|ir|o)`),
  'faz|fazemos|fazer|faço|fez|fizemos|traz|trazemos|trazer|dá|damos|dar|tiramos|tira',
].join('|');
const OFFER_NOUN = String.raw`app|aplicativo|aplicação|plataforma|sistema|software|serviço|empresa|filtro|seguro|kit|ferramenta|produto|solução|loja|oficina|padaria|fábrica|rede|programa|plano|máquina|bomba|cooperativa|distribuidora|marketplace|bot|chatbot|site|cartão|crédito|empréstimo|alfaiataria|agência|escola|curso|clínica|farmácia|frete|transportadora|equipa|equipe`;
const SOLUTION = re(
  [
    String.raw`(?:é|são|somos|sou) (?:um|uma) (?:\p{L}+ ){0,3}?(?:${OFFER_NOUN})`,
    String.raw`(?:a gente|nós|eu|a nossa equipa|a nossa equipe|a empresa)(?: \p{L}+){0,2}? (?:${OFFER_VERB})`,
    String.raw`\p{L}+(?:amos|emos|imos|ámos)(?<=${AR.map((s) => `${s}amos|${s}ámos`).join('|')}|${ER.map((s) => `${s}emos`).join('|')}|${IR.map((s) => `${s}imos`).join('|')}|fazemos|trazemos|damos|tiramos)`,
    String.raw`${START}(?:vendo|faço|instalo|entrego|conserto|costuro|ofereço|forneço|alugo|fabrico|produzo|levo|trago)`,
    // "…sou o domingos vendo sementes": in recognised speech "vendo" (I sell) opens no sentence; "estou vendo" is seeing.
    String.raw`(?<!(?:estou|está|estamos|estão|tô|tá|estava|estavam|ando|fico|ficou|ir|vou|vai)\s)vendo(?!\s+(?:que|se|como|o que|isso|isto)${NA})`,
    // "a PropinaJá tenta adiantar o dinheiro", "conseguimos entregar uma encomenda": the work said after a helper.
    String.raw`(?<!não\s)(?:tenta|tentamos|vai|vamos|pode|podemos|consegue|conseguimos)\s+(?:${OFFER_VERB})\s+(?:o|a|os|as|um|uma|o seu|a sua|os seus|as suas)`,
    String.raw`(?:instala|aluga|compra|paga|responde|manda|lê|avisa|junta|cruza|regista|registra|cobre|limpa|entrega|adianta|envia|mostra|conecta|leva|traz|preenche|guarda|calcula|vende|faz|empresta|financia) (?:um|uma|o|a|os|as|o seu|a sua|os seus|as suas|cada|todo|toda|todos|todas|tudo|na hora|\p{L}+s)`,
    String.raw`(?:para|pra|que) (?:você|vocês|o cliente|a cliente|os clientes|o dono|a dona) (?:possa|possam|pode|podem|veja|vejam|saiba|saibam)|(?:o|a) nossa? (?:produto|app|aplicativo|serviço|sistema|plataforma|solução|ferramenta)|permite|deixa (?:a|o|os|as) (?:cliente|clientes|dono|dona|donos|donas)|num só lugar|numa só (?:app|plataforma)`,
  ].join('|'),
);

function isSolution(sentence: string): boolean {
  return SOLUTION.test(sentence);
}

// Proof: the speaker's own counted results, their customers counted, named social proof.
const CUSTOMERS = String.raw`clientes|lojas|lojistas|mercadinhos|mercados|mercearias|cantinas|quiosques|bancas|salões|oficinas|escolas|alunos|pais|famílias|casas|cooperativas|camponeses|agricultores|produtores|restaurantes|padarias|hotéis|farmácias|clínicas|escritórios|empresas|zungueiras|vendedoras|vendedores|motoristas|mototaxistas|taxistas|usuários|utilizadores|assinantes|membros|sócios|donos|donas|mães|pessoas|estudantes|fazendas|machambas|comerciantes|feirantes|pacientes`;
const BETWEEN = String.raw`(?:[\p{L}.…,]+\s+){0,4}?`;
const OWN_DID = re(
  String.raw`(?:vendemos|vendi|entregamos|entreguei|instalamos|instalámos|instalei|fizemos|fiz|atendemos|atendi|formámos|formamos|treinamos|treinámos|pagamos|pagámos|cobrimos|ajudamos|ajudámos|limpamos|limpámos|consertamos|reparámos|reparamos|levamos|levámos|fornecemos|alugámos|alugamos|financiamos|financiámos|inscrevemos|registámos|registamos|cadastramos|plantamos|(?:a gente|nós) (?:já )?(?:faz|fez|leva|levou|vende|vendeu|entrega|entregou|atende|atendeu|instalou|ajudou|pagou)|já (?:faz|fez|leva|levou|vende|vendeu|entrega|entregou|atende|atendeu|instalou|ajudou|tem))[\s,]+${BETWEEN}(?:(?:a|para|pra|com|em)\s+)?${COUNT}(?!\s*(?:horas?|minutos?|dias?|semanas?|meses|mês|anos?|h)${NA})`,
);
const OWN_HAVE = re(
  String.raw`(?:temos|tivemos|trabalhamos com|trabalhámos com|a gente (?:já )?tem|a gente (?:já )?trabalha com|servimos|atendemos|são|somos)\s+${BETWEEN}${COUNT}\s+(?:\p{L}+\s+)?(?:${CUSTOMERS})`,
);
const COUNTED_USERS = re(
  String.raw`${COUNT}\s+(?:\p{L}+\s+){0,3}?(?:${CUSTOMERS})(?:\s+[\p{L},]+){0,4}?\s+(?:já\s+)?(?:usam|usando|usaram|utilizam|compram|comprando|compraram|pagam|pagaram|confiam|encomendam|recebem|assinaram|começaram|ganharam|ganham|economizam|pouparam|cortaram|reduziram|aumentaram|renovaram|voltaram|estão com a gente|estão connosco|estão conosco|(?:que )?compram (?:de nós|da gente|connosco|conosco))|${COUNT}\s+(?:\p{L}+\s+){0,2}?(?:estão|ficaram|continuam) (?:com a gente|connosco|conosco)`,
);
const THEIR_RESULT = re(
  String.raw`(?:(?:dona|dono|seu|sr|sra|senhor|senhora) \p{L}+|os nossos clientes|nossos clientes|os sócios|eles|elas|cada (?:um|uma)(?: deles| delas)?)(?:\s+[\p{L},]+){0,3}?\s+(?:economiza|economizam|poupa|poupam|ganha|ganham|ganharam|vende|vendem|vendeu|venderam|aumentou|aumentaram|cortou|cortaram|registam|registram|entrega|entregam)\s+(?:\p{L}+\s+){0,3}?${COUNT}`,
);
const RESULT_PERCENT = re(
  String.raw`(?:cortaram|cortou|reduziram|reduziu|caiu|caíram|baixou|diminuiu|subiram|subiu|aumentou|aumentaram|cresceu|cresceram|ganharam|ganham|economizam|pouparam|dobr\p{L}+|tripl\p{L}+|pagaram)(?:\s+[\p{L},]+){0,5}?\s+(?:pela metade|o dobro|o triplo|(?:em |de )?${COUNT}\s?(?:%|por cento))|${COUNT}\s?(?:%|por cento)(?:\s+\p{L}+){0,4}?\s+(?:pagaram|pagam|renovaram|voltaram|compram|recomendam|chegam)|de ${COUNT}\s?(?:%|por cento)? para ${COUNT}\s?(?:%|por cento)`,
);
const OUT_OF = re(String.raw`${COUNT} (?:de|em) cada ${COUNT}(?:\s+\p{L}+){0,2}?\s+(?:chegam|voltam|compram|renovam|recomendam|pagam|reencomendam|ficam)`);
// "…é… uniforme pra onze escolas no ano passado": the work done, counted, its verb lost in a hesitation.
const SERVED_LAST = re(
  String.raw`(?:para|pra|a) ${COUNT}\s+(?:${CUSTOMERS})(?:\s+[\p{L},]+){0,3}?\s+(?:no ano passado|no mês passado|este ano|este mês|só este ano|desde (?:19|20)\d\d)`,
);
const NONE_LOST = re(
  String.raw`(?:nenhum|nenhuma|ninguém|ninguno|ninguna)(?:\s+\p{L}+){0,2}?\s+(?:perdeu|voltou a|reclamou|reclamó|ficou sem|desistiu|cancelou)`,
);
const SOCIAL_PROOF = re(
  String.raw`${COUNT}(?:[.,]\d)? (?:de ${COUNT} )?estrelas|prémios?|prêmios?|premiad[oa]s?|depoimentos?|recomendad[oa]s? (?:por|pela|pelo)|confiam em nós|usad[oa] por ${COUNT}|clientes como`,
);

function isProof(sentence: string): boolean {
  return [OWN_DID, OWN_HAVE, COUNTED_USERS, THEIR_RESULT, RESULT_PERCENT, OUT_OF, SERVED_LAST, NONE_LOST, SOCIAL_PROOF].some((pattern) =>
    pattern.test(sentence),
  );
}

const OWN = re(
  String.raw`nós|a gente|nosso|nossa|nossos|nossas|connosco|conosco|da gente|de nós|\p{L}{2,}(?:amos|emos|imos|ámos)|clientes|usuários|utilizadores|já (?:usam|compram|pagam)|de ${COUNT}\s?(?:%|por cento)? para ${COUNT}`,
);

function isOwnClaim(sentence: string): boolean {
  return OWN.test(sentence);
}

// Asks --------------------------------------------------------------------------------------------

// A request wherever it is said.
const ASK_VERBS = String.raw`cadastrar|inscrever|registar|registrar|instalar|marcar|agendar|passar|ir|trazer|deixar|levar|mandar|enviar|buscar|visitar|mostrar|reservar|separar|guardar|tirar|começar|anotar|fazer|montar|ligar|apresentar|incluir|abrir|fechar|tratar|preencher|entregar`;
const STRONG_ASK = re(
  String.raw`posso (?:te |lhe |o |a |já )?(?:${ASK_VERBS})|posso \p{L}+[- ](?:lo|la|los|las|lhe|lhes|lha|lho|lhas|lhos|vos|te|nos)|posso contar com|podemos (?:marcar|agendar|fechar|começar|instalar|combinar)|vamos (?:marcar|fechar|agendar|combinar)|(?:quer|querem) (?:fechar|começar|experimentar|testar|fazer o pedido|que eu)|(?:estamos|estou) (?:a )?(?:levantar|levantando|captar|captando|buscando investimento|à procura de investimento|procurando investimento)|procuramos (?:investimento|investidores|\d)|invistam|invista|assinem|assine|pré-?venda|faça (?:já )?(?:o )?seu pedido|reserve (?:já|o seu|a sua)|inscreva-se|cadastre-se`,
);
// Softer closing forms: only a request near the end ("ligue" in the problem is not one).
const CLOSING_ASK = re(
  String.raw`se (?:estiver|tiver|estiverem|tiverem|ficar|quiser|quiserem)(?: \p{L}+)? (?:interess\p{L}*|interesse)|entre(?:m)? em conta[c]?to|fal(?:e|em) (?:comigo|connosco|conosco|com a gente)|lig(?:ue|uem) (?:para|pra)|me lig(?:a|ue)|liga-me|ligue-me|cham(?:a|e) (?:no|pelo) whatsapp|mand(?:a|e) (?:uma )?mensagem|podíamos|poderíamos|(?:a gente|nós) (?:pode|podemos) (?:conversar|falar|fazer|mandar|marcar|enviar|passar|ir|levar|trazer)|podemos (?:conversar|falar|fazer|mandar|enviar|passar|ir|levar|trazer)|fazer um call|marcar (?:uma|um)|uma visita|comprem|compre|encomend(?:e|em)|pe[çc]a(?:m)? (?:já|o seu|a sua|pelo)|experimente(?:m)?|venha(?:m)?|pass(?:e|em) (?:na|no|lá|pela|pelo)|sejam (?:nossos|nossas) parceir\p{L}*|parceri\p{L}*|apoio|queria (?:pedir|marcar|convidar|propor|oferecer|deixar|mostrar)|gostaria(?:mos)? de|conto com|contamos com|aguardo|teríamos (?:todo o )?gosto|(?:enviar|mandar) amostras?|me chama|visit(?:e|em)|baix(?:e|em) o app|descarregu(?:e|em)|teste grátis|vamos conversar|topa|topam|toparia|topariam|queria saber se|(?:fazer|marcar) um teste|experimentar`,
);
const IMPERATIVE_SENTENCE = new RegExp(
  String.raw`^[\s"'“—-]*(?:(?:então|e|agora|por favor|já),?\s+)?(?:venha|venham|ligue|liguem|compre|comprem|encomende|encomendem|peça|peçam|visite|visitem|passe|passem|traga|tragam|mande|mandem|chame|chamem|reserve|reservem|experimente|experimentem|inscreva-se|cadastre-se|baixe|baixem|assine|assinem|aproveite|aproveitem|vem|assina|compra|liga|chama|passa|baixa|experimenta|pede|manda|fecha)${NA}`,
  'iu',
);

function isAsk(sentence: string, nearEnd: boolean): boolean {
  return STRONG_ASK.test(sentence) || (nearEnd && (CLOSING_ASK.test(sentence) || IMPERATIVE_SENTENCE.test(sentence)));
}

const SPECIFIC_ASK = new RegExp(String.raw`R\$\s?\d|\d|${NB}(?:${NUMBER_WORD}|minutos)${NA}|${TIME.source}`, 'iu');
// "Se estiver interessado, entre em contacto", "a gente pode fazer um call qualquer dia desses": nothing to say yes to.
const VAGUE_ASK = re(
  String.raw`se (?:estiver|tiver|estiverem|tiverem|ficar|quiser|quiserem)(?: \p{L}+)? (?:interess\p{L}*|interesse)|se (?:fizer|faz) sentido|se (?:o senhor |a senhora |você )?(?:quiser|quiserem|puder|puderem|achar)|quando (?:puder|quiser|tiver tempo)|um dia (?:destes|desses)|qualquer dia|algum dia|no futuro|futuramente|mais tarde|apoio|sejam (?:nossos|nossas) parceir\p{L}*|parceria|entre(?:m)? em conta[c]?to|se precisar|à disposição|ao dispor|a quem (?:estiver|tiver) interess\p{L}*`,
);

function isSpecificAsk(sentence: string): boolean {
  return SPECIFIC_ASK.test(sentence) && !VAGUE_ASK.test(sentence);
}

// A price is a price word and a number in the same sentence; what the customer loses, spends or saves
// ("gastam 4000 meticais com gasóleo", "economiza 400 reais por mês") is a cost or a result, not a price.
const PRICE_CUE = re(
  String.raw`custa|custam|cobr(?:a|amos|am)|preço|paga-se|pagam-se|pago|por apenas|sai (?:por|a)|fica (?:em|por)|mensalidade|prestaç\p{L}+|assinatura|por (?:mês|semana|dia|ano|quilo|saco|peça|pessoa|aluno)|a peça|o quilo|R\$`,
);
const MONEY_AMOUNT = re(String.raw`${COUNT}\s?(?:mil\s)?(?:reais|real|meticais|metical|mt|kwanzas|kz|dólares|euros|contos|paus)|(?:R\$|US\$)\s?\d`);
// "que são o preço, a entrega e a qualidade… dez anos": a price word far from any number is no price.
const PRICE_THEN_NUMBER = re(
  String.raw`(?:custa|custam|cobr(?:a|amos|am)|preço|paga-se|pagam-se|pago|por apenas|sai|fica|mensalidade|prestaç\p{L}+|assinatura)(?:\s+[\p{L}\d:,.-]+){0,5}?\s+${COUNT}`,
);
const isPrice = (sentence: string) =>
  PRICE_CUE.test(sentence) && (MONEY_AMOUNT.test(sentence) || PRICE_THEN_NUMBER.test(sentence)) && !NOT_A_PRICE.test(sentence);
const NOT_A_PRICE = re(String.raw`gast\p{L}*|perd\p{L}*|economiz\p{L}*|poup\p{L}*|recuper\p{L}*|ganh\p{L}*|jog\p{L}* fora|deit\p{L}* fora`);

// Where a request starts inside an unpunctuated chunk: "…em seis semanas posso cadastrar o seu mercadinho hoje".
const ASK_START = re(
  String.raw`posso|podemos|vamos (?:marcar|fechar|agendar)|(?:quer|querem) (?:fechar|começar|experimentar)|(?:estamos|estou) (?:a )?(?:levantar|captar|levantando|captando)|por favor|se (?:estiver|tiver|quiser)(?: \p{L}+)? (?:interess\p{L}*|interesse)|a gente pode|podíamos|poderíamos|eu queria (?:marcar|pedir|convidar)|gostaria(?:mos)? de`,
);

function beforeAsk(sentence: string): string {
  const at = sentence.search(ASK_START);
  return at > 0 ? sentence.slice(0, at).trim() : at === 0 ? '' : sentence;
}

function askPart(sentence: string): string {
  const at = sentence.search(ASK_START);
  return at > 0 ? sentence.slice(at) : sentence;
}

function requestOf(sentence: string): string {
  if (isBackReference(sentence)) return sentence;
  const cued = askPart(sentence);
  if (cued !== sentence) return cued;
  const at = [STRONG_ASK, CLOSING_ASK].map((pattern) => sentence.search(pattern)).filter((i) => i >= 0);
  return at.length > 0 ? sentence.slice(Math.min(...at)) : sentence;
}

const PROOF_START = re(
  String.raw`no (?:ano|mês) passado|este (?:ano|mês)|nos últimos|desde (?:19|20)\d\d|até agora|hoje (?:são|temos|já)|a gente (?:já )?tem|já (?:vendemos|instalamos|instalámos|entregamos|atendemos|temos|são|fizemos)|(?:vendemos|instalamos|instalámos|entregamos|atendemos|fizemos|trabalhamos com|trabalhámos com)`,
);

function proofPart(sentence: string): string {
  const at = sentence.search(PROOF_START);
  if (at <= 0) return sentence;
  const part = sentence.slice(at);
  return isProof(part) ? part : sentence;
}

// "Pode ser?", "Combinado?", "Fechado?": a closing question that only points back at the sentence before.
const BACK_REFERENCE = new RegExp(
  String.raw`^[\s"'“—-]*(?:então,?\s+)?(?:pode ser|combinado|fechado|topa|que tal|o que (?:acha|acham|me diz|diz)|tudo bem|está bem|tá bom|tá bem|fechamos|vamos|bora|sim|certo|podemos)[\s?!.]*$`,
  'iu',
);

function isBackReference(sentence: string): boolean {
  return BACK_REFERENCE.test(sentence);
}

const NAMED_OFFER_VERBS = String.raw`é|são|instala|aluga|paga|manda|responde|lê|avisa|junta|cruza|regista|registra|cobre|limpa|entrega|adianta|faz|vende|leva|ajuda|traz|mostra|conecta|liga|guarda|calcula|envia|empresta|financia|tenta`;

function namesOffer(sentence: string, productName: string): boolean {
  const name = productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return re(String.raw`${name},?\s+(?:${NAMED_OFFER_VERBS})`).test(sentence);
}

// A sentence never opens on a verb said of someone ("Vende peças…"): its subject was left behind.
const VERB_FIRST = new RegExp(
  String.raw`^[\s"'“—-]*(?:vende|vendem|faz|fazem|entrega|entregam|tem|têm|custa|custam|ajuda|ajudam|oferece|oferecem|instala|instalam|trabalha|trabalham|leva|levam|cobra|cobram|usa|usam|compra|compram|paga|pagam|está|estão)${NA}`,
  'iu',
);

function startsOnVerb(line: string): boolean {
  return VERB_FIRST.test(line);
}

const SUBJECT_START = new RegExp(
  String.raw`^[\s"'“—-]*(?:eu|nós|a gente|você|vocês|ele|ela|eles|elas|o senhor|a senhora|isso|isto|o|a|os|as|hoje|cada)${NA}`,
  'iu',
);

function hasSubjectStart(line: string): boolean {
  return SUBJECT_START.test(line);
}

// Rewrites of a long sentence ----------------------------------------------------------------------

// Where a run-on sentence can be cut and its joint said anew: "e nós temos…" → "Nós temos…",
// "o que quer dizer que" → "Isso quer dizer que", "porque" → "Isso porque".
const NEW_CLAUSE_AFTER_E =
  /^(?:nós|a|eu|eles|elas|também|durante|agora|hoje|depois|assim|por|isso|trabalhamos|temos|conseguimos|damos|fazemos|vendemos|entregamos|somos|estamos)$/i;

function jointAt(tokens: string[], i: number): { skip: number; lead: string } | undefined {
  const word = tokens[i].replace(/[^\p{L}]/gu, '').toLowerCase();
  const next = (tokens[i + 1] ?? '').replace(/[^\p{L}]/gu, '').toLowerCase();
  const after = (tokens[i + 2] ?? '').replace(/[^\p{L}]/gu, '').toLowerCase();
  if (word === 'e' && NEW_CLAUSE_AFTER_E.test(next) && (next !== 'a' || after === 'gente') && (next !== 'por' || after === 'isso'))
    return { skip: 1, lead: '' };
  if (word === 'o' && next === 'que' && after === 'quer') return { skip: 2, lead: 'Isso' };
  if (word === 'o' && next === 'que' && after === 'é') return { skip: 2, lead: 'Isso' };
  if (word === 'porque') return { skip: 1, lead: 'Isso porque' };
  if (word === 'mas') return { skip: 1, lead: 'Mas' };
  return undefined;
}

/** A long sentence cut into short ones at its own joints, so the rewrite keeps the speaker's words. */
function splitLongSentence(sentence: string): string {
  const tokens = sentence
    .replace(/[.!?]+$/, '')
    .split(' ')
    .filter(Boolean);
  const chunks: string[][] = [[]];
  for (let i = 0; i < tokens.length; i += 1) {
    const current = chunks[chunks.length - 1];
    // A sentence just cut at a comma must not open on its joint either ("o que é…" → "Isso é…").
    const joint = (current.length >= 4 || (current.length === 0 && chunks.length > 1)) && tokens.length - i >= 4 ? jointAt(tokens, i) : undefined;
    if (joint) {
      if (current.length > 0) current[current.length - 1] = current[current.length - 1].replace(/,$/, '');
      chunks.push(joint.lead ? [joint.lead] : []);
      i += joint.skip - 1;
      continue;
    }
    current.push(tokens[i]);
    if (current.length >= 12 && tokens.length - i >= 6 && /[,;:]$/.test(tokens[i])) chunks.push([]);
  }
  return chunks
    .filter((chunk) => chunk.length > 0)
    .map((chunk) => tidySentence(chunk.join(' ')))
    .join(' ');
}

/** About `maxWords` words of a long sentence split at its joints, one joint said anew; undefined when none is. */
function splitRewrite(sentence: string, maxWords: number): string | undefined {
  const split = splitLongSentence(cleanSentence(sentence));
  const leading = leadingSentences(split, maxWords);
  if (leading !== tidySentence(cleanSentence(sentence)) && !isMereEcho(leading, sentence)) return leading;
  const sentences = split.split(/(?<=[.!?])\s+/);
  const first = sentences.findIndex((part) => !isMereEcho(part, sentence));
  if (first < 0) return undefined;
  const withBefore = first > 0 ? leadingSentences(sentences.slice(first - 1).join(' '), maxWords) : '';
  return withBefore && !isMereEcho(withBefore, sentence) ? withBefore : leadingSentences(sentences.slice(first).join(' '), maxWords);
}

// Product name -----------------------------------------------------------------------------------------

// Capitalised words that name no product: sentence openers, brands every seller mentions, days.
const NAME_STOPWORDS = new Set(
  `O A Os As Um Uma E Mas Se Nós Eu Você Vocês Hoje Amanhã Cada Toda Todo Todos Todas Quem Quanto Quantos Quantas Quando Como Porque Já Em No Na De Do Da Para Com Por Posso Podemos
  Nosso Nossa Nossos Nossas Meu Minha Seu Sua Este Esta Esse Essa Isso Isto Aqui Então Aí Bom Boa Olá Oi Sim Não Dona Dono Seu Sr Sra Senhor Senhora Metade Imagine
  WhatsApp Whatsapp M-Pesa MPesa Mpesa Pix PIX Instagram Facebook YouTube TikTok Google iFood Uber Android iPhone Excel Multicaixa E-Mola Emola
  Janeiro Fevereiro Março Abril Maio Junho Julho Agosto Setembro Outubro Novembro Dezembro Segunda Terça Quarta Quinta Sexta Sábado Domingo`.split(/\s+/),
);
const CAMEL_CASE = /^[A-ZÀ-Ý][a-zà-ÿ]+[A-ZÀ-Ý][\p{L}\d]*$/u;
const CAPITALISED = /^[A-ZÀ-Ý][\p{L}\d-]*$/u;
const PLACE_PREPOSITION = /^(?:em|no|na|nos|nas|de|do|da|dos|das|para|pra|até|perto|entre|pelo|pela|ao|à)$/i;
// Common words a recogniser writes in lower case where a name might stand: never a name.
const COMMON = new Set(
  `gente empresa sistema app aplicativo aplicação serviço produto ideia loja oficina plataforma seguro filtro kit padaria fábrica escola cliente clientes
  nosso nossa nossos nossas seu sua meu minha este esta esse essa isso isto aquele aquela dono dona preço problema negócio projeto trabalho solução
  verdade gente pessoal mercado mercadinho cooperativa salão restaurante cantina banca equipe equipa site programa plano curso`.split(/\s+/),
);
// "chamado", "se chama" name whatever follows; "este é o…", "conheça o…" only a capitalised word.
const NAME_CUE = new RegExp(
  String.raw`${NB}(?:(chamad[oa]|se chama|chama-se|o nome (?:dele |dela )?é)|apresento(?: o| a)?|conheça(?: o| a)?|cri(?:amos|ámos)(?: o| a)?|desenvolvemos(?: o| a)?|fundador[a]? d[oa]|este é o|esta é a)\s+([\p{L}\d][\p{L}\d'-]*(?:\s+[A-ZÀ-Ý][\p{L}\d'-]+)?)`,
  'iu',
);
const OFFER_NOUN_CAPITALISED = 'Padaria|Oficina|Loja|Alfaiataria|Farmácia|Clínica|Escola|Empresa|Mercearia|Cantina|Agência|Fábrica|Transportadora|Cooperativa';
const OFFER_SUBJECT = new RegExp(
  String.raw`(?:^|[.!?]\s+|\s)(?:o|a|os|as|na|no)\s+([A-ZÀ-Ý][\p{L}\d-]+(?:\s+[A-ZÀ-Ý][\p{L}\d-]+)?)\s+(?:${NAMED_OFFER_VERBS}|\p{L}+(?:amos|emos|imos|ámos))${NA}`,
  'u',
);
const OWN_NAMED_BUSINESS = new RegExp(
  String.raw`${NB}(?:[Dd]on[oa]|[Ff]undador[a]?|[Pp]roprietári[oa]) d[oa] ((?:${OFFER_NOUN_CAPITALISED}) [A-ZÀ-Ý][\p{L}-]+(?: [A-ZÀ-Ý][\p{L}-]+)?)`,
  'u',
);
const SPOKEN_SUBJECT = new RegExp(String.raw`(?:^|\s)(?:o|a)\s+([a-zà-ÿ][\p{L}\d-]{3,})\s+(?:é|são) (?:um|uma) (?:\p{L}+ ){0,2}?(?:${OFFER_NOUN})${NA}`, 'u');

function findProductName(sentences: string[]): string | undefined {
  const text = sentences.join(' ');
  const cue = text.match(NAME_CUE);
  // The 'i' flag lets a lower-case word follow the name: "vendefácil que" is one word named.
  const [first, second] = (cue?.[2] ?? '').split(' ');
  const named = second && /^[A-ZÀ-Ý]/.test(second) && !NAME_STOPWORDS.has(second) ? `${first} ${second}` : first;
  const cued = cue && (cue[1] || /^[A-ZÀ-Ý]/.test(cue[2])) ? named : undefined;
  if (cued && !NAME_STOPWORDS.has(cued.split(' ')[0]) && !COMMON.has(cued.toLowerCase())) return cued;
  // "sou dona da Padaria Mãe Tchissola": the seller's business, named with its capitals.
  const business = text.match(OWN_NAMED_BUSINESS)?.[1];
  if (business) return business;
  const subject = text.match(OFFER_SUBJECT)?.[1];
  if (subject && !NAME_STOPWORDS.has(subject.split(' ')[0])) return subject;
  const counts = new Map<string, number>();
  const places = new Set<string>();
  for (const sentence of sentences) {
    const tokens = sentence.split(/\s+/);
    tokens.forEach((raw, i) => {
      const token = raw.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
      const capitalised = i === 0 ? CAMEL_CASE.test(token) : CAPITALISED.test(token);
      if (!capitalised || token.length <= 2 || NAME_STOPWORDS.has(token)) return;
      counts.set(token, (counts.get(token) ?? 0) + 1);
      // "nasci em Manaus", "entregamos em Foz": a word said after a place preposition is a place.
      if (PLACE_PREPOSITION.test(tokens[i - 1] ?? '') || (CAPITALISED.test(tokens[i - 1] ?? '') && PLACE_PREPOSITION.test(tokens[i - 2] ?? '')))
        places.add(token);
    });
  }
  for (const place of places) if (!CAMEL_CASE.test(place)) counts.delete(place);
  const camel = [...counts.entries()].filter(([token]) => CAMEL_CASE.test(token)).sort((a, b) => b[1] - a[1])[0];
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (camel) return camel[0];
  if (best && best[1] >= 2) return best[0];
  const spoken = text.match(SPOKEN_SUBJECT)?.[1];
  return spoken && !COMMON.has(spoken.toLowerCase()) ? spoken : undefined;
}

// Lines to say ------------------------------------------------------------------------------------------

/** Mozambican, Angolan and Portuguese sellers write the European norm; Brazilians their own. */
type Variety = 'br' | 'eu';
const EUROPEAN_MARKS = re(
  String.raw`telemóvel|telemóveis|connosco|contacto|equipa|estamos a \p{L}+r|estou a \p{L}+r|está a \p{L}+r|estão a \p{L}+r|propinas|meticais|kwanzas|euros|machambas?|camião|autocarro|facto|registam|\p{L}+-(?:lhe|lo|la|los|las|se|nos)|\p{L}+ámos|stock|mota|motas|si`,
);
const BRAZILIAN_MARKS = re(String.raw`a gente|pra|pro|celular|contato|reais|caminhão|ônibus|estoque|registra|você|vocês|\p{L}+ando|\p{L}+endo|moto`);

function varietyOf(text: string): Variety {
  const eu = matchesOf(text, [new RegExp(EUROPEAN_MARKS.source, 'giu')]).length;
  const br = matchesOf(text, [new RegExp(BRAZILIAN_MARKS.source, 'giu')]).length;
  return eu * 2 > br ? 'eu' : 'br';
}

interface Place {
  /** "a sua loja" */
  your: string;
  /** "na sua loja" */
  at: string;
  /** "à sua loja" */
  to: string;
}
const feminine = (noun: string): Place => ({ your: `a sua ${noun}`, at: `na sua ${noun}`, to: `à sua ${noun}` });
const masculine = (noun: string): Place => ({ your: `o seu ${noun}`, at: `no seu ${noun}`, to: `ao seu ${noun}` });

interface Buyer {
  pattern: RegExp;
  who: string;
  place: Place;
  household: boolean;
  institution?: boolean;
}

// Earlier entries win; a family paying school fees before the school that is paid.
const BUYERS: Buyer[] = [
  { pattern: re('cooperativas?'), who: 'cooperativas', place: feminine('cooperativa'), household: false, institution: true },
  {
    pattern: re('camponeses|camponês|agricultores|produtores|machambas?|fazendas?|roças?|lavras?'),
    who: 'agricultores',
    place: masculine('campo'),
    household: false,
  },
  { pattern: re('mototaxistas?|motoqueiros?|taxistas?|motoristas?|kupapatas?|moto-?taxis?'), who: 'mototaxistas', place: feminine('mota'), household: true },
  { pattern: re('zungueiras?|feirantes|vendedoras? d[eo] mercado|comerciantes'), who: 'vendedoras do mercado', place: feminine('banca'), household: false },
  { pattern: re('investidores'), who: 'investidores', place: feminine('empresa'), household: false },
  { pattern: re('pais|mães|famílias?|donas? de casa|moradores|lares?'), who: 'famílias', place: feminine('casa'), household: true },
  { pattern: re('cantinas?'), who: 'donos de cantina', place: feminine('cantina'), household: false },
  { pattern: re('mercadinhos?|mercearias?'), who: 'donos de mercadinho', place: masculine('mercadinho'), household: false },
  { pattern: re('salões|salão|cabeleireir\\p{L}*|barbearias?'), who: 'donas de salão', place: masculine('salão'), household: false },
  { pattern: re('oficinas?'), who: 'donos de oficina', place: feminine('oficina'), household: false },
  { pattern: re('restaurantes?|lanchonetes?|bares|padarias?'), who: 'donos de restaurante', place: masculine('restaurante'), household: false },
  { pattern: re('lojas?|lojistas?|quiosques?|bancas?|supermercados?|mercados?'), who: 'lojistas', place: feminine('loja'), household: false },
  { pattern: re('escolas?|colégios?'), who: 'escolas', place: feminine('escola'), household: false, institution: true },
  { pattern: re('farmácias?|clínicas?'), who: 'farmácias', place: feminine('farmácia'), household: false, institution: true },
  { pattern: re('escritórios?'), who: 'empresas', place: masculine('escritório'), household: false, institution: true },
  { pattern: re('empresas?|negócios?|firmas?'), who: 'empresas', place: feminine('empresa'), household: false, institution: true },
];

// The seller describing their own business ("somos uma empresa", "a nossa oficina de costura") names no buyer.
const OWN_BUSINESS = new RegExp(
  String.raw`${NB}(?:(?:somos|sou|(?:a gente|nós) (?:é|somos)) (?:um|uma|o|a) (?:[\p{L},]+\s+){0,3}?[\p{L}]+|(?:a |o |da |do |na |no )?(?:nossa|nosso|minha|meu) \p{L}+|dona da \p{L}+|dono da \p{L}+)`,
  'giu',
);

interface Pain {
  pattern: RegExp;
  /** What a business loses money to. */
  loss: string;
  /** What a household spends on. */
  spend: string;
}

// Specific pains first: "produto vencido" before stock in general.
const PAINS: Pain[] = [
  { pattern: re('acidentes?|roub\\p{L}*'), loss: 'acidentes e roubos', spend: 'um acidente ou um roubo' },
  {
    pattern: re('apagão|apagões|a luz vai abaixo|falta de luz|sem luz|cortes? de (?:luz|energia)|gerador'),
    loss: 'os cortes de luz',
    spend: 'velas, petróleo e gerador',
  },
  { pattern: re('vencid[oa]s?|prazo de validade|fora do prazo'), loss: 'produtos que passam do prazo na prateleira', spend: 'comida que passa do prazo' },
  { pattern: re('pão (?:\\p{L}+ ){0,2}dur[oa]|endurece'), loss: 'pão que endurece antes de ser vendido', spend: 'pão que endurece' },
  {
    pattern: re('estrag\\p{L}*|apodrec\\p{L}*|podres?|murch[oa]s?|deit\\p{L}* (?:\\p{L}+ )?fora|jog\\p{L}* fora|lixo'),
    loss: 'produtos que se estragam antes de serem vendidos',
    spend: 'comida que se estraga',
  },
  { pattern: re('no-?shows?|horários? vazios?|agenda furada|faltam à marcação'), loss: 'clientes que faltam à marcação', spend: 'marcações perdidas' },
  {
    pattern: re('ninguém (?:responde|atende)|fora do horário|sem resposta'),
    loss: 'mensagens de clientes que ficam sem resposta',
    spend: 'mensagens sem resposta',
  },
  { pattern: re('peças?|carros? parados?'), loss: 'horas à procura de peças, com carros à espera', spend: 'reparações que demoram' },
  { pattern: re('aduana|fronteira|alfândega'), loss: 'mercadoria retida e entregue tarde', spend: 'encomendas que chegam tarde' },
  { pattern: re('água de garrafa|água do poço|adoec\\p{L}*|água suja'), loss: 'água comprada e doenças', spend: 'água de garrafa e remédios' },
  { pattern: re('propinas?|matrículas?|mensalidades? escolar\\p{L}*|salário não chega'), loss: 'propinas pagas de uma vez', spend: 'a escola dos filhos' },
  { pattern: re('gás|botij(?:ão|a)|carvão|lenha'), loss: 'gás e carvão', spend: 'o gás da cozinha' },
  {
    pattern: re('descos\\p{L}*|tecido (?:fraco|importado|barato)|(?:fardas?|uniformes?) (?:que )?(?:rasgam|rompem|desbotam|não duram)'),
    loss: 'fardas e uniformes que não duram',
    spend: 'roupa que não dura',
  },
  { pattern: re('intermediári\\p{L}*|atravessador\\p{L}*|um terço do preço|pagam? pouco'), loss: 'vender barato a intermediários', spend: 'preços injustos' },
  { pattern: re('esper(?:a|am|ar)|filas?|demor\\p{L}*|atras\\p{L}*|chega(?:m)? tarde'), loss: 'esperas e atrasos', spend: 'esperas e atrasos' },
  {
    pattern: re('(?:tá|está|estão|vai|vão) (?:a )?acab(?:ando|ar)|esgot\\p{L}*|falta de (?:stock|estoque)|prateleiras? vazias?'),
    loss: 'produto em falta na prateleira',
    spend: 'compras de última hora',
  },
  { pattern: re('stock|estoque|esquece|de cabeça'), loss: 'mercadoria parada e pedidos esquecidos', spend: 'compras a mais' },
];

interface Offer {
  /** "o EstoqueFácil", "o nosso filtro de barro"; undefined when the pitch never says. */
  product?: string;
  who: string;
  place: Place;
  household: boolean;
  institution: boolean;
  pain?: Pain;
  kind: 'investor' | 'insurance' | 'loan' | 'software' | 'agriculture' | 'stock' | 'install' | 'service' | 'thing';
}

// "é um filtro de barro que limpa": the thing sold, said with its own article.
const THING = new RegExp(
  String.raw`${NB}(?:é|são|somos) (um|uma) ((?:[\p{L}-]+ ){0,3}?(?:${OFFER_NOUN}|[\p{L}-]+)(?: de [\p{L}-]+)?)(?=\s+(?:que|para|pra|com|de|pago|feito|feita|aqui|em|no|na|há|desde)${NA}|[,.:;])`,
  'iu',
);
// The article the speaker gave the name, also inside "da", "na", "pela", "à" ("somos da SolMoz").
const NAMED_WITH_ARTICLE = (name: string) =>
  new RegExp(String.raw`${NB}(o|a|os|as|do|da|dos|das|no|na|nos|nas|pelo|pela|ao|à)\s+${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${NA}`, 'iu');
const ARTICLE_OF: Record<string, string> = {
  do: 'o',
  no: 'o',
  pelo: 'o',
  ao: 'o',
  da: 'a',
  na: 'a',
  pela: 'a',
  à: 'a',
  dos: 'os',
  nos: 'os',
  das: 'as',
  nas: 'as',
};

function productOf(text: string, name: string | undefined): string | undefined {
  if (name) {
    const said = text.match(NAMED_WITH_ARTICLE(name))?.[1]?.toLowerCase() ?? 'o';
    const article = ARTICLE_OF[said] ?? said;
    return `${article} ${name}`;
  }
  const thing = text.match(THING);
  if (!thing) return undefined;
  const noun = thing[2].toLowerCase();
  // A company is not what is sold ("somos uma empresa de Nampula"); "uma oficina de costura" says it.
  if (/^empresa/.test(noun)) return undefined;
  return thing[1].toLowerCase() === 'uma' ? `a nossa ${noun}` : `o nosso ${noun}`;
}

function kindOf(text: string): Offer['kind'] {
  if (re('investidores|investir|invistam|levantar \\d|captar|captando|rodada|ronda de investimento').test(text)) return 'investor';
  if (re('segur[oa]s?|seguradora|cobre o hospital').test(text)) return 'insurance';
  if (re('crédito|empréstimos?|emprestamos|adiant\\p{L}*|prestações mensais|financi\\p{L}*').test(text)) return 'loan';
  if (re('app|aplicativo|aplicação|sistema|software|plataforma|online|bot|dashboard|site').test(text)) return 'software';
  if (re('bombas? solar(?:es)?|painé(?:is|l) solar(?:es)?|kits? solar(?:es)?|instal\\p{L}+').test(text)) return 'install';
  if (re('camponeses|agricultores|sementes|adubo|colheita|safra|campanha agrícola|caju|machambas?|horta|secadores').test(text)) return 'agriculture';
  if (re('grossista|atacado|fornecedor|fornecemos|entregamos|entregas|frete|carga|distribui\\p{L}*|encomendas?|pedidos?').test(text)) return 'stock';
  if (re('instala|instalamos|instalámos|instalação|kits?|painé(?:is|l) solar(?:es)?|bombas?|furos?|poços? de água').test(text)) return 'install';
  if (re('limpeza|limpamos|conserto|reparação|manutenção|costura|alfaiataria|fardas|uniformes|medidas|formação|instalação').test(text)) return 'service';
  return 'thing';
}

function readOffer(input: LineInput): Offer {
  // Read without the fillers: "a gente é uma, tipo, oficina" is the seller, not a buyer.
  const text = removeFillers(input.text);
  const others = text.replace(OWN_BUSINESS, ' ');
  const buyer = BUYERS.find((b) => b.pattern.test(others));
  const pain = PAINS.find((p) => p.pattern.test(input.problemSentence ?? '')) ?? PAINS.find((p) => p.pattern.test(text));
  return {
    product: productOf(text, input.productName),
    who: buyer?.who ?? 'clientes',
    place: buyer?.place ?? (kindOf(text) === 'agriculture' ? masculine('campo') : masculine('negócio')),
    household: buyer?.household ?? false,
    institution: buyer?.institution ?? false,
    pain,
    kind: kindOf(text),
  };
}

/** "do MotoSeguro", "da LuzKuia", "do nosso filtro": "de" joined to the product's article. */
const of = (product: string) => product.replace(/^(o|a|os|as) /, (_, article: string) => `d${article} `);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const peers = (offer: Offer) => (offer.institution ? `${offer.who} como ${offer.place.your.split(' ').slice(0, 2).join(' ')}` : `${offer.who} como você`);

/** The words of `text`, lower case, for runs of words shared with a line. */
const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether `line` repeats a run of `n` words or more of what the speaker said. */
export function sharesRun(line: string, spoken: string, n = 5): boolean {
  const said = ` ${wordsOf(spoken).join(' ')} `;
  const words = wordsOf(line);
  for (let i = 0; i + n <= words.length; i += 1) if (said.includes(` ${words.slice(i, i + n).join(' ')} `)) return true;
  return false;
}

/** The first candidate that is new words, not a run of the speaker's own. */
const fresh = (spoken: string, ...candidates: (string | undefined)[]) => candidates.find((line) => line !== undefined && !sharesRun(line, spoken));

function openingLine(offer: Offer, variety: Variety): string[] {
  const { product, pain } = offer;
  if (!product || !pain) return [];
  const you = variety === 'eu' ? '' : 'você ';
  if (offer.kind === 'investor')
    return [
      `Quanto dinheiro perdem os ${offer.who === 'investidores' ? 'nossos clientes' : offer.who} por mês com ${pain.loss}? ${capital(product)} devolve esse dinheiro, e é por isso que nos pagam.`,
    ];
  if (pain.spend === 'um acidente ou um roubo')
    return [
      `Quanto ${variety === 'eu' ? 'lhe custaria' : 'custaria para você'} um acidente ou um roubo este mês? Com ${product}, ${you}não paga essa conta sozinho.`,
      `Se amanhã tiver um acidente, quem paga a conta? Com ${product}, ${you}não fica sozinho com ela.`,
    ];
  if (offer.household)
    return [
      `Quanto a sua família gasta por mês com ${pain.spend}? Com ${product}, esse dinheiro fica em casa.`,
      `Quanto dinheiro sai da sua casa todos os meses por causa de ${pain.spend}? Com ${product}, ele fica consigo.`.replace(
        'consigo',
        variety === 'eu' ? 'consigo' : 'com você',
      ),
    ];
  return [
    `Quanto dinheiro ${offer.place.your} perde por mês com ${pain.loss}? Com ${product}, ${peers(offer)} deixam de perder esse dinheiro.`,
    `Faça as contas: quanto lhe custam ${pain.loss} num mês? ${capital(product)} acaba com essa perda.`,
  ];
}

function askLine(offer: Offer, variety: Variety, money?: string): string[] {
  const { product, place } = offer;
  const you = variety === 'eu' ? 'si' : 'você';
  const running = variety === 'eu' ? 'a funcionar' : 'funcionando';
  switch (offer.kind) {
    case 'investor':
      return [
        `${money ? `Procuramos ${money}. ` : ''}Podemos marcar 20 minutos na próxima semana para eu mostrar os números e a proposta de investimento?`,
        `Podemos sentar-nos 20 minutos na quinta-feira para eu mostrar os números um a um?`,
      ];
    case 'insurance':
      return offer.household
        ? [
            `Posso fazer a sua inscrição hoje, para ficar coberto já esta noite?`,
            `Fazemos a sua inscrição agora mesmo, e a partir desta noite já está coberto. Pode ser?`,
          ]
        : [`Posso inscrever ${place.your} esta semana, para ficar coberta desde o primeiro pagamento?`];
    case 'loan':
      return [
        `Posso preencher o seu pedido hoje, para o dinheiro chegar antes de precisar dele?`,
        `Tratamos do seu pedido agora, e na sexta-feira o dinheiro já está disponível. Pode ser?`,
      ];
    case 'software':
      if (offer.household) return [`Posso instalar ${product ?? 'a aplicação'} no seu telefone agora, para experimentar grátis esta semana?`];
      return [
        `Posso instalar ${product ?? 'o sistema'} ${place.at} esta semana, com o primeiro mês grátis?`,
        `Posso deixar ${product ?? 'o sistema'} ${running} ${place.at} até sexta-feira, e ${you === 'si' ? 'só paga' : 'você só paga'} a partir do segundo mês?`,
      ];
    case 'agriculture':
      return [
        `Posso ir ${place.to} na próxima terça-feira${product ? ` com ${product}` : ''} e calcular ${variety === 'eu' ? 'consigo' : 'com você'} quanto vai precisar para a próxima colheita?`,
      ];
    case 'stock':
      return [
        `Posso anotar hoje o seu primeiro pedido e fazer a entrega ${place.at} na quinta-feira?`,
        `Fechamos hoje uma primeira encomenda pequena, e na quinta-feira de manhã ela chega ${place.at}. Combinado?`,
      ];
    case 'install':
      return [
        `Posso ir ${place.to} na quarta-feira de manhã, ver o espaço e deixar a instalação${product ? ` ${of(product)}` : ''} marcada para a semana seguinte?`,
        `Posso passar ${place.at} na sexta-feira, fazer as medidas e trazer o orçamento fechado no mesmo dia?`,
      ];
    case 'service':
      return [
        `Podemos marcar uma primeira visita ${place.to} para sexta-feira, para ver o trabalho com os seus próprios olhos?`,
        `Posso passar ${place.at} na quarta-feira de manhã e mostrar o trabalho antes de pagar?`,
      ];
    case 'thing':
      if (!product) return [];
      return offer.household
        ? [
            `Posso deixar ${product} em sua casa no sábado, para experimentar uma semana antes de pagar?`,
            `Posso levar ${product} a sua casa na quarta-feira à tarde, e só paga se gostar?`,
          ]
        : [`Posso levar ${product} ${place.to} na segunda-feira, para experimentar uma semana antes de pagar?`];
  }
}

function problemLine(offer: Offer): string[] {
  const { product, pain } = offer;
  if (!product || !pain) return [];
  const answer = `${capital(product)} resolve isso.`;
  if (pain.spend === 'um acidente ou um roubo') return [`Basta um acidente ou um roubo para deixar ${offer.who} meses sem rendimento. ${answer}`];
  return offer.household
    ? [`Todos os meses, ${offer.who} gastam demais com ${pain.spend}. ${answer}`]
    : [`Todos os meses, ${offer.who} perdem dinheiro com ${pain.loss}. ${answer}`];
}

function solutionLine(offer: Offer): string[] {
  const { product, pain } = offer;
  if (!product || !pain) return [];
  if (pain.spend === 'um acidente ou um roubo')
    return [`O que oferecemos é simples: ${product}, para que um acidente ou um roubo não lhe tire meses de trabalho.`];
  return offer.household
    ? [`O que oferecemos é simples: ${product}, para a sua família gastar menos com ${pain.spend}.`]
    : [`O que oferecemos é simples: ${product}, para que ${offer.place.your} deixe de perder dinheiro com ${pain.loss}.`];
}

function proofLine(offer: Offer, variety: Variety): string[] {
  const uses = offer.kind === 'thing' ? 'compram' : ['software', 'insurance', 'loan'].includes(offer.kind) ? 'usam' : 'trabalham com';
  const what = offer.product ? `${uses} ${offer.product}` : variety === 'eu' ? 'trabalham connosco' : 'trabalham com a gente';
  const who = offer.who === 'investidores' ? 'clientes' : offer.who;
  return variety === 'eu'
    ? [
        `Não acredite só na minha palavra: dou-lhe o contacto de três ${who} que já ${what}, e pode ligar-lhes esta semana.`,
        `Não fique só com o que eu digo: tenho aqui o número de três ${who} que ${what}; ligue-lhes ainda esta semana.`,
      ]
    : [
        `Não precisa acreditar só em mim: eu passo o telefone de três ${who} que já ${what}, e você mesmo liga e confirma esta semana.`,
        `Não fique só com a minha palavra: tenho aqui o número de três ${who} que ${what}; ligue e pergunte ainda esta semana.`,
      ];
}

const MONEY = new RegExp(
  String.raw`${COUNT}\s?(?:mil|milhões|milhão)?\s?(?:de\s)?(?:dólares|reais|meticais|kwanzas|euros|USD|US\$)|(?:US\$|R\$|\$)\s?\d[\d.,]*(?:\s?(?:mil|milhões|milhão))?`,
  'iu',
);

function lines(input: LineInput): PitchLines {
  const variety = varietyOf(input.text);
  const offer = readOffer(input);
  const money = input.askSentence?.match(MONEY)?.[0];
  const spoken = input.text;
  return {
    opening: fresh(spoken, ...openingLine(offer, variety)),
    ask: fresh(spoken, ...askLine(offer, variety, money)),
    problem: fresh(spoken, ...problemLine(offer)),
    solution: fresh(spoken, ...solutionLine(offer)),
    proof: fresh(spoken, ...proofLine(offer, variety)) ?? proofLine(offer, variety)[0],
  };
}

export const PORTUGUESE: Tongue = {
  language: 'pt',
  countFillers,
  countHedges,
  hedgeWords,
  startsWithFiller,
  cleanSentence,
  isFragment,
  countSyllables,
  // The relative "que" chains a Portuguese run-on as much as "e" does ("uma empresa que vende… que são… que queiram").
  clauseJoiners: wordPattern('e|mas|porque|que|então|aí|daí|quando|onde|depois|só que|pois'),
  isHook,
  hookStart: HOOK_START,
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
  lines,
  beforeAsk,
  requestOf,
  askPart,
  proofPart,
  isBackReference,
  withoutResults,
  namesOffer,
  startsOnVerb,
  hasSubjectStart,
  splitRewrite,
};
