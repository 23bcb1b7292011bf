import type { ApiErrorBody } from '@shared/api-types';
import type { MessageValues } from '@shared/i18n/namespaces.ts';
import { operationPath, type CallInput, type Operation, type ResponseOf } from '@shared/contract';

/**
 * A refused call. `message` is the server's text, already in the reader's language; `id` and
 * `values` name it in the server catalog, so errorMessage() can render it again in the language
 * shown now (lib/error-message.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly id?: string,
    readonly values?: MessageValues,
  ) {
    super(message);
  }
}

export interface ApiOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Same-origin JSON fetch; failures become ApiError carrying the server's message. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(path, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'Network error. Please check your connection and try again.');
  }
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const envelope = data as (ApiErrorBody & { message?: string; code?: string }) | null;
    const message = envelope?.error?.message ?? envelope?.message ?? `Request failed (${response.status})`;
    const code = envelope?.error?.code ?? envelope?.code ?? String(response.status);
    throw new ApiError(response.status, code, message, envelope?.error?.details, envelope?.error?.id, envelope?.error?.values);
  }
  return data as T;
}

function safeJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls one operation of src/shared/contracts: the input is checked against its schemas' types
 * at compile time (the server validates it again) and the answer has the declared type.
 */
export function callApi<O extends Operation>(
  op: O,
  input: CallInput<O> = {} as CallInput<O>,
  options: Omit<ApiOptions, 'method' | 'json'> = {},
): Promise<ResponseOf<O>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  return api<ResponseOf<O>>(operationPath(op.path, params, query), { ...options, method: op.method.toUpperCase(), json: body });
}
