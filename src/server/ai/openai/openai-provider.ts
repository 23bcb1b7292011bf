// The OpenAI-compatible provider: any server speaking OpenAI's wire format (OpenAI, Azure
// OpenAI, Groq, Ollama, vLLM, a whisper.cpp / faster-whisper server) behind AI_BASE_URL.
// Reports come back as JSON matching a zod schema; numbers we can measure ourselves (duration,
// pace, fillers, talk ratio) are always our own counts, never the model's.

import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, toFile } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import {
  pitchReportSchema,
  salesCallReportSchema,
  type Improvement,
  type PitchReport,
  type SalesCallReport,
  type SalesSetup,
  type TranscriptTurn,
} from '../../../shared/reports.ts';
import {
  AiProviderError,
  UndecodableAudioError,
  type AiCapabilities,
  type AiProvider,
  type AiUsage,
  type AudioInput,
  type ProspectContext,
  type SalesCallOptions,
  type RealtimeCallAnswer,
  type SpeechStream,
  type SpeechStreamInput,
  type TimedSpeechInput,
  type TimedText,
} from '../provider.ts';
import { AudioDecodeError } from '../local/pocketsphinx.ts';
import { openSegmentedSpeechStream } from '../speech/segmented-speech-stream.ts';
import { findFfmpeg } from '../speech/find-ffmpeg.ts';
import { pcmToWav } from '../speech/pause-segmenter.ts';
import { buildProspectInstructions } from '../persona.ts';
import { analyzePitchText } from '../analysis/pitch-analysis.ts';
import { tooLittleSpeechReport, TOO_LITTLE_SPEECH_WORDS } from '../analysis/pitch-too-little.ts';
import { detectLanguage } from '../analysis/language-detect.ts';
import { countWords } from '../analysis/text.ts';
import { analyzeSalesCall } from '../analysis/sales-call-analysis.ts';
import { scriptedProspectReply } from '../analysis/prospect-persona.ts';
import { logger } from '../../lib/logger.ts';
import { commissionSystemPrompt, pitchSystemPrompt, pitchUserPrompt, salesCallSystemPrompt, salesCallUserPrompt } from './prompts.ts';
import { unspokenQuotes, unspokenQuotesProblem, withoutUnspokenQuotes } from './quote-check.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import type { ServerMessageId } from '../../../shared/i18n/server-message.ts';

export interface OpenAiProviderConfig {
  apiKey?: string;
  /** Server root or its /v1 URL (both work); default https://api.openai.com. */
  baseUrl?: string;
  chatModel: string;
  transcribeModel: string;
  realtimeModel: string;
  realtimeVoice: string;
  /** False for hosts without the Realtime API: the Sales Coach then uses turn-based voice. */
  realtimeEnabled?: boolean;
  /** Per request. */
  timeoutMs: number;
  /** Base of the backoff before the one retry on 429/5xx (a Retry-After header wins, up to 10 s). */
  retryDelayMs?: number;
  /** ffmpeg, for recognition while recording; found on the PATH when absent, none when null. */
  ffmpegPath?: string | null;
}

/** Most speech-to-text drops "um"/"uh"; a prompt written with disfluencies keeps them verbatim. */
export const VERBATIM_TRANSCRIPTION_PROMPT = "Umm, let me think like, hmm... Okay, here's what I'm, like, thinking.";

/** Characters of the text before a cut given as the next piece's prompt. */
const PREVIOUS_TEXT_CHARS = 200;

/** Provider messages of a 400 that mean the audio itself could not be read. */
const UNDECODABLE_AUDIO = /corrupt|unsupported|invalid file format|valid media file|could not (?:decode|process)|failed to decode/i;

export const AI_MESSAGES = {
  transcribe: 'pitch.transcribeFailed',
  analyzePitch: 'pitch.analyzeFailed',
  analyzeSalesCall: 'salesCoach.analysisFailed',
  prospect: 'salesCoach.connectionError',
  realtime: 'salesCoach.connectionError',
} as const satisfies Record<string, ServerMessageId>;

const MAX_RETRY_AFTER_MS = 10_000;
/** The browser waits for the SDP answer; a slow exchange is a failed connection. */
const REALTIME_CONNECT_TIMEOUT_MS = 20_000;

