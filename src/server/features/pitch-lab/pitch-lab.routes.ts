import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppEnv, SessionUser } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { addressBucket } from '../../lib/address-bucket.ts';
import type { Counter } from '../../lib/counters.ts';
import { logger } from '../../lib/logger.ts';
import { withToolRun } from '../credits/tool-run.ts';
import { AiProviderError, SpeechToTextUnavailableError, UndecodableAudioError, type AiUsage } from '../../ai/provider.ts';
import { wavDurationSeconds } from '../../ai/local/pocketsphinx.ts';
import { PITCH_MAX_SECONDS, PITCH_MAX_UPLOAD_BYTES } from '../../../shared/limits.ts';
import { escapeMarkdownInline, renderPitchReportMarkdown } from '../../../shared/reports.ts';
import {
  PITCH_LIMIT_MESSAGES,
  PITCH_MESSAGES,
  PITCH_UPLOAD_CONTENT_TYPES,
  STT_UNAVAILABLE_CODE,
  pitchTextInputSchema,
  type PitchAnalysisResponse,
  type PitchCapabilities,
  type PitchRunData,
} from '../../../shared/pitch-lab.ts';
import { declaredContainer, matchesContainer, readCappedBody } from './audio-upload.ts';

/** A measured duration may exceed the browser's by a little (container padding, rounding). */
const DURATION_TOLERANCE_SECONDS = 3;

const PITCH_RATE_LIMITS = { perUserPerHour: 30, perGuestIpPerHour: 30, globalPerHour: 2000 } as const;

const ERROR_RESPONSES = {
  402: 'Out of credits (nothing spent)',
  403: 'Guest trial already used',
  429: 'Hourly pitch cap or daily AI budget reached (rate_limited / ai_budget_exhausted); nothing spent',
  502: 'The AI provider failed; the credit (or guest trial) was given back',
  503: `Speech-to-text is not set up (code ${STT_UNAVAILABLE_CODE}); nothing spent`,
};

