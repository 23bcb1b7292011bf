import type { CallMetrics, CallSpeaker } from '@shared/calls';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { clock } from './clock.ts';
import { estimateExplanation, oneDecimal, talkShares } from './metrics-format.ts';

const SIDES: CallSpeaker[] = ['seller', 'prospect'];

/** What was measured from the sound: per side (a table), then the call's own figures. */
export function CallMetricsCard({ metrics }: { metrics: CallMetrics }) {
  const t = useT('calls');
  const format = useFormat();
  const explanation = estimateExplanation(metrics);
  const seconds = (value: number) => t('value.seconds', { seconds: format.number(oneDecimal(value)) });
  const shares = talkShares(metrics);
  const perSide: { label: string; value: (side: CallSpeaker) => string }[] = [
    { label: t('metric.talkShare'), value: (side) => (shares[side] === null ? t('value.none') : format.percent(shares[side], 0)) },
    { label: t('metric.talkTime'), value: (side) => seconds(metrics.talkSeconds[side]) },
    { label: t('metric.interruptions'), value: (side) => format.number(metrics.interruptions[side]) },
    { label: t('metric.questions'), value: (side) => format.number(metrics.questions[side]) },
    {
      label: t('metric.pace'),
      value: (side) => {
        const pace = metrics.pace[side];
        return pace === null ? t('value.notHeard') : t('value.pace', { rate: format.number(oneDecimal(pace)) });
      },
    },
  ];
  const callFigures: [string, string][] = [
    [t('metric.duration'), clock(metrics.durationSeconds)],
    [t('metric.monologue'), seconds(metrics.longestMonologueSeconds)],
    [t('metric.patience'), metrics.patienceSeconds === null ? t('value.noTurnAnswered') : seconds(metrics.patienceSeconds)],
    [t('metric.silences'), format.number(metrics.longSilences)],
  ];
  return (
    <Card data-testid="call-metrics">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {t('metrics.title')}
          {explanation && <Badge variant="secondary">{t('metrics.estimated')}</Badge>}
        </CardTitle>
        <CardDescription>{explanation ? t(explanation) : t('metrics.exact')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('metrics.title')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-2 font-medium">
                {t('metrics.measure')}
              </th>
              {SIDES.map((side) => (
                <th key={side} scope="col" className="px-2 py-2 text-right font-medium">
                  {t(`side.${side}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {perSide.map((row) => (
              <tr key={row.label} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-2 font-normal text-slate-700">
                  {row.label}
                </th>
                {SIDES.map((side) => (
                  <td key={side} className="px-2 py-2 text-right font-medium tabular-nums text-slate-900">
                    {row.value(side)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="grid gap-3 sm:grid-cols-2">
          {callFigures.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
