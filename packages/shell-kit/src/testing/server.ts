import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PERSONAL_DIARY } from './testDiaries';

export { delay, http, HttpResponse } from 'msw';

/**
 * The fake API every remote spec talks to: each test adds the handlers it
 * needs with `server.use(http.get('/api/…', …))`, matched by method and path.
 * tooling/jest.remote.setup.js starts it around every spec file. One answer
 * is there from the start, as every signed-in page has it: the user's
 * diaries, their personal one only (serveSharedDiary adds one).
 */
export const server = setupServer(
  http.get('/api/diaries', () => HttpResponse.json([PERSONAL_DIARY])),
);

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
