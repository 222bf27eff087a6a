/**
 * The content type of a route whose answer is a bare JSON string (sign-up and
 * log-in answer the token itself, product spec §7). Fastify sends a string body as it
 * is, so such a route serialises its answer with asJsonString and declares
 * the type with `@Header('Content-Type', JSON_CONTENT_TYPE)`.
 */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function asJsonString(value: string): string {
  return JSON.stringify(value);
}
