/**
 * The hand-over between a page's first-requests script, which runs before the
 * app's code has arrived, and the app's HTTP client: the script's responses,
 * by path, on the page's global object (the script and the app are separate
 * bundles, each with its own copy of this module).
 */
const REGISTRY_KEY = '__ddFirstResponses';

/** After this long an early response is too old to stand in for a new request. */
const FRESH_FOR_MS = 30_000;

interface FirstResponse {
  token: string;
  startedAt: number;
  response: Promise<Response>;
}

type Registry = Map<string, FirstResponse>;

function registry(): Registry {
  const page = globalThis as typeof globalThis & { [REGISTRY_KEY]?: Registry };
  return (page[REGISTRY_KEY] ??= new Map());
}

/** Statuses whose response has no body (the Response constructor refuses one). */
const BODILESS_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Sends a GET of `path` with the session's `token` now, for the app to take
 * later. The body is read at once: an answer nobody takes (a page that did
 * not ask for it after all) must not hold its connection open.
 */
export function sendFirstRequest(path: string, token: string): void {
  const response = fetch(path, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    // The API needs no cookies; without them the browser sends the request on a
    // connection of its own instead of queueing it behind the app's code (HTTP/1.1
    // allows six connections a host, and the code takes them all).
    credentials: 'omit',
    priority: 'high',
  }).then(
    async (answer) =>
      new Response(BODILESS_STATUSES.has(answer.status) ? null : await answer.blob(), {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      }),
  );
  // Whoever takes it sees a failure; one never taken must not be reported as unhandled.
  response.catch(() => undefined);
  keepFirstResponse(path, token, response);
}

/** Keeps `response` to a GET of `path` with `token` for the app to take (takeFirstResponse). */
export function keepFirstResponse(path: string, token: string, response: Promise<Response>): void {
  registry().set(path, { token, startedAt: Date.now(), response });
}

/**
 * The early response to a GET of `path`, once, when it was sent with the same
 * token and recently; otherwise undefined and the caller asks the network.
 */
export function takeFirstResponse(
  path: string,
  token: string | null,
): Promise<Response> | undefined {
  const entries = registry();
  const entry = entries.get(path);
  if (!entry) return undefined;
  entries.delete(path);
  if (entry.token !== token || Date.now() - entry.startedAt > FRESH_FOR_MS) return undefined;
  return entry.response;
}

/**
 * Drops every early response not taken yet: after a write (any request but
 * a GET) an answer read before it may be out of date. A page whose query
 * cache was restored from the device does not ask at once, and would
 * otherwise take a pre-write answer on its next read.
 */
export function forgetFirstResponses(): void {
  registry().clear();
}
