import type { PitchReport, SalesCallReport, SalesSetup, TranscriptTurn } from '../../shared/reports.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { CoachLanguages } from '../../shared/api-types.ts';
import type { ProspectContext } from './analysis/prospect-profile.ts';
import type { ServerMessageId } from '../../shared/i18n/server-message.ts';
import { renderErrorMessage } from '../lib/app-error.ts';

export type { ProspectContext };

export interface AudioInput {
  data: Buffer;
  /** e.g. audio/webm;codecs=opus, audio/mp4, audio/wav */
  mimeType: string;
  /** Measured by the browser, checked against the upload size on the server. */
  durationSeconds?: number;
  /** The language the speaker uses the app in: a hint for recognition (English when absent). */
  language?: Locale;
}

/**
 * The speaking rate measured from the sound itself, without the words (the offline provider,
 * local/speaking-rate.ts): what pace is judged on when the recogniser's word count cannot be trusted.
 */
export interface MeasuredSpeech {
  /** Syllable nuclei heard. */
  syllables: number;
  /** Words per minute over the whole recording, estimated from the syllables. */
  wordsPerMinute: number;
  /** Seconds of speech, pauses of 0.3 s or more excluded. */
  speakingSeconds: number;
  /** Pauses of 0.3 s or more between the first and the last syllable. */
  pauses: number;
}

export interface Transcription {
  text: string;
  durationSeconds?: number;
  speech?: MeasuredSpeech;
}

/**
 * A recording recognised while it is being recorded (decision 029): its container's bytes go in, in
 * order, as they arrive; the transcript of the whole recording comes out soon after the last ones.
 */
export interface SpeechStream {
  write(bytes: Buffer): void;
  /** No more bytes: the whole recording's transcription (the same errors as `transcribe`). */
  end(): Promise<Transcription & { usage?: AiUsage }>;
  /** Stops all work; nothing is returned. */
  abort(): void;
}

export interface SpeechStreamInput {
  /** The recording's Content-Type, e.g. audio/webm;codecs=opus (checked against its first bytes before). */
  mimeType: string;
  language?: Locale;
  /** Audio past this is not recognised. */
  maxSeconds: number;
}

/** Words of a recording with where they were said (seconds from the start of the recording). */
export interface TimedText {
  text: string;
  start: number;
  end: number;
}

/** One party of a call (a stereo call's channel) or a whole mono call, to be transcribed with times. */
export interface TimedSpeechInput {
  /** 16 kHz mono PCM. */
  samples: Int16Array;
  sampleRate: number;
  /** Where there is speech (voice activity): the rest is not sent, and pieces are cut in the gaps. */
  spans: { start: number; end: number }[];
  language?: Locale;
}

/** How a call's report is to be judged, beyond its setup. */
export interface SalesCallOptions {
  /**
   * False for a real call in which the customer raised no objection (issue 31): objection handling
   * is not judged, nor coached, and the overall score rests on the other three.
   */
  objectionRaised?: boolean;
}

export interface ProspectTurn {
  text: string;
  /** True once the prospect agrees to the learner's goal. */
  yielded: boolean;
}

/** A realtime voice call the server started for the browser (WebRTC, the server never hears it). */
export interface RealtimeCallAnswer {
  /** The provider's SDP answer, handed to the browser's RTCPeerConnection. */
  answerSdp: string;
  /** The call's id (from the provider's Location header): what the server hangs up. */
  callId: string;
  /** The provider's calls endpoint; hang-ups go to `${callsUrl}/${callId}/hangup`. */
  callsUrl: string;
}

/** What one AI call cost, recorded per run. */
export interface AiUsage {
  inputTokens?: number;
  outputTokens?: number;
  audioSeconds?: number;
  model?: string;
}

