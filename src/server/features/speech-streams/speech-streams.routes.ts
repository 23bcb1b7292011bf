import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { speechStreamsApi } from '../../../shared/contracts/speech-streams.ts';
import { audioUpload } from '../pitch-lab/audio-upload.ts';
import { appendToSpeechStream, discardSpeechStream } from './speech-streams.service.ts';

export function registerSpeechStreamRoutes(app: Hono<AppEnv>, deps: Deps) {
  defineRoute(app, deps, speechStreamsApi.append, (c, { params, query, actor }) =>
    appendToSpeechStream(deps, actor, { key: params.key, offset: query.offset, final: query.final === '1', upload: audioUpload(c.req.raw) }),
  );
  defineRoute(app, deps, speechStreamsApi.discard, (_c, { params, actor }) => discardSpeechStream(deps, actor, params.key));
}
