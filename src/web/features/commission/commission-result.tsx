import type { ReactNode } from 'react';
import { ATTAINMENT_LEVELS, type CommissionAnchor, type CommissionRecommendation } from '@shared/commission';
import { useT } from '@web/lib/language/i18n.ts';
import { RichText } from '@web/lib/language/rich-text.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { cn } from '@web/components/ui/cn.ts';
import type { CommissionTextId } from './commission-form-model.ts';
import { useAmount, useExactAmount, usePercent } from './commission-format.ts';

// The recommended plan: its key facts, the payout at three attainments, its components and why.
// The plan's name, trigger, example, reasoning and components are the engine's own words (server side).

type Recommendation = { recommendation: CommissionRecommendation };

export function CommissionResult({ recommendation }: Recommendation) {
  return (
    <div className="space-y-6">
      <PlanCard recommendation={recommendation} />
      <PayoutTable recommendation={recommendation} />
      <ComponentsCard recommendation={recommendation} />
      <ReasoningCard recommendation={recommendation} />
    </div>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

const ANCHOR_IDS: Record<CommissionAnchor, { label: CommissionTextId; detail: CommissionTextId }> = {
  booking: { label: 'anchor.booking', detail: 'anchor.booking.detail' },
  invoice: { label: 'anchor.invoice', detail: 'anchor.invoice.detail' },
  payment: { label: 'anchor.payment', detail: 'anchor.payment.detail' },
};

function PlanCard({ recommendation: rec }: Recommendation) {
  const t = useT('commission');
  return (
    <Card className="border-brand-600">
      <CardHeader>
        <p className="text-sm font-medium text-brand-700">{t('result.recommended')}</p>
        <CardTitle as="h2" className="text-2xl" data-testid="commission-plan">
          {rec.recommended_plan}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <PlanFacts recommendation={rec} />
        <div className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <p className="font-semibold">{t('result.example')}</p>
          <p data-testid="commission-example">{rec.example_payout}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function PlanFacts({ recommendation: rec }: Recommendation) {
  const t = useT('commission');
  const pct = usePercent();
  const paysCommission = rec.commission_rate > 0;
  const anchor = ANCHOR_IDS[rec.anchor];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Fact label={t('result.rate')} testId="commission-rate">
        {paysCommission ? (
          <>
            <RichText
              ns="commission"
              id="result.rateOfRevenue"
              values={{ rate: pct(rec.commission_rate) }}
              components={{ 0: <span className="text-xl font-bold text-brand-800" /> }}
            />
            <span className="block text-xs text-slate-500">{t('result.rateCap', { cap: pct(rec.effective_cap) })}</span>
          </>
        ) : (
          <span className="text-xl font-bold">{t('result.none')}</span>
        )}
      </Fact>
      <Fact label={t('result.split')} testId="commission-split">
        {rec.base_variable_split ? (
          <>
            <span className="font-semibold">
              {t('result.splitValue', { base: pct(rec.base_variable_split.base), variable: pct(rec.base_variable_split.variable) })}
            </span>
            <span className="block text-xs text-slate-500">{t('result.splitNote')}</span>
          </>
        ) : (
          t('result.notApplicable')
        )}
      </Fact>
      <Fact label={t('result.trigger')} testId="commission-trigger">
        {rec.payout_trigger}
      </Fact>
      <Fact label={t('result.anchor')} testId="commission-anchor">
        {paysCommission ? (
          <>
            <span className="font-semibold">{t(anchor.label)}</span>
            <span className="block text-xs text-slate-500">{t(anchor.detail)}</span>
          </>
        ) : (
          t('result.noAnchor')
        )}
      </Fact>
    </dl>
  );
}

function PayoutTable({ recommendation: rec }: Recommendation) {
  const t = useT('commission');
  const pct = usePercent();
  const amount = useAmount();
  // Pay is exact to the unit, never compact ("1,4 M"): a long amount wraps rather than being shortened.
  const cell = useExactAmount();
  const target = rec.payout_table.find((row) => row.attainment === 100);
  const [low, mid, high] = ATTAINMENT_LEVELS;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('payout.title', { low: pct(low), target: pct(mid), high: pct(high) })}</CardTitle>
        <CardDescription>{target ? t('payout.descriptionWithTarget', { target: amount(target.revenue) }) : t('payout.description')}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="commission-payout-table">
          <caption className="sr-only">{t('payout.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('payout.attainment')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('payout.revenue')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('payout.payout')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rec.payout_table.map((row) => (
              <tr key={row.attainment} className={cn('border-b border-slate-100', row.attainment === 100 && 'bg-brand-50 font-semibold')}>
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {t('payout.row', { attainment: pct(row.attainment) })}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{cell(row.revenue)}</td>
                <td className="py-2 text-right tabular-nums">{cell(row.payout)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

function ComponentsCard({ recommendation: rec }: Recommendation) {
  const t = useT('commission');
  const pct = usePercent();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('components.title')}</CardTitle>
        <CardDescription>{t('components.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3" data-testid="commission-components">
          {rec.components.map((component) => (
            <li key={component.name} className="rounded-lg border border-slate-200 p-3">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                <span>{component.name}</span>
                {component.rate !== undefined && <Badge variant="secondary">{pct(component.rate)}</Badge>}
              </p>
              <p className="mt-1 text-sm text-slate-700">{component.description}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function ReasoningCard({ recommendation: rec }: Recommendation) {
  const t = useT('commission');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('reasoning.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {rec.reasoning_points && rec.reasoning_points.length > 0 ? (
          // Short points read on a phone; a plan stored before points existed keeps its paragraph.
          <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-800" data-testid="commission-reasoning">
            {rec.reasoning_points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm leading-relaxed text-slate-800" data-testid="commission-reasoning">
            {rec.reasoning}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
