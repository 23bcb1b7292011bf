import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { pitchLabApi } from '../../../shared/contracts/pitch-lab.ts';
import { idempotencyOwner, oncePerKey } from '../../lib/idempotency.ts';
import { walletAfterRun } from '../credits/tool-run.ts';
import { audioUpload } from './audio-upload.ts';
import { takeSpeechStream } from '../speech-streams/speech-streams.service.ts';
import { analyzePitchAudio, analyzePitchText, pitchCapabilities } from './pitch-lab.service.ts';

export function registerPitchLabRoutes(app: Hono<AppEnv>, deps: Deps) {
  defineRoute(app, deps, pitchLabApi.capabilities, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return pitchCapabilities(deps);
  });

  defineRoute(app, deps, pitchLabApi.analyzeAudio, async (c, { query, actor }) => {
    const { stream } = query;
    const run = () =>
      analyzePitchAudio(deps, actor, {
        upload: audioUpload(c.req.raw),
        streamed: stream ? () => takeSpeechStream(deps, actor, stream) : undefined,
        durationSeconds: query.durationSeconds,
        assignmentId: query.assignmentId,
      });
    if (!query.idempotencyKey) return run();
    const { value, replayed } = await oncePerKey(deps.db, idempotencyOwner(actor), query.idempotencyKey, run);
    // The stored answer's balance is the one after the first request; the caller sees today's.
    return replayed ? { ...value, wallet: await walletAfterRun(deps, actor) } : value;
  });

  defineRoute(app, deps, pitchLabApi.analyzeText, async (_c, { body, actor }) => {
    const { idempotencyKey, ...input } = body;
    const run = () => analyzePitchText(deps, actor, input);
    if (!idempotencyKey) return run();
    const { value, replayed } = await oncePerKey(deps.db, idempotencyOwner(actor), idempotencyKey, run);
    return replayed ? { ...value, wallet: await walletAfterRun(deps, actor) } : value;
  });
}
