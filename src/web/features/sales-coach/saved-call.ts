import type { SetupDraft } from './setup-form.tsx';

// The call on the line, kept on the device while it is live: a reload, a closed tab or a crash can
// then offer to resume it or refund it with its set-up (the server holds the rest, for its owner
// only). localStorage, not sessionStorage: a call left in a closed tab is found from a new one.

const KEY = 'gt_sales_call';

interface SavedCall {
  sessionId: string;
  setup: SetupDraft;
  assignmentId?: string;
}

function isSavedCall(value: unknown): value is SavedCall {
  const call = value as SavedCall | null;
  return typeof call?.sessionId === 'string' && typeof call.setup === 'object' && call.setup !== null && typeof call.setup.product === 'string';
}

export function readSavedCall(): SavedCall | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return isSavedCall(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveCall(call: SavedCall) {
  try {
    localStorage.setItem(KEY, JSON.stringify(call));
  } catch {
    // Storage full or blocked (private mode): the call goes on, it just cannot be resumed.
  }
}

export function forgetSavedCall(sessionId?: string) {
  try {
    if (sessionId === undefined || readSavedCall()?.sessionId === sessionId) localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
