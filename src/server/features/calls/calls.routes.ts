import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { defineRoute } from '../../lib/route.ts';
import { callsApi } from '../../../shared/contracts/calls.ts';
import { audioUpload } from '../pitch-lab/audio-upload.ts';
import { deleteCall, deleteCallAudio, enqueueDueCalls, getCall, listCalls, processCall, uploadCall } from './calls.service.ts';

export function registerCallRoutes(app: Hono<AppEnv>, deps: Deps) {
  // The routes' role is 'user': the actor has a user.
  defineRoute(app, deps, callsApi.upload, async (c, { query, actor }) =>
    c.json(await uploadCall(deps, actor as UserActor, query, audioUpload(c.req.raw)), 202),
  );
  defineRoute(app, deps, callsApi.list, (_c, { actor }) => listCalls(deps, actor as UserActor));
  defineRoute(app, deps, callsApi.get, (_c, { params, actor }) => getCall(deps, actor as UserActor, params.id));
  defineRoute(app, deps, callsApi.remove, (_c, { params, actor }) => deleteCall(deps, actor as UserActor, params.id));
  defineRoute(app, deps, callsApi.deleteAudio, (_c, { params, actor }) => deleteCallAudio(deps, actor as UserActor, params.id));
  deps.calls.start(
    (id) => processCall(deps, id),
    (worker) => enqueueDueCalls(deps, worker),
  );
}
