import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AddPostPage } from './AddPostPage';
import { PostListPage } from './PostListPage';

export { mockFetch } from '@dd/shell-kit/testing';

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
