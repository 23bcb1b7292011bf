import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { pitchLabApi } from '../../../shared/contracts/pitch-lab.ts';
import { audioUpload } from './audio-upload.ts';
import { analyzePitchAudio, analyzePitchText, pitchCapabilities } from './pitch-lab.service.ts';

export function registerPitchLabRoutes(app: Hono<AppEnv>, deps: Deps) {
  defineRoute(app, deps, pitchLabApi.capabilities, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return pitchCapabilities(deps);
  });

  defineRoute(app, deps, pitchLabApi.analyzeAudio, (c, { query, actor }) =>
    analyzePitchAudio(deps, actor, { upload: audioUpload(c.req.raw), durationSeconds: query.durationSeconds, assignmentId: query.assignmentId }),
  );

  defineRoute(app, deps, pitchLabApi.analyzeText, (_c, { body, actor }) => analyzePitchText(deps, actor, body));
}
