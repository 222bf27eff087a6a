import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AddPostPage } from './AddPostPage';
import { PostListPage } from './PostListPage';

type FakeResponse = { status: number; body?: unknown };

/** Replaces the global fetch with one answering the given responses in order. */
export function mockFetch(...responses: FakeResponse[]): jest.Mock {
  const fetchMock = jest.fn();
  for (const { status, body } of responses) {
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

export function renderPostsAt(path: '/posts' | '/posts/new') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/posts" element={<PostListPage />} />
          <Route path="/posts/new" element={<AddPostPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export function post(id: string, content: string) {
  return { _id: id, content, createdAt: '2025-03-01T18:30:00.000Z' };
}
