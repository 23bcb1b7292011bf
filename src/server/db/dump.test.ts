import { describe, expect, it } from 'vitest';
import { DUMP_END, DUMP_HEADER, restoreDump, sqlLiteral, type SqlSession } from './dump.ts';

async function* linesOf(text: string) {
  for (const line of text.split('\n')) yield line;
}

function recorder(counts: Record<string, number> = {}) {
  const statements: string[] = [];
  const session: SqlSession = {
    exec: async (text) => void statements.push(text),
    query: async <T>(text: string) => {
      const table = /from "([^"]+)"/.exec(text)?.[1] ?? '';
      return [{ n: counts[table] ?? 0 }] as T[];
    },
  };
  return { session, statements };
}

const DUMP = [
  DUMP_HEADER,
  '-- comment',
  "SET timezone = 'UTC';",
  'BEGIN;',
  '-- growth-tools: schema begin',
  'CREATE TABLE "t" (id int);',
  'CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;',
  '-- growth-tools: schema end',
  '-- growth-tools: table t: 2 rows',
  `INSERT INTO "t" ("id") VALUES ('1'), ('2');`,
  'COMMIT;',
  `${DUMP_END} (1 tables, 2 rows)`,
  '',
].join('\n');

describe('sqlLiteral', () => {
  it('keeps every value on one line and escapes what SQL needs', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral('plain')).toBe("'plain'");
    expect(sqlLiteral("O'Hara")).toBe("E'O\\'Hara'");
    expect(sqlLiteral('a\nb\r\tc\\d')).toBe("E'a\\nb\\r\\tc\\\\d'");
    expect(sqlLiteral('\\x0102')).toBe("E'\\\\x0102'");
  });
});

describe('restoreDump', () => {
  it('runs the schema as one block and the data in its own transaction, committed after the counts match', async () => {
    const { session, statements } = recorder({ t: 2 });
    expect(await restoreDump(session, linesOf(DUMP))).toEqual({ tables: 1, rows: 2 });
    expect(statements).toEqual([
      "SET timezone = 'UTC';",
      'BEGIN',
      'CREATE TABLE "t" (id int);\nCREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;',
      `INSERT INTO "t" ("id") VALUES ('1'), ('2');`,
      'COMMIT',
    ]);
  });

  it('rolls back a file without its end marker', async () => {
    const { session, statements } = recorder({ t: 2 });
    const cut = DUMP.slice(0, DUMP.indexOf('COMMIT;'));
    await expect(restoreDump(session, linesOf(cut))).rejects.toThrow(/cut off/);
    expect(statements.at(-1)).toBe('ROLLBACK');
    expect(statements).not.toContain('COMMIT');
  });

  it('rolls back when a table does not hold the announced rows', async () => {
    const { session, statements } = recorder({ t: 1 });
    await expect(restoreDump(session, linesOf(DUMP))).rejects.toThrow(/1 rows restored, the dump announced 2/);
    expect(statements.at(-1)).toBe('ROLLBACK');
  });

  it('refuses other files and statements before BEGIN other than SET', async () => {
    await expect(restoreDump(recorder().session, linesOf('SELECT 1;\n'))).rejects.toThrow(/not a Growth Tools dump/);
    await expect(restoreDump(recorder().session, linesOf(`${DUMP_HEADER}\nDROP TABLE x;\n`))).rejects.toThrow(/only SET/);
  });
});
