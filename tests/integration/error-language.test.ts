// An error reaches the user in their language: the answer names the catalog message (id, values)
// and carries it rendered for the request's locale (the app's cookie, else Accept-Language).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from '../helpers/test-app.ts';
import { LOCALE_COOKIE } from '../../src/shared/i18n/locales.ts';
import { API_BODY_LIMIT_BYTES } from '../../src/server/lib/body-limit.ts';
import type { ApiErrorBody } from '../../src/shared/api-types.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error;
const signupWithoutName = (headers: Record<string, string>) =>
  t.request('/api/signup', {
    method: 'POST',
    headers,
    json: {
      fullName: '',
      companyName: 'Acme',
      country: 'SN',
      email: 'x@example.com',
      password: 'correct-horse-9',
      confirmPassword: 'correct-horse-9',
      acceptTerms: true,
    },
  });

describe('error answers in the caller’s language', () => {
  it('an unknown API path: the id, and the message in French for Accept-Language: fr', async () => {
    const error = await errorOf(await t.request('/api/no-such-thing', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } }));
    expect(error).toEqual({ code: 'not_found', id: 'common.notFound', message: 'Introuvable' });
  });

  it('a refusal of the app (AppError) follows the locale cookie over Accept-Language', async () => {
    const response = await t.request('/api/me/runs', { headers: { cookie: `${LOCALE_COOKIE}=fr`, 'accept-language': 'en' } });
    const error = await errorOf(response);
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ code: 'unauthorized', id: 'auth.signInRequired', message: 'Veuillez vous connecter pour continuer.' });
  });

  it('a validation error names the field, in English as before and in French for a French reader; each issue carries its id', async () => {
    const english = await errorOf(await signupWithoutName({}));
    expect(english).toMatchObject({ code: 'invalid_input', id: 'auth.fullNameRequired', message: 'fullName: Please enter your full name' });
    const french = await errorOf(await signupWithoutName({ 'accept-language': 'fr' }));
    expect(french.message).toBe('fullName: Veuillez saisir votre nom complet');
    expect(french.details).toMatchObject({ issues: [{ path: ['fullName'], id: 'auth.fullNameRequired' }] });
  });

  it('a message with a number carries it as a value', async () => {
    const response = await t.request('/api/signup', {
      method: 'POST',
      headers: { 'accept-language': 'fr', 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ fullName: 'x'.repeat(API_BODY_LIMIT_BYTES + 10) }),
    });
    expect(response.status).toBe(413);
    const maxKiB = API_BODY_LIMIT_BYTES / 1024;
    expect(await errorOf(response)).toEqual({
      code: 'payload_too_large',
      id: 'common.bodyTooLarge',
      values: { maxKiB },
      message: `Le contenu de la requête est trop volumineux (${maxKiB} Kio au maximum).`,
    });
  });
});
