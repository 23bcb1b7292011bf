import { ApiError } from '../api/api.ts';

// Telling "the device is offline" apart from "the page or the server failed": the first gets a screen
// that says what still works and retries by itself, the second the generic error.

/** A lazy page chunk (or module) the browser could not fetch, in Chromium, Firefox and Safari's words. */
const CHUNK_FETCH_FAILED = /dynamically imported module|Failed to fetch|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FETCH_FAILED.test(error.message);
}

/** True when `error` comes from a lost connection: the browser says it is offline, or a request or chunk never reached the server. */
export function isConnectionLost(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (error instanceof ApiError) return error.code === 'network';
  // fetch() rejects with a TypeError when the request never got an answer.
  return error instanceof TypeError || isChunkLoadError(error);
}
