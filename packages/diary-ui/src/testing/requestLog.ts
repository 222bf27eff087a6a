import { setupServer } from 'msw/node';

/** A request as a spec checks it: method, path and JSON body (if any). */
export type SentRequest = { method: string; path: string; body?: unknown };

/** The fake API of a spec file, failing on any request no handler answers. */
export function startTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

type Resolver = (info: { request: Request; params: Record<string, unknown> }) => Response;

/** A log of requests, and `logged`: an MSW resolver that logs each request, then answers. */
export function requestLog() {
  const sent: SentRequest[] = [];
  const logged =
    (answer: Resolver) => async (info: { request: Request; params: Record<string, unknown> }) => {
      const text = await info.request.clone().text();
      sent.push({
        method: info.request.method,
        path: new URL(info.request.url).pathname,
        ...(text ? { body: JSON.parse(text) } : {}),
      });
      return answer(info);
    };
  return { sent, logged };
}
