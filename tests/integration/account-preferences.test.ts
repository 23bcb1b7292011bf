// The account page's preferences: the profile's language (PUT /api/account/locale) and the
// organization's currency (PUT /api/account/organization/currency), as GET /api/me reports them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../src/shared/api-types.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function me(cookie: string): Promise<MeResponse> {
  const response = await t.request('/api/me', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as MeResponse;
}

/** A signed-up account shared by the bad-input cases. */
let someone: { cookie: string } | undefined;

function putLocale(body: unknown, cookie?: string) {
  return t.request('/api/account/locale', { method: 'PUT', cookie, json: body });
}

function putCurrency(body: unknown, cookie?: string) {
  return t.request('/api/account/organization/currency', { method: 'PUT', cookie, json: body });
}

describe('PUT /api/account/locale', () => {
  it("saves the profile's language, which GET /api/me then reports", async () => {
    const { cookie } = await t.signUp();
    expect((await me(cookie)).profile.locale).toBe('en');

    const response = await putLocale({ locale: 'fr' }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await me(cookie)).profile.locale).toBe('fr');

    expect((await putLocale({ locale: 'sw' }, cookie)).status).toBe(200);
    expect((await me(cookie)).profile.locale).toBe('sw');

    // Brazilian Portuguese is a language of its own (decision 025).
    expect((await putLocale({ locale: 'pt-BR' }, cookie)).status).toBe(200);
    expect((await me(cookie)).profile.locale).toBe('pt-BR');
  });

  it.each([
    ['an unknown language', { locale: 'xx' }],
    ['an upper-case code', { locale: 'FR' }],
    ['a regional tag', { locale: 'fr-SN' }],
    ['a NUL byte', { locale: 'fr\u0000' }],
    ['an empty string', { locale: '' }],
    ['a number', { locale: 1 }],
    ['no locale', {}],
    ['an extra key', { locale: 'pt', userId: 'someone-else' }],
    ['not an object', ['fr']],
  ])('refuses %s with 400 and changes nothing', async (_case, body) => {
    // One account for all the cases (sign-ups are slow): each starts from a known language.
    const { cookie } = (someone ??= await t.signUp());
    expect((await putLocale({ locale: 'es' }, cookie)).status).toBe(200);

    const response = await putLocale(body, cookie);
    expect(response.status).toBe(400);
    expect((await me(cookie)).profile.locale).toBe('es');
  });

  it('refuses a body that is not JSON', async () => {
    const { cookie } = await t.signUp();
    const response = await t.request('/api/account/locale', { method: 'PUT', cookie, headers: { 'content-type': 'application/json' }, body: '{"locale":' });
    expect(response.status).toBe(400);
    expect((await me(cookie)).profile.locale).toBe('en');
  });

  it('answers 401 to a guest', async () => {
    expect((await putLocale({ locale: 'fr' })).status).toBe(401);
  });

  it("changes only the caller's own profile", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    expect((await putLocale({ locale: 'pt' }, alice.cookie)).status).toBe(200);
    expect((await me(alice.cookie)).profile.locale).toBe('pt');
    expect((await me(bob.cookie)).profile.locale).toBe('en');
  });
});

describe('PUT /api/account/organization/currency', () => {
  it("saves the organization's currency, which GET /api/me then reports", async () => {
    const { cookie } = await t.signUp({ country: 'KE' });
    // From the country at sign-up.
    expect((await me(cookie)).organization?.currency).toBe('KES');

    const response = await putCurrency({ currency: 'XOF' }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await me(cookie)).organization?.currency).toBe('XOF');

    // Not only the common ones: any currency some country uses.
    expect((await putCurrency({ currency: 'JPY' }, cookie)).status).toBe(200);
    expect((await me(cookie)).organization?.currency).toBe('JPY');
  });

  it.each([
    ['an unknown code', { currency: 'ABC' }],
    ['a lower-case code', { currency: 'xof' }],
    ['a NUL byte', { currency: 'XOF\u0000' }],
    ['an empty string', { currency: '' }],
    ['a number', { currency: 952 }],
    ['no currency', {}],
    ['an extra key', { currency: 'USD', organizationId: 'someone-else' }],
  ])('refuses %s with 400 and changes nothing', async (_case, body) => {
    const { cookie } = (someone ??= await t.signUp());
    expect((await putCurrency({ currency: 'XOF' }, cookie)).status).toBe(200);

    const response = await putCurrency(body, cookie);
    expect(response.status).toBe(400);
    expect((await me(cookie)).organization?.currency).toBe('XOF');
  });

  it('answers 401 to a guest', async () => {
    expect((await putCurrency({ currency: 'XOF' })).status).toBe(401);
  });

  it("changes only the caller's own organization", async () => {
    const alice = await t.signUp({ country: 'MZ' });
    const bob = await t.signUp({ country: 'BR' });
    expect((await putCurrency({ currency: 'USD' }, alice.cookie)).status).toBe(200);
    expect((await me(alice.cookie)).organization?.currency).toBe('USD');
    expect((await me(bob.cookie)).organization?.currency).toBe('BRL');
  });
});
