// A recording shared to the installed app (the manifest's share_target): the service worker
// (src/web/service-worker.js) takes the POST to /calls/share, keeps the file under these names and
// sends the page to /calls?shared=1, which takes it from there. The names are spelled twice: the
// worker is plain JavaScript outside the build's modules.
const SHARED_RECORDING_CACHE = 'shared-recording';
const SHARED_RECORDING_URL = '/calls/share/recording';

/** The shared recording, removed from the device's storage as it is taken (it is someone's voice). */
export async function takeSharedRecording(): Promise<File | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(SHARED_RECORDING_CACHE);
  const response = await cache.match(SHARED_RECORDING_URL);
  if (!response) return null;
  const blob = await response.blob();
  await caches.delete(SHARED_RECORDING_CACHE);
  const name = decodeURIComponent(response.headers.get('X-File-Name') ?? '') || 'recording';
  return new File([blob], name, { type: blob.type });
}
