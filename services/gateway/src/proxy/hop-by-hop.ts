/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1):
 * a proxy neither forwards them nor passes them back. `expect` joins them on
 * the way in: the gateway answers `100 Continue` to its client itself (Node
 * does), and undici refuses to send the header upstream.
 */
const CONNECTION_HEADERS = [
  'connection',
  'proxy-connection',
  'keep-alive',
  'te',
  'transfer-encoding',
  'upgrade',
  'trailer',
  'proxy-authenticate',
  'proxy-authorization',
] as const;

type HeaderValue = string | string[] | number | undefined;

/** The header names a message's own `Connection` header lists (`Connection: close, x-hop`). */
function namedByConnection(connection: HeaderValue): string[] {
  const values = Array.isArray(connection) ? connection : [connection];
  return values
    .flatMap((value) => (typeof value === 'string' ? value.split(',') : []))
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/** `headers` without the hop-by-hop ones (and those named by its Connection header). */
export function withoutHopByHop<Headers extends Record<string, HeaderValue>>(
  headers: Headers,
  extra: readonly string[] = [],
): Headers {
  const dropped = new Set<string>([
    ...CONNECTION_HEADERS,
    ...extra,
    ...namedByConnection(headers.connection),
  ]);
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !dropped.has(name.toLowerCase())),
  ) as Headers;
}

/** Request headers as sent upstream. */
export function requestHeadersForUpstream<Headers extends Record<string, HeaderValue>>(
  headers: Headers,
): Headers {
  return withoutHopByHop(headers, ['expect']);
}

/** Response headers as passed back to the client. */
export function responseHeadersForClient<Headers extends Record<string, HeaderValue>>(
  headers: Headers,
): Headers {
  return withoutHopByHop(headers);
}
