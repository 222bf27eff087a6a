import type { PageRenderRequest } from '@dd/contracts';

type FetchApi = PageRenderRequest['fetchApi'];

export interface ApiCaller {
  /** The browser's address chain (X-Forwarded-For), ending with the client. */
  forwardedFor: string;
  /** The page request's id, so one id follows the render's reads through every log. */
  requestId: string;
}

/**
 * A page render's `fetchApi`: its reads go over HTTP to the API (the
 * gateway), with the user's token as the browser would send it and the
 * client's address as the last entry of X-Forwarded-For, which the gateway
 * believes from the web tier (its TRUSTED_PROXIES), so the user's and the
 * address's budgets and every check of the API apply to them. A read is
 * abandoned after `timeoutMs` (the page's render deadline, past which its
 * answer would go unused).
 */
export function apiOverHttp(apiUrl: string, timeoutMs: number) {
  return ({ forwardedFor, requestId }: ApiCaller): FetchApi =>
    (path, { method, headers }) =>
      fetch(new URL(path, apiUrl), {
        method,
        headers: { ...headers, 'x-forwarded-for': forwardedFor, 'x-request-id': requestId },
        signal: AbortSignal.timeout(timeoutMs),
      });
}
