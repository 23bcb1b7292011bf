import { describe, expect, it } from 'vitest';
import { findProspectNeed } from './prospect-need.ts';

describe('findProspectNeed', () => {
  it('says the need back in the rep voice, without the clause after it', () => {
    const said = ['Hello, Rohan here.', 'I need someone who reports what sells, store by store, otherwise I am flying blind. Do you do that?'];
    expect(findProspectNeed(said, 'Value / Skepticism')).toBe('you need someone who reports what sells, store by store');
  });

  it('turns "would help" and "biggest cost" into lines about them', () => {
    expect(findProspectNeed(['Spreading the payment would help a lot.'], 'Price / Budget')).toBe('spreading the payment would help a lot');
    expect(findProspectNeed(['Fuel is my biggest cost, so that is interesting.'], 'Value / Skepticism')).toBe('fuel is your biggest cost');
  });

  it('skips the objection, refusals, put-offs and sentences about the rep', () => {
    const said = [
      'But a filter is 120,000 shillings, we cannot find that money and it would help to pay less.',
      "No, I don't think we need a demo.",
      'I need to talk to my partner first.',
      'Your app would help, maybe.',
    ];
    expect(findProspectNeed(said, 'Price / Budget')).toBeUndefined();
  });

  it('keeps a brand at the start and drops double quotes that would end the line', () => {
    expect(findProspectNeed(['MedSlot reminders would help "a lot".'], 'Competitor Loyalty')).toBe('MedSlot reminders would help a lot');
  });
});
