import { setupServer } from 'msw/node';

export { delay, http, HttpResponse } from 'msw';

/**
 * The fake API every remote spec talks to: each test adds the handlers it
 * needs with `server.use(http.get('/api/…', …))`, matched by method and path.
 * tooling/jest.remote.setup.js starts it around every spec file.
 */
export const server = setupServer();

const unhandled: string[] = [];

/** Starts intercepting: a request no handler answers fails as a network error and is recorded. */
export function startTestServer(): void {
  server.listen({
    onUnhandledRequest(request, print) {
      const { pathname, search } = new URL(request.url);
      unhandled.push(`${request.method} ${pathname}${search}`);
      print.error();
    },
  });
}

/** The unhandled requests since the last call ('GET /api/x?y=1'); the setup fails a test that left any. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}