export function registerPitchLabRoutes(app: Hono<AppEnv>, deps: Deps) {
  function sttUnavailable(c: Context<AppEnv>) {
    return c.json({ error: { code: STT_UNAVAILABLE_CODE, message: new SpeechToTextUnavailableError().message } }, 503);
  }

  // AI cost control on top of credits and the daily budgets: per account (Premium too), per
  // address for guests only (mobile carriers put many users behind one address), and for the
  // whole service. Taken with the run, so only accepted runs count: refused ones (no credit,
  // trial used) cannot close the service-wide cap for everyone.
  function pitchLimits(c: Context<AppEnv>, user: SessionUser | null): Counter[] {
    const refusal = { code: 'rate_limited' as const, message: 'Too many pitch analyses in a short time. Please try again later.' };
    return [
      user
        ? { key: `pitch:user:${user.id}`, limit: PITCH_RATE_LIMITS.perUserPerHour, window: 3600, refusal }
        : { key: `pitch:ip:${addressBucket(c.get('clientIp'))}`, limit: PITCH_RATE_LIMITS.perGuestIpPerHour, window: 3600, refusal },
      { key: 'pitch:global', limit: PITCH_RATE_LIMITS.globalPerHour, window: 3600, refusal },
    ];
  }

  /** Analyzes a transcript and shapes what is logged and what the browser gets. */
  async function analyze(transcript: string, durationSeconds: number | undefined, source: PitchRunData['source'], transcriptionUsage?: AiUsage) {
    let analysis;
    try {
      analysis = await deps.ai.analyzePitch(transcript, durationSeconds);
    } catch (error) {
      throw asProviderError(error, PITCH_MESSAGES.analyzeFailed);
    }
    const report = analysis?.report;
    if (!report) throw new AiProviderError(PITCH_MESSAGES.noAnalysis);
    let markdown = renderPitchReportMarkdown(report);
    if (source === 'audio') markdown += `\n### What we heard\n\n> ${escapeMarkdownInline(transcript)}\n`;
    const data: PitchRunData = { report, source, transcript, provider: deps.ai.name, usage: { transcription: transcriptionUsage, analysis: analysis.usage } };
    const response: PitchAnalysisResponse = { transcript, analysis: markdown, report, durationSeconds: report.metrics.durationSeconds };
    return { markdown, data, response };
  }

  /** Runs the paid part; failures were refunded by withToolRun and become the spec's messages. */
  async function respond(c: Context<AppEnv>, actor: Actor, user: SessionUser | null, work: () => Promise<{ markdown: string; data: PitchRunData; response: PitchAnalysisResponse }>) {
    try {
      const { response } = await withToolRun(deps, actor, 'tool-1', work, pitchLimits(c, user));
      return c.json(response);
    } catch (error) {
      if (error instanceof SpeechToTextUnavailableError) return sttUnavailable(c);
      // The bytes are not decodable audio: the caller's to fix (422), not a failing service; refunded all the same.
      if (error instanceof UndecodableAudioError) throw new AppError('unprocessable_audio', PITCH_LIMIT_MESSAGES.undecodable);
      if (error instanceof AiProviderError) {
        logger.warn('pitch lab run failed, refunded', { message: error.message, reason: error.reason });
        throw new AppError('bad_gateway', error.message);
      }
      throw error;
    }
  }

  defineRoute(app, deps, { method: 'get', path: '/api/pitch-lab/capabilities', role: 'public', tag: 'pitch-lab', summary: 'Whether speech-to-text is available (otherwise the pitch is typed)' }, (c) => {
    const body: PitchCapabilities = { speechToText: deps.ai.capabilities.speechToText };
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body);
  });

  defineRoute(
    app,
    deps,
    {
      method: 'post',
      path: '/api/pitch-lab/analyze-audio',
      role: 'guest',
      tag: 'pitch-lab',
      summary: 'Transcribe and analyze a recorded pitch (spends 1 credit or the guest trial; refunded on failure)',
      query: z.object({ durationSeconds: z.coerce.number().positive().optional() }),
      rawBody: {
        contentTypes: PITCH_UPLOAD_CONTENT_TYPES,
        description: `The recording (at most ${PITCH_MAX_UPLOAD_BYTES / 1024 / 1024} MB and ${PITCH_MAX_SECONDS} s); its first bytes must match the declared type.`,
      },
      responses: { 413: 'Recording too large or too long (nothing spent)', 415: 'Not an accepted audio type, or content does not match it (nothing spent)', 422: 'The recording could not be decoded (unprocessable_audio); the credit (or guest trial) was given back', ...ERROR_RESPONSES },
    },
    async (c, { query, user, actor }) => {
      // Every check that costs nothing comes before anything is spent.
      const { container, mimeType } = declaredContainer(c.req.header('content-type'));
      if (query.durationSeconds !== undefined && query.durationSeconds > PITCH_MAX_SECONDS) throw new AppError('payload_too_large', PITCH_LIMIT_MESSAGES.tooLong);
      if (!deps.ai.capabilities.speechToText) return sttUnavailable(c);
      const audio = await readCappedBody(c.req.raw, PITCH_MAX_UPLOAD_BYTES);
      if (audio.length === 0) throw new AppError('invalid_input', PITCH_LIMIT_MESSAGES.empty);
      if (!matchesContainer(audio, container)) throw new AppError('unsupported_media_type', PITCH_LIMIT_MESSAGES.contentMismatch);
      if (container === 'wav' && wavDurationSeconds(audio) > PITCH_MAX_SECONDS + DURATION_TOLERANCE_SECONDS) throw new AppError('payload_too_large', PITCH_LIMIT_MESSAGES.tooLong);
      return respond(c, actor, user, async () => {
        let transcription;
        try {
          transcription = await deps.ai.transcribe({ data: audio, mimeType, durationSeconds: query.durationSeconds });
        } catch (error) {
          if (error instanceof SpeechToTextUnavailableError) throw error;
          throw asProviderError(error, PITCH_MESSAGES.transcribeFailed);
        }
        // The server's measurement wins over the browser's when the engine reports one.
        const durationSeconds = transcription.durationSeconds ?? query.durationSeconds;
        if (durationSeconds !== undefined && durationSeconds > PITCH_MAX_SECONDS + DURATION_TOLERANCE_SECONDS) {
          throw new AppError('payload_too_large', PITCH_LIMIT_MESSAGES.tooLong);
        }
        const transcript = (transcription.text ?? '').trim();
        if (!transcript) throw new AppError('invalid_input', PITCH_MESSAGES.noTranscript);
        return analyze(transcript, durationSeconds, 'audio', transcription.usage);
      });
    },
  );

  defineRoute(
    app,
    deps,
    {
      method: 'post',
      path: '/api/pitch-lab/analyze-text',
      role: 'guest',
      tag: 'pitch-lab',
      summary: 'Analyze a typed or pasted pitch (spends 1 credit or the guest trial; refunded on failure)',
      body: pitchTextInputSchema,
      responses: ERROR_RESPONSES,
    },
    async (c, { body, user, actor }) => {
      return respond(c, actor, user, () => analyze(body.transcript, body.durationSeconds, 'text'));
    },
  );
}

function asProviderError(error: unknown, message: string): Error {
  if (error instanceof AiProviderError || error instanceof AppError) return error;
  logger.error('pitch lab step failed', { message, error });
  return new AiProviderError(message, error, 'engine');
}
