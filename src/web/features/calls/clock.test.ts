import { describe, expect, it } from 'vitest';
import { clock } from './clock.ts';

describe('clock', () => {
  it('shows a time in the recording as m:ss, rounded down (where the words start)', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(5)).toBe('0:05');
    expect(clock(59.9)).toBe('0:59');
    expect(clock(61)).toBe('1:01');
    expect(clock(14 * 60 + 59)).toBe('14:59');
  });

  it('adds hours past an hour, and never shows a negative or broken time', () => {
    expect(clock(3600 + 62)).toBe('1:01:02');
    expect(clock(-3)).toBe('0:00');
    expect(clock(Number.NaN)).toBe('0:00');
  });
});
