import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { deferred } from '../../testing/deferred';
import { createTestQueryClient, queryClientWrapper } from '../../testing/queryClient';
import { TagFilter } from './TagFilter';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SPICY = { _id: '64b7f0c2a1b2c3d4e5f60001', name: 'Spicy' };
const OTHER_ID = '64b7f0c2a1b2c3d4e5f60002';

function renderFilter(resource: 'restaurants' | 'meals', tagId: string, onClear = jest.fn()) {
  render(<TagFilter resource={resource} tagId={tagId} onClear={onClear} />, {
    wrapper: queryClientWrapper(createTestQueryClient()),
  });
  return onClear;
}

it('names the tag once the tags are loaded, and clears the filter on request', async () => {
  const answer = deferred();
  server.use(
    http.get('/api/tags', async () => {
      await answer.promise;
      return HttpResponse.json([SPICY]);
    }),
  );
  const onClear = renderFilter('restaurants', SPICY._id);
  expect(screen.getByText('…')).toBeInTheDocument();
  answer.resolve();
  expect(await screen.findByText('Spicy')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Show restaurants with any tag' }));
  expect(onClear).toHaveBeenCalledTimes(1);
});

it('reads a tag it does not know as Unknown Tag', async () => {
  server.use(http.get('/api/tags', () => HttpResponse.json([SPICY])));
  renderFilter('meals', OTHER_ID);
  expect(await screen.findByText('Unknown Tag')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show meals with any tag' })).toBeInTheDocument();
});
