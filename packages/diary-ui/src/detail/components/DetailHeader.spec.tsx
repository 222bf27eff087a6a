import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { DeleteMutation } from '../hooks/useDetailDeletion';
import { DetailHeader, type DetailHeaderProps } from './DetailHeader';

type Callbacks = Parameters<DeleteMutation['mutate']>[1];

function renderHeader(extra: Partial<DetailHeaderProps> = {}) {
  const deleted: Array<{ id: string; callbacks: Callbacks }> = [];
  const deletion = {
    isPending: false,
    mutate: (id: string, callbacks: Callbacks) => void deleted.push({ id, callbacks }),
  };
  render(
    <MemoryRouter initialEntries={['/meals/m1']}>
      <Routes>
        <Route path="/meals" element={<p>The meal list</p>} />
        <Route
          path="/meals/:id"
          element={
            <DetailHeader
              resource="meals"
              id="m1"
              title="Mapo tofu"
              editPath="/meals/m1/edit"
              deletion={deletion}
              {...extra}
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return deleted;
}

it("shows the record's name with its rating, and Add and Edit links", () => {
  renderHeader({ rating: <span>rating</span> });
  expect(screen.getByRole('heading', { level: 1, name: 'Mapo tofu' })).toBeInTheDocument();
  expect(screen.getByText('rating')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Meal' })).toHaveAttribute('href', '/meals/new');
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/meals/m1/edit');
});

it("names the resource's own Add link", () => {
  renderHeader({ resource: 'restaurants', editPath: '/restaurants/m1/edit' });
  expect(screen.getByRole('link', { name: 'Add Restaurant' })).toHaveAttribute(
    'href',
    '/restaurants/new',
  );
});

it('deletes only once confirmed, then goes to the list', async () => {
  const deleted = renderHeader();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Meal' });
  expect(deleted).toEqual([]);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(deleted.map((call) => call.id)).toEqual(['m1']);
  act(() => deleted[0]!.callbacks.onSuccess());
  expect(await screen.findByText('The meal list')).toBeInTheDocument();
});

it("shows the page's action errors and a failed delete's", async () => {
  const deleted = renderHeader({ errors: [null, 'Failed to update thumbs rating'] });
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'Failed to update thumbs rating',
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  act(() => deleted[0]!.callbacks.onError());
  expect(await screen.findByText('Failed to delete meal')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
