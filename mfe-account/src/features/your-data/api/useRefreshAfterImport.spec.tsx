import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ImportStatus } from '@dd/contracts';
import { importStatus } from '../testing/fakeYourDataApi';
import { useRefreshAfterImport } from './useYourData';

function setUp() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['meals', 'list'], []);
  queryClient.setQueryData(['restaurants', 'list'], []);
  queryClient.setQueryData(['imports', 'latest'], null);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    ({ status }: { status: ImportStatus | null }) => useRefreshAfterImport(status),
    {
      wrapper,
      initialProps: { status: importStatus({ state: 'running', progress: 50 }) },
    },
  );
  const stale = (key: string) =>
    queryClient.getQueryState([key, key === 'imports' ? 'latest' : 'list'])?.isInvalidated;
  return { ...view, stale };
}

describe('useRefreshAfterImport', () => {
  it('marks the diary caches stale when the import followed here finishes, not its own', () => {
    const { rerender, stale } = setUp();
    expect(stale('meals')).toBe(false);
    rerender({ status: importStatus({ state: 'done', progress: 100 }) });
    expect(stale('meals')).toBe(true);
    expect(stale('restaurants')).toBe(true);
    expect(stale('imports')).toBe(false);
  });

  it('leaves the caches alone for an import that was already done, or that failed', () => {
    const { rerender, stale } = setUp();
    rerender({ status: importStatus({ state: 'failed' }) });
    rerender({ status: importStatus({ id: 'i2', state: 'done', progress: 100 }) });
    expect(stale('meals')).toBe(false);
  });
});
