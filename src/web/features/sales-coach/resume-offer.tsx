import { PhoneCall, Undo2 } from 'lucide-react';
import { formatCountdown, hasUserSpeech, type SalesSessionResponse } from '@shared/sales-coach';
import { useT } from '@web/lib/language/i18n.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';

interface ResumeOfferProps {
  /** The server's view of the interrupted call; undefined while it cannot be reached (offline). */
  session: SalesSessionResponse | undefined;
  onResume: () => void;
  onRefund: () => void;
  onRetry: () => void;
  refunding: boolean;
}

/**
 * A call cut off by a reload, a closed tab or a dropped line: resume it (turn-based calls, with their
 * transcript), get the report once its time ran out, or end it and get the credit back.
 */
export function ResumeOffer({ session, onResume, onRefund, onRetry, refunding }: ResumeOfferProps) {
  const t = useT('salesCoach');
  const common = useT('common');
  const realtime = session?.mode === 'realtime';
  const userTurns = session?.transcript.filter((turn) => turn.role === 'user').length ?? 0;
  let text: string;
  if (!session) text = t('resume.offline');
  else if (realtime) text = t('resume.realtime');
  else if (session.state === 'expired') text = t('resume.expired');
  else text = t('resume.live', { time: formatCountdown(session.remainingSeconds) });
  // An expired call with nothing said has nothing to report: only the refund is offered.
  const canReport = session?.state === 'expired' && !realtime && hasUserSpeech(session.transcript);

  return (
    <Card data-testid="resume-offer">
      <CardHeader>
        <CardTitle>{t('resume.title')}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {session && !realtime && <p className="text-sm text-slate-700">{t('resume.turns', { count: userTurns })}</p>}
        {!session && (
          <Button size="lg" className="w-full" onClick={onRetry}>
            {common('offline.retry')}
          </Button>
        )}
        {session?.state === 'live' && !realtime && (
          <Button size="lg" className="w-full" onClick={onResume} disabled={refunding}>
            <PhoneCall aria-hidden="true" className="size-4" />
            {t('resume.resume')}
          </Button>
        )}
        {canReport && (
          <Button size="lg" className="w-full" onClick={onResume} disabled={refunding}>
            {t('resume.report')}
          </Button>
        )}
        {session && (
          <Button variant="outline" size="lg" className="w-full" onClick={onRefund} loading={refunding}>
            <Undo2 aria-hidden="true" className="size-4" />
            {t('resume.refund')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
