import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { assertSafeText, findUnsafeText, unsafeTextReason } from './unsafe-text.ts';

describe('unsafeTextReason', () => {
  it.each([
    ['plain text', null],
    ['', null],
    ['emoji 😀 (a surrogate pair) and accents é ñ', null],
    ['\u0000', 'nul'],
    ['before\u0000after', 'nul'],
    ['\uD800', 'lone_surrogate'],
    ['high \uD83D then text', 'lone_surrogate'],
    ['low \uDE00 alone', 'lone_surrogate'],
    ['reversed pair \uDE00\uD83D', 'lone_surrogate'],
    ['ends on a high half \uD83D', 'lone_surrogate'],
  ] as const)('%j → %s', (text, reason) => {
    expect(unsafeTextReason(text)).toBe(reason);
  });
});

describe('findUnsafeText', () => {
  it('finds strings anywhere in a parsed JSON value, with their path', () => {
    expect(findUnsafeText({ setup: { product: 'ok', scenario: 'a\u0000' } })).toEqual({ path: 'setup.scenario', reason: 'nul' });
    expect(findUnsafeText({ transcript: [{ text: 'fine' }, { text: 'bad \uDC00' }] })).toEqual({ path: 'transcript.1.text', reason: 'lone_surrogate' });
    expect(findUnsafeText('\u0000')).toEqual({ path: '', reason: 'nul' });
    expect(findUnsafeText({ 'key\u0000': 1 })).toEqual({ path: '(key of) body', reason: 'nul' });
    expect(findUnsafeText({ inputs: { '\uD800': 1 } })).toEqual({ path: '(key of) inputs', reason: 'lone_surrogate' });
  });

  it('passes everything else: numbers, booleans, null, nested clean text', () => {
    expect(findUnsafeText({ a: 1, b: true, c: null, d: [1, 'two', { e: '😀' }], f: undefined })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it('walks very deep nesting without exhausting the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)?.reason).toBe('nul');
  });
});

describe('assertSafeText', () => {
  it('throws 400 invalid_input naming the field and the character', () => {
    let caught: unknown;
    try {
      assertSafeText({ fullName: 'Ada\u0000' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    const error = caught as AppError;
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_input');
    expect(error.message).toBe('fullName: The text contains a NUL character (U+0000), which is not allowed. Please remove it and try again.');
    expect(error.details).toEqual({ field: 'fullName', reason: 'nul' });
  });

  it('names where a query or path value came from', () => {
    expect(() => assertSafeText({ search: '\uD800' }, 'query')).toThrow(
      'query search: The text contains an unpaired UTF-16 surrogate (invalid Unicode), which is not allowed.',
    );
    expect(() => assertSafeText('/reset-password/\u0000', 'path')).toThrow(/^path: The text contains a NUL character/);
  });

  it('lets clean input through', () => {
    expect(() => assertSafeText({ transcript: 'Hello 😀', n: 3 })).not.toThrow();
  });
});
