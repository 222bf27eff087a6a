import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

export { answer, HttpResponse } from '@dd/shell-kit/testing';

/** Renders `page` at `path` next to stand-ins for the pages it may move on to. */
export function renderPage(page: ReactElement, { path, at = path }: { path: string; at?: string }) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/meals" element={<h1>meals page</h1>} />
          <Route path="/login" element={<h1>login page</h1>} />
          <Route path="/invites/:token" element={<h1>invitation page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
