// A typed pitch as a speech recogniser returns it: lower case, no punctuation, amounts and
// number words as digits ("$2,000" → "2000 dollars", "thirty percent" → "30 percent"). The
// eval scores every pitch in both forms with the same labels.

const UNITS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

// "one" is left alone: "one thing", "one in five" read as words in recognisers' output too.
const isNumberWord = (word: string) => word in UNITS || word in TENS || word in SCALES || word === 'one';

// R$ before $, so reais are not read as dollars.
const CURRENCY_SYMBOLS: [RegExp, string][] = [
  [/R\$\s?([\d.,]+)/g, '$1 reais'],
  [/\$\s?([\d.,]+)/g, '$1 dollars'],
  [/₦\s?([\d.,]+)/g, '$1 naira'],
  [/€\s?([\d.,]+)/g, '$1 euros'],
  [/£\s?([\d.,]+)/g, '$1 pounds'],
  [/₹\s?([\d.,]+)/g, '$1 rupees'],
];

/**
 * Runs of number words ("three hundred and forty") as one number. Two numbers side by side stay
 * two ("five one hundred"): after a unit only a scale may follow, after a ten a unit or a scale.
 * A lone "one" stays a word.
 */
function numberWordsToDigits(words: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    if (!isNumberWord(words[i]) || (words[i] === 'one' && !(words[i + 1] in SCALES))) {
      out.push(words[i]);
      i += 1;
      continue;
    }
    let total = 0;
    let current = 0;
    let last: 'unit' | 'ten' | 'scale' | undefined;
    let j = i;
    for (; j < words.length; j += 1) {
      const word = words[j];
      const isUnit = word === 'one' || word in UNITS;
      if (word === 'and' && last === 'scale' && (words[j + 1] in UNITS || words[j + 1] in TENS)) continue;
      if (isUnit && (last === undefined || last === 'scale' || (last === 'ten' && (UNITS[word] ?? 1) < 10))) {
        current += UNITS[word] ?? 1;
        last = 'unit';
      } else if (word in TENS && (last === undefined || last === 'scale')) {
        current += TENS[word];
        last = 'ten';
      } else if (word === 'hundred' && last !== 'scale') {
        current = Math.max(current, 1) * 100;
        last = 'scale';
      } else if (word in SCALES && word !== 'hundred' && last !== undefined) {
        total += Math.max(current, 1) * SCALES[word];
        current = 0;
        last = 'scale';
      } else break;
    }
    if (j === i) {
      out.push(words[i]);
      j = i + 1;
    } else out.push(String(total + current));
    i = j;
  }
  return out;
}

export function toRecognitionStyle(typed: string): string {
  let text = typed.replace(/[\u2018\u2019]/g, "'");
  for (const [symbol, spoken] of CURRENCY_SYMBOLS) text = text.replace(symbol, spoken);
  text = text
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/(\d)\s?%/g, '$1 percent')
    .toLowerCase()
    // Hyphens join words ("back-to-school", "thirty-five"): the recogniser hears separate words.
    .replace(/[-\u2013\u2014]/g, ' ')
    // Keep apostrophes inside words ("don't") and decimal points inside numbers ("2.5").
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/[^\p{L}\p{N}'.\s]|(?<![\p{L}])'|'(?![\p{L}])/gu, ' ');
  return numberWordsToDigits(text.split(/\s+/).filter(Boolean)).join(' ');
}
