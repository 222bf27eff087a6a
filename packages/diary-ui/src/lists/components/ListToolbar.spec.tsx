import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LIST_FILTERS, type ListFilter } from '../model/listParams';
import { ListToolbar } from './ListToolbar';

function Harness({ onFilter, onSearch }: { onFilter: jest.Mock; onSearch: jest.Mock }) {
  const [filter, setFilter] = useState<ListFilter>('all');
  const [q, setQ] = useState('');
  return (
    <ListToolbar
      filters={LIST_FILTERS.restaurants}
      value={filter}
      onFilterChange={(next) => {
        onFilter(next);
        setFilter(next);
      }}
      search={{
        value: q,
        onChange: (next) => {
          onSearch(next);
          setQ(next);
        },
        placeholder: 'Search restaurants...',
        label: 'Search restaurants',
      }}
      action={<a href="/restaurants/new">Add Restaurant</a>}
    />
  );
}

function renderToolbar() {
  const onFilter = jest.fn();
  const onSearch = jest.fn();
  render(<Harness onFilter={onFilter} onSearch={onSearch} />);
  return { onFilter, onSearch };
}

it('shows the filters with the current one pressed', () => {
  renderToolbar();
  const group = screen.getByRole('group', { name: 'Filter' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'All Restaurants' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  for (const name of ['Thumbs Up', 'Thumbs Down', 'Unrated'])
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
});

it('changes the filter', async () => {
  const user = userEvent.setup();
  const { onFilter } = renderToolbar();
  await user.click(screen.getByRole('button', { name: 'Thumbs Down' }));
  expect(onFilter).toHaveBeenCalledWith('thumbsDown');
  expect(screen.getByRole('button', { name: 'Thumbs Down' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('button', { name: 'All Restaurants' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

it('has a labelled search box with the placeholder that reports each change', async () => {
  const user = userEvent.setup();
  const { onSearch } = renderToolbar();
  const search = screen.getByRole('searchbox', { name: 'Search restaurants' });
  expect(search).toHaveAttribute('placeholder', 'Search restaurants...');
  await user.type(search, 'taco');
  expect(onSearch).toHaveBeenLastCalledWith('taco');
  expect(search).toHaveValue('taco');
});

it('shows the action', () => {
  renderToolbar();
  expect(screen.getByRole('link', { name: 'Add Restaurant' })).toHaveAttribute(
    'href',
    '/restaurants/new',
  );
});
