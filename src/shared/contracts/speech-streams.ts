import { operation } from '../contract.ts';
import { PITCH_UPLOAD_CONTENT_TYPES } from '../pitch-lab.ts';
import { SPEECH_STREAM_CHUNK_MAX_BYTES, SPEECH_STREAM_MAX_BYTES, type SpeechStreamProgress } from '../speech-streams.ts';
import { speechStreamParamsSchema, speechStreamQuerySchema } from '../speech-stream-schemas.ts';

// Speech streams (decision 029): a recording goes up while it is recorded and is recognised as it
// arrives; the Pitch Lab and the Sales Coach take its transcript with `?stream=<key>`.

export const speechStreamsApi = {
  /** The body is the next bytes of the recording (with its Content-Type), not JSON. */
  append: operation<SpeechStreamProgress>()({
    method: 'put',
    path: '/api/speech-streams/:key',
    role: 'guest',
    tag: 'speech-streams',
    summary:
      'Append bytes to a recording in progress (the key is a UUID the caller makes per recording). Costs nothing: the recording is paid for when a tool takes it',
    params: speechStreamParamsSchema,
    query: speechStreamQuerySchema,
    rawBody: {
      contentTypes: PITCH_UPLOAD_CONTENT_TYPES,
      description: `The recording's bytes from \`offset\` (at most ${SPEECH_STREAM_CHUNK_MAX_BYTES / 1024} KiB per request, ${SPEECH_STREAM_MAX_BYTES / 1024 / 1024} MB in all); the first request (offset 0) opens the stream and its bytes must start the declared container. Bytes the server already has are skipped, so a request that got no answer can be sent again as is. \`final=1\` on the last bytes.`,
    },
    responses: {
      409: 'The offset is past what the server has (conflict, details.received says where to resume), or the stream is not open here (details.reason stream_missing: send the recording whole)',
      413: 'Too many bytes in this request or in the stream (the stream is closed)',
      415: 'Not an accepted audio type, not the type the stream was opened with, or the first bytes do not match it',
      429: 'Too many streams open or opened this hour by this caller: send the recording whole',
      503: 'Speech-to-text, or recognition while recording, is not available on this server: send the recording whole',
    },
  }),
  discard: operation<{ discarded: boolean }>()({
    method: 'delete',
    path: '/api/speech-streams/:key',
    role: 'guest',
    tag: 'speech-streams',
    summary: 'Throw a recording in progress away (the person recorded again); streams nobody takes expire by themselves',
    params: speechStreamParamsSchema,
  }),
};
