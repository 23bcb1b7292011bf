// Shared by the app shell and the Pitch Lab (decision 027), so the shell can tell whether recordings
// wait on this device without loading the Pitch Lab's code or opening IndexedDB.

/** In localStorage while the device may keep a recording the server has not answered. */
export const PENDING_RECORDINGS_FLAG = 'gt_pending_recordings';
/** Dispatched on window when a recording was kept after a failed upload. */
export const RECORDING_KEPT_EVENT = 'gt-recording-kept';

export function hasPendingRecordings() {
  try {
    return localStorage.getItem(PENDING_RECORDINGS_FLAG) !== null;
  } catch {
    return false;
  }
}
