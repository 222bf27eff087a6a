import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

type FakeResponse = { status: number; body?: unknown } | Error;

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

/** The JSON body and method of the n-th fetch call. */
export function sentRequest(
  fetchMock: jest.Mock,
  index = 0,
): { url: string; method: string; body: unknown } {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  return { url, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) };
}

/** Renders `page` at `path` next to stand-ins for the pages it may move on to. */
export function renderPage(page: ReactElement, { path, at = path }: { path: string; at?: string }) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/meals" element={<h1>meals page</h1>} />
          <Route path="/login" element={<h1>login page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