/** The model's part of a pitch report; the metrics are ours. */
const pitchModelSchema = pitchReportSchema.omit({ metrics: true });
const salesCallModelSchema = salesCallReportSchema.omit({ metrics: true });
const prospectModelSchema = z.object({ reply: z.string().trim().min(1).max(1000), yielded: z.boolean() });

/** The API root without a trailing /v1, so `${root}/v1/...` is right for every server. */
export function apiRoot(baseUrl?: string): string {
  return (baseUrl ?? 'https://api.openai.com').replace(/\/+$/, '').replace(/\/v1$/, '');
}

const STRICT_KEYWORDS = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'description',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'anyOf',
]);

/**
 * JSON Schema for `response_format: json_schema` with `strict: true`: every property required,
 * no extra properties, and only keywords structured outputs accept (the zod schema still
 * checks the rest, e.g. non-empty strings, after the reply arrives).
 */
export function strictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const clean = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(clean);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (!STRICT_KEYWORDS.has(key)) continue;
      if (key === 'properties') out[key] = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([name, child]) => [name, clean(child)]));
      else out[key] = clean(value);
    }
    if (out.type === 'object' && out.properties) {
      out.required = Object.keys(out.properties as object);
      out.additionalProperties = false;
    }
    return out;
  };
  return clean(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })) as Record<string, unknown>;
}

class InvalidOutputError extends Error {}

/** The re-ask for a reply quoting words that were not said, or null when every quote was said. */
function quotesProblem(improvements: Improvement[], spoken: string[]): string | null {
  const unspoken = unspokenQuotes(improvements, spoken);
  if (unspoken.length === 0) return null;
  logger.warn('ai reply quoted words that were not said', { count: unspoken.length });
  return unspokenQuotesProblem(unspoken);
}

function addUsage(total: AiUsage, usage: { prompt_tokens?: number; completion_tokens?: number } | null | undefined) {
  if (!usage) return;
  total.inputTokens = (total.inputTokens ?? 0) + (usage.prompt_tokens ?? 0);
  total.outputTokens = (total.outputTokens ?? 0) + (usage.completion_tokens ?? 0);
}

function parseJsonReply(content: string): unknown {
  // Some compatible servers ignore response_format and wrap the JSON in a code fence.
  const unfenced = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  return JSON.parse(unfenced);
}

function retryDelay(error: unknown, baseMs: number): number {
  const headers = error instanceof APIError ? error.headers : undefined;
  const retryAfterMs = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(retryAfterMs) && retryAfterMs > 0) return Math.min(retryAfterMs, MAX_RETRY_AFTER_MS);
  const retryAfter = headers?.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - Date.now();
    if (Number.isFinite(ms) && ms >= 0) return Math.min(ms, MAX_RETRY_AFTER_MS);
  }
  return baseMs * (1 + Math.random() * 0.5);
}

/** ISO 639-1, what the API takes for `language`: our "pt-BR" is "pt". */
function isoLanguage(locale: Locale): string {
  return locale.split('-')[0]!;
}

/** ffmpeg's absolute path, or null when it is not installed (recordings then go up whole). */
/** Turns of a call transcribed at once; a longer turn than TIMED_PIECE_MAX_SECONDS goes in pieces (the API takes 25 MB). */
const TIMED_CONCURRENCY = 4;
const TIMED_PIECE_MAX_SECONDS = 300;

function splitLongSpan(span: { start: number; end: number }, maxSeconds: number): { start: number; end: number }[] {
  const count = Math.ceil((span.end - span.start) / maxSeconds);
  if (count <= 1) return [span];
  const length = (span.end - span.start) / count;
  return Array.from({ length: count }, (_, i) => ({ start: span.start + i * length, end: i === count - 1 ? span.end : span.start + (i + 1) * length }));
}

function isRetryable(error: unknown): boolean {
  if (error instanceof APIConnectionTimeoutError) return false; // the user has waited long enough
  if (error instanceof APIConnectionError) return true;
  if (!(error instanceof APIError) || error.status === undefined) return false;
  // An exhausted quota does not come back in a second.
  if (error.status === 429) return error.code !== 'insufficient_quota';
  return error.status >= 500;
}

