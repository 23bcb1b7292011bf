import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { toast } from '@web/lib/feedback/toast.ts';
import { currentLocale, loadNamespaces, translate } from '@web/lib/language/i18n.ts';
import { ME_QUERY_KEY, useMe } from '@web/lib/session/session.ts';
import { deviceRecordingStore, flushPendingRecordings, ownerOf, type PendingRecording } from './pending-recordings.ts';
import { sendKeptRecording } from './kept-recordings.ts';
import { PITCH_RUNS_KEY } from './api/use-pitch-runs.ts';
import { showArrivedReport } from './arrived-report.ts';
import { useGuestTrial } from '@web/components/tool-shell/use-guest-trial.ts';
import { guestTrialAfter } from '@web/components/tool-shell/tool-run-rules.ts';

// Loaded by the app shell only when the device keeps a recording (decision 027): sends them for the
// person using the app now, at start, when the connection comes back, and when the service worker's
// Background Sync says so. Renders nothing; the notice is a toast, the report lands in the history
// (a guest's, who has none, on the Pitch Lab page, and it settles the guest's one trial).

const NOTICE_MS = 15_000;

function recordedOn(recording: PendingRecording) {
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(recording.createdAt);
}

export default function PendingUploads() {
  const queryClient = useQueryClient();
  const me = useMe();
  // Until the session is known, nobody's recordings are sent: a signed-out device must not send an account's.
  const owner = me.isSuccess ? ownerOf(me.data?.user.id) : null;
  const trial = useGuestTrial(owner === 'guest');

  useEffect(() => {
    const store = deviceRecordingStore();
    if (!owner || !store) return;
    const flush = () => {
      if (!navigator.onLine) return;
      void (async () => {
        await loadNamespaces(['pitchLab']);
        const sent = await flushPendingRecordings(store, owner, {
          send: sendKeptRecording,
          statusOf: (error) => (error instanceof ApiError ? error.status : 0),
          onReceived: (recording, response) => {
            if (owner === 'guest') {
              if (guestTrialAfter(response) === 'returned') trial.markReturned();
              else trial.markUsed('pitch-lab');
              if (response.analysis) showArrivedReport(response);
            }
            toast.success(translate('pitchLab', 'kept.analysed', { date: recordedOn(recording) }), {
              description: translate('pitchLab', owner === 'guest' ? 'kept.seeReport' : 'kept.seeHistory'),
              duration: NOTICE_MS,
            });
          },
          onRefused: (recording, error) =>
            toast.error(translate('pitchLab', 'kept.refused', { date: recordedOn(recording) }), {
              description: errorMessage(error, translate('pitchLab', 'errors.processRecordingFailed')),
              duration: NOTICE_MS,
            }),
        }).catch(() => 0);
        if (sent > 0) {
          void queryClient.invalidateQueries({ queryKey: PITCH_RUNS_KEY });
          void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        }
      })();
    };
    const onWorkerMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'pitch-recordings-sync') flush();
    };
    flush();
    window.addEventListener('online', flush);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => {
      window.removeEventListener('online', flush);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, [owner, queryClient, trial]);

  return null;
}
