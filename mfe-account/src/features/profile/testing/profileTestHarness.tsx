import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AuthUser, RuntimeConfig } from '@dd/contracts';
import { BreadcrumbProvider, RuntimeConfigProvider, sessionStore } from '@dd/shell-kit';
import { makeToken, testUser, type SentRequest } from '@dd/shell-kit/testing';
import AccountRoutes from '../../../routes';

export { makeToken, mockFetch, sentRequest, testUser as ada } from '@dd/shell-kit/testing';

/** The shell's /config.json as the remotes see it. */
export const runtimeConfig: RuntimeConfig = {
  remotes: {},
  geocoderUrl: '/geocoder',
  tileUrl: '/tiles/{z}/{x}/{y}.png',
  storageUrl: 'https://bucket.example/uploads',
};

/** The multipart request fetch was called with (the `index`-th call), with its headers. */
export function sentUpload(
  fetchMock: jest.Mock,
  index = 0,
): Omit<SentRequest, 'body'> & { body: FormData; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  return {
    url,
    method: init.method ?? 'GET',
    body: init.body as FormData,
    headers: init.headers as Record<string, string>,
  };
}

/** Picks files in the uploader's gallery input, as the browser's file chooser would. */
export function choosePhotos(...files: File[]): void {
  fireEvent.change(screen.getByTestId('image-file-input'), { target: { files } });
}

export function jpeg(name = 'me.jpg'): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
}

/** Signs `user` in (remembered or per-tab) and renders /profile as the shell mounts the account remote. */
export function renderProfile({
  user = testUser,
  persistent = true,
}: { user?: AuthUser; persistent?: boolean } = {}) {
  sessionStore.signIn(makeToken(user), { persistent });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <RuntimeConfigProvider config={runtimeConfig}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/profile']}>
          <BreadcrumbProvider>
            <AccountRoutes />
          </BreadcrumbProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </RuntimeConfigProvider>,
  );
}
