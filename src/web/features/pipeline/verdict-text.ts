// The Pipeline Math verdict in the reader's language: what the shared maths found (pipelineVerdictFacts),
// written from the `pipeline` catalog. In English it is word for word the shared `verdict`.
import type { PipelineVerdictFacts } from '@shared/pipeline';
import type { Translate } from '@web/lib/language/i18n.ts';

export interface VerdictFormatters {
  /** A count of leads, up to one decimal ("23.1"). */
  count: (value: number) => string;
  /** A percentage given as 38.5 for 38.5 % ("38.5%"). */
  percent: (value: number) => string;
  /** An amount in the organization's currency ("$9,616"). */
  money: (amount: number) => string;
}

/** One or two sentences: how the current pace compares with the target, and what would close a gap. */
export function verdictText(t: Translate<'pipeline'>, f: PipelineVerdictFacts, format: VerdictFormatters): string {
  if (f.kind === 'ahead' || f.kind === 'onTarget') {
    const head = t('verdict.onTrack', { leads: f.leadsPerWeek, deals: f.dealsNeeded, target: format.money(f.target) });
    const tail =
      f.kind === 'ahead' ? t('verdict.ahead', { revenue: format.money(f.projectedRevenue), percent: format.percent(f.percentAhead) }) : t('verdict.onTarget');
    return `${head} ${tail}`;
  }
  const head = t('verdict.short', { short: f.leadsShort, have: format.count(f.leadsPerWeek), need: format.count(f.leadsNeededPerWeek) });
  const rate = format.percent(f.alternativeCloseRate);
  const size = f.alternativeDealSize === null ? '' : format.money(f.alternativeDealSize);
  const tail = {
    closeRateOrDealSize: () => t('verdict.closeRateOrDealSize', { rate, size }),
    dealSizeOnly: () => t('verdict.dealSizeOnly', { size }),
    closeRateOnly: () => t('verdict.closeRateOnly', { rate }),
    moreLeads: () => t('verdict.moreLeads'),
  }[f.kind]();
  return `${head} ${tail}`;
}
