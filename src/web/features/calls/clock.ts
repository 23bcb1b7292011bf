/**
 * A time in the recording as a player shows it: `m:ss` (`h:mm:ss` past an hour), seconds rounded
 * down so a quote at 59.9 s is found at 0:59 when the person scrubs to it.
 */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
