import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { describeError, scrubQueryParams } from './error-details.ts';
import { requestIdFor } from './request-id.ts';

const TOKEN = 'sEsSiOnToKeN0123456789abcdef';
const PITCH = 'My secret pitch\nsecond line of it';

/** A database error as pg and PGlite raise them (DatabaseError fields). */
function databaseError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { name: 'error', severity: 'ERROR', ...fields });
}

describe('describeError', () => {
  it('logs a failed query as its text and the database error, never the parameters', () => {
    const cause = databaseError('invalid byte sequence for encoding "UTF8": 0x00', {
      code: '22021',
      routine: 'report_invalid_encoding_int',
      where: `unnamed portal parameter $1 = '${TOKEN}'`,
    });
    const error = new DrizzleQueryError('select * from "session" where "token" = $1 and "note" = $2', [TOKEN, PITCH], cause);
    const described = describeError(error);
    expect(described).toMatchObject({
      name: 'DrizzleQueryError',
      message: 'Failed query',
      query: 'select * from "session" where "token" = $1 and "note" = $2',
      cause: { message: 'invalid byte sequence for encoding "UTF8": 0x00', code: '22021', severity: 'ERROR', routine: 'report_invalid_encoding_int' },
    });
    expect(typeof described.stack).toBe('string');
    const text = JSON.stringify(described);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('secret pitch');
    expect(text).not.toContain('params');
  });

  it('keeps constraint names but not the values in messages and details', () => {
    expect(
      describeError(
        databaseError('duplicate key value violates unique constraint "user_email_unique"', {
          code: '23505',
          constraint: 'user_email_unique',
          table: 'user',
          detail: 'Key (email)=(ada@example.com) already exists.',
        }),
      ),
    ).toMatchObject({
      message: 'duplicate key value violates unique constraint "user_email_unique"',
      code: '23505',
      constraint: 'user_email_unique',
      table: 'user',
      detail: 'Key (email)=(…) already exists.',
    });
    const check = describeError(
      databaseError('new row for relation "user" violates check constraint "name_check"', {
        code: '23514',
        detail: 'Failing row contains (id-1, Ada Lovelace, ada@example.com).',
      }),
    );
    expect(check.detail).toBe('Failing row contains (…).');
    expect(describeError(databaseError('invalid input syntax for type uuid: "not-a-uuid-secret"', { code: '22P02' })).message).toBe(
      'invalid input syntax for type uuid: "…"',
    );
    expect(describeError(databaseError('value "123456789012" is out of range for type integer', { code: '22003' })).message).toBe(
      'value "…" is out of range for type integer',
    );
    // A detail whose shape we do not know could hold anything: left out.
    expect(describeError(databaseError('something odd', { code: 'XX000', detail: `token ${TOKEN}` })).detail).toBeUndefined();
  });

  it('describes ordinary errors with their cause chain and frames, and non-errors as text', () => {
    const described = describeError(new Error('outer', { cause: Object.assign(new Error('inner'), { code: 'ECONNREFUSED' }) }));
    expect(described).toMatchObject({ name: 'Error', message: 'outer', cause: { name: 'Error', message: 'inner', code: 'ECONNREFUSED' } });
    expect(String(described.stack)).toMatch(/^at /);
    expect(describeError('plain')).toEqual({ message: 'plain' });
  });
});

describe('scrubQueryParams', () => {
  it('drops the parameters from a copied "Failed query" text, stack frames kept', () => {
    const stack = new DrizzleQueryError('update "user" set "name" = $1 where "id" = $2', [PITCH, 'u1'], undefined).stack!;
    const scrubbed = scrubQueryParams(stack);
    expect(scrubbed).toContain('Failed query: update "user" set "name" = $1 where "id" = $2\nparams: [not logged]');
    expect(scrubbed).not.toContain('secret pitch');
    expect(scrubbed).not.toContain('second line');
    expect(scrubbed).toMatch(/\n {4}at /);
    expect(scrubQueryParams(`Error: Failed query: select 1\nparams: ${TOKEN}`)).toBe('Error: Failed query: select 1\nparams: [not logged]');
    expect(scrubQueryParams('nothing to see')).toBe('nothing to see');
  });
});

describe('requestIdFor', () => {
  it('repeats a safe incoming id and replaces anything else with a UUID', () => {
    expect(requestIdFor('abc-123_XYZ.7')).toBe('abc-123_XYZ.7');
    for (const unsafe of [undefined, '', 'short', 'x'.repeat(65), 'has space in it', 'line\nbreak-injection', '"quoted-value"', 'ünïcode-id-value']) {
      expect(requestIdFor(unsafe)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
