import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserContract } from '../../scripts/vite-contracts.ts';

// The browser's copy of each contract (scripts/vite-contracts.ts) must call the same method and path
// as the contract the server serves, for every operation, and must not bring zod along.
const CONTRACTS = path.resolve('src/shared/contracts');

type Group = Record<string, { method: string; path: string }>;

/** The module text as an object: `export const fooApi = {...};` lines of JSON. */
function parse(code: string) {
  return Object.fromEntries(
    code
      .trim()
      .split('\n')
      .map((line) => /^export const (\w+) = (.*);$/.exec(line)!)
      .map(([, name, json]) => [name!, JSON.parse(json!) as Group]),
  );
}

describe('browser contracts', () => {
  for (const file of readdirSync(CONTRACTS).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    it(`${file}: every operation's method and path, nothing else`, async () => {
      const real = (await import(path.join(CONTRACTS, file))) as Record<string, unknown>;
      const code = await browserContract(path.join(CONTRACTS, file));
      expect(code).not.toMatch(/zod|import/);
      const browser = parse(code);
      const groups = Object.entries(real).filter(([name]) => name.endsWith('Api'));
      expect(Object.keys(browser).sort()).toEqual(groups.map(([name]) => name).sort());
      for (const [name, group] of groups) {
        const expected = Object.fromEntries(Object.entries(group as Group).map(([key, { method, path }]) => [key, { method, path }]));
        expect(browser[name]).toEqual(expected);
      }
    });
  }
});
