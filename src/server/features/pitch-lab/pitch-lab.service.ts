import type { Actor } from '../../actor.ts';
import { assignmentForRun } from '../team/assignments.service.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { addressBucket } from '../../lib/address-bucket.ts';
import type { Counter } from '../../lib/counters.ts';
import { logger } from '../../lib/logger.ts';
import { serverT } from '../../lib/i18n.ts';
import { withToolRun } from '../credits/tool-run.ts';
import {
  AiProviderError,
  SpeechToTextUnavailableError,
  UndecodableAudioError,
  type AiUsage,
  type MeasuredSpeech,
  type Transcription,
} from '../../ai/provider.ts';
import type { TakenSpeech } from '../speech-streams/speech-stream-registry.ts';
import { wavDurationSeconds } from '../../ai/local/pocketsphinx.ts';
import { PITCH_MAX_SECONDS, PITCH_MAX_UPLOAD_BYTES } from '../../../shared/limits.ts';
import { renderPitchReportMarkdown, renderPitchTranscriptMarkdown } from '../../../shared/reports.ts';
import {
  PITCH_LIMIT_MESSAGES,
  PITCH_LIMIT_VALUES,
  type PitchAnalysisResponse,
  type PitchCapabilities,
  type PitchRunData,
  type PitchTextInput,
} from '../../../shared/pitch-lab.ts';
import { PITCH_MESSAGES } from '../../../shared/pitch-lab-constants.ts';
import { declaredContainer, readCheckedAudio, type AudioUpload } from './audio-upload.ts';
import type { ServerMessageId } from '../../../shared/i18n/server-message.ts';

// The Pitch Lab: a recorded or typed pitch is analyzed for one credit or the guest
// trial; every failure after the spend gives the run back (withToolRun).

export type PitchLabDeps = Pick<Deps, 'db' | 'env' | 'ai'>;

/** A measured duration may exceed the browser's by a little (container padding, rounding). */
const DURATION_TOLERANCE_SECONDS = 3;

const PITCH_RATE_LIMITS = { perUserPerHour: 30, perGuestIpPerHour: 30, globalPerHour: 2000 } as const;

interface PitchRun {
  markdown: string;
  data: PitchRunData;
  /** What the browser gets, before withToolRun adds whether it was refunded and the balance. */
  response: Omit<PitchAnalysisResponse, 'refunded' | 'wallet'>;
}

const sttUnavailable = () => new AppError('stt_unavailable', new SpeechToTextUnavailableError().id);

export function pitchCapabilities(deps: Pick<Deps, 'ai'>): PitchCapabilities {
  return { speechToText: deps.ai.capabilities.speechToText };
}

/**
 * A recorded pitch: every check that costs nothing (type, declared length, speech-to-text set up,
 * size, content) comes before anything is spent; then it is transcribed and analyzed. `streamed`:
 * the recording went up while it was recorded and was recognised as it came (decision 029); its
 * transcript is taken instead of reading the body.
 */
export async function analyzePitchAudio(
  deps: PitchLabDeps,
  actor: Actor,
  input: { upload: AudioUpload; streamed?: () => TakenSpeech; durationSeconds?: number; assignmentId?: string },
): Promise<PitchAnalysisResponse> {
  // A streamed recording's type was checked with its first bytes.
  const declared = input.streamed ? null : declaredContainer(input.upload.contentType);
  const declaredSeconds = input.durationSeconds;
  if (declaredSeconds !== undefined && declaredSeconds > PITCH_MAX_SECONDS)
    throw new AppError('payload_too_large', PITCH_LIMIT_MESSAGES.tooLong, { values: PITCH_LIMIT_VALUES });
  if (!deps.ai.capabilities.speechToText) throw sttUnavailable();
  const assignmentId = await checkedAssignment(deps, actor, input.assignmentId);
  // Taken once the run is known to be allowed to start: a refused assignment leaves the stream.
  const transcribe: Transcribe = declared
    ? await uploadedTranscription(deps, actor, input.upload, declared, declaredSeconds)
    : streamedTranscription(input.streamed!());
  return runPitch(deps, actor, assignmentId, async () => {
    let transcription;
    try {
      transcription = await transcribe();
    } catch (error) {
      if (error instanceof SpeechToTextUnavailableError) throw error;
      throw asProviderError(error, PITCH_MESSAGES.transcribeFailed);
    }
    // The server's measurement wins over the browser's when the engine reports one.
    const durationSeconds = transcription.durationSeconds ?? declaredSeconds;
    if (durationSeconds !== undefined && durationSeconds > PITCH_MAX_SECONDS + DURATION_TOLERANCE_SECONDS) {
      throw new AppError('payload_too_large', PITCH_LIMIT_MESSAGES.tooLong, { values: PITCH_LIMIT_VALUES });
    }
    const transcript = (transcription.text ?? '').trim();
    if (!transcript) throw new AppError('no_transcript', PITCH_MESSAGES.noTranscript);
    return analyze(deps, actor, transcript, durationSeconds, 'audio', transcription.usage, transcription.speech);
  });
}

type Transcribe = () => Promise<Transcription & { usage?: AiUsage }>;

