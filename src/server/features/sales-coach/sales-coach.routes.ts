import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { REALTIME_OFFER_MAX_BYTES } from '../../../shared/sales-coach.ts';
import { salesCoachApi } from '../../../shared/contracts/sales-coach.ts';
import { audioUpload } from '../pitch-lab/audio-upload.ts';
import { takeSpeechStream } from '../speech-streams/speech-streams.service.ts';
import { realtimeHangups } from './realtime-hangup.ts';
import { scenarioProgress } from './scenario-progress.ts';
import { analyzeSession, cancelSession, getSessionForResume, startRealtimeCall, startSession, takeTurn, transcribeTurn } from './sales-session.service.ts';

export function registerSalesCoachRoutes(app: Hono<AppEnv>, deps: Deps) {
  // Calls whose hang-up timer was lost (restart, another node) are caught on later traffic.
  app.use('/api/sales-coach/*', async (_c, next) => {
    realtimeHangups(deps).sweepSoon();
    return next();
  });

  defineRoute(app, deps, salesCoachApi.progress, async (_c, { actor }) => ({
    scenarios: (await scenarioProgress(deps.db, { userId: actor.user.id })).get(actor.user.id) ?? [],
  }));

  defineRoute(app, deps, salesCoachApi.start, async (c, { body, actor }) =>
    c.json(await startSession(deps, actor, body.setup, body.assignmentId, body.fromCall), 201),
  );

  defineRoute(app, deps, salesCoachApi.turn, (_c, { params, body, actor }) => takeTurn(deps, actor, { sessionId: params.id, text: body.text }));

  defineRoute(app, deps, salesCoachApi.transcribe, (c, { params, query, actor }) => {
    const duration = Number(c.req.header('x-audio-duration'));
    const { stream } = query;
    return transcribeTurn(deps, actor, {
      sessionId: params.id,
      upload: audioUpload(c.req.raw),
      streamed: stream ? () => takeSpeechStream(deps, actor, stream) : undefined,
      durationSeconds: Number.isFinite(duration) ? duration : undefined,
    });
  });

  app.use(
    salesCoachApi.realtimeCall.path,
    bodyLimit({
      maxSize: REALTIME_OFFER_MAX_BYTES,
      onError: () => {
        throw new AppError('payload_too_large', 'salesCoach.offerTooLarge');
      },
    }),
  );
  defineRoute(app, deps, salesCoachApi.realtimeCall, async (c, { params, actor }) => {
    if ((c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase() !== 'application/sdp') {
      throw new AppError('unsupported_media_type', 'salesCoach.sdpContentType');
    }
    return startRealtimeCall(deps, actor, { sessionId: params.id, offerSdp: await c.req.text() });
  });

  defineRoute(app, deps, salesCoachApi.session, (_c, { params, actor }) => getSessionForResume(deps, actor, { sessionId: params.id }));

  defineRoute(app, deps, salesCoachApi.cancel, (_c, { params, body, actor }) => cancelSession(deps, actor, { sessionId: params.id, reason: body.reason }));

  defineRoute(app, deps, salesCoachApi.analyze, (_c, { params, body, actor }) =>
    analyzeSession(deps, actor, { sessionId: params.id, transcript: body.transcript }),
  );
}
