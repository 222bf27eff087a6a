// Every remote spec starts with a fake API that answers nothing and a browser
// without a session: each test declares the requests it expects
// (server.use(http.get(...))). A request no handler answers fails as a network
// error and, after the test, fails the test itself.
const { server, startTestServer, takeUnhandledRequests } = require('@dd/shell-kit/testing');

beforeAll(startTestServer);

// A spec of code that runs on the server (`@jest-environment node`) has no storage.
function clearStorage() {
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
}

beforeEach(clearStorage);

afterEach(() => {
  server.resetHandlers();
  clearStorage();
  const requests = takeUnhandledRequests();
  if (requests.length)
    throw new Error(
      `Requests without a handler (add one with server.use):\n  ${requests.join('\n  ')}`,
    );
});

afterAll(() => server.close());
