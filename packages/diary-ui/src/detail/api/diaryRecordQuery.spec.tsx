import { useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError } from '@dd/shell-kit';
import { createTestQueryClient, queryClientWrapper } from '../../testing/queryClient';
import { diaryKeys } from '../../lists/api/diaryKeys';
import { diaryRecordQuery } from './diaryRecordQuery';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Record = { _id: string; name: string };

it('reads the record under its detail key', async () => {
  server.use(
    http.get('/api/restaurants/:id', ({ params }) =>
      HttpResponse.json({ _id: params.id, name: 'Casa Nonna' }),
    ),
  );
  const queryClient = createTestQueryClient();
  const { result } = renderHook(() => useQuery(diaryRecordQuery<Record>('restaurants', 'r 1')), {
    wrapper: queryClientWrapper(queryClient),
  });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data).toEqual({ _id: 'r 1', name: 'Casa Nonna' });
  expect(queryClient.getQueryData(diaryKeys('restaurants').detail('r 1'))).toEqual(
    result.current.data,
  );
});

it('fails with the API status', async () => {
  server.use(
    http.get('/api/meals/:id', () =>
      HttpResponse.json({ message: 'Meal not found' }, { status: 404 }),
    ),
  );
  const { result } = renderHook(() => useQuery(diaryRecordQuery<Record>('meals', 'm1')), {
    wrapper: queryClientWrapper(createTestQueryClient()),
  });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error).toBeInstanceOf(ApiError);
  expect(result.current.error).toMatchObject({ status: 404, message: 'Meal not found' });
});
