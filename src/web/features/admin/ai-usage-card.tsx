import { Gauge } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { useAiUsage } from './api/use-ai-usage.ts';

const number = (n: number) => n.toLocaleString('en-US');

/** Today's AI tool runs against the daily budgets (AI_DAILY_RUNS_* / FREE_DAILY_AI_RUNS_PER_IP). */
export function AiUsageCard() {
  const usage = useAiUsage();
  const data = usage.data;
  const percent = data && data.global.limit > 0 ? Math.min(100, Math.round((data.global.used / data.global.limit) * 100)) : 100;
  return (
    <Card role="region" aria-labelledby="ai-usage-title">
      <CardHeader>
        <CardTitle id="ai-usage-title" className="flex items-center gap-2">
          <Gauge aria-hidden="true" className="size-5 text-brand-700" />
          AI usage today
        </CardTitle>
        <CardDescription>
          {data ? `Tool runs on ${data.day} (UTC) against the daily budgets.` : 'Tool runs today (UTC) against the daily budgets.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {usage.isPending ? (
          <p className="text-sm text-slate-500">Loading AI usage…</p>
        ) : !data ? (
          <p className="text-sm text-red-700">The AI usage could not be loaded.</p>
        ) : (
          <div className="space-y-4">
            <div>
              <div className="flex items-baseline justify-between text-sm">
                <span id="ai-usage-global-label" className="text-slate-600">
                  Service-wide
                </span>
                <span className="font-medium text-slate-900" data-testid="ai-usage-global">
                  {number(data.global.used)} of {number(data.global.limit)} runs
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
                <dt className="text-slate-500">Accounts at their limit ({number(data.perUser.limit)}/day)</dt>
                <dd className="font-medium text-slate-900">{number(data.perUser.atLimit)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Addresses at the free limit ({number(data.perAddress.limit)}/day)</dt>
                <dd className="font-medium text-slate-900">
                  {number(data.perAddress.atLimit)} <span className="font-normal text-slate-500">(busiest: {number(data.perAddress.busiest)})</span>
                </dd>
              </div>
              <div>
                <dt className="text-slate-500">Addresses at the guest-trial cap ({number(data.guestTrialsPerAddress.limit)}/day)</dt>
                <dd className="font-medium text-slate-900">{number(data.guestTrialsPerAddress.atLimit)}</dd>
              </div>
            </dl>
            {data.perUser.top.length > 0 && (
              <div>
                <h3 className="text-sm font-medium text-slate-700">Busiest accounts today</h3>
                <ol className="mt-1 space-y-1 text-sm" aria-label="Busiest accounts today">
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