/** Loggable facts about a failure, with the API key masked should the server echo it. */
function describe(error: unknown, apiKey?: string): Record<string, unknown> {
  const mask = (text: string) => (apiKey && apiKey.length >= 8 ? text.split(apiKey).join('[redacted]') : text);
  if (error instanceof APIError) return { status: error.status, code: error.code, type: error.type, message: mask(error.message) };
  return { message: mask(error instanceof Error ? error.message : String(error)) };
}

export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  readonly capabilities: AiCapabilities;
  /**
   * A recording recognised while it is recorded: cut at pauses into WAV pieces sent one after the
   * other (speech/segmented-speech-stream.ts). Only where ffmpeg is installed.
   */
  readonly openSpeechStream?: (input: SpeechStreamInput) => SpeechStream;
  private readonly client: OpenAI;
  private readonly root: string;

  constructor(private readonly config: OpenAiProviderConfig) {
    const ffmpeg = config.ffmpegPath === undefined ? findFfmpeg() : config.ffmpegPath;
    if (ffmpeg) this.openSpeechStream = (input) => this.openSegmentedStream(ffmpeg, input);
    this.capabilities = { speechToText: true, realtimeVoice: config.realtimeEnabled !== false, judgedLanguages: 'any', speechLanguages: 'any' };
    this.root = apiRoot(config.baseUrl);
    this.client = new OpenAI({
      // Local servers (Ollama, vLLM) accept any key; the SDK insists on one.
      apiKey: config.apiKey ?? 'not-needed',
      baseURL: `${this.root}/v1`,
      timeout: config.timeoutMs,
      // Retries are ours: one, on 429/5xx only, with backoff.
      maxRetries: 0,
    });
  }

  /** Runs one API call, retrying once on 429/5xx/connection errors. */
  private async withRetry<T>(operation: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      const delay = retryDelay(error, this.config.retryDelayMs ?? 500);
      logger.warn('ai call failed, retrying once', { operation, delayMs: Math.round(delay), ...describe(error, this.config.apiKey) });
      await new Promise((resolve) => setTimeout(resolve, delay));
      return call();
    }
  }

  private fail(operation: string, message: ServerMessageId, error: unknown): AiProviderError {
    const reason =
      error instanceof APIConnectionTimeoutError
        ? 'timeout'
        : error instanceof APIError && error.status === 429
          ? 'rate_limited'
          : error instanceof InvalidOutputError
            ? 'invalid_output'
            : 'upstream';
    logger.warn('ai call failed', { operation, reason, ...describe(error, this.config.apiKey) });
    return new AiProviderError(message, error, reason);
  }

  /**
   * A chat completion whose reply must be JSON matching `schema`. An invalid reply is retried
   * once with the validation problem pointed out; a second invalid reply fails. `check` finds what a
   * schema cannot (quotes the speaker never said): such a reply is asked for again once too, and if
   * the second is no better, the best reply is returned for the caller to mend.
   */
  private async structured<T>(
    operation: string,
    schema: z.ZodType<T>,
    messages: ChatCompletionMessageParam[],
    check?: (value: T) => string | null,
  ): Promise<{ value: T; usage: AiUsage }> {
    const usage: AiUsage = { model: this.config.chatModel };
    const jsonSchema = strictJsonSchema(schema);
    let conversation = messages;
    let problem = '';
    let flawed: T | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      const completion = await this.withRetry(operation, () =>
        this.client.chat.completions.create({
          model: this.config.chatModel,
          messages: conversation,
          response_format: { type: 'json_schema', json_schema: { name: operation, strict: true, schema: jsonSchema } },
          temperature: 0.3,
        }),
      );
      addUsage(usage, completion.usage);
      const message = completion.choices[0]?.message;
      const content = message?.content ?? '';
      try {
        if (message?.refusal) throw new InvalidOutputError(`refused: ${message.refusal}`);
        const parsed = schema.safeParse(parseJsonReply(content));
        if (parsed.success) {
          const flaw = check?.(parsed.data) ?? null;
          if (!flaw || attempt === 1) return { value: parsed.data, usage };
          flawed = parsed.data;
          problem = flaw;
        } else {
          const issue = parsed.error.issues[0];
          problem = `${issue?.path.join('.') || 'reply'}: ${issue?.message ?? 'invalid'}`;
        }
      } catch (error) {
        problem = error instanceof InvalidOutputError ? error.message : 'the reply was not valid JSON';
      }
      logger.warn('ai reply did not match the schema', { operation, attempt, problem });
      conversation = [
        ...messages,
        { role: 'assistant', content: content.slice(0, 4000) },
        { role: 'user', content: `Your reply was not valid (${problem}). Reply again with only the JSON object that matches the schema.` },
      ];
    }
    if (flawed !== undefined) return { value: flawed, usage };
    throw new InvalidOutputError(`invalid JSON from the model twice (${problem})`);
  }

  async transcribe(audio: AudioInput) {
    const type = audio.mimeType.split(';')[0]!.trim() || 'audio/webm';
    const extension =
      { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a', 'audio/x-m4a': 'm4a', 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/mpeg': 'mp3' }[
        type
      ] ?? 'webm';
    try {
      const { text, seconds, usage } = await this.transcribeFile({ data: audio.data, name: `pitch.${extension}`, type, language: audio.language });
      return { text, durationSeconds: seconds, usage: { ...usage, audioSeconds: seconds ?? audio.durationSeconds } };
    } catch (error) {
      throw this.transcriptionError(error);
    }
  }

  /**
   * A call's words with their times (issue 31): each turn is transcribed on its own, so its words
   * keep the turn's times (transcription models answer text without timestamps); a few at once.
   */
  async transcribeTimed(input: TimedSpeechInput): Promise<{ parts: TimedText[]; usage: AiUsage }> {
    const pieces = input.spans.flatMap((span) => splitLongSpan(span, TIMED_PIECE_MAX_SECONDS));
    const parts: TimedText[] = new Array(pieces.length);
    let audioSeconds = 0;
    let next = 0;
    const worker = async () => {
      while (next < pieces.length) {
        const index = next++;
        const piece = pieces[index]!;
        const samples = input.samples.subarray(Math.floor(piece.start * input.sampleRate), Math.ceil(piece.end * input.sampleRate));
        try {
          const { text, seconds } = await this.transcribeFile({
            data: pcmToWav(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)),
            name: 'turn.wav',
            type: 'audio/wav',
            language: input.language,
          });
          audioSeconds += seconds ?? piece.end - piece.start;
          parts[index] = { text, start: piece.start, end: piece.end };
        } catch (error) {
          throw this.transcriptionError(error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(TIMED_CONCURRENCY, pieces.length) }, worker));
    return { parts: parts.filter((part) => part.text), usage: { model: this.config.transcribeModel, audioSeconds: Math.round(audioSeconds) } };
  }

  private openSegmentedStream(ffmpeg: string, input: SpeechStreamInput): SpeechStream {
    return openSegmentedSpeechStream(input, {
      ffmpeg,
      model: this.config.transcribeModel,
      transcribeSegment: async (segment) => {
        // The end of what came before, so a sentence cut in two reads on (spelling, names, casing).
        const previous = segment.previousText.slice(-PREVIOUS_TEXT_CHARS).trim();
        try {
          const { text, seconds, usage } = await this.transcribeFile({
            data: segment.wav,
            name: 'segment.wav',
            type: 'audio/wav',
            language: input.language,
            prompt: previous ? `${VERBATIM_TRANSCRIPTION_PROMPT} ${previous}` : VERBATIM_TRANSCRIPTION_PROMPT,
            signal: segment.signal,
          });
          return { text, usage: { ...usage, audioSeconds: seconds ?? segment.seconds } };
        } catch (error) {
          throw this.transcriptionError(error);
        }
      },
      asError: (error) => {
        if (error instanceof AudioDecodeError) {
          logger.warn('ai call failed', { operation: 'transcribe', reason: 'undecodable_audio', stderr: error.stderr.slice(-300) });
          return new UndecodableAudioError(error);
        }
        logger.warn('ai call failed', { operation: 'transcribe', reason: 'engine', ...describe(error, this.config.apiKey) });
        return new AiProviderError(AI_MESSAGES.transcribe, error, 'engine');
      },
    });
  }

  /** One transcription request (retried once on 429/5xx); errors are the SDK's. */
  private async transcribeFile(file: { data: Buffer; name: string; type: string; language?: Locale; prompt?: string; signal?: AbortSignal }) {
    const result = await this.withRetry('transcribe', async () =>
      this.client.audio.transcriptions.create(
        {
          file: await toFile(file.data, file.name, { type: file.type }),
          model: this.config.transcribeModel,
          prompt: file.prompt ?? VERBATIM_TRANSCRIPTION_PROMPT,
          // Better accuracy than detection on short clips. The API takes ISO 639-1: "pt-BR" is "pt".
          ...(file.language ? { language: isoLanguage(file.language) } : {}),
          response_format: 'json',
          temperature: 0,
        },
        { signal: file.signal },
      ),
    );
    const reported = result.usage as { type?: string; seconds?: number; input_tokens?: number; output_tokens?: number } | undefined;
    const usage: AiUsage = {
      model: this.config.transcribeModel,
      ...(reported?.input_tokens !== undefined ? { inputTokens: reported.input_tokens, outputTokens: reported.output_tokens } : {}),
    };
    return { text: typeof result.text === 'string' ? result.text.trim() : '', seconds: reported?.seconds, usage };
  }

  /** What a failed transcription request becomes: the user's undecodable upload, or a failing service. */
  private transcriptionError(error: unknown): AiProviderError {
    // A 400 about the file itself (OpenAI: "Audio file might be corrupted or unsupported"; whisper
    // servers: "could not process file"): the upload, not the service.
    if (error instanceof APIError && error.status === 400 && UNDECODABLE_AUDIO.test(error.message)) {
      logger.warn('ai call failed', { operation: 'transcribe', reason: 'undecodable_audio', ...describe(error, this.config.apiKey) });
      return new UndecodableAudioError(error);
    }
    return this.fail('transcribe', AI_MESSAGES.transcribe, error);
  }

  async analyzePitch(transcript: string, durationSeconds?: number, language?: Locale): Promise<{ report: PitchReport; usage?: AiUsage }> {
    // Too little speech to judge (the offline threshold): the model is not asked, and the report
    // says so and is marked limited, so the caller refunds the run.
    if (countWords(transcript) < TOO_LITTLE_SPEECH_WORDS) {
      return { report: tooLittleSpeechReport(transcript, durationSeconds, detectLanguage(transcript), language ?? 'en') };
    }
    // Our own counts: the model judges content, it does not count words or time.
    const measured = analyzePitchText(transcript, durationSeconds);
    const estimated = !(typeof durationSeconds === 'number' && durationSeconds > 0);
    try {
      const spoken = [transcript];
      const { value, usage } = await this.structured(
        'pitch_report',
        pitchModelSchema,
        [
          { role: 'system', content: pitchSystemPrompt(language) },
          { role: 'user', content: pitchUserPrompt(transcript, measured.metrics, estimated) },
        ],
        (reply) => quotesProblem(reply.improvements, spoken),
      );
      const improvements = withoutUnspokenQuotes(value.improvements, spoken);
      // What was not measured is not scored, whatever the model returned for it.
      const scores = measured.scores.delivery === null ? { ...value.scores, delivery: null } : value.scores;
      return { report: pitchReportSchema.parse({ ...value, scores, improvements, metrics: measured.metrics }), usage };
    } catch (error) {
      throw this.fail('analyzePitch', AI_MESSAGES.analyzePitch, error);
    }
  }

  async analyzeSalesCall(
    turns: TranscriptTurn[],
    setup: SalesSetup,
    language?: Locale,
    options?: SalesCallOptions,
  ): Promise<{ report: SalesCallReport; usage?: AiUsage }> {
    const measured = analyzeSalesCall(turns, setup, 'en', options);
    try {
      // The coaching quotes the rep (the user), never the prospect.
      const spoken = turns.filter((turn) => turn.role === 'user').map((turn) => turn.text);
      const { value, usage } = await this.structured(
        'sales_call_report',
        salesCallModelSchema,
        [
          { role: 'system', content: salesCallSystemPrompt(language) },
          { role: 'user', content: salesCallUserPrompt(turns, setup, measured.metrics, options) },
        ],
        (reply) => quotesProblem(reply.improvements, spoken),
      );
      const improvements = withoutUnspokenQuotes(value.improvements, spoken);
      return { report: salesCallReportSchema.parse({ ...value, improvements, metrics: measured.metrics }), usage };
    } catch (error) {
      throw this.fail('analyzeSalesCall', AI_MESSAGES.analyzeSalesCall, error);
    }
  }

  async prospectReply(history: TranscriptTurn[], setup: SalesSetup, language?: Locale, context?: ProspectContext) {
    const messages: ChatCompletionMessageParam[] = [{ role: 'system', content: buildProspectInstructions(setup, 'text', language, context) }];
    for (const turn of history) {
      if (!turn.text.trim()) continue;
      messages.push(
        turn.role === 'user' ? { role: 'user', content: turn.text } : { role: 'assistant', content: JSON.stringify({ reply: turn.text, yielded: false }) },
      );
    }
    if (!history.some((turn) => turn.role === 'user' && turn.text.trim())) messages.push({ role: 'user', content: '(The phone rings and you pick it up.)' });
    try {
      const { value, usage } = await this.structured('prospect_reply', prospectModelSchema, messages);
      if (breaksCharacter(value.reply)) {
        // A reply that talks about the exercise or coaches is replaced by the scripted buyer's line.
        logger.warn('ai prospect broke character; using the scripted line', { reply: value.reply.slice(0, 200) });
        const scripted = scriptedProspectReply(history, setup, 'en', context);
        return { text: scripted.text, yielded: scripted.yielded, usage };
      }
      return { text: value.reply, yielded: value.yielded, usage };
    } catch (error) {
      throw this.fail('prospectReply', AI_MESSAGES.prospect, error);
    }
  }

  /**
   * GA Realtime over WebRTC, the server-side ("unified") way: POST /v1/realtime/calls with the
   * browser's SDP offer and the session config as multipart form fields and the API key. The
   * answer SDP goes back to the browser; the Location header names the call for the hang-up.
   * No retry: a retried exchange could start a second call.
   */
  async startRealtimeCall(setup: SalesSetup, offerSdp: string, language?: Locale, context?: ProspectContext): Promise<RealtimeCallAnswer> {
    if (!this.capabilities.realtimeVoice) throw new AiProviderError(AI_MESSAGES.realtime, undefined, 'engine');
    const callsUrl = `${this.root}/v1/realtime/calls`;
    const form = new FormData();
    form.set('sdp', offerSdp);
    form.set(
      'session',
      JSON.stringify({
        type: 'realtime',
        model: this.config.realtimeModel,
        instructions: buildProspectInstructions(setup, 'voice', language, context),
        audio: {
          input: { transcription: { model: this.config.transcribeModel, ...(language ? { language: isoLanguage(language) } : {}) } },
          output: { voice: this.config.realtimeVoice },
        },
      }),
    );
    try {
      const response = await fetch(callsUrl, {
        method: 'POST',
        headers: this.config.apiKey ? { Authorization: `Bearer ${this.config.apiKey}` } : {},
        body: form,
        signal: AbortSignal.timeout(Math.min(this.config.timeoutMs, REALTIME_CONNECT_TIMEOUT_MS)),
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`realtime calls answered ${response.status}: ${body.slice(0, 300)}`);
      // Location: /v1/realtime/calls/rtc_…
      const callId = response.headers.get('location')?.split('?')[0]?.split('/').filter(Boolean).pop() ?? '';
      if (!/^[A-Za-z0-9_-]{1,128}$/.test(callId)) throw new InvalidOutputError('no call id in the Location header');
      if (!body.startsWith('v=')) throw new InvalidOutputError('the answer is not SDP');
      return { answerSdp: body, callId, callsUrl };
    } catch (error) {
      throw this.fail('startRealtimeCall', AI_MESSAGES.realtime, error);
    }
  }

  async enrichCommissionReasoning(summary: string, language?: Locale): Promise<string | null> {
    try {
      const completion = await this.withRetry('commission', () =>
        this.client.chat.completions.create({
          model: this.config.chatModel,
          messages: [
            { role: 'system', content: commissionSystemPrompt(language) },
            { role: 'user', content: summary },
          ],
          temperature: 0.3,
          max_tokens: 400,
        }),
      );
      const text = completion.choices[0]?.message?.content?.trim();
      return text ? text : null;
    } catch (error) {
      // The rules engine's own reasoning stands when the model is unavailable.
      this.fail('enrichCommissionReasoning', 'commission.failed', error);
      return null;
    }
  }
}

const OUT_OF_CHARACTER =
  /\b(?:as an ai|language model|my instructions|system prompt|role-?play|this exercise|the learner|you should (?:ask|say|try)|great job|good question to ask)\b/i;

function breaksCharacter(reply: string): boolean {
  return OUT_OF_CHARACTER.test(reply);
}
