import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestQueryClient, queryClientWrapper } from '../../testing/queryClient';
import { tagKeys } from '../api/tagsApi';
import { TagSelect } from './TagSelect';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SPICY = { _id: '64b0000000000000000000a1', name: 'Spicy' };
const BRUNCH = { _id: '64b0000000000000000000a2', name: 'brunch' };

function renderSelect(tagId: string | null, tags: unknown[] = [SPICY, BRUNCH]) {
  server.use(http.get('/api/tags', () => HttpResponse.json(tags)));
  const onChange = jest.fn();
  const queryClient = createTestQueryClient();
  const view = render(<TagSelect tagId={tagId} onChange={onChange} />, {
    wrapper: queryClientWrapper(queryClient),
  });
  return { onChange, view, queryClient };
}

it("lists the user's tags by name after Any tag, and narrows to the one picked", async () => {
  const { onChange } = renderSelect(null);
  const select = await screen.findByRole('combobox', { name: 'Tag' });
  expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
    'Any tag',
    'brunch',
    'Spicy',
  ]);
  await userEvent.selectOptions(select, 'Spicy');
  expect(onChange).toHaveBeenLastCalledWith(SPICY._id);
});

it('shows the tag the list is narrowed to, and Any tag clears it', async () => {
  const { onChange } = renderSelect(SPICY._id);
  const select = await screen.findByRole('combobox', { name: 'Tag' });
  await screen.findByRole('option', { name: 'Spicy' });
  expect(select).toHaveValue(SPICY._id);
  await userEvent.selectOptions(select, 'Any tag');
  expect(onChange).toHaveBeenLastCalledWith(null);
});

it('names a tag since deleted Unknown Tag', async () => {
  renderSelect('64b0000000000000000000ff');
  expect(await screen.findByRole('option', { name: 'Unknown Tag' })).toHaveProperty(
    'selected',
    true,
  );
});

it('is left out while there are no tags and no narrowing', async () => {
  const { view, queryClient } = renderSelect(null, []);
  await waitFor(() => expect(queryClient.getQueryState(tagKeys.all)?.status).toBe('success'));
  expect(view.container).toBeEmptyDOMElement();
});
