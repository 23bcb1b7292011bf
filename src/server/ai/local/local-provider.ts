import { PITCH_MAX_SECONDS } from '../../../shared/limits.ts';
import { LOCALES, type Locale } from '../../../shared/i18n/locales.ts';
import type { SalesSetup, TranscriptTurn } from '../../../shared/reports.ts';
import {
  AiProviderError,
  SpeechToTextUnavailableError,
  UndecodableAudioError,
  type AiCapabilities,
  type AiProvider,
  type AudioInput,
  type MeasuredSpeech,
  type ProspectContext,
  type SalesCallOptions,
  type SpeechStream,
  type SpeechStreamInput,
  type TimedSpeechInput,
  type TimedText,
} from '../provider.ts';
import { groupSpans, spliceSpans } from '../speech/speech-pieces.ts';
import { analyzePitchOffline } from '../analysis/pitch-analysis.ts';
import { analyzeSalesCallOffline } from '../analysis/sales-call-offline.ts';
import { scriptedProspectReply } from '../analysis/prospect-persona.ts';
import { AudioDecodeError, detectSpeechEngine, PCM_SAMPLE_RATE, PocketsphinxRecognizer, type SpeechEngine } from './pocketsphinx.ts';
import { openPocketsphinxStream } from './pocketsphinx-stream.ts';
import { logger } from '../../lib/logger.ts';

export interface LocalProviderOptions {
  /** The offline speech engine; detected on the PATH when omitted, `null` = none. */
  speechEngine?: SpeechEngine | null;
}

/**
 * The offline, deterministic provider (the default): transparent rules for every report, a
 * scripted prospect, and pocketsphinx for speech when the optional packages are installed.
 */
export class LocalProvider implements AiProvider {
  readonly name = 'local' as const;
  readonly capabilities: AiCapabilities;
  private readonly recognizer: PocketsphinxRecognizer | null;
  private readonly engine: SpeechEngine | null;

  constructor(options: LocalProviderOptions = {}) {
    const engine = options.speechEngine === undefined ? detectSpeechEngine() : options.speechEngine;
    this.engine = engine;
    this.recognizer = engine ? new PocketsphinxRecognizer(engine, { maxSeconds: PITCH_MAX_SECONDS }) : null;
    // The rules read every language the product speaks (issue 32), but pocketsphinx's only model is
    // en-us: a recording in another language comes back as English-sounding nonsense, so those
    // languages are coached from typed text.
    this.capabilities = {
      speechToText: this.recognizer !== null,
      realtimeVoice: false,
      judgedLanguages: LOCALES,
      speechLanguages: this.recognizer ? ['en'] : [],
    };
  }

  async transcribe(audio: AudioInput) {
    if (!this.recognizer) throw new SpeechToTextUnavailableError();
    const started = Date.now();
    try {
      const { text, durationSeconds, speech } = await this.recognizer.recognize(audio.data, audio.mimeType);
      logger.debug('local transcription', { ms: Date.now() - started, audioSeconds: durationSeconds, chars: text.length, syllables: speech.syllables });
      return { text, durationSeconds, speech, usage: { audioSeconds: durationSeconds, model: 'pocketsphinx' } };
    } catch (error) {
      throw asTranscriptionError(error);
    }
  }

  /**
   * A call's words with their times: the speech is spliced into two pieces (one per core) when there
   * is enough of it to share, each recognised by its own pocketsphinx.
   */
  async transcribeTimed(input: TimedSpeechInput): Promise<{ parts: TimedText[]; usage: { audioSeconds: number; model: string } }> {
    const recognizer = this.recognizer;
    if (!recognizer) throw new SpeechToTextUnavailableError();
    if (input.sampleRate !== PCM_SAMPLE_RATE) throw new Error(`pocketsphinx hears ${PCM_SAMPLE_RATE} Hz, not ${input.sampleRate}`);
    const speechSeconds = input.spans.reduce((sum, s) => sum + (s.end - s.start), 0);
    // One process loads its model in about half a second: not worth a second one for a short note.
    const groups = groupSpans(input.spans, { count: speechSeconds > 20 ? 2 : 1, maxSpeechSeconds: 300 });
    try {
      const pieces = await Promise.all(
        groups.map(async (group) => {
          const spliced = spliceSpans(input.samples, input.sampleRate, group);
          const words = await recognizer.recognizeTimed(spliced.samples, 0);
          return words.map((w) => ({ text: w.text, start: spliced.toRecording(w.start), end: spliced.toRecording(w.end) }));
        }),
      );
      return { parts: pieces.flat(), usage: { audioSeconds: Math.round(speechSeconds), model: 'pocketsphinx' } };
    } catch (error) {
      throw asTranscriptionError(error);
    }
  }

  /** Recognition as the recording arrives: pocketsphinx reads from a pipe, one utterance after another. */
  openSpeechStream(input: SpeechStreamInput): SpeechStream {
    if (!this.engine) throw new SpeechToTextUnavailableError();
    const stream = openPocketsphinxStream(this.engine, input);
    return {
      write: (bytes) => stream.write(bytes),
      abort: () => stream.abort(),
      end: () =>
        stream.end().catch((error: unknown) => {
          throw asTranscriptionError(error);
        }),
    };
  }

  // English pitches get the full rules, commented in the reader's language; others a limited report.
  async analyzePitch(transcript: string, durationSeconds?: number, language?: Locale, speech?: MeasuredSpeech) {
    return { report: analyzePitchOffline(transcript, durationSeconds, language, speech) };
  }

  /** Commentary in the user's language; a call not spoken in English gets a plain limited report. */
  async analyzeSalesCall(turns: TranscriptTurn[], setup: SalesSetup, language?: Locale, options?: SalesCallOptions) {
    return { report: analyzeSalesCallOffline(turns, setup, language, options) };
  }

  /** The scripted prospect speaks English; it says so once, in the user's language, when that is another. */
  async prospectReply(history: TranscriptTurn[], setup: SalesSetup, language?: Locale, context?: ProspectContext) {
    const { text, yielded } = scriptedProspectReply(history, setup, language, context);
    return { text, yielded };
  }

  async startRealtimeCall(): Promise<never> {
    throw new AiProviderError('salesCoach.realtimeOffline', undefined, 'engine');
  }

  async enrichCommissionReasoning() {
    return null;
  }
}

function asTranscriptionError(error: unknown): Error {
  const stderr = (error as { stderr?: string }).stderr;
  logger.warn('local transcription failed', { error: error instanceof Error ? error.message : String(error), stderr });
  if (error instanceof AudioDecodeError) return new UndecodableAudioError(error);
  return new AiProviderError('pitch.transcribeFailed', error, 'engine');
}
