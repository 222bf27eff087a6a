import { IDEMPOTENCY_KEY_HEADER } from '@dd/contracts';
import { ApiError } from './ApiError';
import { apiTransport } from './apiTransport';

export type ApiRequestOptions = {
  method?: string;
  /**
   * JSON-serialised, unless it is FormData (multipart uploads) or a Blob/File
   * (a file sent as the body, labelled with its own type), which go as they are.
   */
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a write sent as the tab closes). */
  keepalive?: boolean;
  /** Sent as `Idempotency-Key`: a create the API makes once however often it is sent. */
  idempotencyKey?: string;
};

const FALLBACK_ERROR_MESSAGE = 'Bad Request';

/**
 * The one HTTP client of the frontends (product spec §7 'Shared request behaviour'):
 * GET by default, JSON in and out, the session's bearer token when it is
 * valid, `undefined` for 204, and an ApiError carrying the server's message.
 * A 401 to a request that carried the token ends the session (both stores).
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  return (await apiExchange<T>(path, options)).data;
}

/** A page of a paged diary list: its items and the cursor of the next page (null on the last). */
export type ApiPage<T> = { items: T[]; nextCursor: string | null };

const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * GET of a paged list (`?limit=&cursor=`): the answer's array plus the
 * `x-next-cursor` header, which the API leaves out on the last page.
 */
export async function apiRequestPage<T>(
  path: string,
  options: Pick<ApiRequestOptions, 'signal'> = {},
): Promise<ApiPage<T>> {
  const { data, headers } = await apiExchange<T[]>(path, options);
  return { items: data ?? [], nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

async function apiExchange<T>(
  path: string,
  options: ApiRequestOptions,
): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', body, signal, keepalive, idempotencyKey } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const isFile = typeof Blob !== 'undefined' && body instanceof Blob;
  if (isFile) headers['Content-Type'] = body.type || 'application/octet-stream';
  else if (body !== undefined && !isMultipart) headers['Content-Type'] = 'application/json';
  const transport = apiTransport();
  const token = transport.token();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await transport.send(path, {
    method,
    headers,
    body:
      body === undefined
        ? undefined
        : isMultipart || isFile
          ? (body as FormData | Blob)
          : JSON.stringify(body),
    signal,
    ...(keepalive ? { keepalive } : {}),
  });

  // A refused bearer token ends the session; the sign-in guard then sends the
  // user to /login. Without a token a 401 is an answer like any other (a failed log-in).
  if (response.status === 401 && token) transport.refused(token);
  if (!response.ok)
    throw new ApiError(
      (await readErrorMessage(response)) || FALLBACK_ERROR_MESSAGE,
      response.status,
    );
  const responseHeaders = response.headers ?? new Headers();
  if (response.status === 204) return { data: undefined as T, headers: responseHeaders };
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: responseHeaders };
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
