import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { SpeechToTextUnavailableError } from '../../ai/provider.ts';
import { salesSetupSchema } from '../../../shared/reports.ts';
import {
  analyzeSessionInputSchema,
  cancelSessionInputSchema,
  REALTIME_OFFER_MAX_BYTES,
  SALES_COACH_MESSAGES as MESSAGES,
  SALES_TURN_AUDIO_MAX_BYTES,
  SALES_TURN_AUDIO_MAX_SECONDS,
  salesTurnInputSchema,
} from '../../../shared/sales-coach.ts';
import { PITCH_LIMIT_MESSAGES, PITCH_UPLOAD_CONTENT_TYPES } from '../../../shared/pitch-lab.ts';
import { addressBucket } from '../../lib/address-bucket.ts';
import { declaredContainer, matchesContainer } from '../pitch-lab/audio-upload.ts';
import { RealtimeHangups } from './realtime-hangup.ts';
import { analyzeSession, cancelSession, startRealtimeCall, startSession, takeTurn, transcribeTurn, type SalesCoachDeps } from './sales-session.service.ts';

const TAG = 'sales-coach';
const sessionParams = z.object({ id: z.uuid() });
// Missing or invalid answers become one message for the person, as the spec words it; the
// OpenAPI document still shows the full setup schema.
const startBody = z.object({ setup: salesSetupSchema.optional().catch(undefined) });

