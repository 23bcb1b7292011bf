import type { ApiErrorBody } from '@shared/api-types';
import { operationPath } from '@shared/contract';
import type { CallAccepted } from '@shared/calls';
import { callsApi } from '@shared/contracts/calls';
import type { CallUploadQuery } from '@shared/call-schemas';
import { ApiError } from '@web/lib/api/api.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * POST /api/calls with the file as the body. XMLHttpRequest, not fetch: only it reports upload
 * progress, and a voice note on a 2G link takes minutes to go up. Failures become the same
 * ApiError as callApi's (lib/api/api.ts), so errorMessage() shows them in the reader's language.
 */
export function uploadCall(
  file: Blob,
  query: CallUploadQuery,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<CallAccepted> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(callsApi.upload.method.toUpperCase(), operationPath(callsApi.upload.path, undefined, query));
    xhr.withCredentials = true;
    // The server reads the container from the bytes; the type only has to be one it takes.
    xhr.setRequestHeader('Content-Type', file.type.startsWith('audio/') ? file.type : 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as CallAccepted);
      else reject(apiErrorOf(xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'Network error. Please check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(file);
  });
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The error envelope read as api() reads it. */
function apiErrorOf(status: number, data: unknown): ApiError {
  const envelope = (data && typeof data === 'object' ? data : null) as (ApiErrorBody & { message?: string; code?: string }) | null;
  const message = envelope?.error?.message ?? envelope?.message ?? `Request failed (${status})`;
  const code = envelope?.error?.code ?? envelope?.code ?? String(status);
  return new ApiError(status, code, message, envelope?.error?.details, envelope?.error?.id, envelope?.error?.values);
}
