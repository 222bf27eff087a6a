import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DetailHeader, type DetailHeaderProps } from './DetailHeader';

function renderHeader(extra: Partial<DetailHeaderProps> = {}) {
  const deleted: Array<{ _id: string; name: string }> = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/meals/m1']}>
        <Routes>
          <Route path="/meals" element={<p>The meal list</p>} />
          <Route path="/meals/m1/edit" element={<p>The meal form</p>} />
          <Route
            path="/meals/:id"
            element={
              <DetailHeader
                resource="meals"
                id="m1"
                title="Mapo tofu"
                editPath="/meals/m1/edit"
                deleteLater={(record) => void deleted.push(record)}
                {...extra}
              />
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
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

it('names the record in the confirmation, deletes only once confirmed, then goes to the list', async () => {
  const deleted = renderHeader();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Meal' });
  expect(dialog).toHaveTextContent(
    'Are you sure you want to delete this meal? This action cannot be undone.',
  );
  expect(dialog).toHaveTextContent('This deletes Mapo tofu.');
  expect(deleted).toEqual([]);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(deleted).toEqual([{ _id: 'm1', name: 'Mapo tofu' }]);
  expect(await screen.findByText('The meal list')).toBeInTheDocument();
});

it("shows the page's action errors", () => {
  renderHeader({ errors: [null, 'Failed to update thumbs rating'] });
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'Failed to update thumbs rating',
  ]);
});

it('offers Share among its actions only when told what to share', () => {
  renderHeader({ share: { kind: 'meal', id: 'm1' } });
  const actions = screen
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);
  expect(actions).toEqual(['Share', 'Delete', 'More actions']);
  expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-haspopup', 'dialog');
});

it('has no Share without a scope', () => {
  renderHeader();
  expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
});

describe('the phone menu, More actions', () => {
  const openMenu = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    return screen.getByRole('menu', { name: 'More actions' });
  };

  it('holds Edit, Share and Delete under their own names', async () => {
    renderHeader({ share: { kind: 'meal', id: 'm1' } });
    const items = within(await openMenu()).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Share', 'Delete']);
  });

  it('holds Add too beside a lead action', async () => {
    renderHeader({ leadAction: { label: 'Log a meal here', to: '/meals/new' } });
    const items = within(await openMenu()).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Add Meal', 'Edit', 'Delete']);
  });

  it('leaves Share out without a scope', async () => {
    renderHeader();
    const items = within(await openMenu()).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Delete']);
  });

  it('opens the form from Edit', async () => {
    renderHeader();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Edit' }));
    expect(await screen.findByText('The meal form')).toBeInTheDocument();
  });

  it('asks before Delete deletes', async () => {
    const deleted = renderHeader();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Meal' });
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deleted).toEqual([{ _id: 'm1', name: 'Mapo tofu' }]);
  });

  it('opens the Share dialog from Share', async () => {
    renderHeader({ share: { kind: 'meal', id: 'm1' } });
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Share' }));
    expect(screen.getByRole('dialog', { name: /share/i })).toBeInTheDocument();
  });
});
