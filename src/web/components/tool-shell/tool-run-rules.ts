// The decisions of a tool run on the web, kept apart from React so they are tested alone
// (tool-run-rules.test.ts); useToolRun (use-tool-run.ts) acts on them.

/** Which dialog stops a run: the wallet is empty, or the guest has used the trial. */
export type RunRefusal = 'credits' | 'trial';

interface Caller {
  isGuest: boolean;
  /** What the tool costs a signed-in user (the free tool costs 0). */
  cost: number;
  /** The wallet's available credits (-1 = unlimited); ignored for a guest. */
  credits: number | null;
  /** The guest trial is used (the server's mark or the device's entry). */
  trialUsed: boolean;
}

/** Before a run: the refusal the server would answer, so the user is told before any work. */
export function refusalBeforeRun({ isGuest, cost, credits, trialUsed }: Caller): RunRefusal | null {
  if (isGuest) return trialUsed ? 'trial' : null;
  return cost > 0 && credits === 0 ? 'credits' : null;
}

/** An error as `api()` throws it (ApiError), read by shape. */
interface FailedCall {
  status?: unknown;
  details?: Record<string, unknown>;
}

/** The server's refusal of a run (402 out of credits, 403 trial used), or null for any other error. */
export function refusalOf(error: unknown): RunRefusal | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, details } = error as FailedCall;
  if (status === 402) return 'credits';
  if (status === 403 && details?.reason === 'guest_trial_used') return 'trial';
  return null;
}

/** No answer at all (offline, or the server out of reach: status 0): the server may have claimed the trial. */
export function isUnanswered(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as FailedCall).status === 0;
}

/** A guest's trial after an answer: given back when the run cost nothing, else used. */
export function guestTrialAfter(answer: { refunded?: boolean }): 'used' | 'returned' {
  return answer.refunded ? 'returned' : 'used';
}
