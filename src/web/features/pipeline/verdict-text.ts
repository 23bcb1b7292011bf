// The Pipeline Math verdict in the reader's language: what the shared maths found (pipelineVerdictFacts),
// written from the `pipeline` catalog. In English it is word for word the shared `verdict`.
import type { PipelineResults, PipelineVerdictFacts } from '@shared/pipeline';
import type { Translate } from '@web/lib/language/i18n.ts';

export interface VerdictFormatters {
  /** A count of leads, up to one decimal ("23.1"). */
  count: (value: number) => string;
  /** A percentage given as 38.5 for 38.5 % ("38.5%"). */
  percent: (value: number) => string;
  /** An amount in the organization's currency ("$9,616"). */
  money: (amount: number) => string;
  /** Alternatives as the language lists them ("a, b or c"). */
  or: (items: string[]) => string;
}

/** One or two sentences: how the current pace compares with the target, and what would close a gap. */
export function verdictText(t: Translate<'pipeline'>, f: PipelineVerdictFacts, format: VerdictFormatters): string {
  if (f.kind === 'ahead' || f.kind === 'onTarget' || !f.remedy) {
    const head = t('verdict.onTrack', { leads: f.leadsPerWeek, deals: f.dealsNeeded, target: format.money(f.target) });
    const tail =
      f.kind === 'ahead' ? t('verdict.ahead', { revenue: format.money(f.projectedRevenue), percent: format.percent(f.percentAhead) }) : t('verdict.onTarget');
    return `${head} ${tail}`;
  }
  const head = t('verdict.short', { short: f.leadsShort, have: format.count(f.leadsPerWeek), need: format.count(f.leadsNeededPerWeek) });
  const { remedy } = f;
  if (f.kind === 'lever') {
    const options = remedy.levers.map((lever) =>
      lever === 'closeRate'
        ? t('verdict.lever.closeRate', { rate: format.percent(remedy.needed.closeRate) })
        : lever === 'dealSize'
          ? t('verdict.lever.dealSize', { size: format.money(remedy.needed.dealSize ?? 0) })
          : t('verdict.lever.leads', { leads: remedy.needed.leadsPerWeek }),
    );
    return `${head} ${t('verdict.levers', { options: format.or(options) })}`;
  }
  const bounds = {
    rate: format.percent(remedy.bounds.closeRate),
    leads: format.count(remedy.bounds.leadsPerWeek),
    size: format.money(remedy.bounds.dealSize),
    revenue: format.money(remedy.revenueAtBounds),
  };
  const tail =
    f.kind === 'combined'
      ? t('verdict.combined', bounds)
      : t('verdict.remainingGap', { ...bounds, target: format.money(f.target), gap: format.money(remedy.remainingGap) });
  return `${head} ${tail}`;
}

/**
 * The ahead/behind card: the words always agree with the number. Ahead shows how far above target,
 * behind how far below (never "ahead 0 %" with "behind"), exactly on target shows 0 % as on target.
 */
export function aheadOrBehind(r: Pick<PipelineResults, 'onTrack' | 'percentAhead' | 'revenueMissed'>, target: number) {
  if (!r.onTrack) {
    // One decimal, rounded down, but never 0 % while behind: a shortfall of 0.04 % still shows as 0.1 %.
    const percent = target > 0 ? Math.max(0.1, Math.floor((r.revenueMissed / target) * 1000 + 1e-9) / 10) : 0;
    return { kind: 'behind' as const, percent };
  }
  return { kind: r.percentAhead > 0 ? ('ahead' as const) : ('onTarget' as const), percent: r.percentAhead };
}
