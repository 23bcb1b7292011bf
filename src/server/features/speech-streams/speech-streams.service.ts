import type { Actor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { idempotencyOwner } from '../../lib/idempotency.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { PITCH_LIMIT_MESSAGES } from '../../../shared/pitch-lab.ts';
import { SPEECH_STREAM_CHUNK_MAX_BYTES, SPEECH_STREAM_MAX_BYTES, SPEECH_STREAM_MISSING, type SpeechStreamProgress } from '../../../shared/speech-streams.ts';
import { declaredContainer, matchesContainer, type AudioUpload } from '../pitch-lab/audio-upload.ts';
import type { TakenSpeech } from './speech-stream-registry.ts';

export type SpeechStreamDeps = Pick<Deps, 'db' | 'speechStreams'>;

/** Streams a caller may open in an hour: one per recording or push-to-talk turn, with room to spare. */
const STREAMS_PER_HOUR = 120;

const TOO_LARGE = { maxKiB: SPEECH_STREAM_CHUNK_MAX_BYTES / 1024, maxMB: SPEECH_STREAM_MAX_BYTES / 1024 / 1024 };

/** Who counts against the per-caller limits: a person, or a guest's address. */
const callerOf = (actor: Actor) => (actor.user ? `user:${actor.user.id}` : `address:${actor.addressHash}`);

/** The 409 that tells the browser to send the recording whole. */
export const streamMissing = () => new AppError('conflict', 'speechStream.missing', { details: { reason: SPEECH_STREAM_MISSING } });

/**
 * Appends the next bytes of a recording in progress. Nothing is spent: the stream is paid for by
 * the tool that takes it. Every refusal leaves the browser a whole upload at the end.
 */
export async function appendToSpeechStream(
  deps: SpeechStreamDeps,
  actor: Actor,
  input: { key: string; offset: number; final: boolean; upload: AudioUpload },
): Promise<SpeechStreamProgress> {
  const { speechStreams: registry } = deps;
  if (!registry.available) throw new AppError('unavailable', 'speechStream.unavailable');
  const { container, mimeType } = declaredContainer(input.upload.contentType);
  const bytes = await input.upload.read(SPEECH_STREAM_CHUNK_MAX_BYTES, { id: 'speechStream.tooLarge', values: TOO_LARGE });
  const owner = idempotencyOwner(actor);
  const caller = callerOf(actor);
  if (input.offset === 0 && !registry.has(owner, input.key)) {
    if (bytes.length === 0) throw new AppError('invalid_input', PITCH_LIMIT_MESSAGES.empty);
    if (!matchesContainer(bytes, container)) throw new AppError('unsupported_media_type', PITCH_LIMIT_MESSAGES.contentMismatch);
    await enforceRateLimits(deps.db, [{ key: `speech-stream:${caller}`, limit: STREAMS_PER_HOUR, windowSeconds: 3600 }], 'speechStream.rateLimited');
  }
  const outcome = registry.append({ owner, caller, key: input.key, mimeType, offset: input.offset, bytes, final: input.final, language: actor.locale });
  if (outcome.ok) return { received: outcome.received, complete: outcome.complete };
  switch (outcome.reason) {
    case 'missing':
      throw streamMissing();
    case 'offset':
      throw new AppError('conflict', 'speechStream.offset', {
        values: { received: outcome.received ?? 0 },
        details: { reason: 'offset_mismatch', received: outcome.received },
      });
    case 'type':
      throw new AppError('unsupported_media_type', 'speechStream.typeChanged');
    case 'too_large':
      throw new AppError('payload_too_large', 'speechStream.tooLarge', { values: TOO_LARGE });
    case 'busy':
      throw new AppError('rate_limited', 'speechStream.busy', { details: { retryAfterSeconds: 30 } });
    case 'full':
      throw new AppError('unavailable', 'speechStream.full', { details: { retryAfterSeconds: 30 } });
  }
}

export function discardSpeechStream(deps: SpeechStreamDeps, actor: Actor, key: string) {
  return { discarded: deps.speechStreams.discard(idempotencyOwner(actor), key) };
}

/** The tool's side: the caller's complete stream `key`, handed over once (a 409 stream_missing otherwise). */
export function takeSpeechStream(deps: SpeechStreamDeps, actor: Actor, key: string): TakenSpeech {
  const taken = deps.speechStreams.take(idempotencyOwner(actor), key);
  if (!taken) throw streamMissing();
  return taken;
}
