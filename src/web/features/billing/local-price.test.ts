import { describe, expect, it } from 'vitest';
import { priceOf } from '@shared/price-list.ts';
import type { PaymentMethodOption } from '@shared/payment-methods.ts';
import { formatPrice, methodsFor, preferredMethod, shareOf } from './local-price.ts';

const card: PaymentMethodOption = { id: 'card', provider: 'local', networks: [], plans: ['credits_20', 'premium'] };
const pix: PaymentMethodOption = { id: 'pix', provider: 'local', networks: [], plans: ['credits_20'] };
const mobileMoney: PaymentMethodOption = { id: 'mobile_money', provider: 'local', networks: ['M-Pesa', 'Airtel Money'], plans: ['credits_20'] };

// Intl separates with no-break spaces (U+00A0, U+202F); the texts below are written with plain ones.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('writes whole prices without cents and keeps the cents a price has', () => {
    expect(plain(formatPrice(priceOf('credits_20', 'USD'), 'en-US'))).toBe('$20');
    expect(plain(formatPrice(priceOf('premium', 'USD'), 'en-US'))).toBe('$99');
    expect(plain(formatPrice(priceOf('credits_20', 'KES'), 'en-KE'))).toBe('Ksh 2,500');
    expect(plain(formatPrice(priceOf('premium', 'KES'), 'sw-KE'))).toBe('Ksh 12,500');
    expect(plain(formatPrice(priceOf('credits_20', 'XOF'), 'fr-SN'))).toBe('12 000 F CFA');
    expect(plain(formatPrice(priceOf('credits_20', 'BRL'), 'pt-BR'))).toBe('R$ 109,90');
  });

  it('shares a price out to the currency’s smallest unit', () => {
    expect(plain(formatPrice(shareOf(priceOf('credits_20', 'KES'), 20), 'en-KE'))).toBe('Ksh 125');
    expect(plain(formatPrice(shareOf(priceOf('credits_20', 'USD'), 20), 'en-US'))).toBe('$1');
    expect(plain(formatPrice(shareOf(priceOf('premium', 'USD'), 10), 'en-US'))).toBe('$9.90');
    expect(plain(formatPrice(shareOf(priceOf('credits_20', 'BRL'), 20), 'pt-BR'))).toBe('R$ 5,50');
    expect(plain(formatPrice(shareOf(priceOf('premium', 'XOF'), 10), 'fr-SN'))).toBe('5 900 F CFA');
  });
});

describe('payment methods', () => {
  it('preselects mobile money, then Pix, else a card', () => {
    expect(preferredMethod([card, mobileMoney])).toBe('mobile_money');
    expect(preferredMethod([card, pix])).toBe('pix');
    expect(preferredMethod([card])).toBe('card');
  });

  it('offers Premium only the ways that renew', () => {
    expect(methodsFor([card, mobileMoney], 'premium')).toEqual([card]);
    expect(methodsFor([card, mobileMoney], 'credits_20')).toEqual([card, mobileMoney]);
  });
});
