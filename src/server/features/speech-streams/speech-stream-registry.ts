import type { AiProvider, AiUsage, SpeechStream, Transcription } from '../../ai/provider.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { logger } from '../../lib/logger.ts';

// The recordings being recorded right now (decision 029), in this process's memory: each holds
// its recogniser and how many bytes came in order. A stream is small (a few kB a second) and
// short-lived; one lost to a restart costs nothing but a whole upload at Submit, which the browser
// falls back to.

export type StreamedTranscription = Transcription & { usage?: AiUsage };

/** A complete stream handed to the tool that pays for it. */
export interface TakenSpeech {
  mimeType: string;
  transcription: Promise<StreamedTranscription>;
}

export interface SpeechStreamLimits {
  /** Streams open at once on this server: each holds a recogniser on a CPU. */
  maxOpen: number;
  /** Streams open at once per caller (a person, or a guest's address). */
  maxOpenPerCaller: number;
  /** An open stream without bytes for this long is closed (the page went away). */
  idleMs: number;
  /** A complete stream nobody took for this long is dropped. */
  untakenMs: number;
  /**
   * A stream still open this long after it opened is dropped, however its bytes trickle in: no
   * recording lasts that long, and a slot must not be held by a sender that never finishes.
   */
  maxLifetimeMs: number;
  /** Bytes in one stream. */
  maxBytes: number;
  /** Seconds of audio recognised per stream. */
  maxSeconds: number;
}

interface LiveStream {
  owner: string;
  caller: string;
  mimeType: string;
  received: number;
  openedAt: number;
  speech: SpeechStream;
  transcription: Promise<StreamedTranscription> | null;
  timer: NodeJS.Timeout;
}

export type AppendOutcome =
  { ok: true; received: number; complete: boolean } | { ok: false; reason: 'missing' | 'offset' | 'type' | 'too_large' | 'busy' | 'full'; received?: number };

export class SpeechStreamRegistry {
  private readonly streams = new Map<string, LiveStream>();

  constructor(
    private readonly ai: Pick<AiProvider, 'openSpeechStream' | 'capabilities'>,
    private readonly limits: SpeechStreamLimits,
  ) {}

  /** Whether this server recognises while recording at all. */
  get available() {
    return this.ai.capabilities.speechToText && typeof this.ai.openSpeechStream === 'function';
  }

  get openCount() {
    return this.streams.size;
  }

  has(owner: string, key: string) {
    return this.streams.has(id(owner, key));
  }

  /**
   * Adds `bytes` found at `offset` of the recording. Offset 0 of an unknown key opens the stream
   * (the caller has checked its first bytes); bytes the stream already has are skipped.
   */
  append(input: {
    owner: string;
    caller: string;
    key: string;
    mimeType: string;
    offset: number;
    bytes: Buffer;
    final: boolean;
    language?: Locale;
  }): AppendOutcome {
    const streamId = id(input.owner, input.key);
    let stream = this.streams.get(streamId);
    if (!stream) {
      if (input.offset !== 0) return { ok: false, reason: 'missing' };
      const opened = this.open(streamId, input);
      if (!opened.ok) return opened;
      stream = opened.stream;
    }
    if (baseType(stream.mimeType) !== baseType(input.mimeType)) return { ok: false, reason: 'type' };
    if (stream.transcription) return { ok: true, received: stream.received, complete: true };
    if (Date.now() - stream.openedAt > this.limits.maxLifetimeMs) {
      this.drop(streamId);
      return { ok: false, reason: 'missing' };
    }
    if (input.offset > stream.received) return { ok: false, reason: 'offset', received: stream.received };
    const fresh = input.bytes.subarray(stream.received - input.offset);
    if (stream.received + fresh.length > this.limits.maxBytes) {
      this.drop(streamId);
      return { ok: false, reason: 'too_large' };
    }
    if (fresh.length > 0) stream.speech.write(fresh);
    stream.received += fresh.length;
    // A repeat of bytes already here (a lost answer) says nothing new about the end of the recording.
    if (input.final && input.offset + input.bytes.length >= stream.received) {
      stream.transcription = stream.speech.end();
      stream.transcription.catch(() => undefined);
      this.expireAfter(streamId, stream, this.limits.untakenMs);
    } else {
      stream.timer.refresh();
    }
    return { ok: true, received: stream.received, complete: stream.transcription !== null };
  }

  /** Hands a complete stream over, once; null when it is not here or not complete. */
  take(owner: string, key: string): TakenSpeech | null {
    const streamId = id(owner, key);
    const stream = this.streams.get(streamId);
    if (!stream?.transcription) return null;
    clearTimeout(stream.timer);
    this.streams.delete(streamId);
    return { mimeType: stream.mimeType, transcription: stream.transcription };
  }

  discard(owner: string, key: string) {
    return this.drop(id(owner, key));
  }

  /** Shutdown: every recogniser stops. */
  closeAll() {
    for (const streamId of [...this.streams.keys()]) this.drop(streamId);
  }

  private open(streamId: string, input: { owner: string; caller: string; mimeType: string; language?: Locale }) {
    if (this.streams.size >= this.limits.maxOpen) return { ok: false as const, reason: 'full' as const };
    let open = 0;
    for (const stream of this.streams.values()) if (stream.caller === input.caller) open++;
    if (open >= this.limits.maxOpenPerCaller) return { ok: false as const, reason: 'busy' as const };
    const speech = this.ai.openSpeechStream!({ mimeType: input.mimeType, language: input.language, maxSeconds: this.limits.maxSeconds });
    const stream: LiveStream = {
      owner: input.owner,
      caller: input.caller,
      mimeType: input.mimeType,
      received: 0,
      openedAt: Date.now(),
      speech,
      transcription: null,
      timer: setTimeout(() => undefined, 0),
    };
    this.streams.set(streamId, stream);
    this.expireAfter(streamId, stream, this.limits.idleMs);
    return { ok: true as const, stream };
  }

  private expireAfter(streamId: string, stream: LiveStream, ms: number) {
    clearTimeout(stream.timer);
    stream.timer = setTimeout(() => {
      if (this.streams.get(streamId) !== stream) return;
      logger.info('speech stream expired', { complete: stream.transcription !== null, bytes: stream.received });
      this.drop(streamId);
    }, ms);
    stream.timer.unref();
  }

  private drop(streamId: string) {
    const stream = this.streams.get(streamId);
    if (!stream) return false;
    clearTimeout(stream.timer);
    this.streams.delete(streamId);
    stream.speech.abort();
    return true;
  }
}

const id = (owner: string, key: string) => `${owner}\u0000${key}`;
const baseType = (mimeType: string) => mimeType.split(';')[0]!.trim().toLowerCase();
