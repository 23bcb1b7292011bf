import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileCatalog, readCatalog } from '../../../../scripts/i18n/catalogs.ts';
import { LOCALES, type Locale } from '@shared/i18n/locales.ts';
import { formatMoney, formatNumber } from '@shared/money.ts';
import { calculatePipeline, canCalculatePipeline, pipelineVerdictFacts, PIPELINE_PERIOD_VALUES, type PipelineInput } from '@shared/pipeline';
import type { Translate } from '@web/lib/language/i18n.ts';
import { verdictText } from './verdict-text.ts';

function translatorFor(locale: Locale): Translate<'pipeline'> {
  const i18n = setupI18n();
  i18n.load(locale, compileCatalog(readCatalog('pipeline', locale)));
  i18n.activate(locale);
  return (id, values) => i18n._(id, values);
}

function formattersFor(locale: Locale, currency = 'USD') {
  const tag = locale === 'en' ? 'en-US' : locale;
  return {
    count: (value: number) => formatNumber(value, tag, { maximumFractionDigits: 1 }),
    percent: (value: number) => formatNumber(value / 100, tag, { style: 'percent', maximumFractionDigits: 1 }),
    money: (amount: number) => formatMoney(amount, currency, tag),
  };
}

// A spread of inputs that reaches every kind of verdict: ahead, on target, and each way of being short.
const inputs: PipelineInput[] = [];
for (const target of [10_000, 100_000, 500_000, 1_000_000, 1e12])
  for (const dealSize of [100, 1_000, 2_500, 10_000])
    for (const closeRate of [1, 5, 20, 50, 100])
      for (const leads of [1, 2, 5, 50, 433, 1000]) for (const period of PIPELINE_PERIOD_VALUES) inputs.push({ target, dealSize, closeRate, leads, period });

describe('the Pipeline Math verdict from the catalog', () => {
  it('is, in English, word for word the shared verdict', () => {
    const t = translatorFor('en');
    const kinds = new Set<string>();
    for (const input of inputs) {
      if (!canCalculatePipeline(input)) continue;
      const results = calculatePipeline(input);
      const facts = pipelineVerdictFacts(input, results);
      kinds.add(facts.kind);
      expect(verdictText(t, facts, formattersFor('en')), JSON.stringify(input)).toBe(results.verdict);
    }
    expect([...kinds].sort()).toEqual(['ahead', 'closeRateOnly', 'closeRateOrDealSize', 'dealSizeOnly', 'moreLeads', 'onTarget']);
  });

  it('the e2e case, and the same case in every language with the local amounts', () => {
    const input: PipelineInput = { target: 500_000, dealSize: 5_000, closeRate: 20, leads: 5, period: 'weekly' };
    const results = calculatePipeline(input);
    const facts = pipelineVerdictFacts(input, results);
    expect(verdictText(translatorFor('en'), facts, formattersFor('en'))).toBe(
      "You're short by 5 leads a week (you have 5, you need 10). To close the gap, raise your close rate to 38.5% or your deal size to $9,616.",
    );
    // Intl picks the kind of no-break space; the words and figures are what matter here.
    const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plainSpaces(verdictText(translatorFor('fr'), facts, formattersFor('fr', 'XOF')))).toBe(
      'Il vous manque 5 prospects par semaine (vous en avez 5, il vous en faut 10). Pour combler l’écart, portez votre taux de conversion à 38,5 % ou la valeur de vos ventes à 9 616 F CFA.',
    );
    for (const locale of LOCALES) {
      const t = translatorFor(locale);
      for (const sample of inputs.slice(0, 400)) {
        if (!canCalculatePipeline(sample)) continue;
        const r = calculatePipeline(sample);
        const text = verdictText(t, pipelineVerdictFacts(sample, r), formattersFor(locale, 'KES'));
        expect(text, `${locale} ${JSON.stringify(sample)}`).not.toMatch(/[{}#]|undefined|NaN/);
      }
    }
  });
});
