import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { CallListItem } from '@shared/calls';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { useCalls } from './api/use-calls.ts';
import { clock } from './clock.ts';

/** The person's own calls, newest first: each opens its report. */
export function CallsList() {
  const t = useT('calls');
  const calls = useCalls();
  return (
    <section aria-labelledby="calls-list-heading" className="space-y-3">
      <h2 id="calls-list-heading" className="text-xl font-semibold text-slate-900">
        {t('list.title')}
      </h2>
      {calls.isPending ? (
        <Spinner />
      ) : calls.isError ? (
        <p className="text-sm text-slate-600">{errorMessage(calls.error, t('list.error'))}</p>
      ) : calls.data.calls.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="calls-empty">
          {t('list.empty')}
        </p>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-200">
            {calls.data.calls.map((call) => (
              <CallLine key={call.id} call={call} />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}

function CallLine({ call }: { call: CallListItem }) {
  const t = useT('calls');
  const format = useFormat();
  const details = [format.dateTime(call.createdAt), call.durationSeconds !== null ? clock(call.durationSeconds) : null, call.product || null].filter(Boolean);
  return (
    <li>
      <Link to={`/calls/${call.id}`} className="flex min-h-11 items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50">
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-slate-900">{call.fileName ?? t('list.untitled')}</span>
          <span className="block truncate text-sm text-slate-600">{details.join(' · ')}</span>
        </span>
        <CallStatusBadge call={call} />
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}

function CallStatusBadge({ call }: { call: CallListItem }) {
  const t = useT('calls');
  if (call.status === 'processing') return <Badge variant="secondary">{t('list.processing')}</Badge>;
  if (call.status === 'failed') return <Badge variant="destructive">{t('list.failed')}</Badge>;
  return call.overallScore === null ? <Badge variant="outline">{t('list.notScored')}</Badge> : <Badge>{t('list.score', { score: call.overallScore })}</Badge>;
}