/** The upload's checks (type, size, content), then its transcription once the run has started. */
async function uploadedTranscription(
  deps: PitchLabDeps,
  actor: Actor,
  upload: AudioUpload,
  { container, mimeType }: ReturnType<typeof declaredContainer>,
  declaredSeconds: number | undefined,
): Promise<Transcribe> {
  const audio = await readCheckedAudio(upload, container, { maxBytes: PITCH_MAX_UPLOAD_BYTES, empty: PITCH_LIMIT_MESSAGES.empty });
  if (container === 'wav' && wavDurationSeconds(audio) > PITCH_MAX_SECONDS + DURATION_TOLERANCE_SECONDS)
    throw new AppError('payload_too_large', PITCH_LIMIT_MESSAGES.tooLong, { values: PITCH_LIMIT_VALUES });
  return () => deps.ai.transcribe({ data: audio, mimeType, durationSeconds: declaredSeconds, language: actor.locale });
}

/** A streamed recording: recognised as it came, so its transcript is (nearly) ready. */
function streamedTranscription({ transcription }: TakenSpeech): Transcribe {
  return () => transcription;
}

/** A typed or pasted pitch: the same analysis as a recording. */
export async function analyzePitchText(deps: PitchLabDeps, actor: Actor, input: PitchTextInput): Promise<PitchAnalysisResponse> {
  const assignmentId = await checkedAssignment(deps, actor, input.assignmentId);
  return runPitch(deps, actor, assignmentId, () => analyze(deps, actor, input.transcript, input.durationSeconds, 'text'));
}

/** A team assignment the pitch is for: checked before anything is spent (guests have none). */
async function checkedAssignment(deps: PitchLabDeps, actor: Actor, assignmentId: string | undefined) {
  if (!assignmentId || !actor.user) return null;
  return (await assignmentForRun(deps.db, actor.user.id, assignmentId, 'pitch-lab')).id;
}

// AI cost control on top of credits and the daily budgets: per account (Premium too), per
// address for guests only (mobile carriers put many users behind one address), and for the
// whole service. Taken with the run, so only accepted runs count: refused ones (no credit,
// trial used) cannot close the service-wide cap for everyone.
function pitchLimits(actor: Actor): Counter[] {
  const refusal = { code: 'rate_limited' as const, id: 'pitch.rateLimited' as const };
  return [
    actor.user
      ? { key: `pitch:user:${actor.user.id}`, limit: PITCH_RATE_LIMITS.perUserPerHour, window: 3600, refusal }
      : { key: `pitch:ip:${addressBucket(actor.ip)}`, limit: PITCH_RATE_LIMITS.perGuestIpPerHour, window: 3600, refusal },
    { key: 'pitch:global', limit: PITCH_RATE_LIMITS.globalPerHour, window: 3600, refusal },
  ];
}

/** Runs the paid part; failures (and reports that judged nothing) were refunded by withToolRun; failures become the spec's messages. */
async function runPitch(deps: PitchLabDeps, actor: Actor, assignmentId: string | null, work: () => Promise<PitchRun>): Promise<PitchAnalysisResponse> {
  try {
    const { response, refunded, wallet } = await withToolRun(deps, actor, 'pitch-lab', work, pitchLimits(actor), { assignmentId, isFree: isUnjudged });
    return { ...response, refunded, wallet };
  } catch (error) {
    if (error instanceof SpeechToTextUnavailableError) throw sttUnavailable();
    // The bytes are not decodable audio: the caller's to fix (422), not a failing service; refunded all the same.
    if (error instanceof UndecodableAudioError) throw new AppError('unprocessable_audio', PITCH_LIMIT_MESSAGES.undecodable);
    if (error instanceof AiProviderError) {
      logger.warn('pitch lab run failed, refunded', { message: error.message, reason: error.reason });
      throw new AppError('bad_gateway', error.id);
    }
    throw error;
  }
}

/**
 * A report that judged nothing the speaker said (too little speech, a language the analysis does not
 * read, a recording heard too unclearly) says why in its summary, and costs nothing.
 */
const isUnjudged = (run: PitchRun) => run.data.report.metrics.limited !== undefined;

/** Analyzes a transcript and shapes what is logged and what the browser gets. */
async function analyze(
  deps: PitchLabDeps,
  actor: Actor,
  transcript: string,
  durationSeconds: number | undefined,
  source: PitchRunData['source'],
  transcriptionUsage?: AiUsage,
  speech?: MeasuredSpeech,
): Promise<PitchRun> {
  let analysis;
  try {
    analysis = await deps.ai.analyzePitch(transcript, durationSeconds, actor.locale, speech);
  } catch (error) {
    throw asProviderError(error, PITCH_MESSAGES.analyzeFailed);
  }
  const report = analysis?.report;
  if (!report) throw new AiProviderError(PITCH_MESSAGES.noAnalysis);
  // The frame in the reader's language; what they said stays as they said it.
  const t = serverT(actor.locale, 'report');
  let markdown = renderPitchReportMarkdown(report, t);
  if (source === 'audio') markdown += renderPitchTranscriptMarkdown(transcript, t);
  const data: PitchRunData = { report, source, transcript, provider: deps.ai.name, usage: { transcription: transcriptionUsage, analysis: analysis.usage } };
  const response: PitchRun['response'] = { transcript, analysis: markdown, report, durationSeconds: report.metrics.durationSeconds };
  return { markdown, data, response };
}

function asProviderError(error: unknown, message: ServerMessageId): Error {
  if (error instanceof AiProviderError || error instanceof AppError) return error;
  logger.error('pitch lab step failed', { message, error });
  return new AiProviderError(message, error, 'engine');
}
