import { analyze } from './api/use-analyze-pitch.ts';
import { RECORDING_KEPT_EVENT } from '@web/lib/platform/kept-recordings-flag.ts';
import { deviceRecordingStore, type PendingRecording } from './pending-recordings.ts';

// The two ends of a kept recording (decision 027): the take is written to the device before it is
// sent, and anything the connection lost is sent again, with its key, when the app is online.

/** The Background Sync tag the service worker answers (src/web/service-worker.js). */
export const RECORDINGS_SYNC_TAG = 'pitch-recordings';

/** Writes the take before it is sent; false when the device cannot keep it (it is sent all the same). */
export async function keepRecording(recording: PendingRecording): Promise<boolean> {
  const store = deviceRecordingStore();
  if (!store) return false;
  try {
    await store.put(recording);
    return true;
  } catch {
    return false;
  }
}

export async function forgetRecording(key: string) {
  try {
    await deviceRecordingStore()?.remove(key);
  } catch {
    // Left in the store: sent again later, the key makes it harmless (the same report, no charge).
  }
}

/**
 * The upload failed for the network: the uploader takes over. Background Sync, where the browser has
 * it, wakes the page when the connection is back even if this tab has moved on.
 */
export async function handOverRecording() {
  window.dispatchEvent(new Event(RECORDING_KEPT_EVENT));
  try {
    if (!('serviceWorker' in navigator) || !('sync' in ServiceWorkerRegistration.prototype)) return;
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { register(tag: string): Promise<void> } };
    await registration.sync.register(RECORDINGS_SYNC_TAG);
  } catch {
    // No sync: the `online` event and the next start of the app send it.
  }
}

/** Sends a kept recording with its own key. */
export function sendKeptRecording(recording: PendingRecording) {
  return analyze({
    kind: 'audio',
    audio: recording.blob,
    mimeType: recording.mimeType,
    durationSeconds: recording.durationSeconds,
    assignmentId: recording.assignmentId,
    idempotencyKey: recording.key,
  });
}
