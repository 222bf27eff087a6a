import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { makeToken, testUser } from '@dd/shell-kit/testing';
import { sessionStore } from '@dd/shell-kit';

/** Renders one component with a fresh query cache (no retries) and a signed-in session. */
export function renderWithQueryClient(ui: ReactElement) {
  sessionStore.signIn(makeToken(testUser), { persistent: true });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  return {
    queryClient,
    ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>),
  };
}
