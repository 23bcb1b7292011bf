import { z } from 'zod';
import { msg } from './i18n/server-message.ts';
import { SPEECH_STREAM_MAX_BYTES } from './speech-streams.ts';

// The speech streams' request schemas (decision 029), apart from speech-streams.ts so the browser
// never loads zod for them.

export const speechStreamParamsSchema = z.object({ key: z.uuid(msg('common.invalidId')) });

export const speechStreamQuerySchema = z.object({
  /** Where these bytes start in the recording; a repeat of bytes the server has is skipped. */
  offset: z.coerce.number().int().min(0).max(SPEECH_STREAM_MAX_BYTES),
  /** `1` on the last bytes: the recording is complete and its recognition can finish. */
  final: z.enum(['0', '1']).optional(),
});

/** `?stream=<key>` on a tool's upload route: take the stream's transcript instead of reading a body. */
export const speechStreamTakeQuerySchema = z.object({ stream: z.uuid(msg('common.invalidId')).optional() });
