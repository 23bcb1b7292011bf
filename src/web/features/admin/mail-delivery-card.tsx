import { Mail } from 'lucide-react';
import type { AdminMailItem } from '@shared/mail';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { useMailDelivery, useRetryMail } from './api/use-mail-delivery.ts';
import { formatDateTime } from './format.ts';

const number = (n: number) => n.toLocaleString('en-US');

function statusLine(item: AdminMailItem, maxAttempts: number) {
  const tries = `${item.attempts} of ${maxAttempts} attempts`;
  if (item.status === 'failed') return `Failed after ${tries}`;
  if (item.status === 'sending') return `Sending now (${tries})`;
  return item.nextAttemptAt ? `Retrying at ${formatDateTime(item.nextAttemptAt)} (${tries})` : `Retrying (${tries})`;
}

/** The mail outbox for admins: counts by status, mail that is failing or failed, and "Retry now" for failed mail. */
export function MailDeliveryCard() {
  const delivery = useMailDelivery();
  const retry = useRetryMail();
  const data = delivery.data;
  return (
    <Card role="region" aria-labelledby="mail-delivery-title">
      <CardHeader>
        <CardTitle id="mail-delivery-title" className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-5 text-brand-700" />
          Mail delivery
        </CardTitle>
        <CardDescription>Every e-mail waits in an outbox until the mail server takes it; failed deliveries are retried for about a day.</CardDescription>
      </CardHeader>
      <CardContent>
        {delivery.isPending ? (
          <p className="text-sm text-slate-500">Loading mail delivery…</p>
        ) : !data ? (
          <p className="text-sm text-red-700">The mail delivery status could not be loaded.</p>
        ) : (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              {(
                [
                  ['Waiting', data.counts.pending],
                  ['Sending', data.counts.sending],
                  ['Sent (7 days)', data.counts.sent],
                  ['Failed', data.counts.failed],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-500">{label}</dt>
                  <dd className={label === 'Failed' && value > 0 ? 'font-medium text-red-700' : 'font-medium text-slate-900'}>{number(value)}</dd>
                </div>
              ))}
            </dl>
            {data.problems.length === 0 ? (
              <p className="text-sm text-slate-600" data-testid="mail-delivery-empty">
                No delivery problems: nothing is failing or waiting for a retry.
              </p>
            ) : (
              <div>
                <h3 className="text-sm font-medium text-slate-700">Failing and failed mail</h3>
                <ul className="mt-1 divide-y divide-slate-100 text-sm" aria-label="Failing and failed mail">
                  {data.problems.map((item) => (
                    <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                      <div className="min-w-0 space-y-0.5">
                        <p className="font-medium text-slate-900">
                          {item.subject} <span className="font-normal text-slate-500">to {item.to}</span>
                        </p>
                        <p className="flex flex-wrap items-center gap-2 text-slate-600">
                          <Badge variant={item.status === 'failed' ? 'destructive' : 'secondary'}>{item.status === 'failed' ? 'failed' : 'retrying'}</Badge>
                          {statusLine(item, data.maxAttempts)}
                        </p>
                        {item.lastError && <p className="break-words text-xs text-slate-500">Last error: {item.lastError}</p>}
                      </div>
                      {item.status === 'failed' && (
                        <Button
                          size="sm"
                          variant="outline"
                          loading={retry.isPending && retry.variables === item.id}
                          onClick={() => retry.mutate(item.id)}
                          aria-label={`Retry now: ${item.subject} to ${item.to}`}
                        >
                          Retry now
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
