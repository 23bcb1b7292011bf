import { Mail } from 'lucide-react';
import type { AdminMailItem } from '@shared/mail';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { useT, type Translate } from '@web/lib/language/i18n.ts';
import { useMailDelivery, useRetryMail } from './api/use-mail-delivery.ts';
import { useAdminFormat } from './format.ts';

function statusLine(item: AdminMailItem, maxAttempts: number, t: Translate<'admin'>, format: ReturnType<typeof useAdminFormat>) {
  const tries = t('mail.tries', { attempts: item.attempts, max: format.number(maxAttempts) });
  if (item.status === 'failed') return t('mail.failedAfter', { tries });
  if (item.status === 'sending') return t('mail.sendingNow', { tries });
  return item.nextAttemptAt ? t('mail.retryingAt', { time: format.dateTime(item.nextAttemptAt), tries }) : t('mail.retrying', { tries });
}

/** The mail outbox for admins: counts by status, mail that is failing or failed, and "Retry now" for failed mail. */
export function MailDeliveryCard() {
  const t = useT('admin');
  const format = useAdminFormat();
  const delivery = useMailDelivery();
  const retry = useRetryMail();
  const data = delivery.data;
  return (
    <Card role="region" aria-labelledby="mail-delivery-title">
      <CardHeader>
        <CardTitle id="mail-delivery-title" className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-5 text-brand-700" />
          {t('mail.title')}
        </CardTitle>
        <CardDescription>{t('mail.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {delivery.isPending ? (
          <p className="text-sm text-slate-500">{t('mail.loading')}</p>
        ) : !data ? (
          <p className="text-sm text-red-700">{t('mail.loadFailed')}</p>
        ) : (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              {(
                [
                  ['pending', t('mail.countWaiting'), data.counts.pending],
                  ['sending', t('mail.countSending'), data.counts.sending],
                  ['sent', t('mail.countSent'), data.counts.sent],
                  ['failed', t('mail.countFailed'), data.counts.failed],
                ] as const
              ).map(([key, label, value]) => (
                <div key={key}>
                  <dt className="text-slate-500">{label}</dt>
                  <dd className={key === 'failed' && value > 0 ? 'font-medium text-red-700' : 'font-medium text-slate-900'}>{format.number(value)}</dd>
                </div>
              ))}
            </dl>
            {data.problems.length === 0 ? (
              <p className="text-sm text-slate-600" data-testid="mail-delivery-empty">
                {t('mail.noProblems')}
              </p>
            ) : (
              <div>
                <h3 className="text-sm font-medium text-slate-700">{t('mail.problems')}</h3>
                <ul className="mt-1 divide-y divide-slate-100 text-sm" aria-label={t('mail.problems')}>
                  {data.problems.map((item) => (
                    <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                      <div className="min-w-0 space-y-0.5">
                        <p className="font-medium text-slate-900">
                          {item.subject} <span className="font-normal text-slate-500">{t('mail.to', { to: item.to })}</span>
                        </p>
                        <p className="flex flex-wrap items-center gap-2 text-slate-600">
                          <Badge variant={item.status === 'failed' ? 'destructive' : 'secondary'}>
                            {item.status === 'failed' ? t('mail.badgeFailed') : t('mail.badgeRetrying')}
                          </Badge>
                          {statusLine(item, data.maxAttempts, t, format)}
                        </p>
                        {item.lastError && <p className="break-words text-xs text-slate-500">{t('mail.lastError', { error: item.lastError })}</p>}
                      </div>
                      {item.status === 'failed' && (
                        <Button
                          size="sm"
                          variant="outline"
                          loading={retry.isPending && retry.variables === item.id}
                          onClick={() => retry.mutate(item.id)}
                          aria-label={t('mail.retryLabel', { subject: item.subject, to: item.to })}
                        >
                          {t('mail.retry')}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
