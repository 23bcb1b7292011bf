import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, cookieFrom, type TestApp } from '../helpers/test-app.ts';
import { setWallet } from '../helpers/wallet.ts';
import type { WalletDto } from '../../src/shared/api-types.ts';
import type { GuestTrialState } from '../../src/shared/tools.ts';

// Issue 28: every tool run's answer carries the caller's balance after it (`wallet`, null for a guest),
// so the web shows it without asking again; and a guest reads the trial state from the server's mark.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GUEST_DAILY_RUNS_PER_IP: '100' });
});
afterAll(async () => {
  await t?.close();
});

type Json = Record<string, any>;
async function post(path: string, json: unknown, cookie?: string) {
  const response = await t.request(path, { method: 'POST', json, cookie });
  return { status: response.status, body: (await response.json()) as Json, response };
}

async function trialState(cookie?: string) {
  const response = await t.request('/api/tools/trial', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as GuestTrialState;
}

const PITCH =
  'What if every corner shop knew exactly what to restock each morning? Shop owners lose a fifth of their sales to empty shelves. StockSense is a phone app that tells them what to order, based on their own sales. Forty shops already use it and their sales grew twelve percent in two months. We are raising fifty thousand dollars by March to reach five hundred shops. Will you join us?';

const COMMISSION = {
  behavior: 'Sales',
  role: 'Agent',
  salesModel: 'B2B',
  revenueCollection: 'In Installments',
  employment: 'Base + Commission',
  arpu: 1200,
  grossMargin: 60,
  commissionCap: 0,
};

const SETUP = {
  product: 'ShiftPal, a staff scheduling app for restaurants',
  scenario: 'B2B Customer',
  objection: 'Price / Budget',
  goal: 'Book a Demo/Meeting',
  difficulty: 'Medium (Skeptical Buyer)',
};

describe('the balance in every run answer', () => {
  it('Pitch Lab and Commission answers carry the wallet after the spend', async () => {
    const { cookie } = await t.signUp();
    const pitch = await post('/api/pitch-lab/analyze-text', { transcript: PITCH }, cookie);
    expect(pitch.status, JSON.stringify(pitch.body)).toBe(200);
    expect((pitch.body.wallet as WalletDto).availableCredits).toBe(1);

    const commission = await post('/api/commission/recommend', { inputs: COMMISSION }, cookie);
    expect(commission.status, JSON.stringify(commission.body)).toBe(200);
    expect(commission.body.wallet).toMatchObject({ credits: 0, availableCredits: 0, subscriptionTier: 'free' });
  });

  it('premium stays unlimited in the answer', async () => {
    const { cookie, userId } = await t.signUp();
    await setWallet(t.deps.db, userId, { subscriptionTier: 'premium', credits: 0 });
    const { status, body } = await post('/api/commission/recommend', { inputs: COMMISSION }, cookie);
    expect(status).toBe(200);
    expect(body.wallet).toMatchObject({ subscriptionTier: 'premium', availableCredits: -1 });
  });

  it('a guest gets null, and the free tool answers a user with the unchanged balance', async () => {
    const guest = await post('/api/commission/recommend', { inputs: COMMISSION });
    expect(guest.status).toBe(200);
    expect(guest.body.wallet).toBeNull();
    const guestTrial = await post('/api/tools/pipeline/trial', {});
    expect(guestTrial.body).toMatchObject({ ok: true, guest: true, wallet: null });

    const { cookie } = await t.signUp();
    const userTrial = await post('/api/tools/pipeline/trial', {}, cookie);
    expect(userTrial.status).toBe(200);
    expect(userTrial.body).toMatchObject({ ok: true, guest: false, wallet: { availableCredits: 2 } });
  });

  it('the Sales Coach start, report and cancel answers carry it', async () => {
    const { cookie } = await t.signUp();
    const started = await post('/api/sales-coach/sessions', { setup: SETUP }, cookie);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.wallet).toMatchObject({ availableCredits: 1 });
    const sessionId = started.body.sessionId as string;
    if (started.body.mode === 'turns') {
      const turn = await post(`/api/sales-coach/sessions/${sessionId}/turns`, { text: 'Hi Jordan, how does your team build its schedules today?' }, cookie);
      expect(turn.status).toBe(200);
    }
    const transcript = [{ role: 'user', text: 'Hi Jordan, how does your team build its schedules today?' }];
    const report = await post(`/api/sales-coach/sessions/${sessionId}/analyze`, started.body.mode === 'turns' ? {} : { transcript }, cookie);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.wallet).toMatchObject({ availableCredits: report.body.refunded ? 2 : 1 });

    const second = await post('/api/sales-coach/sessions', { setup: SETUP }, cookie);
    expect(second.status).toBe(201);
    const cancelled = await post(`/api/sales-coach/sessions/${second.body.sessionId}/cancel`, { reason: 'connection_failed' }, cookie);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toHaveProperty('wallet');
    expect((cancelled.body.wallet as WalletDto).availableCredits).toBe(
      cancelled.body.refunded ? (second.body.wallet as WalletDto).availableCredits + 1 : (second.body.wallet as WalletDto).availableCredits,
    );
  });
});

describe('GET /api/tools/trial', () => {
  it('answers a guest from the signed device mark, while /api/me stays 401', async () => {
    expect((await t.request('/api/me')).status).toBe(401);
    expect(await trialState()).toEqual({ used: false, toolId: null });

    const claimed = await post('/api/tools/pipeline/trial', {});
    expect(claimed.status).toBe(200);
    const cookie = cookieFrom(claimed.response);
    expect(await trialState(cookie)).toEqual({ used: true, toolId: 'pipeline' });
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
  });

  it('names the paid tool the trial went to, and a refunded or failed run leaves it unused', async () => {
    const run = await post('/api/commission/recommend', { inputs: COMMISSION });
    expect(run.status).toBe(200);
    expect(await trialState(cookieFrom(run.response))).toEqual({ used: true, toolId: 'commission' });

    // Refused before anything is spent: no mark is set.
    const refused = await post('/api/commission/recommend', { inputs: { ...COMMISSION, arpu: -1 } });
    expect(refused.status).toBe(400);
    expect(await trialState(cookieFrom(refused.response) || undefined)).toEqual({ used: false, toolId: null });
  });

  it('ignores a forged mark and a signed-in caller', async () => {
    const claimed = await post('/api/tools/pipeline/trial', {});
    const forged = cookieFrom(claimed.response).replace(/=([^.;]*)/, '=00000000-0000-0000-0000-000000000000');
    expect(await trialState(forged)).toEqual({ used: false, toolId: null });
    const { cookie } = await t.signUp();
    expect(await trialState(cookie)).toEqual({ used: false, toolId: null });
  });

  it('is in the OpenAPI document as a guest operation', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as Json;
    const operation = doc.paths['/api/tools/trial']?.get;
    expect(operation).toBeDefined();
    expect(operation.tags).toContain('tools');
  });
});
