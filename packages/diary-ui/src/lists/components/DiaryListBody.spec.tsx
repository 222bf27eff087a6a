import { render, screen } from '@testing-library/react';
import type { DiaryListQueryState } from './DiaryListBody';
import { DiaryListBody } from './DiaryListBody';

type Item = { _id: string; name: string };

function listState(overrides: Partial<DiaryListQueryState<Item>> = {}) {
  return {
    isPending: false,
    isError: false,
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
    }),
  );
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Tofu',
    'Noodles',
  ]);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load meals');
});
