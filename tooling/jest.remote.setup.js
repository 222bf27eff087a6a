// Every remote spec starts with a fake API that answers nothing and a browser
// without a session: each test declares the requests it expects
// (server.use(http.get(...))). A request no handler answers fails as a network
// error and, after the test, fails the test itself.
const { server, startTestServer, takeUnhandledRequests } = require('@dd/shell-kit/testing');

beforeAll(startTestServer);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  const requests = takeUnhandledRequests();
  if (requests.length)
    throw new Error(
      `Requests without a handler (add one with server.use):\n  ${requests.join('\n  ')}`,
    );
});

afterAll(() => server.close());
