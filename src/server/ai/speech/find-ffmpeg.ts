import { spawnSync } from 'node:child_process';

/** ffmpeg on the PATH, or null: found once at start-up by whoever decodes audio. */
export function findFfmpeg(): string | null {
  const result = spawnSync('which', ['ffmpeg'], { encoding: 'utf8', timeout: 5000 });
  return (result.status === 0 && result.stdout.trim().split('\n')[0]) || null;
}
