import { describe, expect, it } from 'vitest';
import type { MemberProgress, ToolProgress } from '@shared/assignments';
import { nextSort, sortMembers, DEFAULT_SORT } from './progress-sort.ts';

const tool = (latest: number | null, change: number | null = null): ToolProgress => ({
  runs: latest === null ? 0 : 2,
  first: latest,
  latest,
  best: latest,
  change,
  scores: latest === null ? [] : [latest],
});
const member = (fullName: string, runs: number, pitch: number | null, change: number | null = null): MemberProgress => ({
  userId: fullName,
  fullName,
  role: 'member',
  runs,
  lastRunAt: null,
  tools: { 'pitch-lab': tool(pitch, change), 'sales-coach': tool(null) },
  scenarios: [],
});

const names = (members: MemberProgress[]) => members.map((m) => m.fullName);

describe('sortMembers', () => {
  const team = [member('zawadi', 3, 70, 5), member('Amina', 1, null), member('baraka', 3, 82, -4), member('Chege', 0, 70, 5)];

  it('sorts names A to Z whatever their case', () => {
    expect(names(sortMembers(team, DEFAULT_SORT, 'en'))).toEqual(['Amina', 'baraka', 'Chege', 'zawadi']);
  });

  it('puts members without a score last in both directions, and breaks ties by name', () => {
    expect(names(sortMembers(team, { key: 'pitch-lab.latest', direction: 'descending' }, 'en'))).toEqual(['baraka', 'Chege', 'zawadi', 'Amina']);
    expect(names(sortMembers(team, { key: 'pitch-lab.latest', direction: 'ascending' }, 'en'))).toEqual(['Chege', 'zawadi', 'baraka', 'Amina']);
    expect(names(sortMembers(team, { key: 'pitch-lab.change', direction: 'ascending' }, 'en'))).toEqual(['baraka', 'Chege', 'zawadi', 'Amina']);
    expect(names(sortMembers(team, { key: 'sales-coach.best', direction: 'descending' }, 'en'))).toEqual(['Amina', 'baraka', 'Chege', 'zawadi']);
  });

  it('sorts by runs', () => {
    expect(names(sortMembers(team, { key: 'runs', direction: 'descending' }, 'en'))).toEqual(['baraka', 'zawadi', 'Amina', 'Chege']);
  });
});

describe('nextSort', () => {
  it('starts names ascending and numbers descending, then toggles', () => {
    expect(nextSort(DEFAULT_SORT, 'runs')).toEqual({ key: 'runs', direction: 'descending' });
    expect(nextSort({ key: 'runs', direction: 'descending' }, 'runs')).toEqual({ key: 'runs', direction: 'ascending' });
    expect(nextSort({ key: 'runs', direction: 'descending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ key: 'name', direction: 'descending' });
  });
});
