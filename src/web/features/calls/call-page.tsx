import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { CallResponse } from '@shared/calls';
import { useFormat } from '@web/lib/language/format.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { setupOptionLabel } from '@web/lib/language/sales-setup-labels.ts';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { AppShell } from '@web/components/layouts/app-shell.tsx';
import { AnalyzingCard } from '@web/components/tool-shell/analyzing-card.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { useCall } from './api/use-calls.ts';
import { CallMetricsCard } from './call-metrics.tsx';
import { CoachingCard, FindingsCard, ObjectionsCard, TranscriptCard, Unjudged } from './call-coaching.tsx';
import { RecordingCard } from './recording-card.tsx';
import { PractiseCallButton } from '@web/features/sales-coach/index.ts';

/** /calls/:id: a call being analysed (asked again until done), its report, or why it failed. */
export default function CallPage() {
  const t = useT('calls');
  const { id = '' } = useParams();
  const call = useCall(id);
  return (
    <AppShell>
      <div className="mx-auto max-w-2xl space-y-6">
        <Link to="/calls" className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back.calls')}
        </Link>
        {call.isPending ? (
          <PageSpinner />
        ) : call.isError ? (
          <LoadFailure error={call.error} onRetry={() => void call.refetch()} />
        ) : (
          <CallView call={call.data} />
        )}
      </div>
    </AppShell>
  );
}

function LoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT('calls');
  if (error instanceof ApiError && error.status === 404) {
    return (
      <>
        <h1 className="text-2xl font-bold text-slate-900">{t('report.title')}</h1>
        <Alert>{t('status.notFound')}</Alert>
      </>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t('report.title')}</h1>
      <Alert variant="destructive">{errorMessage(error, t('status.loadError'))}</Alert>
      <Button variant="outline" onClick={onRetry}>
        {t('status.retry')}
      </Button>
    </>
  );
}

function CallView({ call }: { call: CallResponse }) {
  const t = useT('calls');
  const ts = useT('salesCoach');
  const format = useFormat();
  const { setup, report } = call;
  const about = [setup.product, ...[setup.scenario, setup.goal, setup.difficulty].map((value) => (value ? setupOptionLabel(value, ts) : ''))].filter(Boolean);
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{call.fileName ?? t('report.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{format.dateTime(call.createdAt)}</p>
        {about.length > 0 && <p className="mt-1 text-sm text-slate-600">{about.join(' · ')}</p>}
      </div>
      {call.status === 'processing' && (
        <AnalyzingCard label={t('status.processing.label')} title={t('status.processing.title')} text={t('status.processing.text')} />
      )}
      {call.status === 'failed' && (
        <Alert variant="destructive" data-testid="call-failed">
          <p className="font-semibold">{t('status.failed.title')}</p>
          {call.error && <p className="mt-1">{call.error.message}</p>}
          {call.refunded && <p className="mt-1">{t('status.refunded')}</p>}
        </Alert>
      )}
      {call.status === 'done' && report && (
        <>
          {report.unjudged ? <Unjudged text={report.unjudged} refunded={call.refunded} /> : call.refunded && <Alert role="note">{t('status.refunded')}</Alert>}
          {report.coaching && <CoachingCard coaching={report.coaching} objectionRaised={report.judgedObjection !== null} />}
          <PractiseCallButton call={call} />
          <CallMetricsCard metrics={report.metrics} />
          <ObjectionsCard objections={report.objections} />
          <FindingsCard findings={report.findings} />
          <TranscriptCard turns={report.transcript} />
        </>
      )}
      {call.status !== 'processing' && <RecordingCard call={call} />}
    </>
  );
}
