import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileCatalog, readCatalog } from '../../../../scripts/i18n/catalogs.ts';
import { LOCALES, type Locale } from '@shared/i18n/locales.ts';
import { formatMoney, formatNumber } from '@shared/money.ts';
import { calculatePipeline, canCalculatePipeline, pipelineVerdictFacts, PIPELINE_PERIOD_VALUES, type PipelineInput } from '@shared/pipeline';
import type { Translate } from '@web/lib/language/i18n.ts';
import { aheadOrBehind, verdictText } from './verdict-text.ts';

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
    or: (items: string[]) => new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'disjunction' }).format(items),
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
    expect([...kinds].sort()).toEqual(['ahead', 'combined', 'gap', 'lever', 'onTarget']);
  });

  it('the e2e case, and the same case in every language with the local amounts', () => {
    const input: PipelineInput = { target: 500_000, dealSize: 5_000, closeRate: 20, leads: 5, period: 'weekly' };
    const results = calculatePipeline(input);
    const facts = pipelineVerdictFacts(input, results);
    expect(verdictText(translatorFor('en'), facts, formattersFor('en'))).toBe(
      "You're short by 5 leads a week (you have 5, you need 10). To close the gap, raise your close rate to 38.5%.",
    );
    // Intl picks the kind of no-break space; the words and figures are what matter here.
    const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plainSpaces(verdictText(translatorFor('fr'), facts, formattersFor('fr', 'XOF')))).toBe(
      'Il vous manque 5 prospects par semaine (vous en avez 5, il vous en faut 10). Pour combler l’écart, portez votre taux de conversion à 38,5 %.',
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

describe('the remedy in the reader’s language, within realistic bounds', () => {
  const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('a big Kenyan target that no lever reaches states the remaining gap in shillings, in English and Swahili', () => {
    const input: PipelineInput = { target: 100_000_000, dealSize: 50_000, closeRate: 20, leads: 10, period: 'weekly' };
    const facts = pipelineVerdictFacts(input, calculatePipeline(input));
    expect(facts.kind).toBe('gap');
    const en = plainSpaces(verdictText(translatorFor('en'), facts, { ...formattersFor('en', 'KES'), money: (x) => formatMoney(x, 'KES', 'en-KE') }));
    expect(en).toBe(
      "You're short by 183 leads a week (you have 10, you need 193). Even at a 40% close rate, 15 leads a week and deals of Ksh 65,000, you would reach Ksh 20,280,000 of Ksh 100,000,000; the remaining gap of Ksh 79,720,000 needs many more leads or a higher price.",
    );
    expect(en).not.toMatch(/9\d\.\d%/);
    const sw = plainSpaces(verdictText(translatorFor('sw'), facts, { ...formattersFor('sw', 'KES'), money: (x) => formatMoney(x, 'KES', 'sw-KE') }));
    expect(sw).toContain('Hata kwa kiwango cha kufunga mauzo cha 40%');
    expect(sw).toContain('Ksh 79,720,000');
  });

  it('lists every lever that works alone, and says when only all of them together do', () => {
    const several: PipelineInput = { target: 500_000, dealSize: 5_000, closeRate: 20, leads: 8, period: 'weekly' };
    expect(verdictText(translatorFor('en'), pipelineVerdictFacts(several, calculatePipeline(several)), formattersFor('en'))).toBe(
      "You're short by 2 leads a week (you have 8, you need 10). To close the gap, raise your close rate to 24.1%, raise your deal size to $6,025 or get 10 leads a week.",
    );
    const together: PipelineInput = { target: 500_000, dealSize: 5_000, closeRate: 20, leads: 3, period: 'weekly' };
    const facts = pipelineVerdictFacts(together, calculatePipeline(together));
    expect(facts.kind).toBe('combined');
    expect(plainSpaces(verdictText(translatorFor('fr'), facts, formattersFor('fr', 'XOF')))).toBe(
      'Il vous manque 7 prospects par semaine (vous en avez 3, il vous en faut 10). Aucun changement seul ne comble l’écart dans des limites réalistes, mais ensemble ils y parviennent : un taux de conversion de 40 %, 4,5 prospects par semaine et des ventes de 6 500 F CFA rapporteraient 604 500 F CFA.',
    );
  });
});

describe('the ahead/behind card', () => {
  it('never says "ahead 0 %" while behind: behind shows how far below target, on target 0 %', () => {
    const behind = calculatePipeline({ target: 500_000, dealSize: 5_000, closeRate: 20, leads: 5, period: 'weekly' });
    expect(aheadOrBehind(behind, 500_000)).toEqual({ kind: 'behind', percent: 48 });
    const exactly = calculatePipeline({ target: 500_000, dealSize: 5_000, closeRate: 20, leads: 500 / 52, period: 'weekly' });
    expect(exactly.onTrack && exactly.percentAhead === 0).toBe(true);
    expect(aheadOrBehind(exactly, 500_000)).toEqual({ kind: 'onTarget', percent: 0 });
    const ahead = calculatePipeline({ target: 500_000, dealSize: 5_000, closeRate: 25, leads: 50, period: 'weekly' });
    expect(aheadOrBehind(ahead, 500_000)).toEqual({ kind: 'ahead', percent: 550 });
    // A hair short still reads as behind, with a non-zero figure.
    expect(aheadOrBehind({ onTrack: false, percentAhead: 0, revenueMissed: 1 }, 1_000_000)).toEqual({ kind: 'behind', percent: 0.1 });
    // Nothing projected: 100 % behind.
    expect(aheadOrBehind({ onTrack: false, percentAhead: 0, revenueMissed: 500_000 }, 500_000)).toEqual({ kind: 'behind', percent: 100 });
    for (const input of inputs) {
      if (!canCalculatePipeline(input)) continue;
      const line = aheadOrBehind(calculatePipeline(input), input.target);
      if (line.kind === 'behind') expect(line.percent, JSON.stringify(input)).toBeGreaterThan(0);
      if (line.kind === 'ahead') expect(line.percent).toBeGreaterThan(0);
    }
  });
});
