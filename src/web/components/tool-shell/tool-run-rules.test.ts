import { describe, expect, it } from 'vitest';
import { guestTrialAfter, isUnanswered, refusalBeforeRun, refusalOf } from './tool-run-rules.ts';

describe('refusalBeforeRun', () => {
  it('stops a guest whose trial is used, and only them', () => {
    expect(refusalBeforeRun({ isGuest: true, cost: 1, credits: null, trialUsed: true })).toBe('trial');
    expect(refusalBeforeRun({ isGuest: true, cost: 0, credits: null, trialUsed: true })).toBe('trial');
    expect(refusalBeforeRun({ isGuest: true, cost: 1, credits: null, trialUsed: false })).toBeNull();
  });

  it('stops a user with no credits on a paid tool, never on the free one or when unlimited', () => {
    expect(refusalBeforeRun({ isGuest: false, cost: 1, credits: 0, trialUsed: false })).toBe('credits');
    expect(refusalBeforeRun({ isGuest: false, cost: 0, credits: 0, trialUsed: false })).toBeNull();
    expect(refusalBeforeRun({ isGuest: false, cost: 1, credits: -1, trialUsed: false })).toBeNull();
    expect(refusalBeforeRun({ isGuest: false, cost: 1, credits: 3, trialUsed: true })).toBeNull();
  });
});

describe('refusalOf', () => {
  it('reads the server refusals by status and reason', () => {
    expect(refusalOf({ status: 402, details: {} })).toBe('credits');
    expect(refusalOf({ status: 403, details: { reason: 'guest_trial_used' } })).toBe('trial');
  });

  it('leaves every other error to the page', () => {
    expect(refusalOf({ status: 403, details: { reason: 'not_yours' } })).toBeNull();
    expect(refusalOf({ status: 403 })).toBeNull();
    expect(refusalOf({ status: 429 })).toBeNull();
    expect(refusalOf(new Error('boom'))).toBeNull();
    expect(refusalOf(null)).toBeNull();
  });
});

describe('isUnanswered / guestTrialAfter', () => {
  it('treats status 0 as no answer', () => {
    expect(isUnanswered({ status: 0 })).toBe(true);
    expect(isUnanswered({ status: 502 })).toBe(false);
    expect(isUnanswered(undefined)).toBe(false);
  });

  it('gives the trial back only when the answer says refunded', () => {
    expect(guestTrialAfter({ refunded: true })).toBe('returned');
    expect(guestTrialAfter({ refunded: false })).toBe('used');
    expect(guestTrialAfter({})).toBe('used');
  });
});
