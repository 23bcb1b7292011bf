// The kinds of fix and of strength a pitch report can give: named here so the analysis and its
// verdict share them without importing each other.

/** A fix the report can give, the first fix first in `npm run eval`. */
export type Kind =
  | 'tooShort'
  | 'rude'
  | 'noAsk'
  | 'overTime'
  | 'fillers'
  | 'pace'
  | 'noHook'
  | 'noSolution'
  | 'noProof'
  | 'vagueAsk'
  | 'rambling'
  | 'noProblem'
  | 'hedges'
  | 'thin'
  | 'polish';

/** Something real the speaker did well. */
export type StrengthKind = 'complete' | 'opening' | 'ask' | 'proof' | 'price' | 'pace' | 'clean' | 'sentences';
