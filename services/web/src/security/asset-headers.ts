import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE } from '../static/cache-control';

/**
 * Headers that mean something only on a document or a worker's script.
 * HTTP/1.1 sends headers uncompressed: on a page that loads a dozen scripts
 * they were over a kilobyte a file. `X-Content-Type-Options` and
 * `Cross-Origin-Resource-Policy` stay: they guard a script or style sheet
 * itself, and `Referrer-Policy` governs a style sheet's own requests.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** What a content-named file is never asked again for: it is cached as immutable. */
export const REVALIDATION_HEADERS = ['etag', 'last-modified', 'accept-ranges'] as const;

/** The service worker's script: a worker's CSP comes from its own response. */
const WORKER_SCRIPT = '/sw.js';
const SCRIPT_OR_STYLE = /^(text|application)\/(javascript|css)\b/;

/**
 * An onSend hook: a script or style sheet (the worker's script aside) goes
 * without DOCUMENT_ONLY_HEADERS, and a content-named one also without
 * REVALIDATION_HEADERS. Pages and JSON answers keep every header.
 */
export async function withoutDocumentHeadersOnAssets<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: T,
): Promise<T> {
  const type = String(reply.getHeader('content-type') ?? '');
  if (!SCRIPT_OR_STYLE.test(type) || request.url.split('?', 1)[0] === WORKER_SCRIPT) return payload;
  const dropped: readonly string[] =
    reply.getHeader('cache-control') === IMMUTABLE
      ? [...DOCUMENT_ONLY_HEADERS, ...REVALIDATION_HEADERS]
      : DOCUMENT_ONLY_HEADERS;
  for (const header of dropped) {
    reply.removeHeader(header);
    // helmet writes its headers straight onto the Node response.
    reply.raw.removeHeader(header);
  }
  return payload;
}
