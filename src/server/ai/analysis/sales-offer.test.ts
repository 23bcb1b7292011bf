// Issue 26: one rule for a price said as a price. The report's "bare price" and `hasEvidence` read
// the same price and terms, so a price is never evidence in one place and a result in another.

import { describe, expect, it } from 'vitest';
import { hasEvidence, isBareOffer } from './sales-signals.ts';

describe('isBareOffer', () => {
  it('is a price or its terms with nothing shown for it, by the same rule as hasEvidence', () => {
    for (const s of [
      'Our vets visit every farm monthly and it is only 1,500 shillings per farm.',
      'It costs KES 2,500.',
      'It is 1,200/- a month.',
      'Try it free for 30 days.',
    ]) {
      expect(isBareOffer(s), s).toBe(true);
      expect(hasEvidence(s), s).toBe(false);
    }
    for (const s of [
      'Shops pay 300 shillings a month and find about 2,000 shillings of missing stock.',
      'It is a great product.',
      'Three pharmacies cut write-offs by 40 percent in three months.',
    ]) {
      expect(isBareOffer(s), s).toBe(false);
    }
  });
});