/** What a provider can do on this server, known at start-up (the UI adapts to it). */
export interface AiCapabilities {
  /** False when no speech engine is set up: the Pitch Lab then offers to type the pitch. */
  speechToText: boolean;
  /** True when startRealtimeCall can connect a realtime voice call. */
  realtimeVoice: boolean;
  /** The languages whose content the reports judge; others get a limited report (measured, not scored). */
  judgedLanguages: CoachLanguages;
  /**
   * The languages a recording is understood in (speech recognised into words): 'any', or a list, empty
   * when there is no speech engine. A judged language missing here is coached from typed text only.
   */
  speechLanguages: CoachLanguages;
}

/**
 * The one interface every tool talks to (design.md section 6). Implementations: `local`
 * (offline rules, the default) and `openai` (any OpenAI-compatible base URL).
 */
export interface AiProvider {
  readonly name: 'local' | 'openai';
  readonly capabilities: AiCapabilities;
  /** Throws SpeechToTextUnavailableError when no speech engine is set up. */
  transcribe(audio: AudioInput): Promise<Transcription & { usage?: AiUsage }>;
  /**
   * A long recording's words with their times (real calls, issue 31), in pieces cut at its pauses so
   * they are recognised in parallel. Absent where the provider cannot: real calls then need it set up.
   */
  transcribeTimed?(input: TimedSpeechInput): Promise<{ parts: TimedText[]; usage?: AiUsage }>;
  /** Incremental recognition; absent where the provider cannot (then recordings go up whole). */
  openSpeechStream?(input: SpeechStreamInput): SpeechStream;
  // `language`: the user's language (English when absent). Reports are written in it; the prospect speaks it.
  // `speech`: what transcribe() measured from the sound, when it did.
  analyzePitch(transcript: string, durationSeconds?: number, language?: Locale, speech?: MeasuredSpeech): Promise<{ report: PitchReport; usage?: AiUsage }>;
  analyzeSalesCall(
    turns: TranscriptTurn[],
    setup: SalesSetup,
    language?: Locale,
    options?: SalesCallOptions,
  ): Promise<{ report: SalesCallReport; usage?: AiUsage }>;
  // `context`: the seller's country and currency, so the prospect lives in their market (US dollars when absent).
  prospectReply(history: TranscriptTurn[], setup: SalesSetup, language?: Locale, context?: ProspectContext): Promise<ProspectTurn & { usage?: AiUsage }>;
  /**
   * Realtime voice: the browser's SDP offer goes to the provider from the server (with the API
   * key and the persona as session config), so the server knows every call it has to hang up.
   * Only when capabilities.realtimeVoice; otherwise the Sales Coach uses turn-based voice.
   */
  startRealtimeCall(setup: SalesSetup, offerSdp: string, language?: Locale, context?: ProspectContext): Promise<RealtimeCallAnswer>;
  /** Plain-language reasoning to enrich a rules-computed commission plan; null = keep the engine's own. */
  enrichCommissionReasoning(summary: string, language?: Locale): Promise<string | null>;
}

export class SpeechToTextUnavailableError extends Error {
  readonly id: ServerMessageId = 'pitch.sttUnavailable';
  constructor() {
    super(renderErrorMessage('en', 'pitch.sttUnavailable'));
  }
}

/** Why a provider call failed, for logs and metrics (users only see the message). */
export type AiFailureReason = 'timeout' | 'rate_limited' | 'invalid_output' | 'upstream' | 'engine' | 'undecodable_audio';

/** A provider failure already phrased for users (an id of the server catalog); the raw provider error stays in the logs. */
export class AiProviderError extends Error {
  constructor(
    readonly id: ServerMessageId,
    readonly cause?: unknown,
    readonly reason: AiFailureReason = 'upstream',
  ) {
    super(renderErrorMessage('en', id));
  }
}

/**
 * The upload is not decodable audio (ffmpeg, or the provider, could not read it): the caller's
 * bytes, not a failing service. Routes answer 422 unprocessable_audio; the credit is given back.
 */
export class UndecodableAudioError extends AiProviderError {
  constructor(cause?: unknown) {
    super('pitch.audioUndecodable', cause, 'undecodable_audio');
  }
}
