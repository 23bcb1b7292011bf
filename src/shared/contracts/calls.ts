import { operation } from '../contract.ts';
import { CALL_MAX_BYTES, CALL_MAX_SECONDS, type CallAccepted, type CallListItem, type CallResponse } from '../calls.ts';
import { callParamsSchema, callUploadQuerySchema } from '../call-schemas.ts';

// Real calls (issue 31): a recorded phone call or voice note in, conversation metrics and the Sales
// Coach's rubric out, analysed in the background.

export const callsApi = {
  /** The body is the file itself, in any container; its type is read from its bytes. */
  upload: operation<CallAccepted>()({
    method: 'post',
    path: '/api/calls',
    role: 'user',
    tag: 'calls',
    summary:
      'Upload a recorded call or voice note for analysis (spends 1 credit, given back when it fails or nothing could be judged). Answers 202 { id }; poll GET /api/calls/:id. The same file again answers its first call, charged once',
    query: callUploadQuerySchema,
    rawBody: {
      contentTypes: [
        'audio/ogg',
        'audio/opus',
        'audio/mp4',
        'audio/x-m4a',
        'audio/mpeg',
        'audio/amr',
        'audio/3gpp',
        'audio/webm',
        'audio/wav',
        'application/octet-stream',
      ],
      description: `The recording (at most ${CALL_MAX_BYTES / 1024 / 1024} MB and ${CALL_MAX_SECONDS / 60} minutes): WhatsApp voice notes (Ogg Opus), iPhone memos (m4a), phone recorders (AMR, 3GP, MP3), browser recordings (WebM, MP4), WAV. The container is found from the bytes; the name and Content-Type are not trusted.`,
    },
    responses: {
      202: 'Accepted: { id, status, duplicate }',
      400: 'Bad query (e.g. consent missing) or an empty body; nothing spent',
      402: 'Out of credits (nothing spent)',
      413: 'File too large or too long (nothing spent)',
      415: 'Not an audio file this app reads (nothing spent)',
      422: 'The audio could not be decoded (nothing spent)',
      429: 'Hourly cap or daily AI budget reached; nothing spent',
      503: 'Audio analysis is not set up on this server (ffmpeg missing); nothing spent',
    },
  }),
  list: operation<{ calls: CallListItem[] }>()({
    method: 'get',
    path: '/api/calls',
    role: 'user',
    tag: 'calls',
    summary: "The caller's own uploaded calls, newest first (at most 50)",
  }),
  get: operation<CallResponse>()({
    method: 'get',
    path: '/api/calls/:id',
    role: 'user',
    tag: 'calls',
    summary: "One call: its status and, once done, its report. The uploader's own, or a call made in the team the caller manages",
    params: callParamsSchema,
    responses: { 404: 'No such call, or not yours to read' },
  }),
  remove: operation<{ deleted: true }>()({
    method: 'delete',
    path: '/api/calls/:id',
    role: 'user',
    tag: 'calls',
    summary: 'Delete a call: its report, transcript and any kept recording (the uploader only)',
    params: callParamsSchema,
    responses: { 404: 'No such call, or not yours' },
  }),
  deleteAudio: operation<CallResponse>()({
    method: 'delete',
    path: '/api/calls/:id/audio',
    role: 'user',
    tag: 'calls',
    summary: 'Delete the kept recording of a call now (the report stays; the uploader only)',
    params: callParamsSchema,
    responses: { 404: 'No such call, or not yours' },
  }),
};
