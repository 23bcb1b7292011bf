import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { isServerMessageId } from './i18n.ts';
import { ERROR_STATUS } from '../../shared/errors.ts';

describe('AppError', () => {
  it('names a catalog message; its English is the error message (logs), any language on demand', () => {
    const error = new AppError('payload_too_large', 'common.bodyTooLarge', { values: { maxKiB: 64 } });
    expect(error.message).toBe('The request body is too large (at most 64 KiB).');
    expect(error.renderMessage('fr')).toBe('Le contenu de la requête est trop volumineux (64 Kio au maximum).');
    expect(error.renderMessage('xx')).toBe(error.message);
    expect(new AppError('invalid_input', 'auth.fullNameRequired', { field: 'fullName' }).renderMessage('sw')).toMatch(/^fullName: /);
  });

  it('takes ids only: English prose as a message fails typecheck', () => {
    // @ts-expect-error — a sentence is not an id of the server catalog (npm run typecheck fails if this compiles).
    expect(new AppError('not_found', 'Not found').id).toBe('Not found');
  });

  it('every error code has a fallback text in the server catalog (code.<code>)', () => {
    expect(Object.keys(ERROR_STATUS).filter((code) => !isServerMessageId(`code.${code}`))).toEqual([]);
  });
});
