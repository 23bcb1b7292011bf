import { PITCH_AUDIO_TYPES, PITCH_LIMIT_MESSAGES, type AudioContainer } from '../../../shared/pitch-lab.ts';
import { AppError } from '../../lib/app-error.ts';

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
      return ascii(0, 3) === 'ID3' || (data.length >= 2 && data[0] === 0xff && (data[1]! & 0xe0) === 0xe0);
  }
}

/**
 * Reads the request body, refusing with 413 as soon as it passes `maxBytes` (a declared
 * Content-Length over the cap is refused before reading anything).
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError('payload_too_large', PITCH_LIMIT_MESSAGES.tooLarge);
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
      throw new AppError('payload_too_large', PITCH_LIMIT_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
