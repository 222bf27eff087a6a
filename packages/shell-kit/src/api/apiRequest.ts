import { sessionStore } from '../session/sessionStore';
import { ApiError } from './ApiError';

export type ApiRequestOptions = {
  method?: string;
  /** JSON-serialised unless it is FormData (multipart uploads), which is sent as is. */
  body?: unknown;
  signal?: AbortSignal;
};

const FALLBACK_ERROR_MESSAGE = 'Bad Request';

/**
 * The one HTTP client of the frontends (spec §7 'Shared request behaviour'):
 * GET by default, JSON in and out, the session's bearer token when it is
 * valid, `undefined` for 204, and an ApiError carrying the server's message.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isMultipart) headers['Content-Type'] = 'application/json';
  const token = sessionStore.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : isMultipart ? (body as FormData) : JSON.stringify(body),
    signal,
  });

  if (!response.ok)
    throw new ApiError(
      (await readErrorMessage(response)) || FALLBACK_ERROR_MESSAGE,
      response.status,
    );
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function readErrorMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message;
  } catch {
    // A body that is not JSON carries no message: the caller falls back.
  }
  return undefined;
}