export function registerSalesCoachRoutes(app: Hono<AppEnv>, appDeps: Deps) {
  const hangups = new RealtimeHangups(appDeps);
  // Delegates to appDeps (not a copy): tests swap deps.ai on a running app.
  const deps = Object.assign(Object.create(appDeps) as Deps, { hangups }) as SalesCoachDeps;

  // Calls whose hang-up timer was lost (restart, another node) are caught on later traffic.
  app.use('/api/sales-coach/*', async (_c, next) => {
    hangups.sweepSoon();
    return next();
  });

  defineRoute(
    app,
    deps,
    { method: 'post', path: '/api/sales-coach/sessions', role: 'guest', tag: TAG, summary: 'Start a 5-minute practice call (spends 1 credit or the guest trial; daily AI budgets apply): realtime voice when configured (then connect it with POST …/realtime/call), else turn-based', body: startBody, responses: { 201: 'Started' } },
    async (c, { body, actor }) => {
      if (!body.setup) throw new AppError('invalid_input', MESSAGES.incompleteSetup.description);
      return c.json(await startSession(deps, actor, body.setup), 201);
    },
  );

  defineRoute(
    app,
    deps,
    { method: 'post', path: '/api/sales-coach/sessions/:id/turns', role: 'guest', tag: TAG, summary: "Turn-based call: the salesperson's turn in, the prospect's reply out (refused after the 5-minute limit)", params: sessionParams, body: salesTurnInputSchema },
    async (c, { params, body, actor }) => c.json(await takeTurn(deps, actor, params.id, body.text)),
  );

  app.use(
    '/api/sales-coach/sessions/:id/transcribe',
    bodyLimit({ maxSize: SALES_TURN_AUDIO_MAX_BYTES, onError: () => { throw new AppError('payload_too_large', 'That recording is too long. Keep each turn under a minute.'); } }),
  );
  defineRoute(
    app,
    deps,
    {
      method: 'post',
      path: '/api/sales-coach/sessions/:id/transcribe',
      role: 'guest',
      tag: TAG,
      summary: 'Turn-based call: transcribe one push-to-talk clip (503 stt_unavailable when no speech engine is set up)',
      params: sessionParams,
      rawBody: { contentTypes: PITCH_UPLOAD_CONTENT_TYPES, description: 'One recorded turn (≤ 1 MiB, ≤ 60 s); its first bytes must match the declared type; optional X-Audio-Duration header in seconds' },
      responses: { 415: 'Not an accepted audio type, or content does not match it', 422: 'The recording could not be decoded (unprocessable_audio)', 502: 'The speech service failed', 503: 'Speech-to-text is not set up on this server (code stt_unavailable): type instead' },
    },
    async (c, { params, user, actor }) => {
      // The same type and content checks as the Pitch Lab's uploads: only audio reaches a decoder.
      const { container, mimeType } = declaredContainer(c.req.header('content-type'));
      const duration = Number(c.req.header('x-audio-duration'));
      if (Number.isFinite(duration) && duration > SALES_TURN_AUDIO_MAX_SECONDS) throw new AppError('payload_too_large', 'That recording is too long. Keep each turn under a minute.');
      await enforceRateLimits(deps.db, [{ key: user ? `sales-stt:user:${user.id}` : `sales-stt:ip:${addressBucket(c.get('clientIp'))}`, limit: 120, windowSeconds: 3600 }], 'Too many recordings in a short time. Please type your reply.');
      const data = Buffer.from(await c.req.arrayBuffer());
      if (data.length === 0) throw new AppError('invalid_input', 'The recording is empty. Hold the button while you speak.');
      if (!matchesContainer(data, container)) throw new AppError('unsupported_media_type', PITCH_LIMIT_MESSAGES.contentMismatch);
      try {
        return c.json(await transcribeTurn(deps, actor, params.id, { data, mimeType, durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : undefined }));
      } catch (error) {
        if (error instanceof SpeechToTextUnavailableError) return c.json({ error: { code: 'stt_unavailable', message: error.message } }, 503);
        throw error;
      }
    },
  );

  const REALTIME_CALL_PATH = '/api/sales-coach/sessions/:id/realtime/call';
  app.use(
    REALTIME_CALL_PATH,
    bodyLimit({ maxSize: REALTIME_OFFER_MAX_BYTES, onError: () => { throw new AppError('payload_too_large', 'The connection offer is too large.'); } }),
  );
  defineRoute(
    app,
    deps,
    {
      method: 'post',
      path: REALTIME_CALL_PATH,
      role: 'guest',
      tag: TAG,
      summary: "Realtime call: the browser's WebRTC SDP offer in, the provider's SDP answer out. The server connects the call itself (API key and persona stay server-side), keeps its id and hangs it up at the 5-minute limit; one call per session",
      params: sessionParams,
      rawBody: { contentTypes: ['application/sdp'], description: `The SDP offer (at most ${REALTIME_OFFER_MAX_BYTES / 1024} KiB)` },
      responses: { 409: 'A call was already connected for this session, or the session is over', 413: 'Offer too large', 415: 'Not an SDP offer', 502: 'The realtime service refused or did not answer' },
    },
    async (c, { params, actor }) => {
      if ((c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase() !== 'application/sdp') {
        throw new AppError('unsupported_media_type', 'Send the WebRTC offer as application/sdp.');
      }
      const offer = await c.req.text();
      if (!offer.startsWith('v=0')) throw new AppError('invalid_input', 'The body is not an SDP offer.');
      return c.json(await startRealtimeCall(deps, actor, params.id, offer));
    },
  );

  defineRoute(
    app,
    deps,
    { method: 'post', path: '/api/sales-coach/sessions/:id/cancel', role: 'guest', tag: TAG, summary: 'End a call that could not connect; the credit or trial comes back when nothing was used', params: sessionParams, body: cancelSessionInputSchema },
    async (c, { params, actor }) => c.json(await cancelSession(deps, actor, params.id)),
  );

  defineRoute(
    app,
    deps,
    { method: 'post', path: '/api/sales-coach/sessions/:id/analyze', role: 'guest', tag: TAG, summary: 'End the call and get the performance report (markdown); logged for signed-in users, refunded if analysis fails', params: sessionParams, body: analyzeSessionInputSchema },
    async (c, { params, body, actor }) => c.json(await analyzeSession(deps, actor, params.id, body.transcript)),
  );
}
