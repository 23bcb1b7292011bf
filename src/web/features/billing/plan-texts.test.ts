import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { FREE_PLAN, PRICING } from '@shared/pricing';
import billing from '@shared/i18n/messages/billing/en.json';
import { planTexts } from './plan-texts.ts';

// The English catalog must say what shared/pricing.ts says (the server shows those words in checkouts).
describe('planTexts', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: Object.fromEntries(Object.entries(billing).map(([id, text]) => [id, compileMessage(text)])) } });
  const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);

  it('gives each plan its shared English name and features', () => {
    expect(planTexts(t, 'free')).toEqual({ name: FREE_PLAN.name, features: [...FREE_PLAN.features] });
    expect(planTexts(t, 'credits_20')).toEqual({ name: PRICING.credits_20.name, features: PRICING.credits_20.features });
    expect(planTexts(t, 'premium')).toEqual({ name: PRICING.premium.name, features: PRICING.premium.features });
  });
});
