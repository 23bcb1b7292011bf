import { PRACTICE_TOOLS, type MemberProgress, type PracticeTool } from '@shared/assignments';

export const SCORE_FIELDS = ['latest', 'best', 'change'] as const;
export type ScoreField = (typeof SCORE_FIELDS)[number];
export type SortKey = 'name' | 'runs' | `${PracticeTool}.${ScoreField}`;
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: Sort = { key: 'name', direction: 'ascending' };

/** Every sort the progress view offers, in the order its "Sort by" list shows them. */
export const SORT_KEYS: SortKey[] = ['name', 'runs', ...PRACTICE_TOOLS.flatMap((tool) => SCORE_FIELDS.map((field) => `${tool}.${field}` as const))];

/** Names A to Z first; numbers highest first (the question is usually "who is doing best"). */
export const firstDirection = (key: SortKey): SortDirection => (key === 'name' ? 'ascending' : 'descending');

/** A header clicked: its first direction, or the other one if it already sorts. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key !== key) return { key, direction: firstDirection(key) };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

function valueOf(member: MemberProgress, key: SortKey): string | number | null {
  if (key === 'name') return member.fullName;
  if (key === 'runs') return member.runs;
  const [tool, field] = key.split('.') as [PracticeTool, ScoreField];
  return member.tools[tool][field];
}

/**
 * The members in `sort`'s order. People without a value (no scored run yet) come last either way:
 * they have nothing to compare. Ties keep name order, so the list never jumps between renders.
 */
export function sortMembers(members: MemberProgress[], sort: Sort, locale: string): MemberProgress[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byName = (a: MemberProgress, b: MemberProgress) => collator.compare(a.fullName, b.fullName);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...members].sort((a, b) => {
    const x = valueOf(a, sort.key);
    const y = valueOf(b, sort.key);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    const order = typeof x === 'string' ? collator.compare(x, String(y)) : x - Number(y);
    return order !== 0 ? sign * order : byName(a, b);
  });
}
