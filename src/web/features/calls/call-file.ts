import { CALL_MAX_BYTES, CALL_MAX_SECONDS } from '@shared/calls';

// What the file picker offers and what is refused before a byte goes up (on a 2G link, a 20 MB
// upload refused at its end costs the person minutes and money).

/**
 * The picker's filter: any audio type, plus the extensions phones save voice notes and calls under
 * whose type the browser does not always know (a WhatsApp `.opus` often comes with none).
 */
export const CALL_FILE_ACCEPT = ['audio/*', '.opus', '.ogg', '.m4a', '.amr', '.3gp', '.mp3', '.webm', '.wav', '.aac', '.flac'].join(',');

/** The limits as the hint says them: whole megabytes and minutes. */
export const CALL_MAX_MEGABYTES = CALL_MAX_BYTES / 1024 / 1024;
export const CALL_MAX_MINUTES = CALL_MAX_SECONDS / 60;

export type CallFileProblem = 'missing' | 'empty' | 'tooLarge';

/**
 * Why this file cannot be sent, or null. Only the size is checked here: the container is read from
 * the bytes by the server (a file's name and type lie), and its length once decoded.
 */
export function callFileProblem(file: Pick<File, 'size'> | null | undefined): CallFileProblem | null {
  if (!file) return 'missing';
  if (file.size === 0) return 'empty';
  if (file.size > CALL_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A file size in megabytes with one decimal (what the person compares with "16 MB"). */
export function megabytes(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}
