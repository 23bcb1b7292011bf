import { PhoneOff } from 'lucide-react';
import { useT } from '@web/lib/language/i18n.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Card, CardContent } from '@web/components/ui/card.tsx';
import { useDataSaver } from '@web/lib/platform/data-saver.ts';
import type { CallInProgress } from './call-machine.ts';
import type { TurnControls as Controls } from './call-transport.ts';
import { CallStatusBadge } from './call-status.tsx';
import { CallTimer } from './call-timer.tsx';
import { CallTranscript } from './call-transcript.tsx';
import { TurnControls } from './turn-controls.tsx';

interface SimulationProps {
  call: CallInProgress;
  /** Turn-based calls: send a turn, push to talk. */
  controls: Controls;
  onDraft: (text: string) => void;
  onHangUp: () => void;
}

/** The call on screen: countdown, status, live transcript, the turn controls and End Call. The call itself is use-sales-call.ts. */
export function Simulation({ call, controls, onDraft, onHangUp }: SimulationProps) {
  const t = useT('salesCoach');
  const realtime = call.session.mode === 'realtime';
  const dataSaver = useDataSaver();
  return (
    <Card>
      <CardContent className="space-y-4 pt-5">
        <div className="flex items-center justify-between gap-3">
          <CallTimer remaining={call.remaining} />
          <CallStatusBadge status={call.status} />
        </div>
        {call.paused && (
          <Alert variant="warning" data-testid="call-paused">
            <p className="font-semibold">{t('call.paused.title')}</p>
            <p>{t('call.paused.text')}</p>
          </Alert>
        )}
        <CallTranscript turns={call.turns} realtime={realtime} onPlay={!realtime && dataSaver ? controls.play : undefined} />
        {!realtime && <TurnControls call={call} controls={controls} onDraft={onDraft} />}
        <Button variant="destructive" size="lg" className="w-full" onClick={onHangUp}>
          <PhoneOff aria-hidden="true" className="size-4" />
          {t('call.end')}
        </Button>
        <p className="text-xs text-slate-500">{t('call.autoEnd')}</p>
      </CardContent>
    </Card>
  );
}
