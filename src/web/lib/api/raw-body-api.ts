import { operationPath, type CallInput, type Operation, type ResponseOf } from '@shared/contract';
import { api } from './api.ts';

/**
 * Calls an operation whose request body is not JSON (its contract declares `rawBody`: an audio
 * upload, a WebRTC SDP offer). Same path filling and ApiError handling as `callApi`; the body
 * goes as is with its Content-Type.
 */
export function callApiWithRawBody<O extends Operation>(
  op: O,
  input: CallInput<O>,
  raw: { body: BodyInit; contentType: string; headers?: Record<string, string> },
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<O>> {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return api<ResponseOf<O>>(operationPath(op.path, params, query), {
    method: op.method.toUpperCase(),
    body: raw.body,
    headers: { ...raw.headers, 'Content-Type': raw.contentType },
    signal: options.signal,
  });
}
