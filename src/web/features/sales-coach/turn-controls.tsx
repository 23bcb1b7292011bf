import { useEffect, useId, useRef } from 'react';
import { Mic, Send } from 'lucide-react';
import { SALES_TURN_MAX_CHARS } from '@shared/sales-coach';
import { useT } from '@web/lib/language/i18n.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Label } from '@web/components/ui/label.tsx';
import type { CallInProgress } from './call-machine.ts';
import type { TurnControls as Controls } from './call-transport.ts';

const isPressKey = (key: string) => key === ' ' || key === 'Enter';

/** Push-to-talk: held with the pointer, Space or Enter; released, the turn is sent. */
function PushToTalkButton({ recording, transcribing, controls }: { recording: boolean; transcribing: boolean; controls: Controls }) {
  const t = useT('salesCoach');
  return (
    <Button
      variant={recording ? 'destructive' : 'secondary'}
      size="lg"
      className="w-full touch-none select-none"
      loading={transcribing}
      aria-pressed={recording}
      onPointerDown={(event) => {
        event.preventDefault();
        void controls.startTalking();
      }}
      onPointerUp={controls.stopTalking}
      onPointerLeave={controls.stopTalking}
      onPointerCancel={controls.stopTalking}
      onContextMenu={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (isPressKey(event.key) && !event.repeat) {
          event.preventDefault();
          void controls.startTalking();
        }
      }}
      onKeyUp={(event) => {
        if (isPressKey(event.key)) controls.stopTalking();
      }}
    >
      <Mic aria-hidden="true" className="size-5" />
      {recording ? t('call.releaseToSend') : t('call.holdToTalk')}
    </Button>
  );
}

/** Turn-based calls: type a reply, or hold to talk. */
export function TurnControls({ call, controls, onDraft }: { call: CallInProgress; controls: Controls; onDraft: (text: string) => void }) {
  const t = useT('salesCoach');
  const replyId = useId();
  const replyRef = useRef<HTMLInputElement>(null);
  const recording = call.activity === 'recording';
  // When speech-to-text turns out to be missing mid-call, the typing box takes over.
  const sttAtStart = useRef(call.sttUnavailable);
  useEffect(() => {
    if (call.sttUnavailable && !sttAtStart.current) replyRef.current?.focus();
  }, [call.sttUnavailable]);

  return (
    <div className="space-y-3">
      <form
        className="space-y-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          void controls.send(call.draft);
        }}
      >
        <Label htmlFor={replyId}>{t('call.replyLabel')}</Label>
        <div className="flex gap-2">
          <Input
            id={replyId}
            ref={replyRef}
            value={call.draft}
            maxLength={SALES_TURN_MAX_CHARS}
            autoComplete="off"
            onChange={(e) => onDraft(e.target.value)}
            disabled={recording}
          />
          {/* Paused (offline), the words can still be typed; they go once the call is back. */}
          <Button type="submit" loading={call.activity === 'sending'} disabled={!call.draft.trim() || call.paused}>
            <Send aria-hidden="true" className="size-4" />
            {t('call.send')}
          </Button>
        </div>
      </form>
      {!call.sttUnavailable && !call.paused && <PushToTalkButton recording={recording} transcribing={call.activity === 'transcribing'} controls={controls} />}
    </div>
  );
}
