import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AuthUser } from '@dd/contracts';
import { BreadcrumbProvider, sessionStore } from '@dd/shell-kit';
import { EditProfilePage } from '../routes/EditProfilePage';

export const ada: AuthUser = {
  id: 'u1',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  userImages: [],
  newsletter: false,
};

/** An unsigned JWT-shaped token with `user` and `exp`, as the auth service issues. */
export function makeToken(user: AuthUser = ada): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256' })}.${encode({ user, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

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

export function sentRequest(
  fetchMock: jest.Mock,
  index = 0,
): { url: string; method: string; body: unknown } {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  return { url, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) };
}

/** Signs `user` in (remembered or per-tab) and renders /profile as the shell mounts it. */
export function renderProfile({
  user = ada,
  persistent = true,
}: { user?: AuthUser; persistent?: boolean } = {}) {
  sessionStore.signIn(makeToken(user), { persistent });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/profile']}>
        <BreadcrumbProvider>
          <EditProfilePage />
        </BreadcrumbProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
