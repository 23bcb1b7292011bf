// Word patterns for languages with accents: JavaScript's \b treats "é", "ã" and "ñ" as non-letters,
// so "démo" would match inside "démontrer" and "été" never. These use Unicode letters as the edge.

const EDGE_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const EDGE_AFTER = String.raw`(?![\p{L}\p{N}])`;

/** Any of the alternatives as whole words (case-insensitive). */
export function anyWord(...alternatives: string[]): RegExp {
  return new RegExp(`${EDGE_BEFORE}(?:${alternatives.join('|')})${EDGE_AFTER}`, 'iu');
}

/** Any of the alternatives at the start of the text, as whole words. */
export function startsWith(...alternatives: string[]): RegExp {
  return new RegExp(`^(?:${alternatives.join('|')})${EDGE_AFTER}`, 'iu');
}

/** Case-sensitive: a capitalised name, then (within a few words) what happened. */
export function named(name: string, result: string): RegExp {
  return new RegExp(`(?:${name})[^.;?!]{0,60}?${EDGE_BEFORE}(?:${result})`, 'u');
}
