import { PITCH_AUDIO_TYPES, PITCH_LIMIT_MESSAGES, PITCH_LIMIT_VALUES, type AudioContainer } from '../../../shared/pitch-lab.ts';
import type { ServerMessage, ServerMessageId } from '../../../shared/i18n/server-message.ts';
import { AppError } from '../../lib/app-error.ts';
import { startsWithMpegAudio } from '../../ai/speech/audio-container.ts';

const PITCH_TOO_LARGE: ServerMessage = { id: PITCH_LIMIT_MESSAGES.tooLarge, values: PITCH_LIMIT_VALUES };

/** The container declared by a Content-Type header, or a 415 with a clear message. */
export function declaredContainer(contentType: string | undefined): { container: AudioContainer; mimeType: string } {
  const mimeType = (contentType ?? '').trim();
  const base = mimeType.split(';')[0]!.trim().toLowerCase();
  const container = PITCH_AUDIO_TYPES[base];
  if (!container) throw new AppError('unsupported_media_type', PITCH_LIMIT_MESSAGES.unsupportedType);
  return { container, mimeType };
}

/** Whether the first bytes are those of the declared container (a renamed file is refused). */
export function matchesContainer(data: Buffer, container: AudioContainer): boolean {
  const ascii = (start: number, end: number) => data.toString('latin1', start, end);
  switch (container) {
    case 'webm':
      return data.length >= 4 && data[0] === 0x1a && data[1] === 0x45 && data[2] === 0xdf && data[3] === 0xa3;
    case 'ogg':
      return ascii(0, 4) === 'OggS';
    case 'wav':
      return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE';
    case 'mp4':
      return ascii(4, 8) === 'ftyp';
    case 'mpeg':
      return startsWithMpegAudio(data);
  }
}

/**
 * Reads the request body, refusing with 413 as soon as it passes `maxBytes` (a declared
 * Content-Length over the cap is refused before reading anything).
 */
export async function readCappedBody(request: Request, maxBytes: number, tooLarge: ServerMessage = PITCH_TOO_LARGE): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError('payload_too_large', tooLarge.id, { values: tooLarge.values });
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError('payload_too_large', tooLarge.id, { values: tooLarge.values });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * An audio upload as services see it: the declared Content-Type, and the body, read only once
 * the checks that cost nothing have passed (built at the HTTP edge with `audioUpload`).
 */
export interface AudioUpload {
  contentType: string | undefined;
  /** Reads the body, refusing with 413 (`tooLarge`) past `maxBytes`. */
  read(maxBytes: number, tooLarge?: ServerMessage): Promise<Buffer>;
}

/** The request's body as an AudioUpload (standard Request: the raw request of the route). */
export function audioUpload(request: Request): AudioUpload {
  return {
    contentType: request.headers.get('content-type') ?? undefined,
    read: (maxBytes, tooLarge) => readCappedBody(request, maxBytes, tooLarge),
  };
}

/**
 * Reads an upload of a declared container and checks it the same way for every route that takes
 * audio: at most `maxBytes` (413), not empty (400 `empty`), and its first bytes those of
 * the declared container (415).
 */
export async function readCheckedAudio(
  upload: AudioUpload,
  container: AudioContainer,
  options: { maxBytes: number; tooLarge?: ServerMessage; empty: ServerMessageId },
): Promise<Buffer> {
  const data = await upload.read(options.maxBytes, options.tooLarge);
  if (data.length === 0) throw new AppError('invalid_input', options.empty);
  if (!matchesContainer(data, container)) throw new AppError('unsupported_media_type', PITCH_LIMIT_MESSAGES.contentMismatch);
  return data;
}
