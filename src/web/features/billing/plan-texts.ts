import { PRICING, SIGNUP_CREDITS, type PlanId } from '@shared/pricing';
import type { Translate } from '@web/lib/language/i18n.ts';

/**
 * A plan's name and feature list in the reader's language. The English of the `billing` catalog is
 * shared/pricing.ts's FREE_PLAN and PRICING (names and features), which the server also uses.
 */
export function planTexts(t: Translate<'billing'>, plan: 'free' | PlanId): { name: string; features: string[] } {
  switch (plan) {
    case 'free':
      return {
        name: t('plan.free.name'),
        features: [t('plan.free.credits', { count: SIGNUP_CREDITS }), t('plan.free.tools'), t('plan.free.support')],
      };
    case 'credits_20':
      return {
        name: t('plan.credits_20.name'),
        features: [t('plan.credits_20.credits', { count: PRICING.credits_20.credits }), t('plan.credits_20.noExpiry'), t('plan.credits_20.allTools')],
      };
    case 'premium':
      return {
        name: t('plan.premium.name'),
        features: [t('plan.premium.unlimited'), t('plan.premium.support'), t('plan.premium.earlyAccess'), t('plan.premium.analytics')],
      };
  }
}
