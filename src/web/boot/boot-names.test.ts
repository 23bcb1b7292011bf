// The boot protocol's names are spelled in protocol.ts only: everywhere else imports them, so a rename
// is one edit and the build, the server, the web and the tests cannot drift apart.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as protocol from './protocol.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BOOT_DIR = path.join(ROOT, 'src/web/boot');
const SEARCHED = ['src', 'scripts', 'tests', 'eslint-rules'];
const SOURCE = /\.(?:[cm]?[jt]sx?|html)$/;
/** The names themselves; SIGNED_IN_SHELL alone ('signed-in') is an ordinary word elsewhere. */
const NAMES = Object.entries(protocol)
  .filter(([name]) => name !== 'SIGNED_IN_SHELL')
  .map(([, value]) => value);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === BOOT_DIR || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

describe('boot protocol names', () => {
  it('are five, each spelled once', () => {
    expect(NAMES).toHaveLength(5);
    expect(new Set(NAMES).size).toBe(5);
  });

  it('appear in no file outside src/web/boot', () => {
    const spelled = SEARCHED.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return NAMES.filter((name) => text.includes(name)).map((name) => `${path.relative(ROOT, file)}: ${name}`);
    });
    expect(spelled, 'import the constant from src/web/boot/protocol.ts instead').toEqual([]);
  });
});
