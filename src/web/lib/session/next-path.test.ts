import { describe, expect, it } from 'vitest';
import { nextPath } from './next-path.ts';

describe('nextPath', () => {
  it('follows a path of the app and nothing else', () => {
    expect(nextPath('?next=/invite/abc')).toBe('/invite/abc');
    expect(nextPath('?next=%2Fteam%3Fx%3D1')).toBe('/team?x=1');
    expect(nextPath('')).toBe('/dashboard');
    expect(nextPath('?next=https://evil.example')).toBe('/dashboard');
    expect(nextPath('?next=//evil.example')).toBe('/dashboard');
    expect(nextPath('?next=/\\evil.example')).toBe('/dashboard');
  });
});
