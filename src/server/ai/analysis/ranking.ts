// Feedback is selected, not exhaustive: the few findings that matter most, each about a
// different moment of the talk where possible.

export interface Ranked {
  priority: number;
  quote: string;
}

/** The `limit` highest-priority items, preferring ones that quote different words. */
export function pickTop<T extends Ranked>(items: T[], limit: number): T[] {
  const sorted = [...items].sort((a, b) => b.priority - a.priority);
  const chosen: T[] = [];
  const quotes = new Set<string>();
  for (const item of sorted) {
    if (chosen.length < limit && !quotes.has(item.quote)) {
      chosen.push(item);
      quotes.add(item.quote);
    }
  }
  // Not enough distinct quotes: fill up with the rest, still in priority order.
  for (const item of sorted) if (chosen.length < limit && !chosen.includes(item)) chosen.push(item);
  return chosen.sort((a, b) => b.priority - a.priority);
}
