import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api.ts';
import { isChunkLoadError, isConnectionLost } from './connection.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('telling a lost connection from other failures', () => {
  it('a request that never got an answer, or a page chunk that could not be fetched, is a lost connection', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(isConnectionLost(new ApiError(0, 'network', 'Network error.'))).toBe(true);
    expect(isConnectionLost(new TypeError('Failed to fetch'))).toBe(true);
    const chunk = new TypeError('Failed to fetch dynamically imported module: https://example.test/assets/pitch-lab-page-x1.js');
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isConnectionLost(chunk)).toBe(true);
    expect(isConnectionLost(new Error('Importing a module script failed.'))).toBe(true);
  });

  it('an answer from the server, or a bug, is not', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(isConnectionLost(new ApiError(500, 'internal', 'Internal error'))).toBe(false);
    expect(isConnectionLost(new ApiError(404, 'not_found', 'Practice session not found.'))).toBe(false);
    expect(isConnectionLost(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });

  it('anything is a lost connection while the browser says it is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isConnectionLost(new ApiError(500, 'internal', 'Internal error'))).toBe(true);
    expect(isConnectionLost(undefined)).toBe(true);
  });
});
