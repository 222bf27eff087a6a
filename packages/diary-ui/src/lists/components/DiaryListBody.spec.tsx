import { render, screen } from '@testing-library/react';
import { ApiError } from '@dd/shell-kit';
import type { DiaryListQueryState } from './DiaryListBody';
import { DiaryListBody } from './DiaryListBody';

type Item = { _id: string; name: string };

function listState(overrides: Partial<DiaryListQueryState<Item>> = {}) {
  return {
    isPending: false,
    isError: false,
    error: null,
    dataUpdatedAt: 0,
    data: undefined,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: jest.fn(() => Promise.resolve()),
    ...overrides,
  } satisfies DiaryListQueryState<Item>;
}

const loaded = (...pages: Item[][]) => ({
  pages: pages.map((items) => ({ items, nextCursor: null })),
  pageParams: pages.map(() => null),
});

function renderBody(resource: 'restaurants' | 'meals', list: DiaryListQueryState<Item>) {
  render(
    <DiaryListBody resource={resource} list={list} emptyText="Nothing here.">
      {(items) => (
        <ul aria-label="Items">
          {items.map((item) => (
            <li key={item._id}>{item.name}</li>
          ))}
        </ul>
      )}
    </DiaryListBody>,
  );
}

it("announces the resource's loading text", () => {
  renderBody('meals', listState({ isPending: true }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading meals...');
});

it("shows the resource's error when nothing could be loaded", () => {
  renderBody('restaurants', listState({ isError: true }));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load restaurants');
});

it('shows the empty text for a list without records', () => {
  renderBody('meals', listState({ data: loaded([]) }));
  expect(screen.getByText('Nothing here.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('renders the records of every page loaded, and a failed next page under them', () => {
  renderBody(
    'meals',
    listState({
      data: loaded([{ _id: 'a', name: 'Tofu' }], [{ _id: 'b', name: 'Noodles' }]),
      isError: true,
      error: new ApiError('Internal server error', 500),
    }),
  );
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Tofu',
    'Noodles',
  ]);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load meals');
});

it("shows the device's copy with no network: the records and when they were updated, no error", () => {
  const updatedAt = new Date();
  updatedAt.setHours(0, 5, 0, 0);
  renderBody(
    'meals',
    listState({
      data: loaded([{ _id: 'a', name: 'Tofu' }]),
      isError: true,
      error: new TypeError('Failed to fetch'),
      dataUpdatedAt: updatedAt.getTime(),
    }),
  );
  expect(screen.getByRole('listitem')).toHaveTextContent('Tofu');
  expect(screen.getByRole('status')).toHaveTextContent(/^Offline · updated 12:05/);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
