import { Gauge } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { useAiUsage } from './api/use-ai-usage.ts';

/** Today's AI tool runs against the daily budgets (AI_DAILY_RUNS_* / FREE_DAILY_AI_RUNS_PER_IP). */
export function AiUsageCard() {
  const t = useT('admin');
  const { number } = useFormat();
  const usage = useAiUsage();
  const data = usage.data;
  const percent = data && data.global.limit > 0 ? Math.min(100, Math.round((data.global.used / data.global.limit) * 100)) : 100;
  return (
    <Card role="region" aria-labelledby="ai-usage-title">
      <CardHeader>
        <CardTitle id="ai-usage-title" className="flex items-center gap-2">
          <Gauge aria-hidden="true" className="size-5 text-brand-700" />
          {t('ai.title')}
        </CardTitle>
        <CardDescription>{data ? t('ai.descriptionDay', { day: data.day }) : t('ai.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {usage.isPending ? (
          <p className="text-sm text-slate-500">{t('ai.loading')}</p>
        ) : !data ? (
          <p className="text-sm text-red-700">{t('ai.loadFailed')}</p>
        ) : (
          <div className="space-y-4">
            <div>
              <div className="flex items-baseline justify-between text-sm">
                <span id="ai-usage-global-label" className="text-slate-600">
                  {t('ai.global')}
                </span>
                <span className="font-medium text-slate-900" data-testid="ai-usage-global">
                  {t('ai.globalRuns', { used: number(data.global.used), limit: number(data.global.limit) })}
                </span>
              </div>
              <div
                role="progressbar"
                aria-labelledby="ai-usage-global-label"
                aria-valuemin={0}
                aria-valuemax={data.global.limit}
                aria-valuenow={Math.min(data.global.used, data.global.limit)}
                className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div className={percent >= 90 ? 'h-full bg-red-600' : 'h-full bg-brand-600'} style={{ width: `${percent}%` }} />
              </div>
            </div>
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-500">{t('ai.accountsAtLimit', { limit: number(data.perUser.limit) })}</dt>
                <dd className="font-medium text-slate-900">{number(data.perUser.atLimit)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('ai.addressesAtLimit', { limit: number(data.perAddress.limit) })}</dt>
                <dd className="font-medium text-slate-900">
                  {number(data.perAddress.atLimit)}{' '}
                  <span className="font-normal text-slate-500">{t('ai.busiest', { count: number(data.perAddress.busiest) })}</span>
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('ai.addressesAtTrialCap', { limit: number(data.guestTrialsPerAddress.limit) })}</dt>
                <dd className="font-medium text-slate-900">{number(data.guestTrialsPerAddress.atLimit)}</dd>
              </div>
            </dl>
            {data.perUser.top.length > 0 && (
              <div>
                <h3 className="text-sm font-medium text-slate-700">{t('ai.busiestAccounts')}</h3>
                <ol className="mt-1 space-y-1 text-sm" aria-label={t('ai.busiestAccounts')}>
                  {data.perUser.top.map((row) => (
                    <li key={row.userId} className="flex justify-between gap-3">
                      <span className="truncate text-slate-700">{row.email ?? row.userId}</span>
                      <span className="shrink-0 font-medium text-slate-900">
                        {number(row.used)} / {number(data.perUser.limit)}
                      </span>
                    </li>
                  ))}
                </ol>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
