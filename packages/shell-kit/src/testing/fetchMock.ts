/** What one fetch call answers: a response with a JSON body, or an Error for a network failure. */
export type FakeResponse = { status: number; body?: unknown } | Error;

/** Replaces the global fetch with one answering the given responses (or network errors) in order. */
export function mockFetch(...responses: FakeResponse[]): jest.Mock {
  const fetchMock = jest.fn();
  for (const response of responses) {
    if (response instanceof Error) {
      fetchMock.mockRejectedValueOnce(response);
      continue;
    }
    const { status, body } = response;
    fetchMock.mockResolvedValueOnce({
      ok: status >= 200 && status < 300,
      status,
      json: async () => body,
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    });
  }
  globalThis.fetch = fetchMock;
  return fetchMock;
}

export type SentRequest = { url: string; method: string; body: unknown };

/** The URL, method and JSON body of the `index`-th fetch call. */
export function sentRequest(fetchMock: jest.Mock, index = 0): SentRequest {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  return { url, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) };
}
